import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { unlockMessages as m } from '../messages';

export interface PartnerUnlockValues {
  password: string;
}

/** The partner password is required; whether it is right is the saga's answer ('wrong password'). */
export const createPartnerUnlockSchema = (intl: IntlShape) =>
  object({
    password: string().required(intl.formatMessage(m.passwordRequired)),
  });

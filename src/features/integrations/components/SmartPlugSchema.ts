import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { smartPlugMessages as m } from '../messages';

export interface SmartPlugValues {
  username: string;
  password: string;
}

/** Username and password are required (spec monitoring §5: no further rules are shown). */
export function createSmartPlugSchema(intl: IntlShape) {
  return yup.object({
    username: yup.string().trim().required(intl.formatMessage(m.usernameRequired)),
    password: yup.string().required(intl.formatMessage(m.passwordRequired)),
  });
}

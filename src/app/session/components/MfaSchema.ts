import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { mfaMessages as m } from './messages';

export interface MfaValues {
  totp: string;
}

export const createMfaSchema = (intl: IntlShape) =>
  object({
    totp: string()
      .trim()
      .required(intl.formatMessage(m.codeRequired))
      .matches(/^\d{6}$/, intl.formatMessage(m.codeInvalid)),
  });

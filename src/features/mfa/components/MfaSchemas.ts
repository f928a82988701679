import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { mfaRuleMessages as m } from '../messages';

export interface MfaPasswordValues {
  password: string;
}

export interface MfaCodeValues {
  code: string;
}

/** Stage 0 and turning it off: the account password is required. */
export const createMfaPasswordSchema = (intl: IntlShape) =>
  object({
    password: string().required(intl.formatMessage(m.passwordRequired)),
  });

/** Stage 2: the one-time code is required (spec §5) and is the app's 6 digits. */
export const createMfaCodeSchema = (intl: IntlShape) =>
  object({
    code: string()
      .transform((value: string) => value.replace(/\s+/g, ''))
      .required(intl.formatMessage(m.codeRequired))
      .matches(/^\d{6}$/, intl.formatMessage(m.codeInvalid)),
  });

/** The code as sent: the digits without the spaces people type between groups. */
export const cleanCode = (code: string) => code.replace(/\s+/g, '');

import type { IntlShape } from 'react-intl';
import { object, ref, string } from 'yup';
import { passwordRuleMessages as m } from './messages';
import { passwordRules } from './passwordRules';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The new-password rules with the spec's exact messages, and a confirmation that must match. */
export const createPasswordSchema = (intl: IntlShape) =>
  string()
    .required(intl.formatMessage(m.required))
    .test('length', intl.formatMessage(m.tooShort), (value) => passwordRules.length(value ?? ''))
    .test('number-or-symbol', intl.formatMessage(m.numberOrSymbol), (value) => passwordRules.numberOrSymbol(value ?? ''))
    .test('lowercase', intl.formatMessage(m.lowercase), (value) => passwordRules.lowercase(value ?? ''))
    .test('uppercase', intl.formatMessage(m.uppercase), (value) => passwordRules.uppercase(value ?? ''));

export const createResetPasswordSchema = (intl: IntlShape) =>
  object({
    password: createPasswordSchema(intl),
    confirmPassword: string()
      .required(intl.formatMessage(m.confirmRequired))
      .oneOf([ref('password')], intl.formatMessage(m.mismatch)),
  });

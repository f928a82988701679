import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { accountRuleMessages as m } from '../messages';

export interface ChangeEmailValues {
  currentEmail: string;
  newEmail: string;
  confirmEmail: string;
  password: string;
}

export const emptyEmailValues: ChangeEmailValues = { currentEmail: '', newEmail: '', confirmEmail: '', password: '' };

/** The pattern the server checks too (server/src/account/rules.ts). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const EMAIL_MAX = 254;

const sameAddress = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Change email (spec §5): current email required ('please enter your current email'); new email
 * required and an address ('email address is not valid'); the confirmation required and equal
 * ('email and email confirmation must match'); the password required.
 */
export const createChangeEmailSchema = (intl: IntlShape) =>
  object({
    currentEmail: string().trim().required(intl.formatMessage(m.currentEmailRequired)),
    newEmail: string()
      .trim()
      .required(intl.formatMessage(m.newEmailRequired))
      .max(EMAIL_MAX, intl.formatMessage(m.emailInvalid))
      .matches(EMAIL_PATTERN, { message: intl.formatMessage(m.emailInvalid), excludeEmptyString: true }),
    confirmEmail: string()
      .trim()
      .required(intl.formatMessage(m.confirmEmailRequired))
      .test('same', intl.formatMessage(m.emailsMustMatch), (value, context) => sameAddress(value, (context.parent as ChangeEmailValues).newEmail)),
    password: string().required(intl.formatMessage(m.passwordRequired)),
  });

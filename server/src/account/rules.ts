import type { FeedbackCategory, FeedbackSubCategory, NotificationFlag } from '../../../src/api/wire/account';
import { passwordProblemKey } from '../auth/passwordRules';
import { NOTIFICATION_DEFAULTS } from '../wire/userWire';
import { HttpError } from '../errors';
import { msg, type MessageKey } from '../i18n';

/**
 * The spec §5 rules of the account forms, checked on the server with the texts the app shows.
 * Each check throws a 400 HttpError (reason from the catalogue) before anything is written.
 */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const badRequest = (key: MessageKey): HttpError => new HttpError(400, msg(key));

/** A required text: trimmed for emails, as given for passwords. */
export function required(value: string | undefined, key: MessageKey): string {
  if (value === undefined || value.trim() === '') throw badRequest(key);
  return value;
}

export interface ChangeEmailInput {
  email?: string;
  current_email?: string;
  password?: string;
  email_confirmation?: string;
}

/** Change email (§5): current email, a valid new email, an equal confirmation when sent, a password. */
export function checkChangeEmail(body: ChangeEmailInput): { email: string; currentEmail: string; password: string } {
  const currentEmail = required(body.current_email, 'account.currentEmailRequired').trim();
  const email = required(body.email, 'account.newEmailRequired').trim();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest('account.emailInvalid');
  if (body.email_confirmation !== undefined && body.email_confirmation.trim().toLowerCase() !== email.toLowerCase()) {
    throw badRequest('account.emailsMustMatch');
  }
  const password = required(body.password, 'account.passwordRequired');
  return { email, currentEmail, password };
}

export interface ChangePasswordInput {
  old_password?: string;
  new_password?: string;
  new_password_confirmation?: string;
}

/** Change password (§5): the current password, a new one passing the password rules, an equal confirmation when sent. */
export function checkChangePassword(body: ChangePasswordInput): { oldPassword: string; newPassword: string } {
  const oldPassword = required(body.old_password, 'account.currentPasswordRequired');
  const newPassword = required(body.new_password, 'account.newPasswordRequired');
  const problem = passwordProblemKey(newPassword);
  if (problem) throw badRequest(problem);
  if (body.new_password_confirmation !== undefined && body.new_password_confirmation !== newPassword) {
    throw badRequest('account.passwordsMustMatch');
  }
  return { oldPassword, newPassword };
}

export const FEEDBACK_MAX_CHARS = 5000;

/** Feedback description (§5): required after trimming, bounded. */
export function checkFeedbackText(text: string | undefined): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') throw badRequest('feedback.descriptionRequired');
  if (trimmed.length > FEEDBACK_MAX_CHARS) throw new HttpError(400, msg('feedback.tooLong', { max: FEEDBACK_MAX_CHARS }));
  return trimmed;
}

// Lists of the wire's union types (a Record over the union makes the compiler check they are complete).
const categories: Record<FeedbackCategory, true> = { feedback: true, support: true, 'request-feature': true };
const subCategories: Record<FeedbackSubCategory, true> = { 'Wi-Fi Issue': true, 'Device Detection': true, 'Something else': true };
export const FEEDBACK_CATEGORIES = Object.keys(categories) as FeedbackCategory[];
export const FEEDBACK_SUB_CATEGORIES = Object.keys(subCategories) as FeedbackSubCategory[];
/** Every notification flag (spec §3 Settings), in the order of their defaults. */
export const NOTIFICATION_FLAGS = Object.keys(NOTIFICATION_DEFAULTS) as NotificationFlag[];

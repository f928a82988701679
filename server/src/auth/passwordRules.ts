import { DEFAULT_LOCALE, t, type MessageKey } from '../i18n';

/** Spec §5 password rules, in the order the app shows them. Returns the first failure's catalogue key, or null. */
export function passwordProblemKey(password: string): MessageKey | null {
  if (password.length < 8) return 'password.tooShort';
  if (!/[^A-Za-z]/.test(password)) return 'password.numberOrSymbol';
  if (!/[a-z]/.test(password)) return 'password.lowercase';
  if (!/[A-Z]/.test(password)) return 'password.uppercase';
  return null;
}

/** The first failure's text in English (the command line), or null. */
export function passwordProblem(password: string): string | null {
  const key = passwordProblemKey(password);
  return key ? t(DEFAULT_LOCALE, key) : null;
}

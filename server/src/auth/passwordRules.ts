/** Spec §5 password rules, in the order the app shows them. Returns the first failure's text, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Your password must be at least 8 characters';
  if (!/[^A-Za-z]/.test(password)) return 'Your password must contain at least 1 number or symbol';
  if (!/[a-z]/.test(password)) return 'Your password must contain one lowercase character';
  if (!/[A-Z]/.test(password)) return 'Your password must contain one uppercase character';
  return null;
}

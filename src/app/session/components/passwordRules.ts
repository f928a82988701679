/** Password rules (spec §5): at least 8 characters, a number or symbol, a lowercase and an uppercase letter. */
export const PASSWORD_MIN_LENGTH = 8;

export const passwordRules = {
  length: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  numberOrSymbol: (value: string) => /[^A-Za-z]/.test(value),
  lowercase: (value: string) => /[a-z]/.test(value),
  uppercase: (value: string) => /[A-Z]/.test(value),
} as const;

export type PasswordRule = keyof typeof passwordRules;

export function passwordRuleResults(value: string): Record<PasswordRule, boolean> {
  return {
    length: passwordRules.length(value),
    numberOrSymbol: passwordRules.numberOrSymbol(value),
    lowercase: passwordRules.lowercase(value),
    uppercase: passwordRules.uppercase(value),
  };
}

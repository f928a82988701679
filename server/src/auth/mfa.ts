import { authenticator } from 'otplib';

/** TOTP check at the injected clock, accepting one 30-second step either side for clock drift. */
export function checkTotp(code: string, secret: string, nowMs: number): boolean {
  const normalised = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(normalised)) return false;
  try {
    return authenticator.clone({ epoch: nowMs, window: 1 }).check(normalised, secret);
  } catch {
    return false;
  }
}

/** The current code for a secret (the CLI and tests use it). */
export const currentTotp = (secret: string, nowMs: number): string => authenticator.clone({ epoch: nowMs }).generate(secret);

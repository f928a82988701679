import { authenticator } from 'otplib';

const STEP_MS = 30_000;

/**
 * TOTP check at the injected clock, accepting one 30-second step either side for clock drift.
 * Returns the step the code belongs to (so the caller can refuse a second use of it), or null.
 */
export function totpStep(code: string, secret: string, nowMs: number): number | null {
  const normalised = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(normalised)) return null;
  try {
    const delta = authenticator.clone({ epoch: nowMs, window: 1 }).checkDelta(normalised, secret);
    return delta === null ? null : Math.floor(nowMs / STEP_MS) + delta;
  } catch {
    return null;
  }
}

/** The current code for a secret (tests use it). */
export const currentTotp = (secret: string, nowMs: number): string => authenticator.clone({ epoch: nowMs }).generate(secret);

import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: a verifier is 43-128 characters of [A-Za-z0-9-._~]; the S256 challenge is base64url(sha256(verifier)), 43 characters. */
export const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
export const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export const s256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** True when the verifier is well formed and hashes to the challenge (compared in constant time). */
export function verifyPkce(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier) || !CHALLENGE.test(challenge)) return false;
  const a = Buffer.from(s256(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

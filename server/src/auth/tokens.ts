import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WireAccessTokenClaims } from '../../../src/api/wire/auth';

export const TOKEN_PREFIX = 't1.v2.';
export const TOKEN_ISSUER = 'Kilowatch';

const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS512', typ: 'JWT' }));

const sign = (secret: string, data: string): Buffer => createHmac('sha512', secret).update(data).digest();

/** `t1.v2.` + a JWT signed with HMAC-SHA512: five dot-separated parts in all. */
export function mintAccessToken(secret: string, claims: WireAccessTokenClaims): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${TOKEN_PREFIX}${body}.${sign(secret, body).toString('base64url')}`;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function parseClaims(json: string): WireAccessTokenClaims | null {
  let c: Record<string, unknown>;
  try {
    c = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!c || typeof c !== 'object') return null;
  if (c.iss !== TOKEN_ISSUER || !isInt(c.exp) || !isInt(c.iat) || !isInt(c.userId) || !isInt(c.accountId)) return null;
  if (typeof c.roles !== 'string' || typeof c.sid !== 'string') return null;
  return c as unknown as WireAccessTokenClaims;
}

/**
 * The claims of a well-formed, correctly signed token that has not expired at `nowMs`
 * (or regardless of expiry with ignoreExpiry, for logout). null otherwise.
 */
export function verifyAccessToken(
  secret: string,
  token: string,
  nowMs: number,
  { ignoreExpiry = false }: { ignoreExpiry?: boolean } = {},
): WireAccessTokenClaims | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const parts = token.slice(TOKEN_PREFIX.length).split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (header !== HEADER) return null;
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseClaims(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!claims) return null;
  if (!ignoreExpiry && claims.exp * 1000 <= nowMs) return null;
  return claims;
}

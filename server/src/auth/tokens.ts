import { createSecretKey, type KeyObject } from 'node:crypto';
import { compactVerify, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { WireAccessTokenClaims } from '../../../src/api/wire/auth';

export const TOKEN_PREFIX = 't1.v2.';
export const TOKEN_ISSUER = 'Kilowatch';

const ALG = 'HS512';
/** The protected header, byte for byte: `{"alg":"HS512","typ":"JWT"}`. */
const HEADER = { alg: ALG, typ: 'JWT' } as const;

// One key object per secret (a server has one), so each check does not import the key again.
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size > 8) keys.clear();
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** `t1.v2.` + a JWT signed with HMAC-SHA512 (jose): five dot-separated parts in all. */
export async function mintAccessToken(secret: string, claims: WireAccessTokenClaims): Promise<string> {
  const jwt = await new SignJWT({ ...claims }).setProtectedHeader(HEADER).sign(keyFor(secret));
  return `${TOKEN_PREFIX}${jwt}`;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function asClaims(c: JWTPayload): WireAccessTokenClaims | null {
  if (c.iss !== TOKEN_ISSUER || !isInt(c.exp) || !isInt(c.iat) || !isInt(c.userId) || !isInt(c.accountId)) return null;
  if (typeof c.roles !== 'string' || typeof c.sid !== 'string') return null;
  return c as unknown as WireAccessTokenClaims;
}

/**
 * The claims of a well-formed, correctly signed token that has not expired at `nowMs` (the
 * server's clock, not the wall clock), or regardless of expiry with ignoreExpiry (for logout).
 * null otherwise: never throws for a bad token.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  nowMs: number,
  { ignoreExpiry = false }: { ignoreExpiry?: boolean } = {},
): Promise<WireAccessTokenClaims | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const jwt = token.slice(TOKEN_PREFIX.length);
  const key = keyFor(secret);
  try {
    if (ignoreExpiry) {
      // Signature only; the claims are checked below like any other token's.
      const { payload, protectedHeader } = await compactVerify(jwt, key, { algorithms: [ALG] });
      if (protectedHeader.typ !== HEADER.typ) return null;
      const parsed: unknown = JSON.parse(Buffer.from(payload).toString('utf8'));
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? asClaims(parsed as JWTPayload) : null;
    }
    const { payload } = await jwtVerify(jwt, key, {
      algorithms: [ALG],
      typ: HEADER.typ,
      issuer: TOKEN_ISSUER,
      requiredClaims: ['exp', 'iat'],
      currentDate: new Date(nowMs),
    });
    return asClaims(payload);
  } catch {
    return null;
  }
}

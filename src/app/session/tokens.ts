import type { WireAccessTokenClaims } from '../../api/wire/auth';

/**
 * Access tokens look like `t1.v2.<JWT>`. Tokens whose second segment is not `v2` are old-style
 * (e.g. `t1.4335.4330.abc`): they carry no readable expiry and are renewed at start unless no-renew.
 */
export function isOldStyleToken(token: string): boolean {
  return token.split('.')[1] !== 'v2';
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT claims of a v2 token, or null when the token cannot be read. */
export function decodeTokenClaims(token: string): Partial<WireAccessTokenClaims> | null {
  if (isOldStyleToken(token)) return null;
  const payload = token.split('.')[3];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as unknown;
    return claims && typeof claims === 'object' ? (claims as Partial<WireAccessTokenClaims>) : null;
  } catch {
    return null;
  }
}

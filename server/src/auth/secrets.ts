import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for the wire (refresh, MFA, admin, reset, verify). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** How opaque tokens are stored: sha256 hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

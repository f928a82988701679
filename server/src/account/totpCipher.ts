import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * TOTP secrets at rest: AES-256-GCM under a key kept in the database's `meta` table
 * (`totp_secret_key`, made at first use). A sealed secret reads `gcm1:<iv>:<tag>:<ciphertext>`
 * (base64url); anything else in the column is a plaintext secret from before migration 6, which
 * sealLegacySecrets encrypts in place.
 *
 * The key lives in the database rather than being derived from the token secret so that
 * rotating TOKEN_SECRET (which signs everyone out) does not also lock every two-factor user out.
 */
const PREFIX = 'gcm1:';
const KEY_NAME = 'totp_secret_key';

export interface TotpCipher {
  seal(plain: string): string;
  /** The plaintext secret; a value without the prefix is returned as is (not yet sealed). */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

function keyOf(db: Database.Database): Buffer {
  const get = db.prepare('SELECT value FROM meta WHERE key = ?');
  const existing = (get.get(KEY_NAME) as { value: string } | undefined)?.value;
  if (existing) return Buffer.from(existing, 'base64url');
  const key = randomBytes(32);
  // INSERT OR IGNORE then re-read: two processes on one data folder end up with the same key.
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(KEY_NAME, key.toString('base64url'));
  return Buffer.from((get.get(KEY_NAME) as { value: string }).value, 'base64url');
}

export function createTotpCipher(db: Database.Database): TotpCipher {
  let key: Buffer | null = null;
  const k = (): Buffer => (key ??= keyOf(db));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k(), iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${ct.toString('base64url')}`;
    },
    open(stored: string): string {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv = '', tag = '', ct = ''] = stored.slice(PREFIX.length).split(':');
      const decipher = createDecipheriv('aes-256-gcm', k(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
    isSealed: (stored: string) => stored.startsWith(PREFIX),
  };
}

/** Encrypts every TOTP secret still stored in plaintext (rows from before migration 6). Returns how many. */
export function sealLegacySecrets(db: Database.Database, cipher: TotpCipher): number {
  const rows = db
    .prepare(`SELECT id, totp_secret FROM users WHERE totp_secret IS NOT NULL AND totp_secret NOT LIKE '${PREFIX}%'`)
    .all() as { id: number; totp_secret: string }[];
  if (rows.length === 0) return 0;
  const update = db.prepare('UPDATE users SET totp_secret = ? WHERE id = ?');
  db.transaction(() => {
    for (const r of rows) update.run(cipher.seal(r.totp_secret), r.id);
  })();
  return rows.length;
}

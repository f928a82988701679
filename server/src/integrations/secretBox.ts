import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * Integration secrets at rest (the smart-plug account's password, providers' tokens): AES-256-GCM
 * under the server's own key, kept in the database's `meta` table (`integration_secret_key`, made at
 * first use), as account/totpCipher.ts does for TOTP secrets. A sealed value reads
 * `gcm1:<iv>:<tag>:<ciphertext>` (base64url).
 */
const PREFIX = 'gcm1:';
export const INTEGRATION_KEY_NAME = 'integration_secret_key';

export interface SecretBox {
  seal(plain: string): string;
  /** The plaintext; throws when the value is not sealed or was sealed under another key. */
  open(sealed: string): string;
}

function keyOf(db: Database.Database, name: string): Buffer {
  const get = db.prepare('SELECT value FROM meta WHERE key = ?');
  const existing = (get.get(name) as { value: string } | undefined)?.value;
  if (existing) return Buffer.from(existing, 'base64url');
  // INSERT OR IGNORE then re-read: two processes on one data folder end up with the same key.
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(name, randomBytes(32).toString('base64url'));
  return Buffer.from((get.get(name) as { value: string }).value, 'base64url');
}

export function createSecretBox(db: Database.Database, keyName = INTEGRATION_KEY_NAME): SecretBox {
  let key: Buffer | null = null;
  const k = (): Buffer => (key ??= keyOf(db, keyName));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k(), iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${ct.toString('base64url')}`;
    },
    open(sealed: string): string {
      if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
      const [iv = '', tag = '', ct = ''] = sealed.slice(PREFIX.length).split(':');
      const decipher = createDecipheriv('aes-256-gcm', k(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

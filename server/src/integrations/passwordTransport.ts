import { createHash, createDecipheriv, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, type KeyObject } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { WireTpLinkEncryption } from '../../../src/api/wire/integrations';

/**
 * The smart-plug password travels encrypted with a derived key (spec monitoring §7): the browser
 * makes an ephemeral ECDH P-256 key pair, derives a shared secret with the server's public key,
 * runs it through HKDF-SHA256 (random salt, info below) and encrypts with AES-256-GCM (Web Crypto).
 * Only this server, holding the private key (kept in `meta`, made at first use), can derive the
 * same key and decrypt. Wire form:
 *   kwe1.<kid>.<client public key: raw uncompressed point>.<salt>.<iv>.<ciphertext + tag>   (base64url parts)
 */
export const HKDF_INFO = 'kilowatch tp_link password';
export const TRANSPORT_ALG = 'ECDH-ES+HKDF-SHA256+A256GCM' as const;
const KEY_NAME = 'tp_link_transport_key';
const VERSION = 'kwe1';

export interface PasswordTransport {
  /** What GET …/tp_link tells the client. */
  encryption(): WireTpLinkEncryption;
  /** The plaintext password, or null when the value cannot be decrypted (malformed, another key, tampered). */
  decrypt(encrypted: string): string | null;
}

interface StoredKey {
  kid: string;
  privateKey: KeyObject;
  jwk: WireTpLinkEncryption['public_key'];
}

function loadKey(db: Database.Database): StoredKey {
  const get = db.prepare('SELECT value FROM meta WHERE key = ?');
  let pem = (get.get(KEY_NAME) as { value: string } | undefined)?.value;
  if (!pem) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(KEY_NAME, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
    pem = (get.get(KEY_NAME) as { value: string }).value;
  }
  const privateKey = createPrivateKey(pem);
  const full = createPublicKey(privateKey).export({ format: 'jwk' }) as { kty: string; crv: string; x: string; y: string };
  const jwk = { kty: 'EC' as const, crv: 'P-256' as const, x: full.x, y: full.y };
  const kid = createHash('sha256').update(`${jwk.x}.${jwk.y}`).digest('base64url').slice(0, 16);
  return { kid, privateKey, jwk };
}

const B64URL = /^[A-Za-z0-9_-]+$/;

export function createPasswordTransport(db: Database.Database): PasswordTransport {
  let key: StoredKey | null = null;
  const k = (): StoredKey => (key ??= loadKey(db));
  return {
    encryption: () => ({ alg: TRANSPORT_ALG, kid: k().kid, public_key: k().jwk }),
    decrypt(encrypted: string): string | null {
      const parts = encrypted.trim().split('.');
      if (parts.length !== 6 || parts[0] !== VERSION || !parts.slice(1).every((p) => B64URL.test(p))) return null;
      const [, kid, epk, salt, iv, ct] = parts as [string, string, string, string, string, string];
      const own = k();
      if (kid !== own.kid) return null;
      try {
        const point = Buffer.from(epk, 'base64url');
        if (point.length !== 65 || point[0] !== 0x04) return null;
        const peer = createPublicKey({
          key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
          format: 'jwk',
        });
        const shared = diffieHellman({ privateKey: own.privateKey, publicKey: peer });
        const aesKey = Buffer.from(hkdfSync('sha256', shared, Buffer.from(salt, 'base64url'), Buffer.from(HKDF_INFO, 'utf8'), 32));
        const nonce = Buffer.from(iv, 'base64url');
        const data = Buffer.from(ct, 'base64url');
        if (nonce.length !== 12 || data.length < 16) return null;
        const decipher = createDecipheriv('aes-256-gcm', aesKey, nonce);
        decipher.setAuthTag(data.subarray(data.length - 16));
        return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

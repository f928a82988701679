import type { WireTpLinkEncryption } from '../../api/wire/integrations';

/**
 * The smart-plug password leaves the browser encrypted with a derived key (spec monitoring §7),
 * with Web Crypto only: an ephemeral ECDH P-256 key pair, the shared secret with the server's
 * public key (GET …/tp_link `encryption.public_key`) through HKDF-SHA256 (a random 16-byte salt,
 * info `kilowatch tp_link password`) into an AES-256-GCM key, a random 12-byte nonce. Only the
 * server holds the private key. Output (server/src/integrations/passwordTransport.ts reads it):
 *   kwe1.<kid>.<ephemeral public key, raw>.<salt>.<iv>.<ciphertext + tag>   (base64url parts)
 */
export const HKDF_INFO = 'kilowatch tp_link password';

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Web Crypto (the browser's, or Node's in tests). */
function subtleCrypto(): { subtle: SubtleCrypto; random: (length: number) => Uint8Array<ArrayBuffer> } {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('Web Crypto is not available: open the app over https or on localhost');
  return { subtle: c.subtle, random: (length) => c.getRandomValues(new Uint8Array(new ArrayBuffer(length))) };
}

export async function encryptPassword(password: string, encryption: WireTpLinkEncryption): Promise<string> {
  const { subtle, random } = subtleCrypto();
  const serverKey = await subtle.importKey('jwk', { ...encryption.public_key, ext: true }, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ephemeral = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const shared = await subtle.deriveBits({ name: 'ECDH', public: serverKey }, ephemeral.privateKey, 256);
  const hkdfKey = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const salt = random(16);
  const aesKey = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: new TextEncoder().encode(HKDF_INFO) },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = random(12);
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(password));
  const publicRaw = await subtle.exportKey('raw', ephemeral.publicKey);
  return ['kwe1', encryption.kid, base64url(publicRaw), base64url(salt), base64url(iv), base64url(ciphertext)].join('.');
}

import { X509Certificate, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { generate } from 'selfsigned';

export const CERT_FILE = 'tls-cert.pem';
export const KEY_FILE = 'tls-key.pem';
export const DEFAULT_TLS_NAMES = ['localhost', '127.0.0.1'];
/** Apple platforms refuse server certificates valid for longer than 825 days. */
const VALID_DAYS = 825;
const HOSTNAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/i;

export interface TlsFiles {
  certPath: string;
  keyPath: string;
  names: string[];
  notAfter: Date;
  fingerprint256: string;
}

/** Host names and IP addresses for the certificate; throws on anything else. */
export function tlsNames(args: string[]): string[] {
  const names = args.length ? args : DEFAULT_TLS_NAMES;
  for (const n of names) {
    if (!net.isIP(n) && !HOSTNAME.test(n)) throw new Error(`Not a host name or IP address: "${n}"`);
  }
  return [...new Set(names.map((n) => (net.isIP(n) ? n : n.toLowerCase())))];
}

/** Writes `content` to `file` through a temporary file and a rename: never half-written. */
function writeAtomically(file: string, content: string, mode: number): void {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, content, { mode, flag: 'wx' });
    fs.chmodSync(tmp, mode);
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}

/**
 * A self-signed certificate (from the `selfsigned` package) for `names` — DNS names and IP
 * addresses as subject alternative names — written into the data folder: the certificate 0644,
 * the private key 0600. Existing files are replaced only with `force`.
 */
export async function writeTlsCertificate(dataDir: string, names: string[], opts: { force?: boolean; now?: Date } = {}): Promise<TlsFiles> {
  const certPath = path.join(dataDir, CERT_FILE);
  const keyPath = path.join(dataDir, KEY_FILE);
  if (!opts.force) {
    const existing = [certPath, keyPath].filter((f) => fs.existsSync(f));
    if (existing.length) throw new Error(`${existing.join(' and ')} already exist${existing.length === 1 ? 's' : ''}; pass --force to replace them`);
  }
  // Browsers check a certificate against their real clock, so its validity starts now in real time.
  // eslint-disable-next-line no-restricted-syntax
  const notBefore = opts.now ?? new Date();
  const notAfter = new Date(notBefore.getTime() + VALID_DAYS * 86_400_000);
  const commonName = names.find((n) => !net.isIP(n)) ?? names[0] ?? 'localhost';
  const pems = await generate([{ name: 'commonName', value: commonName }, { name: 'organizationName', value: 'Kilowatch (self-signed)' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: names.map((n) => (net.isIP(n) ? { type: 7 as const, ip: n } : { type: 2 as const, value: n })) },
    ],
  });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeAtomically(keyPath, pems.private, 0o600);
  writeAtomically(certPath, pems.cert, 0o644);
  return { certPath, keyPath, names, notAfter, fingerprint256: new X509Certificate(pems.cert).fingerprint256 };
}

/** What `npm run tls-cert` prints: where the files are, how to use them and how to trust them. */
export function tlsCertInstructions(files: TlsFiles, port: number): string {
  const { certPath, keyPath } = files;
  const host = files.names.find((n) => n !== 'localhost' && n !== '127.0.0.1' && n !== '::1') ?? files.names[0] ?? 'localhost';
  const shownHost = net.isIPv6(host) ? `[${host}]` : host;
  return `Wrote a self-signed certificate for ${files.names.join(', ')} (valid until ${files.notAfter.toISOString().slice(0, 10)}):
  certificate: ${certPath}
  private key: ${keyPath} (readable by you only)
  SHA-256 fingerprint: ${files.fingerprint256}

Serve https and wss with it (HOST=0.0.0.0 listens on every network interface, for the LAN):
  KILOWATCH_TLS_CERT=${certPath} KILOWATCH_TLS_KEY=${keyPath} HOST=0.0.0.0 npm start
then open https://${shownHost}:${port}

Until a device trusts the certificate, its browser warns and other clients refuse the connection.
Copy ${CERT_FILE} (never the key) to each device and trust it once:
  - Linux, Chrome/Chromium: certutil -d sql:$HOME/.pki/nssdb -A -t "P,," -n kilowatch -i ${CERT_FILE}
  - Linux, system-wide (curl, Python): sudo cp ${CERT_FILE} /usr/local/share/ca-certificates/kilowatch.crt && sudo update-ca-certificates
  - macOS: sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain ${CERT_FILE}
  - Windows (as administrator): certutil -addstore -f Root ${CERT_FILE}
  - Firefox: Settings > Privacy & Security > Certificates > View Certificates > Servers > Import
  - iOS/Android: open the file on the device and install it as a trusted certificate (iOS: then enable it
    under Settings > General > About > Certificate Trust Settings)
  - Home Assistant (Sense integration, sense_energy): the feed is opened over wss and verified with the
    container's CA store: add ${CERT_FILE} to the CA bundle the Home Assistant container trusts (see README,
    "LAN install with TLS"). Scripts using sense_energy directly can pass ssl_cafile="${CERT_FILE}".
Compare the fingerprint above with the one a browser shows before trusting it.`;
}

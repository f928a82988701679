/** @jest-environment node */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../server/src/cli/commands';
import { CERT_FILE, KEY_FILE, tlsNames, writeTlsCertificate } from '../../../server/src/cli/tlsCert';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-tls-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('tlsNames', () => {
  it('defaults to localhost and 127.0.0.1', () => {
    expect(tlsNames([])).toEqual(['localhost', '127.0.0.1']);
  });
  it('takes host names and IPv4/IPv6 addresses, lower-cases names and drops repeats', () => {
    expect(tlsNames(['Kilowatch.LAN', '192.168.1.20', '::1', 'kilowatch.lan'])).toEqual(['kilowatch.lan', '192.168.1.20', '::1']);
  });
  it.each(['https://kilowatch.lan', 'a b', '-bad.example', 'x'.repeat(64), 'under_score.lan', ''])('refuses %j', (name) => {
    expect(() => tlsNames([name])).toThrow(/Not a host name or IP address/);
  });
});

describe('writeTlsCertificate', () => {
  it('writes a certificate for the names (DNS and IP SANs) and a private key only the owner can read', async () => {
    const dataDir = path.join(dir, 'data');
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    const files = await writeTlsCertificate(dataDir, ['kilowatch.lan', 'localhost', '192.168.1.20', '::1'], { now });
    expect(files.certPath).toBe(path.join(dataDir, CERT_FILE));
    expect(files.keyPath).toBe(path.join(dataDir, KEY_FILE));
    expect(mode(files.keyPath)).toBe(0o600);
    expect(mode(dataDir)).toBe(0o700);

    const cert = new X509Certificate(fs.readFileSync(files.certPath));
    expect(cert.subjectAltName).toBe('DNS:kilowatch.lan, DNS:localhost, IP Address:192.168.1.20, IP Address:0:0:0:0:0:0:0:1');
    expect(cert.subject).toMatch(/CN=kilowatch\.lan/);
    expect(cert.checkHost('kilowatch.lan')).toBe('kilowatch.lan');
    expect(cert.checkIP('192.168.1.20')).toBe('192.168.1.20');
    expect(cert.checkHost('other.lan')).toBeUndefined();
    expect(cert.ca).toBe(false);
    expect(cert.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']); // serverAuth
    expect(new Date(cert.validFrom).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(cert.validTo).getTime() - now.getTime()).toBeLessThanOrEqual(825 * 86_400_000);
    expect(cert.fingerprint256).toBe(files.fingerprint256);
    // The key belongs to the certificate.
    expect(cert.checkPrivateKey(createPrivateKey(fs.readFileSync(files.keyPath)))).toBe(true);
    // No temporary files left behind.
    expect(fs.readdirSync(dataDir).sort()).toEqual([CERT_FILE, KEY_FILE]);
  });

  it('does not replace existing files without force', async () => {
    const first = await writeTlsCertificate(dir, ['localhost']);
    await expect(writeTlsCertificate(dir, ['localhost'])).rejects.toThrow(/already exist.*--force/);
    expect(new X509Certificate(fs.readFileSync(first.certPath)).fingerprint256).toBe(first.fingerprint256);
    const second = await writeTlsCertificate(dir, ['kilowatch.lan'], { force: true });
    expect(second.fingerprint256).not.toBe(first.fingerprint256);
    expect(mode(second.keyPath)).toBe(0o600);
  });
});

describe('npm run tls-cert (the CLI command)', () => {
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['tls-cert', ...args], { KILOWATCH_DATA: dir, PORT: '8443' }, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('writes the files into the data folder and prints how to use and trust them', async () => {
    const r = await run(['kilowatch.lan', '192.168.1.20']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const certPath = path.join(dir, CERT_FILE);
    const keyPath = path.join(dir, KEY_FILE);
    expect(r.out).toContain(`KILOWATCH_TLS_CERT=${certPath} KILOWATCH_TLS_KEY=${keyPath} HOST=0.0.0.0 npm start`);
    expect(r.out).toContain('https://kilowatch.lan:8443');
    expect(r.out).toMatch(/Home Assistant/);
    expect(r.out).toMatch(/certutil|security add-trusted-cert|update-ca-certificates/);
    expect(new X509Certificate(fs.readFileSync(certPath)).subjectAltName).toBe('DNS:kilowatch.lan, IP Address:192.168.1.20');
    // The data folder holds only the two files: no database is opened for this command.
    expect(fs.readdirSync(dir).sort()).toEqual([CERT_FILE, KEY_FILE]);
    // The private key is never printed.
    expect(r.out).not.toContain('PRIVATE KEY');
  });

  it('fails clearly on a bad name, an unknown option, or existing files without --force', async () => {
    expect(await run(['not a host'])).toMatchObject({ code: 1, err: expect.stringMatching(/Not a host name/) });
    expect(await run(['--days=3'])).toMatchObject({ code: 1, err: expect.stringMatching(/Unknown option --days=3/) });
    expect((await run([])).code).toBe(0);
    expect(await run([])).toMatchObject({ code: 1, err: expect.stringMatching(/--force/) });
    expect((await run(['--force', 'localhost'])).code).toBe(0);
  });
});

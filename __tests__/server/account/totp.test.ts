/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import QRCode from 'qrcode';
import { TOTP_QR_OPTIONS } from '../../../server/src/account/totpQr';
import { currentTotp } from '../../../server/src/auth/mfa';
import { DB_FILE } from '../../../server/src/db/database';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../server/src/seed';
import { get, post, signIn, startTestApp, type TestApp } from '../support/harness';
import { postJson, reasonOf, snapshot } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const storedSecrets = (userId: number) =>
  t.app.ctx.db.prepare('SELECT totp_secret, totp_pending_secret, totp_enabled FROM users WHERE id = ?').get(userId) as {
    totp_secret: string | null; totp_pending_secret: string | null; totp_enabled: number;
  };

test('setup → verify with a code from the returned secret → sign-in asks for a code → disable with the password', async () => {
  const { access_token: token } = await signIn(t.app, 'demo@example.com');

  const setup = await postJson(t.app, '/users/1/mfa/totp', token, { password: DEMO_PASSWORD, client_time: new Date(t.clock.now()).toISOString() });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url: uri, qr_code: qrCode } = setup.json() as { secret: string; otpauth_url: string; qr_code: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(uri).toBe(`otpauth://totp/Kilowatch:demo%40example.com?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Kilowatch`);
  // The QR code is a PNG (base64) of exactly that URI: the same modules the encoder draws for it.
  const png = Buffer.from(qrCode, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.equals(await QRCode.toBuffer(uri, TOTP_QR_OPTIONS))).toBe(true);
  expect(png.equals(await QRCode.toBuffer(`${uri}x`, TOTP_QR_OPTIONS))).toBe(false);
  // Not on yet, and the pending secret is sealed at rest.
  expect((await get(t.app, '/users/1', token)).json()).toMatchObject({ totp_enabled: false });
  expect(storedSecrets(1)).toMatchObject({ totp_secret: null, totp_enabled: 0 });
  expect(storedSecrets(1).totp_pending_secret).toMatch(/^gcm1:/);
  expect(storedSecrets(1).totp_pending_secret).not.toContain(secret);

  // A wrong code changes nothing.
  const before = snapshot(t.app);
  const wrongCode = currentTotp(secret, t.clock.now()) === '123456' ? '654321' : '123456';
  const wrong = await postJson(t.app, '/users/1/mfa/totp/verify', token, { code: wrongCode });
  expect({ status: wrong.statusCode, reason: reasonOf(wrong) }).toEqual({ status: 400, reason: 'Invalid verification code' });
  const missing = await postJson(t.app, '/users/1/mfa/totp/verify', token, {});
  expect(reasonOf(missing)).toBe('please enter the one-time code');
  expect(snapshot(t.app)).toEqual(before);

  const code = currentTotp(secret, t.clock.now());
  const verify = await postJson(t.app, '/users/1/mfa/totp/verify', token, { code, client_time: new Date(t.clock.now()).toISOString() });
  expect(verify.statusCode).toBe(200);
  expect(verify.json()).toEqual({ status: 'ok', totp_enabled: true });
  expect((await get(t.app, '/users/1', token)).json()).toMatchObject({ totp_enabled: true });
  expect(storedSecrets(1)).toMatchObject({ totp_pending_secret: null, totp_enabled: 1 });
  expect(storedSecrets(1).totp_secret).toMatch(/^gcm1:/);

  // Sign-in now needs a code; the code that turned it on does not sign in again.
  const first = await post(t.app, '/authenticate', { email: 'demo@example.com', password: DEMO_PASSWORD });
  expect(first.statusCode).toBe(401);
  const { mfa_token: mfaToken } = first.json() as { mfa_token: string };
  expect((await post(t.app, '/authenticate/mfa', { totp: code, mfa_token: mfaToken })).statusCode).toBe(401);
  t.clock.advance(30_000);
  const signedIn = await post(t.app, '/authenticate/mfa', { totp: currentTotp(secret, t.clock.now()), mfa_token: mfaToken });
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json()).toMatchObject({ user_id: 1, totp_enabled: true });

  // Setup again is refused while it is on.
  expect(reasonOf(await postJson(t.app, '/users/1/mfa/totp', token, { password: DEMO_PASSWORD }))).toBe('Two-factor authentication is already on');

  // Disable needs the password.
  const noPassword = await postJson(t.app, '/users/1/mfa/totp/disable', token, {});
  expect({ status: noPassword.statusCode, reason: reasonOf(noPassword) }).toEqual({ status: 400, reason: 'please enter your password' });
  const badPassword = await postJson(t.app, '/users/1/mfa/totp/disable', token, { password: 'Wrong-password-1' });
  expect({ status: badPassword.statusCode, reason: reasonOf(badPassword) }).toEqual({ status: 400, reason: 'Wrong password' });
  expect(storedSecrets(1).totp_enabled).toBe(1);
  const off = await postJson(t.app, '/users/1/mfa/totp/disable', token, { password: DEMO_PASSWORD });
  expect(off.json()).toEqual({ status: 'ok', totp_enabled: false });
  expect(storedSecrets(1)).toEqual({ totp_secret: null, totp_pending_secret: null, totp_enabled: 0 });
  expect((await signIn(t.app, 'demo@example.com')).totp_enabled).toBe(false);
  expect(reasonOf(await postJson(t.app, '/users/1/mfa/totp/disable', token, { password: DEMO_PASSWORD }))).toBe('Two-factor authentication is not on');
});

test('setup needs the password and verify needs a setup first; nothing is written', async () => {
  const { access_token: token } = await signIn(t.app, 'partner@example.com');
  const before = snapshot(t.app);
  expect(reasonOf(await postJson(t.app, '/users/2/mfa/totp', token, {}))).toBe('please enter your password');
  expect(reasonOf(await postJson(t.app, '/users/2/mfa/totp', token, { password: 'Wrong-password-1' }))).toBe('Wrong password');
  expect(reasonOf(await postJson(t.app, '/users/2/mfa/totp/verify', token, { code: '123456' }))).toBe('Start two-factor setup first');
  for (const url of ['/users/1/mfa/totp', '/users/1/mfa/totp/verify', '/users/1/mfa/totp/disable', '/users/999/mfa/totp']) {
    const res = await postJson(t.app, url, token, { password: DEMO_PASSWORD, code: '123456' });
    expect({ url, status: res.statusCode, reason: reasonOf(res) }).toEqual({ url, status: 404, reason: 'User not found' });
  }
  expect(snapshot(t.app)).toEqual(before);
});

test('the seeded TOTP secret is sealed at rest, and a plaintext secret from an older database is sealed at start', async () => {
  expect(storedSecrets(3).totp_secret).toMatch(/^gcm1:/);
  expect(storedSecrets(3).totp_secret).not.toContain(DEMO_TOTP_SECRET);

  // An older data folder: the secret in plaintext.
  const older = await startTestApp({ clock: t.clock });
  const dir = older.dataDir;
  await older.app.close();
  const db = new Database(path.join(dir, DB_FILE));
  db.prepare('UPDATE users SET totp_secret = ? WHERE id = 3').run(DEMO_TOTP_SECRET);
  db.close();

  const restarted = await startTestApp({ dataDir: dir, clock: t.clock });
  try {
    const row = restarted.app.ctx.db.prepare('SELECT totp_secret FROM users WHERE id = 3').get() as { totp_secret: string };
    expect(row.totp_secret).toMatch(/^gcm1:/);
    const first = await post(restarted.app, '/authenticate', { email: 'mfa@example.com', password: DEMO_PASSWORD });
    const { mfa_token: mfaToken } = first.json() as { mfa_token: string };
    const res = await post(restarted.app, '/authenticate/mfa', { totp: currentTotp(DEMO_TOTP_SECRET, t.clock.now()), mfa_token: mfaToken });
    expect(res.statusCode).toBe(200);
  } finally {
    await restarted.close();
    expect(fs.existsSync(dir)).toBe(false);
  }
});

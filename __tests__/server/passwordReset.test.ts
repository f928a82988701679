/** @jest-environment node */
import type { ServerEventMap } from '../../server/src/contracts';
import { API, form, get, post, signIn, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicOrigin: 'http://kilowatch.test:8080' });
});
afterAll(() => t.close());

const outbox = () => t.app.ctx.repos.outbox.list();
const linkToken = (body: string, page: string): string => {
  const m = new RegExp(`http://kilowatch\\.test:8080/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(body);
  if (!m?.[1]) throw new Error(`no ${page} link in: ${body}`);
  return decodeURIComponent(m[1]);
};

describe('forgot and reset password', () => {
  test('an unknown email gets the same 200 and no mail', async () => {
    const res = await post(t.app, '/forgot_password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(outbox()).toHaveLength(0);
  });

  test('a weak password is a 400 with the spec text, and nothing changes', async () => {
    await post(t.app, '/forgot_password', { email: 'demo@example.com' });
    const mail = outbox().at(-1);
    expect(mail).toMatchObject({ kind: 'password-reset', to_email: 'demo@example.com', subject: 'Reset your Kilowatch password' });
    const token = linkToken(mail?.body ?? '', 'reset_password');
    const cases: [string, string][] = [
      ['Short-1', 'Your password must be at least 8 characters'],
      ['NoDigitsHere', 'Your password must contain at least 1 number or symbol'],
      ['ALLUPPER-1', 'Your password must contain one lowercase character'],
      ['alllower-1', 'Your password must contain one uppercase character'],
    ];
    for (const [password, reason] of cases) {
      const res = await post(t.app, '/reset_password', { password, token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error_reason: reason });
    }
    await signIn(t.app, 'demo@example.com');
    // The link still works after the rejected attempts.
    expect((await post(t.app, '/reset_password', { password: 'New-password-2', token })).statusCode).toBe(200);
  });

  test('a reset sets the password, is single use, and ends every session', async () => {
    const session = await signIn(t.app, 'partner@example.com');
    const revoked: ServerEventMap['session-revoked'][] = [];
    t.app.events.on('session-revoked', (e) => revoked.push(e));
    await post(t.app, '/forgot_password', { email: ' Partner@Example.com ' });
    const token = linkToken(outbox().at(-1)?.body ?? '', 'reset_password');

    expect((await post(t.app, '/reset_password', { password: 'Brand-new-pass-3', token })).json()).toEqual({ status: 'ok' });
    expect(revoked).toEqual([{ sessionId: expect.any(String), userId: 2 }]);
    expect((await get(t.app, '/users/2', session.access_token)).statusCode).toBe(401);
    expect((await post(t.app, '/authenticate', { email: 'partner@example.com', password: 'Kilowatch-demo-1' })).statusCode).toBe(401);
    await signIn(t.app, 'partner@example.com', 'Brand-new-pass-3');

    const reuse = await post(t.app, '/reset_password', { password: 'Another-pass-4', token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error_reason).toBe('This password reset link is invalid or has expired.');
  });

  test('the link expires after an hour', async () => {
    await post(t.app, '/forgot_password', { email: 'mfa@example.com' });
    const token = linkToken(outbox().at(-1)?.body ?? '', 'reset_password');
    t.clock.advance(3600 * 1000);
    expect((await post(t.app, '/reset_password', { password: 'Brand-new-pass-3', token })).statusCode).toBe(400);
  });

  test('a malformed email is a 400', async () => {
    const count = outbox().length;
    const res = await post(t.app, '/forgot_password', { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_reason).toMatch(/^Invalid field 'email'/);
    expect(outbox()).toHaveLength(count);
  });
});

describe('forgot-password limits', () => {
  test('at most 5 mails per account per hour, with the same answer; then 429 per address', async () => {
    const fresh = await startTestApp();
    try {
      const mails = () => fresh.app.ctx.repos.outbox.list().length;
      const ask = (email: string) => post(fresh.app, '/forgot_password', { email });
      for (let i = 0; i < 7; i += 1) expect((await ask('demo@example.com')).json()).toEqual({ status: 'ok' });
      expect(mails()).toBe(5);
      // Another account from the same address still gets its mail.
      await ask('partner@example.com');
      expect(mails()).toBe(6);
      for (let i = 0; i < 22; i += 1) await ask(`nobody${i}@example.com`);
      const blocked = await ask('mfa@example.com');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(blocked.json()).toEqual({ status: 'error', error_reason: 'Too many requests. Try again in 60 minutes.', title: 'Too many attempts' });
      expect(mails()).toBe(6);
      fresh.clock.advance(3600 * 1000);
      expect((await ask('demo@example.com')).statusCode).toBe(200);
      expect(mails()).toBe(7);
    } finally {
      await fresh.close();
    }
  });

  test('the 5 mails per account count every address (the sign-in lockout counts per address, mail does not)', async () => {
    const fresh = await startTestApp();
    try {
      for (let i = 0; i < 7; i += 1) {
        const res = await fresh.app.inject({ method: 'POST', url: `${API}/forgot_password`, remoteAddress: `198.51.100.${i + 1}`, ...form({ email: 'demo@example.com' }) });
        expect(res.statusCode).toBe(200);
      }
      expect(fresh.app.ctx.repos.outbox.list()).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});

describe('email verification', () => {
  test('resend writes a link; verify_email marks the user verified and bumps the version', async () => {
    const login = await signIn(t.app, 'demo@example.com', 'New-password-2');
    t.app.ctx.db.prepare('UPDATE users SET email_verified = 0 WHERE id = 1').run();
    const changed: ServerEventMap['user-changed'][] = [];
    t.app.events.on('user-changed', (e) => changed.push(e));
    const before = (await get(t.app, '/users/1', login.access_token)).json();
    expect(before.email_verified).toBe(false);

    const auth = { authorization: `bearer ${login.access_token}` };
    expect((await post(t.app, '/users/1/resend_email_verification', {}, auth)).statusCode).toBe(200);
    expect((await post(t.app, '/users/2/resend_email_verification', {}, auth)).statusCode).toBe(404);
    const mail = outbox().at(-1);
    expect(mail).toMatchObject({ kind: 'email-verification', to_email: 'demo@example.com' });
    const token = linkToken(mail?.body ?? '', 'verify_email');

    const bad = await post(t.app, '/verify_email', { token: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'error', error_reason: 'Email verification failed' });

    expect((await post(t.app, '/verify_email', { token })).statusCode).toBe(200);
    const after = (await get(t.app, '/users/1', login.access_token)).json();
    expect(after.email_verified).toBe(true);
    expect(after.version).toBe(before.version + 1);
    expect(changed).toEqual([{ userId: 1, userVersion: after.version }]);
    expect((await post(t.app, '/verify_email', { token })).statusCode).toBe(400);
  });
});

/** @jest-environment node */
import { LoginRateLimiter } from '../../server/src/auth/rateLimit';
import { DEMO_PASSWORD } from '../../server/src/seed';
import { API, createClock, form, post, signIn, startTestApp, type TestApp } from './support/harness';

const wrong = (t: TestApp, email = 'demo@example.com') => post(t.app, '/authenticate', { email, password: 'Wrong-password-9' });

describe('per account (defaults: 10 failures per 15 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  test('the 11th attempt is a 429 with Retry-After, even with the right password; the window then reopens', async () => {
    for (let i = 0; i < 10; i += 1) expect((await wrong(t)).statusCode).toBe(401);
    const blocked = await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'Kilowatch-demo-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect(blocked.json()).toEqual({
      status: 'error',
      error_reason: 'Too many sign-in attempts. Try again in 15 minutes.',
      title: 'Too many attempts',
    });
    // Another account from the same address is not blocked by this one.
    await signIn(t.app, 'partner@example.com');

    t.clock.advance(14 * 60 * 1000);
    const later = await wrong(t);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('60');
    expect(later.json().error_reason).toBe('Too many sign-in attempts. Try again in 1 minute.');

    t.clock.advance(60 * 1000);
    await signIn(t.app, 'demo@example.com');
  });

  test('a successful sign-in clears the account counter', async () => {
    for (let i = 0; i < 9; i += 1) await wrong(t, 'partner@example.com');
    await signIn(t.app, 'partner@example.com');
    for (let i = 0; i < 9; i += 1) expect((await wrong(t, 'partner@example.com')).statusCode).toBe(401);
  });
});

test('per address, with limits injected through buildApp', async () => {
  const t = await startTestApp({ rateLimit: { maxPerAccount: 100, maxPerAddress: 3 } });
  try {
    await wrong(t, 'a@example.com');
    await wrong(t, 'b@example.com');
    await wrong(t, 'c@example.com');
    const res = await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'Kilowatch-demo-1' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // MFA completion and admin-token sign-in share the address limit.
    expect((await post(t.app, '/authenticate/mfa', { totp: '123456', mfa_token: 'x' })).statusCode).toBe(429);
    expect((await post(t.app, '/authenticate_token', { access_token: 'x' })).statusCode).toBe(429);
  } finally {
    await t.close();
  }
});

test('10 failures from one address lock the account there only: the owner signs in from another address', async () => {
  const t = await startTestApp();
  try {
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: `${API}/authenticate`, remoteAddress, ...form({ email: 'demo@example.com', password }) });
    for (let i = 0; i < 10; i += 1) expect((await from('203.0.113.9', 'Wrong-password-9')).statusCode).toBe(401);
    const locked = await from('203.0.113.9', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error_reason).toBe('Too many sign-in attempts. Try again in 15 minutes.');

    const owner = await from('198.51.100.20', DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ authorized: true, user_id: 1 });
    // The owner's success does not clear the attacker's count.
    expect((await from('203.0.113.9', DEMO_PASSWORD)).statusCode).toBe(429);
  } finally {
    await t.close();
  }
});

test('a password reset clears the account at every address', async () => {
  const clock = createClock(0);
  const limiter = new LoginRateLimiter(clock.now, { maxPerAccount: 1 });
  limiter.recordFailure('a@x.io', '1.1.1.1');
  limiter.recordFailure('a@x.io', '2.2.2.2');
  limiter.recordFailure('b@x.io', '1.1.1.1');
  limiter.clearAccount('A@x.io', '2.2.2.2');
  expect(limiter.check('a@x.io', '2.2.2.2')).toBeNull();
  expect(limiter.check('a@x.io', '1.1.1.1')).not.toBeNull();
  limiter.clearAccount('a@x.io');
  expect(limiter.check('a@x.io', '1.1.1.1')).toBeNull();
  expect(limiter.check('b@x.io', '1.1.1.1')).not.toBeNull();
});

test('LoginRateLimiter (per account everywhere, as for mail): keys are case-insensitive and old failures slide out', () => {
  const clock = createClock(0);
  const limiter = new LoginRateLimiter(clock.now, { windowMs: 1000, maxPerAccount: 2, maxPerAddress: 10, accountKey: 'account' });
  limiter.recordFailure('A@x.io', '1.1.1.1');
  clock.advance(500);
  limiter.recordFailure('a@x.io', '2.2.2.2');
  expect(limiter.check('a@X.io', '3.3.3.3')).toEqual({ retryAfterSeconds: 1 });
  clock.advance(501);
  expect(limiter.check('a@x.io', '3.3.3.3')).toBeNull();
});

test('LoginRateLimiter (default): an account is counted per address', () => {
  const clock = createClock(0);
  const limiter = new LoginRateLimiter(clock.now, { windowMs: 1000, maxPerAccount: 2, maxPerAddress: 10 });
  limiter.recordFailure('A@x.io', '1.1.1.1');
  limiter.recordFailure('a@x.io', '2.2.2.2');
  expect(limiter.check('a@x.io', '3.3.3.3')).toBeNull();
  limiter.recordFailure('a@X.io', '1.1.1.1');
  expect(limiter.check('a@x.io', '1.1.1.1')).toEqual({ retryAfterSeconds: 1 });
  expect(limiter.check('a@x.io', '2.2.2.2')).toBeNull();
});

/** @jest-environment node */
import { LoginRateLimiter } from '../../server/src/auth/rateLimit';
import { createClock, post, signIn, startTestApp, type TestApp } from './support/harness';

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

test('LoginRateLimiter: keys are case-insensitive and old failures slide out', () => {
  const clock = createClock(0);
  const limiter = new LoginRateLimiter(clock.now, { windowMs: 1000, maxPerAccount: 2, maxPerAddress: 10 });
  limiter.recordFailure('A@x.io', '1.1.1.1');
  clock.advance(500);
  limiter.recordFailure('a@x.io', '2.2.2.2');
  expect(limiter.check('a@X.io', '3.3.3.3')).toEqual({ retryAfterSeconds: 1 });
  clock.advance(501);
  expect(limiter.check('a@x.io', '3.3.3.3')).toBeNull();
});

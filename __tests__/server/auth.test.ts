/** @jest-environment node */
import type { WireAccessTokenClaims, WireAuthResponse, WireMfaRequired } from '../../src/api/wire/auth';
import { currentTotp } from '../../server/src/auth/mfa';
import { API, bearer, get, post, signIn, startTestApp, type TestApp } from './support/harness';

const SECRET = 'JBSWY3DPEHPK3PXP';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const claimsOf = (token: string): WireAccessTokenClaims =>
  JSON.parse(Buffer.from(token.split('.')[3] ?? '', 'base64url').toString('utf8')) as WireAccessTokenClaims;
const codeAt = (ms: number) => currentTotp(SECRET, ms);

describe('POST /authenticate', () => {
  test('signs in with the wire shape: integer ids, monitors, settings, a t1.v2 JWT', async () => {
    const body = await signIn(t.app, 'demo@example.com');
    expect(body).toMatchObject({ authorized: true, user_id: 1, account_id: 1001, totp_enabled: false, roles: 'user' });
    expect(Number.isInteger(body.user_id) && Number.isInteger(body.account_id)).toBe(true);
    expect(body.monitors).toHaveLength(1);
    expect(body.monitors[0]).toMatchObject({
      id: 100001,
      serial_number: 'N327004101',
      time_zone: 'America/New_York',
      solar_configured: true,
      solar_connected: true,
      energy_sources: ['solar', 'battery'],
      attributes: expect.objectContaining({ cost: 16.5 }),
    });
    expect(body.settings).toMatchObject({ user_id: 1, version: 1, settings: { theme: { name: 'red', night_mode: false } } });
    expect(typeof body.refresh_token).toBe('string');

    const parts = body.access_token.split('.');
    expect(parts).toHaveLength(5);
    expect(parts.slice(0, 2)).toEqual(['t1', 'v2']);
    expect(JSON.parse(Buffer.from(parts[2] ?? '', 'base64url').toString())).toEqual({ alg: 'HS512', typ: 'JWT' });
    const claims = claimsOf(body.access_token);
    expect(claims).toMatchObject({ iss: 'Kilowatch', userId: 1, accountId: 1001, roles: 'user' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.exp * 1000).toBe(t.clock.now() + 3600 * 1000);
    expect(body.expires).toBe(new Date(claims.exp * 1000).toISOString());
  });

  test('accepts JSON bodies and a case-insensitive email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/authenticate`,
      payload: { email: 'DEMO@example.com', password: 'Kilowatch-demo-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(1);
  });

  test.each([
    ['a wrong password', 'demo@example.com', 'Kilowatch-demo-2'],
    ['an unknown email', 'nobody@example.com', 'Kilowatch-demo-1'],
  ])('answers %s with 401 {status:error, error_reason}', async (_label, email, password) => {
    const res = await post(t.app, '/authenticate', { email, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Wrong email or password', title: 'Login failed' });
  });

  test('missing fields are a 400 naming the field', async () => {
    const res = await post(t.app, '/authenticate', { email: 'demo@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: "Missing required field 'password'" });
  });
});

describe('MFA', () => {
  const challenge = async (): Promise<WireMfaRequired> => {
    const res = await post(t.app, '/authenticate', { email: 'mfa@example.com', password: 'Kilowatch-demo-1' });
    expect(res.statusCode).toBe(401);
    return res.json() as WireMfaRequired;
  };
  // A code signs in once, so each test starts in a fresh 30-second step.
  beforeEach(() => t.clock.advance(30_000));

  test('a TOTP account gets 401 mfa_required, then signs in with a code', async () => {
    const body = await challenge();
    expect(body).toEqual({ status: 'mfa_required', mfa_token: expect.any(String), mfa_type: 'totp', error_reason: 'Requires MFA' });
    const res = await post(t.app, '/authenticate/mfa', {
      totp: codeAt(t.clock.now()),
      mfa_token: body.mfa_token,
      client_time: new Date(t.clock.now()).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authorized: true, user_id: 3, totp_enabled: true, monitors: [{ id: 100003 }] });
  });

  test("accepts sense_energy's `client_time:` key and no client_time at all; the challenge is single use", async () => {
    const body = await challenge();
    const code = codeAt(t.clock.now());
    const ok = await post(t.app, '/authenticate/mfa', { totp: code, mfa_token: body.mfa_token, 'client_time:': '2026-11-22T15:00:00Z' });
    expect(ok.statusCode).toBe(200);
    const again = await post(t.app, '/authenticate/mfa', { totp: code, mfa_token: body.mfa_token });
    expect(again.statusCode).toBe(401);
    expect(again.json().error_reason).toBe('Your verification session has expired. Please sign in again.');
  });

  test('a wrong code is 401; the challenge survives for a retry, then dies after 5 wrong codes', async () => {
    const body = await challenge();
    const wrong = await post(t.app, '/authenticate/mfa', { totp: '000000', mfa_token: body.mfa_token });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', error_reason: 'Invalid verification code', title: 'Login failed' });
    const retry = await post(t.app, '/authenticate/mfa', { totp: codeAt(t.clock.now()), mfa_token: body.mfa_token });
    expect(retry.statusCode).toBe(200);

    const second = await challenge();
    for (let i = 0; i < 5; i += 1) await post(t.app, '/authenticate/mfa', { totp: '000000', mfa_token: second.mfa_token });
    const late = await post(t.app, '/authenticate/mfa', { totp: codeAt(t.clock.now()), mfa_token: second.mfa_token });
    expect(late.statusCode).toBe(401);
    expect(late.json().error_reason).toBe('Your verification session has expired. Please sign in again.');
  });

  test('a code signs in once: reusing it on a new challenge is refused, the next code works', async () => {
    const code = codeAt(t.clock.now());
    const first = await challenge();
    expect((await post(t.app, '/authenticate/mfa', { totp: code, mfa_token: first.mfa_token })).statusCode).toBe(200);

    const second = await challenge();
    const replay = await post(t.app, '/authenticate/mfa', { totp: code, mfa_token: second.mfa_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_reason).toBe('This code has already been used. Wait for the next code from your app.');
    // The previous step's code (still inside the drift window) is refused too.
    t.clock.advance(30_000);
    expect((await post(t.app, '/authenticate/mfa', { totp: code, mfa_token: second.mfa_token })).statusCode).toBe(401);
    const next = await post(t.app, '/authenticate/mfa', { totp: codeAt(t.clock.now()), mfa_token: second.mfa_token });
    expect(next.statusCode).toBe(200);
  });

  test('the challenge expires after 5 minutes', async () => {
    const body = await challenge();
    t.clock.advance(5 * 60 * 1000 + 1);
    const res = await post(t.app, '/authenticate/mfa', { totp: codeAt(t.clock.now()), mfa_token: body.mfa_token });
    expect(res.statusCode).toBe(401);
  });

  test("dnesting's form: /authenticate again with email, password, totp and mfa_token", async () => {
    const body = await challenge();
    const res = await post(t.app, '/authenticate', {
      email: 'mfa@example.com',
      password: 'Kilowatch-demo-1',
      totp: codeAt(t.clock.now()),
      mfa_token: body.mfa_token,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as WireAuthResponse).user_id).toBe(3);
  });
});

describe('access tokens', () => {
  test('are accepted as bearer, Bearer and ?access_token=, with unknown params and headers ignored', async () => {
    const { access_token: token } = await signIn(t.app, 'demo@example.com');
    const lower = await get(t.app, '/users/1', token);
    const upper = await t.app.inject({ method: 'GET', url: `${API}/users/1`, headers: { authorization: `Bearer ${token}` } });
    const query = await t.app.inject({
      method: 'GET',
      url: `${API}/users/1?client_type=web&ui_language=en-US&sense_device_id=abc&access_token=${token}`,
      headers: { 'x-sense-protocol': '3', 'x-sense-device-id': 'f'.repeat(32) },
    });
    expect([lower.statusCode, upper.statusCode, query.statusCode]).toEqual([200, 200, 200]);
  });

  test('missing, malformed, forged and expired tokens are 401', async () => {
    const { access_token: token } = await signIn(t.app, 'demo@example.com');
    expect((await get(t.app, '/users/1')).json()).toEqual({ status: 'error', error_reason: 'Authentication required', title: 'Unauthorized' });
    expect((await get(t.app, '/users/1', 'nonsense')).statusCode).toBe(401);
    const parts = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ ...claimsOf(token), userId: 2 })).toString('base64url');
    const forged = [...parts.slice(0, 3), forgedClaims, parts[4]].join('.');
    expect((await get(t.app, '/users/2', forged)).statusCode).toBe(401);

    t.clock.advance(3600 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: `${API}/users/1`, headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error_reason).toBe('Invalid or expired access token');
  });

  test('the lifetime follows accessTokenTtlSeconds', async () => {
    const short = await startTestApp({ accessTokenTtlSeconds: 60 });
    try {
      const body = await signIn(short.app, 'demo@example.com');
      expect(claimsOf(body.access_token).exp - claimsOf(body.access_token).iat).toBe(60);
      short.clock.advance(59 * 1000);
      expect((await get(short.app, '/users/1', body.access_token)).statusCode).toBe(200);
      short.clock.advance(1000);
      expect((await get(short.app, '/users/1', body.access_token)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

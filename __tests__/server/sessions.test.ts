/** @jest-environment node */
import type { WireRenewResponse } from '../../src/api/wire/auth';
import type { ServerEventMap } from '../../server/src/contracts';
import { RENEW_GRACE_MS } from '../../server/src/auth/sessions';
import { createAdminToken } from '../../server/src/cli/adminToken';
import { API, get, post, signIn, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
const revoked: ServerEventMap['session-revoked'][] = [];
beforeAll(async () => {
  t = await startTestApp();
  t.app.events.on('session-revoked', (e) => revoked.push(e));
});
afterAll(() => t.close());

const renew = (userId: number | string, refreshToken: string) =>
  post(t.app, '/renew', { user_id: userId, refresh_token: refreshToken, is_access_token: true });

describe('POST /renew', () => {
  test('rotates: a new pair each time, and the new refresh token works', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    t.clock.advance(1000);
    const first = await renew(1, login.refresh_token);
    expect(first.statusCode).toBe(200);
    const body = first.json() as WireRenewResponse;
    expect(body).toMatchObject({ authorized: true, user_id: 1, account_id: 1001, roles: 'user', totp_enabled: false });
    expect(body.refresh_token).not.toBe(login.refresh_token);
    expect(body.access_token).not.toBe(login.access_token);
    expect(body.access_token.split('.')).toHaveLength(5);
    expect(body.expires).toBe(new Date(t.clock.now() + 3600 * 1000).toISOString());
    expect((await get(t.app, '/users/1', body.access_token)).statusCode).toBe(200);

    const second = await renew(1, body.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  test('reusing a spent refresh token after the grace window revokes the whole family, the newest tokens included', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const fresh = (await renew(1, login.refresh_token)).json() as WireRenewResponse;
    const before = revoked.length;

    t.clock.advance(RENEW_GRACE_MS);
    const reuse = await renew(1, login.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ status: 'error', error_reason: 'Refresh token reused; session revoked', title: 'Unauthorized' });
    expect(revoked.slice(before)).toEqual([{ sessionId: expect.any(String), userId: 1 }]);

    expect((await renew(1, fresh.refresh_token)).statusCode).toBe(401);
    expect((await get(t.app, '/users/1', fresh.access_token)).statusCode).toBe(401);
    expect((await get(t.app, '/users/1', login.access_token)).statusCode).toBe(401);
  });

  test('two renewals with one token at once both get a working pair, and nothing is revoked', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const before = revoked.length;
    const answers = await Promise.all([renew(1, login.refresh_token), renew(1, login.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json() as WireRenewResponse) as [WireRenewResponse, WireRenewResponse];
    expect(a.refresh_token).not.toBe(b.refresh_token);
    expect(revoked.length).toBe(before);
    for (const pair of [a, b]) {
      expect(pair).toMatchObject({ authorized: true, user_id: 1, roles: 'user' });
      expect((await get(t.app, '/users/1', pair.access_token)).statusCode).toBe(200);
    }
    // Both new refresh tokens belong to the same, still live, family.
    expect((await renew(1, a.refresh_token)).statusCode).toBe(200);
    expect((await renew(1, b.refresh_token)).statusCode).toBe(200);
    expect(revoked.length).toBe(before);
  });

  test('a repeat within 30 s of the rotation (a tab closed mid-renewal) is answered; after it, the family is revoked', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const first = (await renew(1, login.refresh_token)).json() as WireRenewResponse;
    t.clock.advance(RENEW_GRACE_MS - 1);
    const repeat = await renew(1, login.refresh_token);
    expect(repeat.statusCode).toBe(200);
    const second = repeat.json() as WireRenewResponse;
    expect((await get(t.app, '/users/1', second.access_token)).statusCode).toBe(200);

    const before = revoked.length;
    t.clock.advance(1);
    const late = await renew(1, login.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ status: 'error', error_reason: 'Refresh token reused; session revoked', title: 'Unauthorized' });
    expect(revoked.slice(before)).toEqual([{ sessionId: expect.any(String), userId: 1 }]);
    for (const pair of [first, second]) {
      expect((await get(t.app, '/users/1', pair.access_token)).statusCode).toBe(401);
      expect((await renew(1, pair.refresh_token)).statusCode).toBe(401);
    }
  });

  test('the grace window does not bring back a session that was signed out', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const fresh = (await renew(1, login.refresh_token)).json() as WireRenewResponse;
    expect((await get(t.app, '/logout', fresh.access_token)).statusCode).toBe(200);
    const repeat = await renew(1, login.refresh_token);
    expect(repeat.statusCode).toBe(401);
    expect(repeat.json().error_reason).toBe('Invalid refresh token');
  });

  test("an unknown token, or another user's, is 401 and revokes nothing", async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const unknown = await renew(1, 'not-a-token');
    expect(unknown.json()).toEqual({ status: 'error', error_reason: 'Invalid refresh token', title: 'Unauthorized' });
    expect((await renew(2, login.refresh_token)).statusCode).toBe(401);
    expect((await renew(1, login.refresh_token)).statusCode).toBe(200);
  });

  test('a refresh token lasts 30 days', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    t.clock.advance(30 * 24 * 3600 * 1000);
    expect((await renew(1, login.refresh_token)).statusCode).toBe(401);
  });

  test('bad input is a 400', async () => {
    const res = await post(t.app, '/renew', { user_id: 'me', refresh_token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_reason).toBe("Invalid field 'user_id': must be integer");
  });
});

describe('GET /logout', () => {
  test('revokes the session: its access and refresh tokens stop working at once', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const other = await signIn(t.app, 'demo@example.com');
    const before = revoked.length;
    const res = await get(t.app, '/logout', login.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(revoked.length).toBe(before + 1);
    expect((await get(t.app, '/users/1', login.access_token)).statusCode).toBe(401);
    expect((await renew(1, login.refresh_token)).statusCode).toBe(401);
    // Other sessions of the same user live on.
    expect((await get(t.app, '/users/1', other.access_token)).statusCode).toBe(200);
  });

  test('answers 200 without a token, with a bad one, and with an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/logout` })).statusCode).toBe(200);
    expect((await get(t.app, '/logout', 'garbage')).statusCode).toBe(200);
    const login = await signIn(t.app, 'demo@example.com');
    t.clock.advance(2 * 3600 * 1000);
    expect((await get(t.app, '/logout', login.access_token)).statusCode).toBe(200);
    expect((await renew(1, login.refresh_token)).statusCode).toBe(401);
  });
});

describe('POST /authenticate_token (support sign-in)', () => {
  test('an admin token signs in once as support; the session cannot be renewed', async () => {
    const token = createAdminToken(t.app.ctx.repos, 'partner@example.com', t.clock.now());
    const res = await post(t.app, '/authenticate_token', { access_token: token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ authorized: true, user_id: 2, roles: 'support', monitors: [{ id: 100002, serial_number: 'W100000001' }] });
    expect(body.settings.settings.theme.name).toBe('wiser');
    expect((await get(t.app, '/users/2', body.access_token)).statusCode).toBe(200);

    expect((await post(t.app, '/authenticate_token', { access_token: token })).statusCode).toBe(401);
    const noRenew = await renew(2, body.refresh_token);
    expect(noRenew.statusCode).toBe(401);
    expect(noRenew.json().error_reason).toBe('This session cannot be renewed. Please sign in again.');
  });

  test('expires after 15 minutes; JSON bodies work too', async () => {
    const token = createAdminToken(t.app.ctx.repos, 'demo@example.com', t.clock.now());
    t.clock.advance(15 * 60 * 1000);
    const res = await t.app.inject({ method: 'POST', url: `${API}/authenticate_token`, payload: { access_token: token } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'This sign-in link is invalid or has expired.', title: 'Login failed' });
  });
});

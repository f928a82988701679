/** @jest-environment node */
import type { WireRenewResponse } from '../../src/api/wire/auth';
import type { ServerEventMap } from '../../server/src/contracts';
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

  test('reusing a spent refresh token revokes the whole family, the newest tokens included', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const fresh = (await renew(1, login.refresh_token)).json() as WireRenewResponse;
    const before = revoked.length;

    const reuse = await renew(1, login.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ status: 'error', error_reason: 'Refresh token reused; session revoked', title: 'Unauthorized' });
    expect(revoked.slice(before)).toEqual([{ sessionId: expect.any(String), userId: 1 }]);

    expect((await renew(1, fresh.refresh_token)).statusCode).toBe(401);
    expect((await get(t.app, '/users/1', fresh.access_token)).statusCode).toBe(401);
    expect((await get(t.app, '/users/1', login.access_token)).statusCode).toBe(401);
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

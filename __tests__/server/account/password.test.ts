/** @jest-environment node */
import { DEMO_PASSWORD } from '../../../server/src/seed';
import { get, post, signIn, startTestApp, type TestApp } from '../support/harness';
import { postJson, reasonOf, snapshot } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /users/{id}/password', () => {
  test('refuses bad input with the §5 texts and writes nothing', async () => {
    const { access_token: token } = await signIn(t.app, 'partner@example.com');
    const before = snapshot(t.app);
    const cases: [Record<string, string>, string][] = [
      [{ new_password: 'Better-pass-2' }, 'please enter your current password'],
      [{ old_password: DEMO_PASSWORD }, 'please enter a new password'],
      [{ old_password: DEMO_PASSWORD, new_password: 'Sh0rt!' }, 'Your password must be at least 8 characters'],
      [{ old_password: DEMO_PASSWORD, new_password: 'lettersonlyHere' }, 'Your password must contain at least 1 number or symbol'],
      [{ old_password: DEMO_PASSWORD, new_password: 'NO-LOWER-1234' }, 'Your password must contain one lowercase character'],
      [{ old_password: DEMO_PASSWORD, new_password: 'no-upper-1234' }, 'Your password must contain one uppercase character'],
      [{ old_password: DEMO_PASSWORD, new_password: 'Better-pass-2', new_password_confirmation: 'Better-pass-3' }, 'Your passwords must match'],
      [{ old_password: 'Not-the-password-1', new_password: 'Better-pass-2' }, 'Wrong password'],
    ];
    for (const [body, reason] of cases) {
      const res = await post(t.app, '/users/2/password', body, { authorization: `bearer ${token}` });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: 'error', error_reason: reason } });
    }
    // The texts follow the request's language.
    const es = await t.app.inject({
      method: 'POST', url: '/apiservice/api/v1/users/2/password', payload: { old_password: DEMO_PASSWORD, new_password: 'short' },
      headers: { authorization: `bearer ${token}`, 'accept-language': 'es' },
    });
    expect(reasonOf(es)).toBe('Tu contraseña debe tener al menos 8 caracteres');
    expect(snapshot(t.app)).toEqual(before);
  });

  test('changes the password, signs out every other session and keeps the current one', async () => {
    const current = await signIn(t.app, 'demo@example.com');
    const other = await signIn(t.app, 'demo@example.com');
    const third = await signIn(t.app, 'demo@example.com');
    const revoked: string[] = [];
    t.app.events.on('session-revoked', (e) => revoked.push(e.sessionId));

    const res = await postJson(t.app, '/users/1/password', current.access_token, {
      old_password: DEMO_PASSWORD, new_password: 'Brand-new-pass-7', new_password_confirmation: 'Brand-new-pass-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', sessions_revoked: 2 });
    expect(revoked).toHaveLength(2);

    expect((await get(t.app, '/users/1', current.access_token)).statusCode).toBe(200);
    for (const gone of [other, third]) {
      expect((await get(t.app, '/users/1', gone.access_token)).statusCode).toBe(401);
      const renew = await post(t.app, '/renew', { user_id: 1, refresh_token: gone.refresh_token, is_access_token: true });
      expect(renew.statusCode).toBe(401);
    }
    // The current session still renews.
    expect((await post(t.app, '/renew', { user_id: 1, refresh_token: current.refresh_token, is_access_token: true })).statusCode).toBe(200);

    expect((await post(t.app, '/authenticate', { email: 'demo@example.com', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await signIn(t.app, 'demo@example.com', 'Brand-new-pass-7')).user_id).toBe(1);
  });

  test("another user's id is 404, like a missing one", async () => {
    const { access_token: token } = await signIn(t.app, 'partner@example.com');
    const before = snapshot(t.app);
    for (const id of [1, 999]) {
      const res = await postJson(t.app, `/users/${id}/password`, token, { old_password: DEMO_PASSWORD, new_password: 'Brand-new-pass-8' });
      expect({ status: res.statusCode, reason: reasonOf(res) }).toEqual({ status: 404, reason: 'User not found' });
    }
    expect(snapshot(t.app)).toEqual(before);
  });
});

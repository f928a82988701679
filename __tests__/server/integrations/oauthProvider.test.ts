/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { API, form, signIn, startTestApp, type TestApp } from '../support/harness';
import type { WireOAuthConsentRequest, WireOAuthTokenResponse } from '../../../src/api/wire/oauth';
import { s256 } from '../../../server/src/oauth/pkce';
import { call, reasonOf } from './support';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await signIn(t.app, 'demo@example.com')).access_token;
});
afterAll(() => t.close());

const CLIENT = 'energy-notebook-demo';
const REDIRECT = 'http://127.0.0.1:53682/callback';

async function authorize(verifier: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ client_id: CLIENT, redirect_uri: REDIRECT, response_type: 'code', code_challenge: s256(verifier), code_challenge_method: 'S256', state: 'xyz', ...extra });
  return call(t.app, 'GET', `/oauth/authorize?${q.toString()}`, demo);
}

async function grant(verifier: string): Promise<string> {
  const req = (await authorize(verifier)).json() as WireOAuthConsentRequest;
  const allowed = await call(t.app, 'POST', '/oauth/allow', demo, { code: req.code });
  expect(allowed.statusCode).toBe(200);
  const back = new URL((allowed.json() as { redirect_uri: string }).redirect_uri);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('xyz');
  return back.searchParams.get('code')!;
}

const token = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: `${API}/oauth/token`, ...form(fields) });

describe('Kilowatch as an OAuth provider (authorization code + PKCE S256)', () => {
  test('the consent request names the app and the account; allow issues a code; the token reads and cannot write', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const res = await authorize(verifier);
    expect(res.statusCode).toBe(200);
    const req = res.json() as WireOAuthConsentRequest;
    expect(req).toMatchObject({
      client: { client_id: CLIENT, name: 'Energy Notebook (demo)', icon_url: '/demo-pages/clients/energy-notebook.svg' },
      scope: 'read',
      account: { user_id: 1, email: 'demo@example.com' },
      redirect_uri: REDIRECT,
    });
    const code = await grant(verifier);
    const answer = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT, code_verifier: verifier });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json() as WireOAuthTokenResponse;
    expect(body).toMatchObject({ token_type: 'bearer', scope: 'read', user_id: 1, account_id: 1001 });

    // Scoping: reads pass, every write is refused with 403, and user-only reads too.
    for (const path of ['/users/1', '/app/monitors/100001/status', '/app/monitors/100001/integrations', '/app/monitors/100001/data_sharing']) {
      expect([path, (await call(t.app, 'GET', path, body.access_token)).statusCode]).toEqual([path, 200]);
    }
    const writes: [string, string, object][] = [
      ['POST', '/users/1/settings', { labs_enabled: true }],
      ['POST', '/app/monitors/100001/integrations/TPLink', {}],
      ['POST', '/app/monitors/100001/data_sharing/gridwise-rewards', { consent_enabled: true }],
      ['DELETE', '/app/monitors/100001/integrations/1', {}],
      ['POST', '/oauth/allow', { code: 'x' }],
    ];
    for (const [method, path, payload] of writes) {
      const r = await call(t.app, method as 'POST', path, body.access_token, payload);
      expect([path, r.statusCode, reasonOf(r)]).toEqual([path, 403, 'This access token can only read data']);
    }
    for (const path of ['/sso/zendesk', '/integrations/oauth/authorize/ecobee?monitor_id=100001', `/oauth/authorize?client_id=${CLIENT}`]) {
      expect([path, (await call(t.app, 'GET', path, body.access_token)).statusCode]).toEqual([path, 403]);
    }
    expect(t.app.ctx.repos.users.settings(1)!.labs_enabled).toBe(0);
    // Renewing keeps the read-only role.
    const renewed = await t.app.inject({ method: 'POST', url: `${API}/renew`, ...form({ user_id: 1, refresh_token: body.refresh_token }) });
    expect(renewed.json()).toMatchObject({ roles: 'read' });
  });

  test('PKCE is verified: a wrong verifier is refused', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await grant(verifier);
    const wrong = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT, code_verifier: randomBytes(32).toString('base64url') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'error', error: 'invalid_grant', error_reason: 'The code verifier does not match the code challenge' });
  });

  test('a replayed code is refused, and the tokens issued with it are revoked', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await grant(verifier);
    const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT, code_verifier: verifier };
    const first = (await token(fields)).json() as WireOAuthTokenResponse;
    expect((await call(t.app, 'GET', '/users/1', first.access_token)).statusCode).toBe(200);
    const replay = await token(fields);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant', error_reason: 'This authorization code was already used; the tokens issued with it are revoked' });
    expect((await call(t.app, 'GET', '/users/1', first.access_token)).statusCode).toBe(401);
  });

  test('requests that cannot be served are refused before anything is asked', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const cases: [Record<string, string>, string][] = [
      [{ client_id: 'nobody' }, 'This app is not registered with Kilowatch'],
      [{ redirect_uri: 'https://evil.example/callback' }, 'This app asked to return to an address it has not registered'],
      [{ response_type: 'token' }, 'Only the authorization code flow is supported (response_type=code)'],
      [{ code_challenge_method: 'plain' }, 'The request must use PKCE: send code_challenge with code_challenge_method S256'],
      [{ scope: 'write' }, 'Apps can only ask for read access (scope read)'],
    ];
    for (const [extra, reason] of cases) {
      const res = await authorize(verifier, extra);
      expect([res.statusCode, reasonOf(res)]).toEqual([400, reason]);
    }
    const noPkce = await call(t.app, 'GET', `/oauth/authorize?client_id=${CLIENT}&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code`, demo);
    expect(reasonOf(noPkce)).toBe('The request must use PKCE: send code_challenge with code_challenge_method S256');
  });

  test('deny answers access_denied; a request is answered once, and only by its user', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const req = (await authorize(verifier)).json() as WireOAuthConsentRequest;
    const partner = (await signIn(t.app, 'partner@example.com')).access_token;
    const other = await call(t.app, 'POST', '/oauth/allow', partner, { code: req.code });
    expect([other.statusCode, reasonOf(other)]).toEqual([400, 'This access request is not valid. Start again from the app.']);
    const denied = await call(t.app, 'POST', '/oauth/deny', demo, { code: req.code });
    const back = new URL((denied.json() as { redirect_uri: string }).redirect_uri);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'xyz' });
    const again = await call(t.app, 'POST', '/oauth/allow', demo, { code: req.code });
    expect([again.statusCode, reasonOf(again)]).toEqual([400, 'This access request was already answered']);
  });

  test('the demo third-party app: connect, consent, and it reports reads allowed and the write refused', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/demo-client/home-dashboard/start' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string, 'http://kw.test');
    expect(authorizeUrl.pathname).toBe('/oauth/authorize');
    const req = (await call(t.app, 'GET', `/oauth/authorize${authorizeUrl.search}`, demo)).json() as WireOAuthConsentRequest;
    expect(req.client.name).toBe('Home Dashboard (demo)');
    const allowed = (await call(t.app, 'POST', '/oauth/allow', demo, { code: req.code })).json() as { redirect_uri: string };
    expect(allowed.redirect_uri.startsWith('/demo-client/home-dashboard/callback?code=')).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: allowed.redirect_uri });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Access granted');
    expect(page.body).toContain('demo@example.com');
    expect(page.body).toContain('N327004101');
    expect(page.body).toContain('Refused (403): This access token can only read data');
  });
});

/** @jest-environment node */
import type { LightMyRequestResponse } from 'fastify';
import { signIn, startTestApp, type TestApp } from '../support/harness';
import type { WireIntegration, WireOAuthStartResponse } from '../../../src/api/wire/integrations';
import { CONTENT_SECURITY_POLICY } from '../../../server/src/http/securityHeaders';
import { call, reasonOf, snapshot } from './support';

let t: TestApp;
let demo: string;
let tenant: string;
let partner: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await signIn(t.app, 'demo@example.com')).access_token;
  tenant = (await signIn(t.app, 'tenant@example.com')).access_token;
  partner = (await signIn(t.app, 'partner@example.com')).access_token;
});
afterAll(() => t.close());

async function start(key: string, token = demo, monitor = 100001, lang?: string): Promise<{ url: string; state: string }> {
  const res = await call(t.app, 'GET', `/integrations/oauth/authorize/${key}?monitor_id=${monitor}`, token, undefined, lang);
  expect(res.statusCode).toBe(200);
  const body = res.json() as WireOAuthStartResponse;
  const url = new URL(body.redirect_uri, 'http://kw.test');
  expect(url.pathname).toBe(`/demo-provider/${key}`);
  return { url: `${url.pathname}${url.search}`, state: url.searchParams.get('state')! };
}

/** The demo provider's page, then its Allow or Deny button (a form post): the address it sends the browser back to. */
async function decideAtProvider(url: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  const path = new URL(url, 'http://kw.test').pathname;
  const posted = await t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams({ ...fields, decision }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(posted.statusCode).toBe(303);
  return new URL(posted.headers.location as string, 'http://kw.test');
}

const callback = (key: string, body: object, token = demo): Promise<LightMyRequestResponse> => call(t.app, 'POST', `/integrations/oauth/callback/${key}`, token, body);

describe('OAuth out through the local demo providers', () => {
  test('the provider page is labelled as the local demo, has Allow and Deny, and holds under the CSP (no inline script or style)', async () => {
    const { url } = await start('ecobee');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY.directives.styleSrc).toEqual(["'self'"]);
    expect(page.body).toContain('Local demo provider');
    expect(page.body).toContain('Ecobee (local demo)');
    expect(page.body).toMatch(/<button type="submit" class="primary">Allow<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="secondary">Deny<\/button>/);
    expect(page.body).not.toMatch(/<script(?![^>]*src=)/);
    expect(page.body).not.toMatch(/style=/);
    // In the reader's language.
    const fr = await start('ecobee', demo, 100001, 'fr-CA');
    const frPage = await t.app.inject({ method: 'GET', url: fr.url });
    expect(frPage.body).toContain('Fournisseur de démonstration local');
    expect(frPage.body).toContain('Autoriser');
  });

  test('allow: the code is exchanged and the integration stored as CONNECTED; the same code and state again are refused', async () => {
    const { url, state } = await start('ecobee');
    const back = await decideAtProvider(url, 'allow');
    expect(back.pathname).toBe('/oauth/integrations/ecobee');
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const done = await callback('ecobee', { state, code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ integration_type: 'Ecobee', client_status: 'CONNECTED', status_description: 'Connected', provider_account: 'household@ecobee.demo' });
    const list = (await call(t.app, 'GET', '/app/monitors/100001/integrations', demo)).json() as WireIntegration[];
    expect(list.map((i) => [i.integration, i.client_status])).toEqual([['ecobee', 'CONNECTED']]);
    // The provider's token is sealed at rest.
    const stored = t.app.ctx.db.prepare("SELECT provider_token FROM integrations WHERE integration = 'ecobee'").get() as { provider_token: string };
    expect(stored.provider_token.startsWith('gcm1:')).toBe(true);

    const before = snapshot(t.app);
    const replay = await callback('ecobee', { state, code });
    expect([replay.statusCode, reasonOf(replay)]).toEqual([400, 'This connection request was already used. Start again from the integration page.']);
    expect(snapshot(t.app)).toEqual(before);

    // Disconnect.
    const off = await call(t.app, 'DELETE', `/app/monitors/100001/integrations/${list[0]!.id}`, demo);
    expect(off.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/app/monitors/100001/integrations', demo)).json()).toEqual([]);
  });

  test('a forged state is refused and connects nothing', async () => {
    const before = snapshot(t.app);
    const forged = await callback('ecobee', { state: 'A'.repeat(43), code: 'B'.repeat(43) });
    expect([forged.statusCode, reasonOf(forged)]).toEqual([400, 'This connection request is not valid. Start again from the integration page.']);
    expect(snapshot(t.app)).toEqual(before);
  });

  test('another user’s state, or a state made for another integration, is refused like a forged one', async () => {
    const { url, state } = await start('nest');
    const back = await decideAtProvider(url, 'allow');
    const code = back.searchParams.get('code')!;
    // Nest is not even available to the partner account; the generator account has it no more.
    expect((await callback('nest', { state, code }, partner)).statusCode).toBe(404);
    const generator = (await signIn(t.app, 'generator@example.com')).access_token;
    t.app.ctx.db.prepare("UPDATE users SET features = 'nest' WHERE id = 4").run();
    const other = await callback('nest', { state, code }, generator);
    expect([other.statusCode, reasonOf(other)]).toEqual([400, 'This connection request is not valid. Start again from the integration page.']);
    const swapped = await callback('ecobee', { state, code });
    expect([swapped.statusCode, reasonOf(swapped)]).toEqual([400, 'This connection request is not valid. Start again from the integration page.']);
    // The rightful return still works.
    expect((await callback('nest', { state, code })).statusCode).toBe(200);
  });

  test('a forged code with a real state is refused, and the state is spent', async () => {
    const { url, state } = await start('hue');
    const back = await decideAtProvider(url, 'allow');
    const wrong = await callback('hue', { state, code: 'not-the-code-the-provider-gave-0000000000' });
    expect([wrong.statusCode, reasonOf(wrong)]).toEqual([400, 'Hue did not confirm the connection']);
    const retry = await callback('hue', { state, code: back.searchParams.get('code')! });
    expect([retry.statusCode, reasonOf(retry)]).toEqual([400, 'This connection request was already used. Start again from the integration page.']);
    expect((await call(t.app, 'GET', '/app/monitors/100001/integrations', demo)).json()).not.toContainEqual(expect.objectContaining({ integration: 'hue' }));
  });

  test('a code given for one state does not answer another state', async () => {
    const first = await start('alexa');
    const second = await start('alexa');
    const back = await decideAtProvider(first.url, 'allow');
    const res = await callback('alexa', { state: second.state, code: back.searchParams.get('code')! });
    expect([res.statusCode, reasonOf(res)]).toEqual([400, 'Alexa did not confirm the connection']);
  });

  test('deny: the provider answers access_denied and the return is refused with the reason', async () => {
    const { url, state } = await start('ecobee');
    const back = await decideAtProvider(url, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
    const res = await callback('ecobee', { state, error: 'access_denied' });
    expect([res.statusCode, reasonOf(res)]).toEqual([400, 'Ecobee did not allow the connection']);
  });

  test('an expired state is refused', async () => {
    const { url, state } = await start('google');
    const back = await decideAtProvider(url, 'allow');
    t.clock.advance(11 * 60_000);
    const res = await callback('google', { state, code: back.searchParams.get('code')! });
    expect([res.statusCode, reasonOf(res)]).toEqual([400, 'This connection request has expired. Start again from the integration page.']);
  });

  test('multi-tenant users cannot start a connection', async () => {
    const res = await call(t.app, 'GET', '/integrations/oauth/authorize/ecobee?monitor_id=100005', tenant);
    expect([res.statusCode, reasonOf(res)]).toEqual([403, 'Integrations cannot be connected or changed on a multi-tenant account']);
    const foreign = await call(t.app, 'GET', '/integrations/oauth/authorize/wemo?monitor_id=100001', partner);
    expect([foreign.statusCode, reasonOf(foreign)]).toEqual([404, 'Monitor not found']);
  });

  test('the provider page refuses a request that is not Kilowatch’s (another return address, no state)', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/demo-provider/ecobee?client_id=kilowatch&response_type=code&redirect_uri=https://evil.example/cb&state=abcdefghijklmnopqrstuv' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This request cannot be used');
    const noState = await t.app.inject({ method: 'GET', url: '/demo-provider/ecobee?client_id=kilowatch&redirect_uri=/oauth/integrations/ecobee' });
    expect(noState.statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/demo-provider/ecobee',
      payload: 'client_id=kilowatch&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&state=abcdefghijklmnopqrstuv&decision=allow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  test('without a request, the charge-point page is its account page (a link back to the EV charger)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo-provider/chargepoint' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Local demo provider');
    expect(page.body).toContain('href="/labs/ev-charger"');
  });
});

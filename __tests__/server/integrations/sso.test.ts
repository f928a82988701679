/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { signIn, startTestApp, type TestApp } from '../support/harness';
import type { WireSsoResponse } from '../../../src/api/wire/oauth';
import { ssoConfigFrom } from '../../../server/src/sso/sso';
import { call, reasonOf } from './support';

const DISCOURSE = { url: 'https://community.example.net', secret: 'discourse-shared-secret' };
const ZENDESK = { url: 'https://kilowatch.zendesk.example', secret: 'zendesk-shared-secret' };

describe('single sign-on', () => {
  test('unconfigured: the pages are told so', async () => {
    const t: TestApp = await startTestApp();
    const token = (await signIn(t.app, 'demo@example.com')).access_token;
    expect((await call(t.app, 'GET', '/sso/discourse?sso=x&sig=y', token)).json()).toEqual({ configured: false });
    expect((await call(t.app, 'GET', '/sso/zendesk', token)).json()).toEqual({ configured: false });
    await t.close();
  });

  test('Discourse (DiscourseConnect) and Zendesk (JWT) when configured', async () => {
    const t: TestApp = await startTestApp({ sso: { discourse: DISCOURSE, zendesk: ZENDESK } });
    const token = (await signIn(t.app, 'demo@example.com')).access_token;
    const sso = Buffer.from('nonce=n0nce&return_sso_url=https%3A%2F%2Fcommunity.example.net%2Fsession%2Fsso_login').toString('base64');
    const sig = createHmac('sha256', DISCOURSE.secret).update(sso).digest('hex');
    const res = (await call(t.app, 'GET', `/sso/discourse?sso=${encodeURIComponent(sso)}&sig=${sig}`, token)).json() as WireSsoResponse & { redirect_uri: string };
    expect(res).toMatchObject({ configured: true, host: 'community.example.net' });
    const back = new URL(res.redirect_uri);
    const payload = back.searchParams.get('sso')!;
    expect(back.searchParams.get('sig')).toBe(createHmac('sha256', DISCOURSE.secret).update(payload).digest('hex'));
    expect(Object.fromEntries(new URLSearchParams(Buffer.from(payload, 'base64').toString('utf8')))).toMatchObject({ nonce: 'n0nce', email: 'demo@example.com', external_id: '1' });

    const badSig = await call(t.app, 'GET', `/sso/discourse?sso=${encodeURIComponent(sso)}&sig=${'0'.repeat(64)}`, token);
    expect([badSig.statusCode, reasonOf(badSig)]).toEqual([400, 'This sign-in request is not valid. Start again from the site you came from.']);
    const elsewhere = Buffer.from('nonce=n&return_sso_url=https%3A%2F%2Fevil.example%2F').toString('base64');
    const off = await call(t.app, 'GET', `/sso/discourse?sso=${encodeURIComponent(elsewhere)}&sig=${createHmac('sha256', DISCOURSE.secret).update(elsewhere).digest('hex')}`, token);
    expect(off.statusCode).toBe(400);

    const z = (await call(t.app, 'GET', `/sso/zendesk?return_to=${encodeURIComponent('https://kilowatch.zendesk.example/hc')}`, token)).json() as { redirect_uri: string };
    const zUrl = new URL(z.redirect_uri);
    expect(zUrl.pathname).toBe('/access/jwt');
    expect(zUrl.searchParams.get('return_to')).toBe('https://kilowatch.zendesk.example/hc');
    const { payload: claims } = await jwtVerify(zUrl.searchParams.get('jwt')!, Buffer.from(ZENDESK.secret), { currentDate: new Date(t.clock.now()) });
    expect(claims).toMatchObject({ email: 'demo@example.com', external_id: '1' });
    await t.close();
  });

  test('configuration from the environment: both or neither', () => {
    expect(ssoConfigFrom({})).toEqual({ discourse: null, zendesk: null });
    expect(ssoConfigFrom({ KILOWATCH_ZENDESK_URL: 'https://x.zendesk.com/', KILOWATCH_ZENDESK_SECRET: 's' }).zendesk).toEqual({ url: 'https://x.zendesk.com', secret: 's' });
    expect(() => ssoConfigFrom({ KILOWATCH_DISCOURSE_URL: 'https://c.example' })).toThrow('KILOWATCH_DISCOURSE_URL and KILOWATCH_DISCOURSE_SECRET go together');
    expect(() => ssoConfigFrom({ KILOWATCH_DISCOURSE_URL: 'ftp://c', KILOWATCH_DISCOURSE_SECRET: 's' })).toThrow('must be an http or https address');
  });
});

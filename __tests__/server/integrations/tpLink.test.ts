/** @jest-environment node */
import { Writable } from 'node:stream';
import { signIn, startTestApp, type TestApp } from '../support/harness';
import type { WireTpLinkSettings } from '../../../src/api/wire/integrations';
import { encryptPassword } from '../../../src/features/integrations/passwordCrypto';
import { createPasswordTransport } from '../../../server/src/integrations/passwordTransport';
import { createSecretBox } from '../../../server/src/integrations/secretBox';
import { call, reasonOf, snapshot } from './support';

const lines: string[] = [];
let t: TestApp;
let demo: string;
let tenant: string;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ logger: { level: 'debug', stream } });
  demo = (await signIn(t.app, 'demo@example.com')).access_token;
  tenant = (await signIn(t.app, 'tenant@example.com')).access_token;
});
afterAll(() => t.close());

const PASSWORD = 'Tapo-s3cret-pass!';

describe('the smart-plug account (tp_link)', () => {
  test('round trip: the browser module encrypts with the derived key, the server decrypts', async () => {
    const settings = (await call(t.app, 'GET', '/app/monitors/100001/tp_link', demo)).json() as WireTpLinkSettings;
    expect(settings).toMatchObject({ username: null, configured: false, encryption: { alg: 'ECDH-ES+HKDF-SHA256+A256GCM', public_key: { kty: 'EC', crv: 'P-256' } } });
    const encrypted = await encryptPassword(PASSWORD, settings.encryption);
    expect(encrypted).toMatch(/^kwe1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(encrypted).not.toContain(PASSWORD);
    expect(createPasswordTransport(t.app.ctx.db).decrypt(encrypted)).toBe(PASSWORD);
    // Two encryptions of one password differ (fresh key pair, salt and nonce).
    expect(await encryptPassword(PASSWORD, settings.encryption)).not.toBe(encrypted);
  });

  test('saved encrypted at rest under the server’s key, never logged', async () => {
    const { encryption } = (await call(t.app, 'GET', '/app/monitors/100001/tp_link', demo)).json() as WireTpLinkSettings;
    const encrypted = await encryptPassword(PASSWORD, encryption);
    lines.length = 0;
    const res = await call(t.app, 'POST', '/app/monitors/100001/tp_link', demo, { username: ' kasa@example.com ', encrypted_password: encrypted });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'kasa@example.com', configured: true });
    expect(JSON.stringify(res.json())).not.toContain(PASSWORD);

    const row = t.app.ctx.db.prepare('SELECT * FROM tp_link_accounts WHERE monitor_id = 100001').get() as { password_sealed: string };
    expect(row.password_sealed.startsWith('gcm1:')).toBe(true);
    expect(row.password_sealed).not.toContain(PASSWORD);
    expect(createSecretBox(t.app.ctx.db).open(row.password_sealed)).toBe(PASSWORD);
    // Nothing in the database file holds it in the clear.
    const dump = JSON.stringify(t.app.ctx.db.prepare('SELECT * FROM tp_link_accounts').all()) + JSON.stringify(t.app.ctx.db.prepare('SELECT * FROM meta').all());
    expect(dump).not.toContain(PASSWORD);

    const log = lines.join('');
    expect(log).toContain('smart-plug account saved');
    for (const secret of [PASSWORD, encrypted, encrypted.split('.')[5]!]) expect(log).not.toContain(secret);
  });

  test('bad input: clear messages, nothing written', async () => {
    const { encryption } = (await call(t.app, 'GET', '/app/monitors/100001/tp_link', demo)).json() as WireTpLinkSettings;
    const good = await encryptPassword(PASSWORD, encryption);
    const tampered = good.slice(0, -3) + (good.endsWith('AAA') ? 'BBB' : 'AAA');
    const before = snapshot(t.app);
    const cases: [object, number, string][] = [
      [{ username: '  ', encrypted_password: good }, 400, 'please enter your username'],
      [{ username: 'a@b.c', encrypted_password: '' }, 400, 'please enter your password'],
      [{ username: 'a@b.c', encrypted_password: tampered }, 400, 'Your password could not be read. Reload the page and try again.'],
      [{ username: 'a@b.c', encrypted_password: PASSWORD }, 400, 'Your password could not be read. Reload the page and try again.'],
      [{ username: 'a@b.c', encrypted_password: await encryptPassword('', encryption) }, 400, 'please enter your password'],
      [{ encrypted_password: good }, 400, "Missing required field 'username'"],
    ];
    for (const [body, status, reason] of cases) {
      const res = await call(t.app, 'POST', '/app/monitors/100001/tp_link', demo, body);
      expect([res.statusCode, reasonOf(res)]).toEqual([status, reason]);
    }
    const tenantRes = await call(t.app, 'POST', '/app/monitors/100005/tp_link', tenant, { username: 'a@b.c', encrypted_password: good });
    expect(tenantRes.statusCode).toBe(403);
    const foreign = await call(t.app, 'POST', '/app/monitors/100001/tp_link', tenant, { username: 'a@b.c', encrypted_password: good });
    expect([foreign.statusCode, reasonOf(foreign)]).toEqual([404, 'Monitor not found']);
    expect(snapshot(t.app)).toEqual(before);
  });

  test('with the account saved, turning TP-Link on also finds the account’s plug', async () => {
    const on = await call(t.app, 'POST', '/app/monitors/100001/integrations/TPLink', demo);
    expect(on.statusCode).toBe(200);
    t.clock.advance(10 * 60_000 + 1000);
    const [tplink] = (await call(t.app, 'GET', '/app/monitors/100001/integrations', demo)).json() as { plugs: { name: string; model: string }[] }[];
    expect(tplink!.plugs.map((p) => [p.name, p.model]).sort()).toEqual([['Computer plug', 'HS110'], ['Router plug', 'P110'], ['TV plug', 'HS110']]);
  });
});

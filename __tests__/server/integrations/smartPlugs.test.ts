/** @jest-environment node */
import { signIn, startTestApp, type TestApp } from '../support/harness';
import type { WireIntegration } from '../../../src/api/wire/integrations';
import type { WireDevice, WireDeviceDetail } from '../../../src/api/wire/devices';
import { FIND_MAX_MS, FIND_MIN_MS, findDelayMs } from '../../../server/src/integrations/plugs';
import { toMonitorProfile } from '../../../server/src/wire/monitorWire';
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

const devices = async () => (await call(t.app, 'GET', '/app/monitors/100001/devices', demo)).json() as WireDevice[];

describe('smart plugs (TP-Link)', () => {
  test('enable: looking for plugs; 5-10 simulated minutes later the plugs are devices, measured by their plug; disable removes them', async () => {
    const userChanges: number[] = [];
    t.app.events.on('user-changed', (e) => e.userId === 1 && userChanges.push(e.userVersion));
    expect((await call(t.app, 'GET', '/app/monitors/100001/integrations', demo)).json()).toEqual([]);
    const before = await devices();

    const on = await call(t.app, 'POST', '/app/monitors/100001/integrations/TPLink', demo);
    expect(on.statusCode).toBe(200);
    const enabled = on.json() as WireIntegration;
    expect(enabled).toMatchObject({ integration_type: 'TPLink', integration: 'tplink', client_status: 'CONNECTED', status_description: 'Looking for plugs', plugs: [], searching: true });

    // Every plug is due 5 to 10 minutes after the search began.
    const profile = toMonitorProfile(t.app.ctx.repos.monitors.forUser(1, 100001)!);
    for (const kind of ['tv', 'computer', 'router']) {
      expect(findDelayMs(profile, kind)).toBeGreaterThanOrEqual(FIND_MIN_MS);
      expect(findDelayMs(profile, kind)).toBeLessThanOrEqual(FIND_MAX_MS);
    }
    t.clock.advance(FIND_MIN_MS - 1000);
    expect((await devices()).map((d) => d.id)).toEqual(before.map((d) => d.id));

    t.clock.advance(FIND_MAX_MS - FIND_MIN_MS + 1000);
    const list = (await call(t.app, 'GET', '/app/monitors/100001/integrations', demo)).json() as WireIntegration[];
    expect(list).toHaveLength(1);
    // Without the smart-plug account, the two plugs on the network (TV and computer); the account's plug waits for credentials.
    expect(list[0]).toMatchObject({ status_description: '2 plugs found', searching: false });
    expect(list[0]!.plugs!.map((p) => p.name).sort()).toEqual(['Computer plug', 'TV plug']);
    expect(userChanges.length).toBeGreaterThan(0);

    const after = await devices();
    const plugs = after.filter((d) => d.id.startsWith('ssi-'));
    expect(plugs.map((d) => [d.name, d.stage, d.tags.IntegrationType, d.tags.SmartPlugModel]).sort()).toEqual([
      ['Computer plug', 'RealTime', 'TPLink', 'HS110'],
      ['TV plug', 'RealTime', 'TPLink', 'HS110'],
    ]);
    // The measured devices leave the list (the plug reports them), the list grows by nothing else.
    expect(after.find((d) => d.name === 'TV')).toBeUndefined();
    expect(after).toHaveLength(before.length);

    // The always-on list gives the plugs a smart-plug sublabel.
    const ao = (await call(t.app, 'GET', '/app/monitors/100001/devices/always_on', demo)).json() as WireDeviceDetail;
    const plugRows = ao.always_on!.devices.filter((d) => d.sublabel === 'smart_plug');
    expect(plugRows.map((d) => d.name).sort()).toEqual(['Computer plug', 'TV plug']);
    expect(plugRows.every((d) => d.w > 0)).toBe(true);

    // A plug's device cannot be deleted or merged by hand.
    const tvPlug = plugs.find((d) => d.name === 'TV plug')!;
    const del = await call(t.app, 'DELETE', `/app/monitors/100001/devices/${tvPlug.id}`, demo);
    expect(del.statusCode).toBe(400);

    // Disable: the plugs leave the device list and the always-on list.
    const off = await call(t.app, 'DELETE', `/app/monitors/100001/integrations/${enabled.id}`, demo);
    expect(off.statusCode).toBe(200);
    expect((off.json() as { removed_devices: string[] }).removed_devices.sort()).toEqual(plugs.map((d) => d.id).sort());
    expect((await devices()).map((d) => d.id)).toEqual(before.map((d) => d.id));
    expect((await call(t.app, 'GET', '/app/monitors/100001/integrations', demo)).json()).toEqual([]);
  });

  test('one model: a plug device’s kWh agree between its detail and trends; its standby between the list and the always-on row', async () => {
    const on = (await call(t.app, 'POST', '/app/monitors/100001/integrations/TPLink', demo)).json() as WireIntegration;
    try {
      // Into the evening, when the TV and the computer have run.
      t.clock.advance(FIND_MAX_MS + 10 * 3_600_000);
      // Hours later the access tokens have expired: sign in again.
      demo = (await signIn(t.app, 'demo@example.com')).access_token;
      tenant = (await signIn(t.app, 'tenant@example.com')).access_token;
      partner = (await signIn(t.app, 'partner@example.com')).access_token;
      // Discovery (the loop every 15 s of the server clock, or any integrations read) has found the plugs.
      await call(t.app, 'GET', '/app/monitors/100001/integrations', demo);
      const list = (await devices()).filter((d) => d.id.startsWith('ssi-'));
      expect(list.map((d) => d.name).sort()).toEqual(['Computer plug', 'TV plug']);
      const trends = (await call(t.app, 'GET', '/app/history/trends?monitor_id=100001&scale=DAY', demo)).json() as { consumption: { devices: { id: string; total_kwh: number }[] } };
      const ao = (await call(t.app, 'GET', '/app/monitors/100001/devices/always_on', demo)).json() as WireDeviceDetail;
      let total = 0;
      for (const plug of list) {
        const detail = (await call(t.app, 'GET', `/app/monitors/100001/devices/${plug.id}?scale=DAY`, demo)).json() as WireDeviceDetail;
        const row = trends.consumption.devices.find((d) => d.id === plug.id);
        expect([plug.name, row?.total_kwh]).toEqual([plug.name, expect.closeTo(detail.usage_history!.total_kwh, 3)]); // the chart rounds to 3 decimals
        total += detail.usage_history!.total_kwh;
        expect([plug.name, ao.always_on!.devices.find((d) => d.id === plug.id)?.w]).toEqual([plug.name, plug.ao_w]);
      }
      expect(total).toBeGreaterThan(0);
    } finally {
      await call(t.app, 'DELETE', `/app/monitors/100001/integrations/${on.id}`, demo);
    }
  });

  test('status texts follow the request language', async () => {
    const on = await call(t.app, 'POST', '/app/monitors/100001/integrations/tplink', demo, undefined, 'fr-CA');
    expect((on.json() as WireIntegration).status_description).toBe('Recherche de prises');
    t.clock.advance(FIND_MAX_MS + 1000);
    const list = (await call(t.app, 'GET', '/app/monitors/100001/integrations', demo, undefined, 'fr-CA')).json() as WireIntegration[];
    expect(list[0]!.status_description).toBe('2 prises trouvées');
    expect(list[0]!.plugs!.map((p) => p.name).sort()).toEqual(['Prise Computer', 'Prise TV']);
    await call(t.app, 'DELETE', `/app/monitors/100001/integrations/${list[0]!.id}`, demo);
  });

  test('multi-tenant users cannot turn integrations on; other users’ monitors look missing; nothing is written', async () => {
    const before = snapshot(t.app);
    const refused = await call(t.app, 'POST', '/app/monitors/100005/integrations/TPLink', tenant);
    expect([refused.statusCode, reasonOf(refused)]).toEqual([403, 'Integrations cannot be connected or changed on a multi-tenant account']);
    const foreign = await call(t.app, 'POST', '/app/monitors/100001/integrations/TPLink', partner);
    expect([foreign.statusCode, reasonOf(foreign)]).toEqual([404, 'Monitor not found']);
    const unknown = await call(t.app, 'POST', '/app/monitors/100001/integrations/Toaster', demo);
    expect([unknown.statusCode, reasonOf(unknown)]).toEqual([404, 'Unknown integration']);
    const oauthOnly = await call(t.app, 'POST', '/app/monitors/100001/integrations/Ecobee', demo);
    expect([oauthOnly.statusCode, reasonOf(oauthOnly)]).toEqual([400, 'Ecobee connects through its own sign-in page']);
    // Nest and Ecobee exist only for accounts with the features.
    const hidden = await call(t.app, 'GET', '/integrations/oauth/authorize/ecobee?monitor_id=100002', partner);
    expect([hidden.statusCode, reasonOf(hidden)]).toEqual([404, 'Unknown integration']);
    expect(snapshot(t.app)).toEqual(before);
  });

  test('an offline monitor cannot look for plugs (409)', async () => {
    t.app.ctx.repos.devices.setOnline(100001, false);
    const res = await call(t.app, 'POST', '/app/monitors/100001/integrations/TPLink', demo);
    t.app.ctx.repos.devices.setOnline(100001, true);
    expect([res.statusCode, reasonOf(res)]).toEqual([409, 'Your monitor is offline, so it cannot look for plugs. Try again when it is back online.']);
  });
});

describe('the demand-response program', () => {
  test('enroll, get its read-only access token, leave', async () => {
    const settings = () => t.app.ctx.repos.users.settings(1)!.ohm_connect_status;
    expect(settings()).toBe('eligible');
    const noToken = await call(t.app, 'GET', '/app/monitors/100001/integrations/ohmConnect/access_token', demo);
    expect([noToken.statusCode, reasonOf(noToken)]).toEqual([409, 'Enroll in the demand-response program first']);

    const on = await call(t.app, 'POST', '/app/monitors/100001/integrations/ohmConnect', demo);
    expect(on.json()).toMatchObject({ integration_type: 'ohmConnect', status_description: 'Enrolled' });
    expect(settings()).toBe('enrolled');

    const res = await call(t.app, 'GET', '/app/monitors/100001/integrations/ohmConnect/access_token', demo);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; scope: string; program_url: string; monitor_id: number };
    expect(body).toMatchObject({ scope: 'read', monitor_id: 100001, program_url: '/demo-provider/ohmconnect' });
    // The program reads with it and cannot write.
    expect((await call(t.app, 'GET', '/app/monitors/100001/status', body.access_token)).statusCode).toBe(200);
    const write = await call(t.app, 'POST', '/users/1/settings', body.access_token, { labs_enabled: true });
    expect([write.statusCode, reasonOf(write)]).toEqual([403, 'This access token can only read data']);

    const id = (on.json() as WireIntegration).id;
    expect((await call(t.app, 'DELETE', `/app/monitors/100001/integrations/${id}`, demo)).statusCode).toBe(200);
    expect(settings()).toBe('eligible');
  });

  test('a home that is not eligible cannot enroll', async () => {
    const res = await call(t.app, 'POST', '/app/monitors/100002/integrations/ohmConnect', partner);
    expect([res.statusCode, reasonOf(res)]).toEqual([409, 'Your home is not eligible for the demand-response program']);
  });
});

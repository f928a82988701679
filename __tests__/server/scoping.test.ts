/** @jest-environment node */
import type { WireMonitorOverview, WireMonitorStatus } from '../../src/api/wire/monitor';
import type { WireUser } from '../../src/api/wire/user';
import { feedChecksums } from '../../server/src/realtime/checksums';
import { get, post, startSignedInApp, type TestApp } from './support/harness';
import { toMonitorProfile } from '../../server/src/wire/monitorWire';

let t: TestApp;
let demo: string;
let partner: string;
beforeAll(async () => {
  ({ t, demo, partner } = await startSignedInApp());
});
afterAll(() => t.close());

const strip = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
  status: res.statusCode,
  body: res.body,
  type: res.headers['content-type'],
});

describe('a foreign id answers exactly like a missing one', () => {
  test.each(['status', 'overview'])('GET /app/monitors/{id}/%s', async (what) => {
    const foreign = await get(t.app, `/app/monitors/100002/${what}`, demo);
    const missing = await get(t.app, `/app/monitors/999999/${what}`, demo);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
    expect(strip(foreign)).toEqual(strip(missing));
    expect((await get(t.app, `/app/monitors/100002/${what}`, partner)).statusCode).toBe(200);
  });

  test('GET /users/{id} and /users/{id}/settings', async () => {
    for (const path of ['', '/settings']) {
      const foreign = await get(t.app, `/users/2${path}`, demo);
      const missing = await get(t.app, `/users/424242${path}`, demo);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ status: 'error', error_reason: 'User not found' });
      expect(strip(foreign)).toEqual(strip(missing));
    }
  });

  test('writes are scoped the same way and change nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/apiservice/api/v1/users/2/settings',
      headers: { authorization: `bearer ${demo}` },
      payload: { labs_enabled: true },
    });
    expect(res.statusCode).toBe(404);
    expect((await get(t.app, '/users/2/settings', partner)).json().settings.labs_enabled).toBe(false);
  });

  test('without a token the answer is 401, never a hint about existence', async () => {
    const a = await get(t.app, '/app/monitors/100002/status');
    const b = await get(t.app, '/app/monitors/999999/status');
    expect(a.statusCode).toBe(401);
    expect(a.body).toBe(b.body);
  });
});

describe('own records', () => {
  test('GET /users/{id} is the WireUser', async () => {
    const user = (await get(t.app, '/users/1', demo)).json() as WireUser;
    expect(user).toMatchObject({
      id: 1,
      email: 'demo@example.com',
      email_verified: true,
      time_zone: 'America/New_York',
      totp_enabled: false,
      solar_enabled: true,
      energy_sources: ['solar', 'battery'],
      account_id: 1001,
      version: 1,
      labs_enabled: false,
      monitors: [{ id: 100001 }],
      settings: { user_id: 1, version: 1 },
    });
  });

  test('GET /app/monitors/{id}/status', async () => {
    const body = (await get(t.app, '/app/monitors/100001/status', demo)).json() as WireMonitorStatus;
    expect(body.signals).toEqual({ progress: 100, status: 'OK' });
    expect(body.device_detection.num_detected).toBe(20);
    expect(body.monitor_info).toMatchObject({ online: true, serial: 'N327004101', version: '1.64.2-kilowatch', connection_state: 'ONLINE' });
    expect(body.monitor_info.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
    expect(body.monitor_info.emac).not.toBe(body.monitor_info.mac);
    const again = (await get(t.app, '/app/monitors/100001/status', demo)).json() as WireMonitorStatus;
    expect(again.monitor_info.mac).toBe(body.monitor_info.mac);
  });

  test('GET /app/monitors/{id}/overview; its checksums are the feed\'s and follow the data', async () => {
    const body = (await get(t.app, '/app/monitors/100002/overview', partner)).json() as WireMonitorOverview;
    expect(body.checksum).toMatch(/^[0-9A-F]{40}$/);
    expect(body.device_data_checksum).toMatch(/^[0-9A-F]{40}$/);
    expect(body.monitor_overview).toMatchObject({
      monitor: { id: 100002, serial_number: 'W100000001', time_zone: 'America/Chicago', solar_configured: false, energy_sources: [] },
      partner_channel: 'WISER',
      num_devices: 14,
    });
    const row = t.app.ctx.repos.monitors.forUser(2, 100002);
    if (!row) throw new Error('seeded monitor missing');
    const sums = feedChecksums(toMonitorProfile(row), { userVersion: 1, settingsVersion: 1 });
    expect(body.checksum).toBe(sums.monitor_overview_checksum);
    expect(body.device_data_checksum).toBe(sums.device_data_checksum);

    await post(t.app, '/users/2/settings', { labs_enabled: true }, { authorization: `bearer ${partner}` });
    const after = (await get(t.app, '/app/monitors/100002/overview', partner)).json() as WireMonitorOverview;
    expect(after.checksum).not.toBe(body.checksum);
  });

  test('a non-numeric monitor id is a 400', async () => {
    const res = await get(t.app, '/app/monitors/abc/status', demo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: "Invalid path parameter 'monitorId': must be integer" });
  });
});

test('GET /public/monitors/environments needs no token and names this server (its configured origin, not the Host)', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/apiservice/api/v1/public/monitors/environments', headers: { host: 'localhost:8099' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    {
      environment: 'PROD',
      display_name: 'Kilowatch (local)',
      api_url: 'http://127.0.0.1:8080/apiservice/api/v1/',
      client_bridgelink_url: 'ws://127.0.0.1:8080',
    },
  ]);
});

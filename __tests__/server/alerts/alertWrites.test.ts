/** @jest-environment node */
import type { WireDeviceAlert, WireDeviceAlertsResponse } from '../../../src/api/wire/alerts';
import { signIn, startTestApp, type TestApp } from '../support/harness';
import { alertsPath, call, createAlert, DEMO, list, PARTNER, snapshot, startAlertsApp } from './alertsSupport';

let t: TestApp;
let demo: string;
let partner: string;
let fridge: string;
let freezer: string;
let relay: string;
beforeAll(async () => {
  const app = await startAlertsApp();
  ({ t, demo, partner, relay } = app);
  fridge = app.device('Fridge');
  freezer = app.device('Freezer');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, device = fridge, token = demo, monitor = DEMO): Promise<WireDeviceAlert> =>
  createAlert(t, token, monitor, device, body);
const one = (device: string, id: number, monitor = DEMO) => `${alertsPath(monitor, device)}/${id}`;
const notFound = { status: 'error', error_reason: 'Alert not found' };

describe('POST …/notifications/{alertId} updates one alert', () => {
  test('state, duration and enabled change; the answer is the alert as stored', async () => {
    const made = await create({ state: 'on', duration: 300 });
    const res = await call(t, 'POST', one(fridge, made.id), demo, { state: 'standby', duration: 3_660, enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...made, state: 'idle', duration: 3_660, enabled: false });
    expect((await list(t, demo, DEMO, fridge)).user_alerts[fridge]).toContainEqual(res.json());
  });

  test('sending the whole alert back works (id, kind, type and title are ignored)', async () => {
    const made = await create({ state: 'off', duration: 600 });
    const res = await call(t, 'POST', one(fridge, made.id), demo, { ...made, id: 424242, duration: 900 });
    expect(res.json()).toEqual({ ...made, duration: 900 });
  });

  test('bad input is a 400 and changes nothing', async () => {
    const made = await create({ state: 'off', duration: 600 });
    const before = snapshot(t);
    for (const [body, reason] of [
      [{}, 'Nothing to change: send state, duration, enabled or destination'],
      [{ duration: 2_678_341 }, 'The duration must be between 0 and 2678340 seconds (30 days 23 hours 59 minutes)'],
      [{ state: 'standby', duration: -5 }, 'The duration must be between 0 and 2678340 seconds (30 days 23 hours 59 minutes)'],
      [{ state: 'asleep' }, "Invalid field 'state': must be one of on, off, idle, standby"],
    ] as const) {
      const res = await call(t, 'POST', one(fridge, made.id), demo, body);
      expect([res.statusCode, res.json().error_reason]).toEqual([400, reason]);
    }
    expect(snapshot(t)).toEqual(before);
  });

  test('a basic alert toggles, keeps its fixed id, and refuses another state or duration', async () => {
    const on = await call(t, 'POST', one(freezer, -1), demo, { enabled: true });
    expect(on.json()).toEqual({ id: -1, state: 'idle', enabled: true, duration: 0, destination: 'push', kind: 'basic', type: 'standby', title: 'alert me on standby' });
    expect((await list(t, demo, DEMO, freezer)).alerts[freezer]![0]).toEqual(on.json());
    const same = await call(t, 'POST', one(freezer, -1), demo, { ...(on.json() as WireDeviceAlert), enabled: false });
    expect(same.json().enabled).toBe(false);
    const before = snapshot(t);
    const res = await call(t, 'POST', one(freezer, -1), demo, { state: 'off' });
    expect([res.statusCode, res.json().error_reason]).toEqual([400, 'Only enabled can be changed on a basic or relay alert']);
    expect(snapshot(t)).toEqual(before);
  });

  test('relay ids exist only on relays', async () => {
    expect((await call(t, 'POST', one(relay, -3, PARTNER), partner, { enabled: true })).json().enabled).toBe(true);
    const res = await call(t, 'POST', one(fridge, -3), demo, { enabled: true });
    expect([res.statusCode, res.json()]).toEqual([404, notFound]);
  });

  test('another monitor’s or another device’s alert id answers exactly like a missing one', async () => {
    const partnersAlert = await create({ state: 'off', duration: 60 }, relay, partner, PARTNER);
    const mine = await create({ state: 'off', duration: 60 });
    const before = snapshot(t);
    const foreign = await call(t, 'POST', one(fridge, partnersAlert.id), demo, { enabled: false });
    const otherDevice = await call(t, 'POST', one(freezer, mine.id), demo, { enabled: false });
    const missing = await call(t, 'POST', one(fridge, 987_654), demo, { enabled: false });
    for (const res of [foreign, otherDevice, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    expect(missing.json()).toEqual(notFound);
    expect((await call(t, 'DELETE', one(fridge, partnersAlert.id), demo)).body).toBe(missing.body);
    expect(snapshot(t)).toEqual(before);
  });
});

describe('POST …/notifications toggles in bulk', () => {
  test('basic and custom alerts at once; the answer is the whole list', async () => {
    const a = await create({ state: 'on', duration: 120 }, freezer);
    const res = await call(t, 'POST', alertsPath(DEMO, freezer), demo, { alerts: [{ id: -2, enabled: true }, { id: a.id, enabled: false }] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as WireDeviceAlertsResponse;
    expect(body).toEqual(await list(t, demo, DEMO, freezer));
    expect(body.alerts[freezer]!.find((x) => x.id === -2)?.enabled).toBe(true);
    expect(body.user_alerts[freezer]!.find((x) => x.id === a.id)?.enabled).toBe(false);
  });

  test('one unknown id fails the whole request and nothing changes', async () => {
    const a = await create({ state: 'on', duration: 120 }, freezer);
    const before = snapshot(t);
    const res = await call(t, 'POST', alertsPath(DEMO, freezer), demo, { alerts: [{ id: a.id, enabled: false }, { id: 555_555, enabled: true }] });
    expect([res.statusCode, res.json()]).toEqual([404, notFound]);
    expect(snapshot(t)).toEqual(before);
  });

  test.each([
    [{}, "Missing required field 'alerts'"],
    [{ alerts: [] }, "Invalid field 'alerts': must NOT have fewer than 1 items"],
    [{ alerts: [{ id: -1 }] }, "Missing required field 'alerts.0.enabled'"],
    [{ alerts: [{ id: 'x', enabled: true }] }, "Invalid field 'alerts.0.id': must be integer"],
  ])('bad body %j → 400 %s', async (body, reason) => {
    const before = snapshot(t);
    const res = await call(t, 'POST', alertsPath(DEMO, freezer), demo, body);
    expect([res.statusCode, res.json().error_reason]).toEqual([400, reason]);
    expect(snapshot(t)).toEqual(before);
  });
});

describe('DELETE …/notifications/{alertId}', () => {
  test('removes a custom alert; a second delete is 404', async () => {
    const a = await create({ state: 'off', duration: 300 });
    const res = await call(t, 'DELETE', one(fridge, a.id), demo);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    expect((await list(t, demo, DEMO, fridge)).user_alerts[fridge]!.some((x) => x.id === a.id)).toBe(false);
    expect((await call(t, 'DELETE', one(fridge, a.id), demo)).statusCode).toBe(404);
  });

  test('basic alerts cannot be deleted', async () => {
    const res = await call(t, 'DELETE', one(fridge, -1), demo);
    expect([res.statusCode, res.json().error_reason]).toEqual([400, 'Basic and relay alerts cannot be deleted; turn them off instead']);
  });
});

describe('merged devices and persistence', () => {
  test('a merged (virtual) device has alerts; they vanish from the list with the merge', async () => {
    t.app.ctx.repos.devices.putMerge(DEMO, 'merged-cold', [fridge, freezer], t.clock.now());
    const made = await create({ state: 'off', duration: 600 }, 'merged-cold');
    expect((await list(t, demo, DEMO, 'merged-cold')).user_alerts['merged-cold']).toEqual([made]);
    t.app.ctx.repos.devices.removeMerge(DEMO, 'merged-cold');
    expect((await call(t, 'GET', alertsPath(DEMO, 'merged-cold'), demo)).json()).toEqual({ status: 'error', error_reason: 'Device not found' });
  });

  test('alerts survive a restart of the server on the same data folder', async () => {
    const made = await create({ state: 'off', duration: 93_780 });
    const again = await startTestApp({ dataDir: t.dataDir, clock: t.clock });
    try {
      const token = (await signIn(again.app, 'demo@example.com')).access_token;
      const res = await call(again, 'GET', alertsPath(DEMO, fridge), token);
      expect((res.json() as WireDeviceAlertsResponse).user_alerts[fridge]).toContainEqual(made);
    } finally {
      await again.app.close();
    }
  });
});

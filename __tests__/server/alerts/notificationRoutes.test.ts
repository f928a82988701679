/** @jest-environment node */
import type { WireDeviceAlert } from '../../../src/api/wire/alerts';
import { form, type TestApp } from '../support/harness';
import { alertsPath, call, createAlert, DEMO, deviceIdOf, list, PARTNER, profileOf, snapshot, startAlertsApp } from './alertsSupport';

let t: TestApp;
let demo: string;
let partner: string;
let fridge: string;
let dryer: string;
let relay: string;
beforeAll(async () => {
  const app = await startAlertsApp();
  ({ t, demo, partner, relay } = app);
  fridge = app.device('Fridge');
  dryer = app.device('Dryer');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, device = fridge, token = demo, monitor = DEMO): Promise<WireDeviceAlert> =>
  createAlert(t, token, monitor, device, body);

describe('GET …/devices/{id}/notifications', () => {
  test('an appliance has the two basic alerts, off until toggled, and no custom or relay alerts', async () => {
    const body = await list(t, demo, DEMO, dryer);
    expect(body).toEqual({
      alerts: {
        [dryer]: [
          { id: -1, state: 'idle', enabled: false, duration: 0, destination: 'push', kind: 'basic', type: 'standby', title: 'alert me on standby' },
          { id: -2, state: 'on', enabled: false, duration: 0, destination: 'push', kind: 'basic', type: 'on_off', title: 'alert me on ON/OFF' },
        ],
      },
      user_alerts: { [dryer]: [] },
      relay_alerts: { [dryer]: [] },
    });
  });

  test('a partner relay also has the relay status alerts', async () => {
    const body = await list(t, partner, PARTNER, relay);
    expect(body.alerts[relay]!.map((a) => a.type)).toEqual(['standby', 'on_off']);
    expect(body.relay_alerts[relay]!.map((a) => [a.id, a.type, a.kind, a.enabled])).toEqual([
      [-3, 'circuit_breaker_off', 'relay', false],
      [-4, 'relay_overcurrent', 'relay', false],
      [-5, 'relay_overtemperature', 'relay', false],
    ]);
  });

  test('Always On and Other have no alerts at all, and cannot get a custom one', async () => {
    for (const id of ['always_on', 'unknown']) {
      expect(await list(t, demo, DEMO, id)).toEqual({ alerts: { [id]: [] }, user_alerts: { [id]: [] }, relay_alerts: { [id]: [] } });
      const res = await call(t, 'PUT', alertsPath(DEMO, id), demo, { state: 'on', duration: 300 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error_reason: 'Alerts are not available for this device' });
    }
  });

  test('an unknown device is 404 Device not found; another user’s monitor looks missing', async () => {
    const missing = await call(t, 'GET', alertsPath(DEMO, 'nosuchdevice'), demo);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', error_reason: 'Device not found' });
    const foreign = await call(t, 'GET', alertsPath(PARTNER, relay), demo);
    const absent = await call(t, 'GET', alertsPath(999_999, relay), demo);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
    expect(foreign.body).toBe(absent.body);
    expect((await t.app.inject({ method: 'GET', url: `/apiservice/api/v1${alertsPath(DEMO, fridge)}` })).statusCode).toBe(401);
  });
});

describe('PUT …/notifications creates a custom alert', () => {
  test("'off for 1 day 2 hours 3 minutes' is stored as 93780 s and read back", async () => {
    const made = await create({ state: 'off', enabled: true, duration: 93_780, destination: 'push' });
    expect(made).toEqual({ id: expect.any(Number), state: 'off', enabled: true, duration: 93_780, destination: 'push', kind: 'custom' });
    expect(made.id).toBeGreaterThan(0);
    const body = await list(t, demo, DEMO, fridge);
    expect(body.user_alerts[fridge]).toContainEqual(made);
    const row = t.app.ctx.db.prepare('SELECT * FROM device_alerts WHERE id = ?').get(made.id) as { duration: number; monitor_id: number; device_id: string };
    expect(row).toMatchObject({ duration: 93_780, monitor_id: DEMO, device_id: fridge });
  });

  test("'standby' is stored as idle; enabled and destination default to true and push; forms work too", async () => {
    const made = await create({ state: 'standby', duration: 300 });
    expect(made).toMatchObject({ state: 'idle', enabled: true, destination: 'push', duration: 300 });
    const res = await t.app.inject({ method: 'PUT', url: `/apiservice/api/v1${alertsPath(DEMO, fridge)}`, ...withAuth(form({ state: 'on', duration: '0', enabled: 'false' })) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'on', duration: 0, enabled: false, kind: 'custom' });
  });

  test('the longest duration is 30 days 23 hours 59 minutes', async () => {
    // the longest the dialog's selectors allow: 30 days 23 hours 59 minutes
    expect(2_678_340).toBe(30 * 86_400 + 23 * 3_600 + 59 * 60);
    expect((await create({ state: 'on', duration: 2_678_340 })).duration).toBe(2_678_340);
  });

  test.each([
    [{ duration: 300 }, "Missing required field 'state'"],
    [{ state: 'on' }, "Missing required field 'duration'"],
    [{ state: 'sideways', duration: 300 }, "Invalid field 'state': must be one of on, off, idle, standby"],
    [{ state: 'on', duration: -1 }, 'The duration must be between 0 and 2678340 seconds (30 days 23 hours 59 minutes)'],
    [{ state: 'on', duration: 2_678_341 }, 'The duration must be between 0 and 2678340 seconds (30 days 23 hours 59 minutes)'],
    [{ state: 'on', duration: 1.5 }, "Invalid field 'duration': must be integer"],
    [{ state: 'on', duration: 'soon' }, "Invalid field 'duration': must be integer"],
    [{ state: 'on', duration: 300, destination: 'email' }, "Invalid field 'destination': must be one of push"],
    [{ state: 'on', duration: 300, enabled: 'perhaps' }, "Invalid field 'enabled': must be boolean"],
  ])('bad input %j → 400 %s, nothing written', async (body, reason) => {
    const before = snapshot(t);
    const res = await call(t, 'PUT', alertsPath(DEMO, dryer), demo, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: reason });
    expect(snapshot(t)).toEqual(before);
  });

  test('at most 20 custom alerts per device', async () => {
    const oven = deviceIdOf(profileOf(t, 1, DEMO), 'Oven');
    for (let i = 0; i < 20; i++) await create({ state: 'on', duration: 60 * i }, oven);
    const before = snapshot(t);
    const res = await call(t, 'PUT', alertsPath(DEMO, oven), demo, { state: 'on', duration: 60 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_reason).toBe('A device can have at most 20 custom alerts');
    expect(snapshot(t)).toEqual(before);
  });
});

function withAuth(body: ReturnType<typeof form>) {
  return { payload: body.payload, headers: { ...body.headers, authorization: `bearer ${demo}` } };
}

/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { ServerEventMap } from '../../../server/src/contracts';
import { SLOTS } from '../../../server/src/ev/charging';
import { energyByDevice, evDevice } from '../../../server/src/sim';
import { toMonitorProfile } from '../../../server/src/wire/monitorWire';
import type { WireDevice } from '../../../src/api/wire/devices';
import type { WireEvSettings, WireEvStatus } from '../../../src/api/wire/evCharger';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { API, bearer, createClock, get, startSignedInApp, type TestApp } from '../support/harness';

/**
 * /evcharge/monitors/{id}/…: status, connecting the charge point, settings, Start and Stop. The demo
 * home on Monday 2026-11-23 (America/New_York): its car is out 07:48-17:53, plugged in after that,
 * and its schedule charges 22:22-23:49.
 */
jest.setTimeout(30_000);

const MORNING = Date.parse('2026-11-23T15:00:00Z'); // 10:00, the car is out
const EVENING = Date.parse('2026-11-24T01:00:30Z'); // 20:00:30, plugged in, not charging
const NEXT_MORNING = Date.parse('2026-11-24T15:00:00Z'); // Tuesday 10:00
const EV = '/evcharge/monitors/100001';

let t: TestApp;
let demo: string;
let partner: string;
const userChanges: ServerEventMap['user-changed'][] = [];
beforeAll(async () => {
  ({ t, demo, partner } = await startSignedInApp({ clock: createClock(MORNING), accessTokenTtlSeconds: 7 * 86_400 }));
  t.app.events.on('user-changed', (e) => userChanges.push(e));
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, headers: { ...bearer(token), ...headers }, payload });
const statusOf = async (token = demo, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}${EV}/status`, headers: { ...bearer(token), ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json() as WireEvStatus;
};
const reason = (res: { json: () => unknown }) => (res.json() as { error_reason?: string }).error_reason;
/** Everything an EV call may write. */
const snapshot = (app: FastifyInstance) =>
  Object.fromEntries(['ev_chargers', 'ev_charge_commands', 'monitors', 'users'].map((name) => [name, app.ctx.db.prepare(`SELECT * FROM ${name} ORDER BY rowid`).all()]));
const realtimeW = async () => ((await get(t.app, '/app/100001/realtime_update', demo)).json() as WireRealtimeUpdate).w;
const evId = () => evDevice(toMonitorProfile(t.app.ctx.repos.monitors.forUser(1, 100001)!))!.id;

describe('before the charge point is connected', () => {
  test('the status says so, and Start, Stop and settings are refused without writing anything', async () => {
    const status = await statusOf();
    expect(status).toMatchObject({
      enabled: false, integration_id: null, charge_status: 'NotEnabled', wattage: 0, settings: null, chart: null, last_24_hours: null, fuel_mix: null,
      description: 'Connect your charge-point account to see and control your EV’s charging.',
    });
    const before = snapshot(t.app);
    for (const url of [`${EV}/charge/start`, `${EV}/charge/stop`, `${EV}/settings`]) {
      const res = await post(url, demo, { daily_min_miles: 40 });
      expect({ url, status: res.statusCode, reason: reason(res) }).toEqual({ url, status: 409, reason: 'Connect your charge-point account first' });
    }
    expect(snapshot(t.app)).toEqual(before);
  });
});

describe('connecting the charge point', () => {
  test('enables it once (a second call keeps the same account), with the default settings', async () => {
    const first = await post(`${EV}/chargepoint`, demo);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok', enabled: true, integration_id: expect.stringMatching(/^cp-[0-9a-f]{12}$/) });
    const again = await post(`${EV}/chargepoint`, demo);
    expect(again.json()).toEqual(first.json());
    const status = await statusOf();
    expect(status).toMatchObject({
      enabled: true,
      integration_id: first.json().integration_id,
      charge_status: 'Disconnected',
      description: 'Your EV is not plugged in.',
      wattage: 0,
      settings: { daily_min_miles: 40, charge_by_time: '07:00', mpg_conversion: 3.5, use_excess_solar: false, minimize_carbon: false },
      // No charging since Sunday 10:00: the 'no ev charge activity' case, with the grid's mix now.
      last_24_hours: { kwh: 0, solar_kwh: 0, carbon_impact_lbs: 0 },
      fuel_mix_basis: 'now',
    });
    expect(status.chart!.watts.every((w) => w === 0)).toBe(true);
  });
});

describe('Start and Stop charging', () => {
  test('Start is refused while the car is out (in the request’s language), and writes nothing', async () => {
    const before = snapshot(t.app);
    const res = await post(`${EV}/charge/start`, demo);
    expect({ status: res.statusCode, reason: reason(res) }).toEqual({ status: 409, reason: 'Your EV is not plugged in, so charging cannot start' });
    const fr = await post(`${EV}/charge/start`, demo, {}, { 'x-sense-ui-language': 'fr-CA' });
    expect(reason(fr)).toBe('Votre VE n’est pas branché : la recharge ne peut pas démarrer');
    const stop = await post(`${EV}/charge/stop`, demo);
    expect({ status: stop.statusCode, reason: reason(stop) }).toEqual({ status: 409, reason: 'Your EV is not charging' });
    expect(snapshot(t.app)).toEqual(before);
  });

  test('Start changes the home’s realtime power, the EV device’s state and history; Stop undoes it', async () => {
    t.clock.set(EVENING);
    expect((await statusOf()).charge_status).toBe('Connected');
    const before = await realtimeW();
    const version = userChanges.length;

    const started = await post(`${EV}/charge/start`, demo);
    expect(started.statusCode).toBe(200);
    const answer = started.json() as WireEvStatus;
    expect(answer).toMatchObject({ charge_status: 'Charging', description: 'Your EV is charging.' });
    expect(answer.wattage).toBeGreaterThan(7000);
    // The slot in progress reads the charging watts at once, so 'Last charge stop' says Charging (spec §4).
    expect(answer.chart!.watts.at(-1)).toBe(answer.wattage);
    // Effective from the next whole second, stored, and announced to the feed.
    expect(t.app.ctx.repos.evChargers.commands(100001)).toEqual([{ atMs: EVENING + 1000, action: 'start' }]);
    expect(userChanges.length).toBe(version + 1);
    expect(userChanges.at(-1)!.userId).toBe(1);

    t.clock.advance(2000);
    const after = await realtimeW();
    expect(after - before).toBeGreaterThan(answer.wattage - 300);
    expect(after - before).toBeLessThan(answer.wattage + 300);
    const again = await post(`${EV}/charge/start`, demo);
    expect({ status: again.statusCode, reason: reason(again) }).toEqual({ status: 409, reason: 'Your EV is already charging' });

    // The device list shows the EV on at once.
    const onNow = ((await get(t.app, '/app/monitors/100001/devices', demo)).json() as WireDevice[]).find((d) => d.id === evId())!;
    expect(onNow.last_state).toBe('On');

    // Ten minutes on, history's minutes hold the EV: the power meter's mean jumps by its watts.
    t.clock.advance(10 * 60_000);
    // ...and, once its minute is over, since the command's minute (the device list counts in minutes).
    const ev = ((await get(t.app, '/app/monitors/100001/devices', demo)).json() as WireDevice[]).find((d) => d.id === evId())!;
    expect(ev.last_state).toBe('On');
    expect(Date.parse(ev.last_state_time!)).toBe(Math.floor(EVENING / 60_000) * 60_000);
    const minuteOf = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
    const history = (await get(t.app, `/app/history/usage?monitor_id=100001&granularity=MINUTE&frames=4&start=${minuteOf(EVENING - 120_000)}`, demo)).json() as { totals: number[][] };
    const means = history.totals.map((e) => e[4]! / 10);
    expect(means[3]! - means[1]!).toBeGreaterThan(6500);
    const charging = await statusOf();
    expect(charging.chart!.watts.at(-1)).toBeGreaterThan(7000);
    expect(charging.last_24_hours!.kwh).toBeGreaterThan(1.2); // ten minutes at ~7.5 kW, and Sunday night's session

    const stopped = await post(`${EV}/charge/stop`, demo);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ charge_status: 'Connected', wattage: 0, description: 'Your EV is plugged in and not charging.' });
    const beforeStop = await realtimeW();
    t.clock.advance(2000);
    expect(beforeStop - (await realtimeW())).toBeGreaterThan(6500);
    expect(t.app.ctx.repos.evChargers.commands(100001).map((c) => c.action)).toEqual(['start', 'stop']);
    const evAfter = ((await get(t.app, '/app/monitors/100001/devices', demo)).json() as WireDevice[]).find((d) => d.id === evId())!;
    expect(evAfter.last_state).toBe('Off');
  });
});

describe('charge activity', () => {
  test('the status holds the last 24 hours in 96 fifteen-minute slots, and its kWh are the simulator’s', async () => {
    t.clock.set(NEXT_MORNING);
    const status = await statusOf();
    const chart = status.chart!;
    expect(chart.watts).toHaveLength(SLOTS);
    expect(chart.carbon_intensity).toHaveLength(SLOTS);
    expect(Date.parse(chart.start) % 900_000).toBe(0);
    expect(Date.parse(chart.end)).toBe(NEXT_MORNING);
    expect(Date.parse(chart.start)).toBe(NEXT_MORNING - 95 * 900_000);
    // Monday evening's ten minutes of charging are in there (Stop held the schedule until noon); slots are 0 unless above 100 W.
    expect(chart.watts.filter((w) => w > 0)).toHaveLength(1);
    expect(status.last_24_hours!.kwh).toBeGreaterThan(1.1);
    expect(status.last_24_hours!.kwh).toBeLessThan(1.4);
    expect(chart.watts.every((w) => w === 0 || w > 100)).toBe(true);
    const fromSlots = chart.watts.reduce((sum, w) => sum + (w * 0.25) / 1000, 0);
    expect(status.last_24_hours!.kwh).toBeCloseTo(fromSlots, 2);
    // One model: the EV's energy over the same span, as history and the device pages count it.
    const profile = toMonitorProfile(t.app.ctx.repos.monitors.forUser(1, 100001)!);
    const simulated = energyByDevice(profile, Date.parse(chart.start), NEXT_MORNING).get(evId())!;
    expect(status.last_24_hours!.kwh).toBeCloseTo(simulated, 2);
    // Carbon: the grid part of each slot at that slot's intensity; the fuel mix is of what was charged.
    expect(status.last_24_hours!.carbon_impact_lbs).toBeGreaterThan(0);
    expect(status.fuel_mix_basis).toBe('charging');
    const total = status.fuel_mix!.reduce((sum, f) => sum + f.percent, 0);
    expect(total).toBeGreaterThan(99.5);
    expect(total).toBeLessThan(100.5);
    expect(status.fuel_mix!.find((f) => f.fuel === 'coal')!.impact_lbs_per_kwh).toBe(2.3);
    expect(status.carbon_intensity).toBeGreaterThan(0);
  });
});

describe('settings', () => {
  const saved = (): WireEvSettings => {
    const row = t.app.ctx.repos.evChargers.get(100001)!;
    return { daily_min_miles: row.daily_min_miles, charge_by_time: row.charge_by_time, mpg_conversion: row.mpg_conversion, use_excess_solar: !!row.use_excess_solar, minimize_carbon: !!row.minimize_carbon };
  };

  test('are saved (JSON or form) and read back in the status', async () => {
    const res = await post(`${EV}/settings`, demo, { daily_min_miles: 60, charge_by_time: '06:30', mpg_conversion: 3.8, use_excess_solar: true, minimize_carbon: true });
    expect(res.statusCode).toBe(200);
    const expected = { daily_min_miles: 60, charge_by_time: '06:30', mpg_conversion: 3.8, use_excess_solar: true, minimize_carbon: true };
    expect(res.json()).toEqual(expected);
    expect((await statusOf()).settings).toEqual(expected);
    const form = await t.app.inject({
      method: 'POST', url: `${API}${EV}/settings`, payload: 'daily_min_miles=45&minimize_carbon=false',
      headers: { ...bearer(demo), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toEqual({ ...expected, daily_min_miles: 45, minimize_carbon: false });
    expect(saved()).toEqual({ ...expected, daily_min_miles: 45, minimize_carbon: false });
  });

  test.each([
    [{ daily_min_miles: '' }, 'Please enter your daily minimum miles'],
    [{ daily_min_miles: 12.5 }, 'Daily minimum miles must be a whole number from 0 to 500'],
    [{ daily_min_miles: 501 }, 'Daily minimum miles must be a whole number from 0 to 500'],
    [{ daily_min_miles: -1 }, 'Daily minimum miles must be a whole number from 0 to 500'],
    [{ daily_min_miles: 'ten' }, 'Daily minimum miles must be a whole number from 0 to 500'],
    [{ charge_by_time: ' ' }, 'Please enter the time your EV must be charged by'],
    [{ charge_by_time: '7am' }, 'Enter the charge-by time as hours and minutes, such as 07:00'],
    [{ charge_by_time: '24:00' }, 'Enter the charge-by time as hours and minutes, such as 07:00'],
    [{ mpg_conversion: '' }, 'Please enter your EV’s miles per kWh'],
    [{ mpg_conversion: 0.5 }, 'Miles per kWh must be from 1 to 10, with at most one decimal'],
    [{ mpg_conversion: 3.25 }, 'Miles per kWh must be from 1 to 10, with at most one decimal'],
    [{ mpg_conversion: 11 }, 'Miles per kWh must be from 1 to 10, with at most one decimal'],
    // A bad field fails the whole request: the good one beside it is not written either.
    [{ daily_min_miles: 80, charge_by_time: '25:00' }, 'Enter the charge-by time as hours and minutes, such as 07:00'],
    [{}, 'Nothing to change: send daily_min_miles, charge_by_time, mpg_conversion, use_excess_solar or minimize_carbon'],
    [{ use_excess_solar: 'sometimes' }, "Invalid field 'use_excess_solar': must be boolean"],
  ])('%j is refused: %s, and nothing is written', async (body, text) => {
    const before = snapshot(t.app);
    const res = await post(`${EV}/settings`, demo, body);
    expect({ status: res.statusCode, reason: reason(res) }).toEqual({ status: 400, reason: text });
    expect(snapshot(t.app)).toEqual(before);
  });

  test('refusals are in the request’s language', async () => {
    const res = await post(`${EV}/settings`, demo, { mpg_conversion: 20 }, { 'x-sense-ui-language': 'es-US' });
    expect(reason(res)).toBe('Las millas por kWh deben ir de 1 a 10, con un decimal como máximo');
    expect((await statusOf(demo, { 'x-sense-ui-language': 'fr-CA' })).description).toBe('Votre VE est branché et ne charge pas.');
  });
});

describe('scoping', () => {
  test('another user’s monitor answers like a missing one, on every call; no token is 401', async () => {
    const before = snapshot(t.app);
    const calls: [string, string][] = [
      ['GET', `${EV}/status`], ['POST', `${EV}/chargepoint`], ['POST', `${EV}/settings`], ['POST', `${EV}/charge/start`], ['POST', `${EV}/charge/stop`],
    ];
    const missing = await t.app.inject({ method: 'GET', url: `${API}/evcharge/monitors/999999/status`, headers: bearer(demo) });
    for (const [method, url] of calls) {
      const foreign = await t.app.inject({ method: method as 'GET' | 'POST', url: `${API}${url}`, headers: bearer(partner), payload: method === 'POST' ? { daily_min_miles: 10 } : undefined });
      expect({ url, status: foreign.statusCode, body: foreign.body }).toEqual({ url, status: 404, body: missing.body });
      const anonymous = await t.app.inject({ method: method as 'GET' | 'POST', url: `${API}${url}` });
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    }
    expect(reason(missing)).toBe('Monitor not found');
    expect(snapshot(t.app)).toEqual(before);
  });
});

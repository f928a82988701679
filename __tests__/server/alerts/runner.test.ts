/** @jest-environment node */
import type { WireAlertTimelineItem, WireDeviceAlert } from '../../../src/api/wire/alerts';
import { alertTimelineItems, startAlertRunner } from '../../../server/src/alerts';
import type { ServerEventMap } from '../../../server/src/contracts';
import { deviceTransitions } from '../../../server/src/sim';
import { signIn, startTestApp, type TestApp } from '../support/harness';
import { alertsPath, call, createAlert, deviceIdOf, profileOf } from './alertsSupport';

const DEMO = 100001;
const MIN = 60_000;
const HOUR = 3_600_000;

let t: TestApp;
let demo: string;
let pool: string;
const events: ServerEventMap['timeline-event'][] = [];
beforeAll(async () => {
  t = await startTestApp();
  demo = (await signIn(t.app, 'demo@example.com')).access_token;
  pool = deviceIdOf(profileOf(t, 1, DEMO), 'Pool Pump');
  t.app.events.on('timeline-event', (e) => {
    if ((e.item as { type?: string }).type === 'DeviceAlert') events.push(e);
  });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, device = pool): Promise<WireDeviceAlert> => createAlert(t, demo, DEMO, device, body);

/** Moves the test clock in steps, ticking the runner after each; returns the events of each tick. */
function run(runner: ReturnType<typeof startAlertRunner>, untilMs: number, stepMs: number): void {
  while (t.clock.now() < untilMs) {
    const before = t.clock.now();
    const seen = events.length;
    t.clock.advance(Math.min(stepMs, untilMs - before));
    runner.tick();
    for (const e of events.slice(seen)) {
      const at = Date.parse((e.item as WireAlertTimelineItem).time);
      expect(at).toBeGreaterThan(before);
      expect(at).toBeLessThanOrEqual(t.clock.now());
    }
  }
}

describe('the alert runner', () => {
  test("an 'off for 300 s' alert fires exactly once per off run of the pool pump, as a timeline event", async () => {
    const start = t.clock.now();
    const end = start + 27 * HOUR;
    const alert = await create({ state: 'off', duration: 300 });
    await create({ state: 'on', duration: 60, enabled: false }); // disabled: never fires
    const runner = startAlertRunner(t.app.ctx, { timers: false });
    run(runner, end, 5 * MIN);
    runner.stop();

    // Independently: the pool pump's off runs that began at least 5 minutes before the end.
    const changes = deviceTransitions(profileOf(t, 1, DEMO), start - HOUR, end).filter((c) => c.deviceId === pool);
    const offRuns = changes.filter((c, i) => c.to === 'Off' && c.epochMs + 5 * MIN < end && (changes[i + 1]?.epochMs ?? Infinity) >= c.epochMs + 5 * MIN);
    expect(offRuns.length).toBe(2);
    expect(events).toHaveLength(offRuns.length);
    events.forEach((e, i) => {
      const item = e.item as WireAlertTimelineItem;
      expect(e).toMatchObject({ userId: 1, monitorId: DEMO });
      expect(item).toMatchObject({
        type: 'DeviceAlert',
        body: 'Pool Pump has been off for 5 minutes',
        device_id: pool,
        device_name: 'Pool Pump',
        device_state: 'DeviceOff',
        destination: `device:${pool}`,
        allow_sticky: false,
        show_action: false,
        alert_id: alert.id,
        alert_state: 'off',
        alert_duration: 300,
        start_time: new Date(offRuns[i]!.epochMs).toISOString(),
      });
      expect(Date.parse(item.time)).toBe(offRuns[i]!.epochMs + 5 * MIN + (alert.id % 1000));
      expect(item.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(item.icon).toBeTruthy();
    });
    const stored = t.app.ctx.db.prepare('SELECT COUNT(*) AS n FROM alert_firings').get() as { n: number };
    expect(stored.n).toBe(2);
  });

  test('going over the same time again fires nothing twice', () => {
    const seen = events.length;
    const end = t.clock.now();
    t.clock.advance(-27 * HOUR);
    const runner = startAlertRunner(t.app.ctx, { timers: false });
    run(runner, end, 30_000);
    runner.stop();
    expect(events.length).toBe(seen);
  });

  test('alertTimelineItems gives the stored events newest first, pages and filters, with present names', () => {
    const repos = t.app.ctx.repos;
    const items = alertTimelineItems(repos, DEMO, { limit: 10 });
    expect(items.map((i) => i.time)).toEqual(events.map((e) => (e.item as WireAlertTimelineItem).time).reverse());
    const older = alertTimelineItems(repos, DEMO, { limit: 10, beforeMs: Date.parse(items[0]!.time) });
    expect(older).toEqual(items.slice(1));
    expect(alertTimelineItems(repos, DEMO, { limit: 1 })).toEqual(items.slice(0, 1));
    expect(alertTimelineItems(repos, DEMO, { limit: 10, deviceId: pool })).toEqual(items);
    expect(alertTimelineItems(repos, DEMO, { limit: 10, deviceId: deviceIdOf(profileOf(t, 1, DEMO), 'Fridge') })).toEqual([]);
    repos.devices.patchOverride(DEMO, pool, { name: 'Pool' }, t.clock.now());
    const renamed = alertTimelineItems(repos, DEMO, { limit: 10 });
    expect(renamed.map((i) => [i.device_name, i.body])).toEqual(items.map(() => ['Pool', 'Pool has been off for 5 minutes']));
    repos.devices.patchOverride(DEMO, pool, { user_deleted: true }, t.clock.now());
    expect(alertTimelineItems(repos, DEMO, { limit: 10 })).toEqual([]);
    repos.devices.removeOverride(DEMO, pool);
  });

  test("an enabled basic 'ON/OFF' alert fires as the device turns on and as it turns off", async () => {
    const token = (await signIn(t.app, 'demo@example.com')).access_token; // the clock has moved on: a fresh token
    const fridge = deviceIdOf(profileOf(t, 1, DEMO), 'Fridge');
    const listed = await call(t, 'GET', alertsPath(DEMO, fridge), token);
    const onOff = (listed.json() as { alerts: Record<string, WireDeviceAlert[]> }).alerts[fridge]!.find((a) => a.type === 'on_off')!;
    expect((await call(t, 'POST', alertsPath(DEMO, fridge), token, { alerts: [{ id: onOff.id, enabled: true }] })).statusCode).toBe(200);
    const start = t.clock.now();
    const end = start + 2 * HOUR;
    const seen = events.length;
    const runner = startAlertRunner(t.app.ctx, { timers: false });
    run(runner, end, 5 * MIN);
    runner.stop();
    const mine = events.slice(seen).filter((e) => (e.item as WireAlertTimelineItem).device_id === fridge);
    // Independently: the fridge's transitions into On and into Off in the window.
    const turns = deviceTransitions(profileOf(t, 1, DEMO), start, end).filter((c) => c.deviceId === fridge && (c.to === 'On' || c.to === 'Off'));
    expect(turns.length).toBeGreaterThan(1);
    expect(mine.map((e) => (e.item as WireAlertTimelineItem).body)).toEqual(turns.map((c) => `Fridge is now ${c.to === 'On' ? 'on' : 'off'}`));
  });
});

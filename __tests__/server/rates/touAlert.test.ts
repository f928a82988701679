/** @jest-environment node */
import { DateTime } from 'luxon';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { connect } from '../realtime/feedSupport';
import { createClock, get, signIn, startSignedInApp, type SignedInApp } from '../support/harness';
import { createZone, DEMO_MONITOR, send, setTou, zonesUrl } from './support';

/**
 * The feed carries tou_alert {name, end_time, cost_multiplier} while a zone with its alert on is in
 * force (spec §3 "Realtime state"), and not otherwise; a new zone reaches an open feed at once.
 */
const ZONE = 'America/New_York';
// Monday 2026-11-23, 17:30 in New York: inside a 4-9 pm weekday zone.
const clock = createClock(DateTime.fromISO('2026-11-23T17:30', { zone: ZONE }).toMillis());
let w: SignedInApp;
beforeAll(async () => {
  w = await startSignedInApp({ clock });
  await setTou(w, true);
});
afterAll(() => w.t.close());

const oneShot = async () => {
  const token = (await signIn(w.t.app, 'demo@example.com')).access_token;
  return (await get(w.t.app, `/app/${DEMO_MONITOR}/realtime_update`, token)).json() as WireRealtimeUpdate;
};
/** Moves the clock (and signs in again: the old access token would have expired). */
const at = async (iso: string) => {
  clock.set(DateTime.fromISO(iso, { zone: ZONE }).toMillis());
  w.demo = (await signIn(w.t.app, 'demo@example.com')).access_token;
};

test('an open feed gets tou_alert as soon as a zone with an alert is saved, and loses it when it is deleted', async () => {
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (w.t.app.server.address() as { port: number }).port;
  const c = connect(port, `/monitors/${DEMO_MONITOR}/realtimefeed?access_token=${w.demo}`);
  try {
    const [first] = await c.untilType('realtime_update');
    expect((first!.msg.payload as WireRealtimeUpdate).tou_alert).toBeUndefined();
    const { zones: [zone] } = await createZone(w, { name: 'Evening peak', cost: 33, start_time: '16:00', end_time: '21:00', alert: true });
    await c.untilType('data_change', 2);
    const seen = c.frames.filter((f) => f.msg.type === 'realtime_update').length;
    const later = (await c.untilType('realtime_update', seen + 1)).at(-1)!.msg.payload as WireRealtimeUpdate;
    expect(later.tou_alert).toEqual({
      name: 'Evening peak',
      end_time: DateTime.fromISO('2026-11-23T21:00', { zone: ZONE }).toUTC().toISO(),
      cost_multiplier: 2, // 33 ¢ against the flat 16.5 ¢
      tou_cost: 33,
    });
    expect(later.defaultCost).toBe(33);

    await send(w, 'DELETE', `${zonesUrl()}/${zone!.id}`);
    await c.untilType('data_change', 3);
    const n = c.frames.filter((f) => f.msg.type === 'realtime_update').length;
    const gone = (await c.untilType('realtime_update', n + 1)).at(-1)!.msg.payload as WireRealtimeUpdate;
    expect(gone.tou_alert).toBeUndefined();
    expect(gone.defaultCost).toBe(16.5);
  } finally {
    c.ws.close();
  }
});

test('only while the zone is in force, only with its alert on, only with time-of-use on', async () => {
  const { zones: [zone] } = await createZone(w, { name: 'Peak', cost: 24.75, start_time: '16:00', end_time: '21:00', alert: true });
  expect((await oneShot()).tou_alert).toMatchObject({ name: 'Peak', cost_multiplier: 1.5 });
  await at('2026-11-23T21:00');
  expect((await oneShot()).tou_alert).toBeUndefined();
  await at('2026-11-28T17:30'); // Saturday
  expect((await oneShot()).tou_alert).toBeUndefined();
  await at('2026-11-24T16:00');
  expect((await oneShot()).tou_alert?.end_time).toBe(DateTime.fromISO('2026-11-24T21:00', { zone: ZONE }).toUTC().toISO());

  await setTou(w, false);
  expect((await oneShot()).tou_alert).toBeUndefined();
  await setTou(w, true);

  const res = await send(w, 'POST', `${zonesUrl()}/${zone!.id}`, {
    name: 'Peak', cost: 24.75, start_date: '2026-11-01', end_date: '2027-04-01', start_time: '16:00', end_time: '21:00',
    days_enabled: 'Monday,Tuesday,Wednesday,Thursday,Friday', alert: false,
  });
  expect(res.json()).toMatchObject({ zones: [{ alert: false }] });
  const quiet = await oneShot();
  expect(quiet.tou_alert).toBeUndefined();
  expect(quiet.defaultCost).toBe(24.75);
});

test('the alert ends where the run of zones ends: a zone split at midnight is one night', async () => {
  await at('2026-11-25T22:00'); // Wednesday night
  await createZone(w, { name: 'Night', cost: 8.25, start_time: '21:00', end_time: '06:30', days_enabled: 'Wednesday', split_midnight: true, alert: true });
  const night = await oneShot();
  expect(night.tou_alert).toMatchObject({ name: 'Night', end_time: DateTime.fromISO('2026-11-26T06:30', { zone: ZONE }).toUTC().toISO(), cost_multiplier: 0.5 });
});

/** @jest-environment node */
import { DateTime } from 'luxon';
import type { WireDeviceDetail } from '../../../src/api/wire/devices';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import type { WireTrends } from '../../../src/api/wire/trends';
import { sampleRange } from '../../../server/src/sim';
import { stopTrendWarming } from '../../../server/src/trends/prepare';
import { toMonitorProfile } from '../../../server/src/wire/monitorWire';
import { createClock, get, signIn, startSignedInApp, type SignedInApp } from '../support/harness';
import { createZone, DEMO_MONITOR, send, setTou } from './support';

/**
 * Zones shape every cost the server reports: a device's cost over a day with a 4-9 pm weekday zone
 * equals the sum over minutes of its watts × the rate in force, computed here independently from the
 * simulator's minute series (luxon decides which minutes are in the zone). Trends, the device chart,
 * the CSV and the feed agree; the per-zone split adds up to the total; turning time-of-use off
 * brings the flat rate back.
 */
jest.setTimeout(120_000);

const ZONE = 'America/New_York';
const FLAT = 16.5;
const PEAK = 42.125;
// Monday 2026-11-23, 10:00 in New York; the day priced is Friday 2026-11-20.
const clock = createClock(Date.UTC(2026, 10, 23, 15, 0, 0));
const DAY = DateTime.fromISO('2026-11-20T00:00', { zone: ZONE });
let w: SignedInApp;
let fridge: string;

beforeAll(async () => {
  w = await startSignedInApp({ clock });
  const list = (await get(w.t.app, `/app/monitors/${DEMO_MONITOR}/devices`, w.demo)).json() as { id: string; name: string }[];
  fridge = list.find((d) => d.name === 'Fridge')!.id;
  await createZone(w, { name: 'Evening peak', cost: PEAK, start_date: '2026-11-01', end_date: '2027-04-01', start_time: '16:00', end_time: '21:00', days_enabled: 'Monday,Tuesday,Wednesday,Thursday,Friday' });
  await setTou(w, true);
});
afterEach(() => stopTrendWarming());
afterAll(() => w.t.close());

/** Σ over the day's minutes of the device's mean watts × the rate of that minute, in cents. */
function expectedCents(deviceId: string, zoneOn = true): { cents: number; peakCents: number; kwh: number } {
  const profile = toMonitorProfile(w.t.app.ctx.repos.monitors.forUser(1, DEMO_MONITOR)!);
  const start = DAY.toMillis();
  const minutes = Math.round((DAY.plus({ days: 1 }).toMillis() - start) / 60_000);
  const r = sampleRange(profile, start, 60_000, minutes, { devices: true });
  const series = r.devices!.get(deviceId)!;
  let cents = 0;
  let peakCents = 0;
  let kwh = 0;
  for (let i = 0; i < minutes; i++) {
    const at = DateTime.fromMillis(start + i * 60_000, { zone: ZONE });
    const inZone = zoneOn && at.weekday <= 5 && at.hour >= 16 && at.hour < 21;
    const e = series[i]! / 60_000;
    kwh += e;
    cents += e * (inZone ? PEAK : FLAT);
    if (inZone) peakCents += e * PEAK;
  }
  return { cents, peakCents, kwh };
}

const trendsDay = async () =>
  (await get(w.t.app, `/app/history/trends?monitor_id=${DEMO_MONITOR}&scale=DAY&start=${encodeURIComponent(DAY.toISO()!)}`, w.demo)).json() as WireTrends;

test("a device's day costs the sum over minutes of its watts × the rate in force", async () => {
  const want = expectedCents(fridge);
  expect(want.peakCents).toBeGreaterThan(0);

  const t = await trendsDay();
  const row = t.consumption.devices.find((d) => d.id === fridge)!;
  expect(row.total_kwh).toBeCloseTo(want.kwh, 5);
  expect(Math.abs(row.total_cost - want.cents)).toBeLessThanOrEqual(0.5);
  // Hour by hour: 16:00-21:00 at the peak rate, the rest at the flat rate.
  row.history.forEach((kwh, h) => {
    const rate = h >= 16 && h < 21 ? PEAK : FLAT;
    expect(Math.abs(row.cost_history[h]! - kwh * rate)).toBeLessThanOrEqual(0.51);
  });

  // The device's own chart (device detail, DAY) prices the same minutes the same way.
  const detail = (await get(w.t.app, `/app/monitors/${DEMO_MONITOR}/devices/${fridge}/usage_history?scale=DAY&start=${encodeURIComponent(DAY.toISO()!)}`, w.demo)).json() as WireDeviceDetail['usage_history'];
  expect(Math.abs(detail!.total_cost - want.cents)).toBeLessThanOrEqual(0.5);

  // The CSV's cost column, hour by hour, adds up to the same.
  const csv = (await get(w.t.app, `/monitors/${DEMO_MONITOR}/data?start=2026-11-20&end=2026-11-21&time_unit=HOUR&device_id=${fridge}`, w.demo)).body;
  const lines = csv.trim().split('\r\n');
  const col = lines[0]!.split(',').indexOf('cost_cents');
  const csvCents = lines.slice(1).reduce((s, l) => s + Number(l.split(',')[col]), 0);
  expect(Math.abs(csvCents - want.cents)).toBeLessThanOrEqual(0.2);
});

test("the per-zone split adds up to each device's total cost, and to the home's", async () => {
  const t = await trendsDay();
  const zoneId = t.rate_zones![0]!.id;
  expect(t.rate_zones).toEqual([{ id: zoneId, name: 'Evening peak', cost: PEAK }]);
  for (const d of t.consumption.devices) {
    const split = d.cost_by_zone!;
    expect(split.map((z) => z.zone_id)).toEqual([null, zoneId]);
    expect(split.reduce((s, z) => s + z.cost, 0)).toBe(d.total_cost);
    expect(split.reduce((s, z) => s + z.kwh, 0)).toBeCloseTo(d.total_kwh, 4);
  }
  const home = t.consumption.cost_by_zone!;
  expect(home.reduce((s, z) => s + z.cost, 0)).toBe(t.consumption.total_cost);
  // The zone's part of the fridge is its peak-hour energy at the peak rate.
  const fridgeSplit = t.consumption.devices.find((d) => d.id === fridge)!.cost_by_zone!;
  expect(Math.abs(fridgeSplit[1]!.cost - expectedCents(fridge).peakCents)).toBeLessThanOrEqual(1);
  // Every device's zone part adds up to the home's zone part (Other is the home less the rest).
  const zonePart = t.consumption.devices.reduce((s, d) => s + d.cost_by_zone![1]!.kwh, 0);
  expect(zonePart).toBeCloseTo(home[1]!.kwh, 4);
});

test('the yearly estimate prices each minute too, and the feed charges the zone while it is in force', async () => {
  const detail = (await get(w.t.app, `/app/monitors/${DEMO_MONITOR}/devices/${fridge}`, w.demo)).json() as WireDeviceDetail;
  const usage = detail.usage!;
  // Some of the year's minutes are at the peak rate: more than the flat price, less than all at peak.
  expect(usage.yearly_cost).toBeGreaterThan(Math.round(usage.yearly_KWH * FLAT));
  expect(usage.yearly_cost).toBeLessThan(Math.round(usage.yearly_KWH * PEAK));

  const frameAt = async (iso: string) => {
    clock.set(DateTime.fromISO(iso, { zone: ZONE }).toMillis());
    const token = (await signIn(w.t.app, 'demo@example.com')).access_token;
    return (await get(w.t.app, `/app/${DEMO_MONITOR}/realtime_update`, token)).json() as WireRealtimeUpdate;
  };
  const peak = await frameAt('2026-11-23T17:30');
  expect(peak.defaultCost).toBe(PEAK);
  const dev = peak.devices.find((d) => d.w > 100)!;
  expect(dev.c).toBeUndefined(); // the one-shot omits devices[].c (wire §3.8)
  if (peak.grid_w >= 0) expect(peak.c).toBe(Math.round((peak.grid_w / 1000) * PEAK));
  const offPeak = await frameAt('2026-11-23T21:00');
  expect(offPeak.defaultCost).toBe(FLAT);
  // Saturday: the weekday zone does not apply.
  expect((await frameAt('2026-11-28T17:30')).defaultCost).toBe(FLAT);
  clock.set(Date.UTC(2026, 10, 23, 15, 0, 0));
});

test('with time-of-use off every cost is at the flat rate again; the answer cache follows', async () => {
  await setTou(w, false);
  try {
    const t = await trendsDay();
    const row = t.consumption.devices.find((d) => d.id === fridge)!;
    expect(t.rate_zones).toBeUndefined();
    expect(row.cost_by_zone).toBeUndefined();
    expect(Math.abs(row.total_cost - expectedCents(fridge, false).cents)).toBeLessThanOrEqual(0.5);
  } finally {
    await setTou(w, true);
  }
  // A new cost for the zone reprices at once.
  const zones = (await get(w.t.app, `/app/monitors/${DEMO_MONITOR}/rate_zones`, w.demo)).json() as { present: { id: number }[] };
  const id = zones.present[0]!.id;
  const res = await send(w, 'POST', `/app/monitors/${DEMO_MONITOR}/rate_zones/${id}`, {
    name: 'Evening peak', cost: 80, start_date: '2026-11-01', end_date: '2027-04-01', start_time: '16:00', end_time: '21:00', days_enabled: 'Monday,Tuesday,Wednesday,Thursday,Friday',
  });
  expect(res.statusCode).toBe(200);
  const after = await trendsDay();
  const split = after.consumption.devices.find((d) => d.id === fridge)!.cost_by_zone!;
  expect(Math.abs(split[1]!.cost - (expectedCents(fridge).peakCents * 80) / PEAK)).toBeLessThanOrEqual(1);
});

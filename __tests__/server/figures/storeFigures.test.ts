/** @jest-environment node */
/**
 * Device figures and the always-on estimate read the measured store (issue 27, "Every figure reads the
 * store"): a device's kWh over a day is its channel's energy in the store's day rollup, and a time
 * the meter was not heard adds nothing (and does not pull the always-on estimate down as if it were 0 W).
 * The device figures' energy is the day model trends read (trends/days.ts), so they also equal Usage's.
 */
import type { MonitorProfile, RateZoneRule } from '../../../server/src/contracts';
import { alwaysOnEstimateW } from '../../../server/src/devices/alwaysOn';
import { batteryInfo, inverterInfo } from '../../../server/src/devices/equipment';
import { figuresBetween, zoneFiguresBetween } from '../../../server/src/devices/figures';
import { household, sampleRange } from '../../../server/src/sim';
import { dayBands, dayHours } from '../../../server/src/trends/days';
import { closeHome, NOW, openHome, profile, today, storeHomesForEachTest, yesterday, type Home } from '../support/storeHome';

const homes = storeHomesForEachTest();
/** The home the running test reads (also `homes.open`, closed after it). */
let open: Home;

/** Each device's kWh of yesterday from the figures, and from the store's day rollup of its channel. */
function yesterdayBoth(home: Home): { figures: Map<string, number>; store: Map<string, number> } {
  const f = figuresBetween(profile, yesterday.startMs, yesterday.endMs, NOW);
  home.store.flush();
  const day = home.reader.day(profile.id, yesterday)!;
  const meta = home.reader.meta(profile.id)!;
  const figures = new Map<string, number>();
  const store = new Map<string, number>();
  household(profile).forEach((d, i) => {
    figures.set(d.id, f.kwh[i]!);
    const ch = meta.byKey.get(d.special === 'solar' || d.special === 'battery' || d.special === 'generator' ? d.special : `device:${d.id}`);
    store.set(d.id, ch ? (day.channels.get(ch.idx)?.energyWh ?? 0) / 1000 : 0);
  });
  return { figures, store };
}

it("a device's kWh over a day is its channel's energy in the store's day rollup", () => {
  open = homes.open = openHome([]);
  const { figures, store } = yesterdayBoth(open);
  let devices = 0;
  for (const [id, kwh] of figures) {
    expect([id, kwh]).toEqual([id, expect.closeTo(store.get(id)!, 6)]);
    if (kwh > 0) devices++;
  }
  expect(devices).toBeGreaterThan(5);
});

it('three hours the meter was not heard count nothing: each device loses exactly that energy, and the figures still equal the store', () => {
  open = homes.open = openHome([]);
  const whole = yesterdayBoth(open);
  // The same home's hours 02:00-05:00 of yesterday, from the full day's store.
  const meta = open.reader.meta(profile.id)!;
  const full = open.reader.day(profile.id, yesterday)!;
  const lost = new Map<string, number>();
  for (const d of household(profile)) {
    const ch = meta.byKey.get(d.special === 'solar' || d.special === 'battery' || d.special === 'generator' ? d.special : `device:${d.id}`);
    const hourWh = ch ? full.channels.get(ch.idx)?.hourWh : undefined;
    lost.set(d.id, hourWh ? (hourWh[2]! + hourWh[3]! + hourWh[4]!) / 1000 : 0);
  }
  closeHome(open);

  open = homes.open = openHome([[yesterday.startMs + 2 * 3_600_000, yesterday.startMs + 5 * 3_600_000]]);
  const gapped = yesterdayBoth(open);
  let lower = 0;
  for (const [id, kwh] of gapped.figures) {
    expect([id, kwh]).toEqual([id, expect.closeTo(gapped.store.get(id)!, 6)]);
    expect([id, kwh]).toEqual([id, expect.closeTo(whole.figures.get(id)! - lost.get(id)!, 6)]);
    if (lost.get(id)! > 0.001) lower++;
  }
  expect(lower).toBeGreaterThan(2);
});

it('the always-on estimate is the energy heard over the time heard: an outage is not 0 W', () => {
  open = homes.open = openHome([]);
  const full = alwaysOnEstimateW(profile, NOW);
  expect(full).toBeGreaterThan(20);
  closeHome(open);

  // Twelve of the 48 hours unheard: were they counted as 0 W the estimate would drop by a quarter.
  open = homes.open = openHome([[NOW - 30 * 3_600_000, NOW - 18 * 3_600_000]]);
  const gapped = alwaysOnEstimateW(profile, NOW);
  expect(gapped).toBeGreaterThan(full * 0.9);
  expect(gapped).toBeLessThan(full * 1.1);
});

it("a device's kWh over a day, over an hour of it, today so far and in a rate zone's minutes is the sum Usage's day model makes", () => {
  open = homes.open = openHome([]);
  const DAY = 86_400_000;
  const evening: RateZoneRule = {
    id: 3, name: 'Evening', cost: 30, startDay: Math.floor(NOW / DAY) - 30, endDay: Math.floor(NOW / DAY) + 30,
    startMs: 16 * 3_600_000, endMs: 21 * 3_600_000, allDay: false, days: 0b1111111, alert: false, rollover: false,
  };
  const zoned: MonitorProfile = { ...profile, touEnabled: true, rateZones: [evening] };
  const hours = dayHours(zoned, yesterday, NOW);
  const soFar = dayHours(zoned, today, NOW);
  const bands = dayBands(zoned, yesterday, NOW);
  expect(bands).toHaveLength(1);
  const day = figuresBetween(zoned, yesterday.startMs, yesterday.endMs, NOW);
  const hour = figuresBetween(zoned, yesterday.startMs + 7 * 3_600_000, yesterday.startMs + 8 * 3_600_000, NOW, false);
  const todayF = figuresBetween(zoned, today.startMs, NOW, NOW, false);
  const zones = zoneFiguresBetween(zoned, yesterday.startMs, yesterday.endMs, NOW);
  expect(zones.map((z) => z.zone.id)).toEqual([3]);
  let used = 0;
  household(zoned).forEach((d, i) => {
    if (i >= hours.loads.length) return;
    expect([d.id, day.kwh[i]]).toEqual([d.id, expect.closeTo(hours.day.loads[i]!, 9)]);
    expect([d.id, hour.kwh[i]]).toEqual([d.id, expect.closeTo(hours.loads[i]![7]!, 9)]);
    expect([d.id, todayF.kwh[i]]).toEqual([d.id, expect.closeTo(soFar.day.loads[i]!, 9)]);
    expect([d.id, zones[0]!.f.kwh[i]]).toEqual([d.id, expect.closeTo(bands[0]!.hours.day.loads[i]!, 9)]);
    if (zones[0]!.f.kwh[i]! > 0) used++;
  });
  expect(used).toBeGreaterThan(5);
  expect(day.gridInKwh).toBeCloseTo(hours.day.flows.fromGrid, 9);
  expect(day.gridOutKwh).toBeCloseTo(hours.day.flows.toGrid, 9);
});

it("the battery's and the inverter's energy today are Usage's battery flows and solar for today, and the simulator's to the watt-hour", () => {
  open = homes.open = openHome([]);
  const flows = dayHours(profile, today, NOW).day;
  const battery = batteryInfo(profile, NOW);
  const inverter = inverterInfo(profile, NOW);
  if (!battery.present || !inverter.present) throw new Error('the demo home has a battery and solar');
  expect(battery.today_charged_kwh).toBeCloseTo(flows.flows.solarToBattery + flows.flows.gridToBattery, 3);
  expect(battery.today_discharged_kwh).toBeCloseTo(flows.flows.batteryToHome + flows.flows.batteryToGrid, 3);
  expect(inverter.today_kwh).toBeCloseTo(flows.solar, 3);
  expect(inverter.today_kwh).toBeGreaterThan(1);
  // The store was filled from the simulator: the same energy, to the rounding of float32 minutes.
  const sim = sampleRange(profile, today.startMs, 60_000, Math.floor((NOW - today.startMs) / 60_000));
  const charged = sim.battery.reduce((s, w) => s + (w < 0 ? -w : 0), 0) / 60_000;
  const solar = sim.solar.reduce((s, w) => s + w, 0) / 60_000;
  expect(Math.abs(battery.today_charged_kwh! - charged)).toBeLessThan(0.002);
  expect(Math.abs(inverter.today_kwh! - solar)).toBeLessThan(0.002);
});

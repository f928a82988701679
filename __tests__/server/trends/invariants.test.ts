/** @jest-environment node */
import { buildBook } from '../../../server/src/devices/book';
import { figuresBetween, pick } from '../../../server/src/devices/figures';
import { usageHistory } from '../../../server/src/devices/history';
import { energyByDevice, household, localDay, sampleRange } from '../../../server/src/sim';
import { generatorMinutesOfDay } from '../../../server/src/sim/generator';
import { dayHours } from '../../../server/src/trends/days';
import { trends, type TrendsInput } from '../../../server/src/trends/trends';
import { trendDevicesOf } from '../../../server/src/trends/views';
import type { WireTrends } from '../../../src/api/wire/trends';
import { demoProfile, plainHome } from '../support/profiles';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0); // Sunday 10:00 in New York
const emptyData = () => ({ overrides: new Map(), merges: [], supersedes: [] });
const book = buildBook(demoProfile, emptyData());
const devices = trendDevicesOf(book);
const input = (over: Partial<TrendsInput>): TrendsInput => ({ profile: demoProfile, devices, scale: 'DAY', atMs: NOW, cycleStart: 1, nowMs: NOW, ...over });
const sumOf = (xs: number[]) => xs.reduce((s, v) => s + v, 0);

function expectRowsAddUp(t: WireTrends): void {
  const rows = t.consumption.devices;
  expect(rows.find((d) => d.id === 'unknown')).toBeDefined();
  expect(Math.abs(sumOf(rows.map((d) => d.total_kwh)) - t.consumption.total)).toBeLessThan(1e-4);
  for (let k = 0; k < t.steps; k++) {
    expect(Math.abs(sumOf(rows.map((d) => d.history[k]!)) - t.consumption.totals[k]!)).toBeLessThan(1e-4);
  }
  for (const d of rows) expect(d.history.every((v) => v >= 0)).toBe(true);
}

describe('trends invariants (simulator, New York solar + battery home)', () => {
  const month = trends(input({ scale: 'MONTH' }));

  it('the devices\' rows plus Other equal the home\'s total, per step and in total', () => {
    expectRowsAddUp(month);
    expectRowsAddUp(trends(input({ scale: 'DAY', atMs: Date.parse('2026-11-01T12:00:00Z') })));
    expect(sumOf(month.consumption.devices.map((d) => d.pct))).toBeGreaterThan(99.5);
  });

  it('the day totals of a month equal the month (and each day its hours)', () => {
    expect(month.steps).toBe(30);
    for (let d = 0; d < 22; d++) {
      const day = trends(input({ scale: 'DAY', atMs: Date.parse(month.start) + d * 86_400_000 + 12 * 3_600_000 }));
      expect(day.consumption.total).toBeCloseTo(month.consumption.totals[d]!, 4);
      expect(day.production.total).toBeCloseTo(month.production.totals[d]!, 4);
      expect(sumOf(day.consumption.totals)).toBeCloseTo(day.consumption.total, 4);
    }
    expect(sumOf(month.consumption.totals)).toBeCloseTo(month.consumption.total, 4);
    expect(month.consumption.totals.slice(22).every((v) => v === 0)).toBe(true); // days not begun
  });

  it('agrees with the device details and the simulator\'s energy', () => {
    const from = Date.parse(month.start);
    const f = figuresBetween(demoProfile, from, NOW, NOW, false);
    const energy = energyByDevice(demoProfile, from, Math.floor(NOW / 60_000) * 60_000);
    for (const row of month.consumption.devices.filter((d) => d.id !== 'unknown')) {
      const b = book.byId.get(row.id)!;
      expect(row.total_kwh).toBeCloseTo(pick(demoProfile, f, b.energyIds).kwh, 4);
      expect(row.total_kwh).toBeCloseTo(b.energyIds.reduce((s, id) => s + (energy.get(id) ?? 0), 0), 4);
    }
    expect(month.consumption.total).toBeCloseTo(f.consumptionKwh, 4);
    // The device chart (GET …/devices/{id}?scale=MONTH) has the same days.
    const fridge = month.consumption.devices.find((d) => d.id !== 'unknown' && d.id !== 'always_on')!;
    const chart = usageHistory(demoProfile, book.byId.get(fridge.id)!, 'MONTH', NOW, NOW, 1);
    chart.kwh.forEach((v, i) => expect(fridge.history[i]!).toBeCloseTo(v, 3));
    expect(month.production.devices[0]!.total_kwh).toBeCloseTo(energy.get('solar')!, 4);
  });

  it('the grid flows balance with the power meter\'s consumption, solar and battery', () => {
    const day = trends(input({ scale: 'DAY', atMs: Date.parse('2026-11-20T12:00:00Z') }));
    const r = sampleRange(demoProfile, Date.parse(day.start), 60_000, 1440);
    const kwh = (a: Float64Array) => a.reduce((s, v) => s + v, 0) / 60_000;
    expect(day.consumption.total).toBeCloseTo(kwh(r.consumption), 4);
    expect(day.production.total).toBeCloseTo(kwh(r.solar), 4);
    expect(day.from_grid! - day.to_grid!).toBeCloseTo(kwh(r.grid), 3);
    const importOnly = r.grid.reduce((s, v) => s + Math.max(0, v), 0) / 60_000;
    expect(day.from_grid!).toBeCloseTo(importOnly, 3);
    // Where solar goes, and what serves the home.
    expect(day.solar_to_home!.total_kwh + day.solar_to_battery!.total_kwh + day.to_grid! - day.battery_to_grid!.total_kwh).toBeCloseTo(day.production.total, 3);
    expect(day.solar_to_home!.total_kwh + day.battery_to_home!.total_kwh + day.from_grid! - day.grid_to_battery!.total_kwh).toBeCloseTo(day.consumption.total, 3);
    expect(day.net_production).toBeCloseTo(day.production.total - day.consumption.total, 5);
    expect(day.production_pct).toBe(Math.round((day.production.total / day.consumption.total) * 100));
    expect(day.solar_powered).toBe(Math.round(((day.consumption.total - day.from_grid!) / day.consumption.total) * 100));
  });

  it('a generator carries the home through its weekly run: none of that is bought from the grid, and the device figures say the same', () => {
    const home = { ...plainHome, generator: true };
    const days = Array.from({ length: 7 }, (_, k) => localDay(home, NOW - (k + 1) * 86_400_000));
    const day = days.find((d) => generatorMinutesOfDay(home, d) !== null)!;
    const hours = dayHours(home, day, NOW);
    const r = sampleRange(home, day.startMs, 60_000, day.lengthMin);
    const kwh = (a: Float64Array, f: (v: number) => number = (v) => v) => a.reduce((s, v) => s + f(v), 0) / 60_000;
    expect(hours.day.generator).toBeGreaterThan(0.1);
    expect(hours.day.generator).toBeCloseTo(kwh(r.generator), 6);
    // The power meter's grid leaves the generator out; what was bought is its positive part.
    expect(hours.day.flows.fromGrid).toBeCloseTo(kwh(r.grid, (v) => Math.max(0, v)), 6);
    expect(hours.day.flows.fromGrid - hours.day.flows.toGrid).toBeCloseTo(hours.day.consumption - hours.day.solar - hours.day.generator, 6);
    // The generator's own page and the home's grid figure read the same model.
    const f = figuresBetween(home, day.startMs, day.endMs, NOW);
    const gen = household(home).findIndex((d) => d.id === 'generator');
    expect(f.kwh[gen]).toBeCloseTo(hours.day.generator, 9);
    expect(f.gridInKwh).toBeCloseTo(hours.day.flows.fromGrid, 9);
  });

  it('hours that have not happened yet are 0', () => {
    const today = trends(input({ scale: 'DAY' }));
    expect(today.steps).toBe(24);
    expect(today.consumption.totals.slice(0, 10).every((v) => v > 0)).toBe(true);
    expect(today.consumption.totals.slice(10).every((v) => v === 0)).toBe(true);
    expect(today.consumption.devices.every((d) => d.history.slice(10).every((v) => v === 0) && d.cost_history.slice(10).every((v) => v === 0))).toBe(true);
    // The period after this one has no data at all, and no percent change.
    const tomorrow = trends(input({ scale: 'DAY', atMs: NOW + 86_400_000 }));
    expect(tomorrow.consumption.total).toBe(0);
    expect(tomorrow.consumption_percent_change).toBeNull();
  });

  it('a device reset mid-period counts from its reset; Other takes the rest, so rows still add up', () => {
    const fridgeId = month.consumption.devices.find((d) => d.id !== 'unknown' && d.id !== 'always_on')!.id;
    const resetAt = Date.parse('2026-11-10T17:30:00Z');
    const data = emptyData();
    data.overrides.set(fridgeId, { data_reset_at: resetAt } as never);
    const reset = trends(input({ scale: 'MONTH', devices: trendDevicesOf(buildBook(demoProfile, data)) }));
    const row = reset.consumption.devices.find((d) => d.id === fridgeId)!;
    expect(row.history.slice(0, 9).every((v) => v === 0)).toBe(true);
    expect(row.history[9]!).toBeGreaterThanOrEqual(0);
    expect(reset.consumption.total).toBe(month.consumption.total);
    expectRowsAddUp(reset);
  });

  it('costs are integer cents at the home rate; avgw is kW', () => {
    const rate = demoProfile.costCentsPerKwh;
    expect(month.consumption.total_cost).toBe(Math.round(month.consumption.total * rate));
    for (const d of month.consumption.devices) {
      expect(Number.isInteger(d.total_cost)).toBe(true);
      expect(d.cost_history.every(Number.isInteger)).toBe(true);
      expect(d.avgw).toBeCloseTo(d.total_kwh / ((NOW - Date.parse(month.start)) / 3_600_000), 5);
    }
  });

  it('a home without solar has null grid figures and zero production', () => {
    const plain = trends({ ...input({ scale: 'WEEK' }), profile: plainHome, devices: trendDevicesOf(buildBook(plainHome, emptyData())) });
    expect(plain.production).toEqual({ total: 0, totals: new Array(7).fill(0), devices: [], total_cost: 0, total_costs: new Array(7).fill(0) });
    for (const k of ['to_grid', 'from_grid', 'solar_powered', 'net_production', 'production_pct', 'solar_to_home', 'battery_to_home', 'production_percent_change'] as const) {
      expect(plain[k]).toBeNull();
    }
    expect(plain.consumption.total).toBeGreaterThan(0);
    expectRowsAddUp(plain);
  });
});

describe('CSV rows in a zone with a half-hour offset', () => {
  it('hours start at local :00 and the day\'s rows sum to its trends total', async () => {
    const { usageCsv } = await import('../../../server/src/trends/csv');
    const india = { ...plainHome, id: 100009, timeZone: 'Asia/Kolkata', latitude: 19.07, longitude: 72.88 };
    const indiaDevices = trendDevicesOf(buildBook(india, emptyData()));
    const csv = usageCsv({ profile: india, devices: indiaDevices, device: null, startMs: Date.parse('2026-11-20T00:00:00+05:30'), endMs: Date.parse('2026-11-21T00:00:00+05:30'), unit: 'HOUR', nowMs: NOW });
    const rows = csv.trim().split('\r\n').slice(1).map((l) => l.split(','));
    expect(rows).toHaveLength(24);
    expect(rows[0]![0]).toBe('2026-11-20T00:00:00+05:30');
    expect(rows[23]![1]).toBe('2026-11-21T00:00:00+05:30');
    const day = trends({ profile: india, devices: indiaDevices, scale: 'DAY', atMs: Date.parse('2026-11-20T12:00:00+05:30'), cycleStart: 1, nowMs: NOW });
    rows.forEach((r, i) => expect(Number(r[2])).toBeCloseTo(day.consumption.totals[i]!, 5));
  });
});

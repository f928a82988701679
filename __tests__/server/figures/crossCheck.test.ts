/** @jest-environment node */
/**
 * Cross-checks of the figures the routes report, for every device of the demo homes over a day, a
 * month and a year: they all come from the simulator's one model through one function per
 * figure, so they must agree. Tolerances are stated where rounding makes exactness impossible.
 */
import type { MonitorProfile } from '../../../server/src/contracts';
import { buildBook, listed, type BookDevice, type DeviceBook } from '../../../server/src/devices/book';
import { alwaysOnEstimateW, alwaysOnOf } from '../../../server/src/devices/alwaysOn';
import { usageHistory } from '../../../server/src/devices/history';
import { withLive } from '../../../server/src/devices/live';
import { productionOf, productionSource, usageOf } from '../../../server/src/devices/usage';
import { DEMO_ACCOUNTS } from '../../../server/src/seed';
import { sampleRange } from '../../../server/src/sim';
import type { WireUsageScale } from '../../../src/api/wire/devices';

const NOW = Date.UTC(2026, 10, 22, 16, 0, 0);

/** The profile the server builds for a seeded demo monitor (wire/monitorWire.ts toMonitorProfile). */
function profileOf(email: string): MonitorProfile {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  const m = a.monitor;
  const sellBack = m.attributes.sell_back_rate;
  return {
    id: m.id, seed: m.id, serialNumber: m.serial, timeZone: m.timeZone, latitude: m.lat, longitude: m.lon,
    solar: m.solar, battery: m.battery, relays: m.relays, costCentsPerKwh: m.attributes.cost ?? 10.42,
    sellBackCentsPerKwh: typeof sellBack === 'number' && sellBack >= 0 ? sellBack : null, generator: m.auxPort === 'generator',
  };
}

const HOMES = ['demo@example.com', 'partner@example.com'].map((email) => {
  const profile = profileOf(email);
  return { email, profile, book: buildBook(profile, { overrides: new Map(), merges: [], supersedes: [] }) };
});

/** Every device a user can open: the list, solar, and the battery (its own page). */
const pages = (book: DeviceBook): BookDevice[] => [...listed(book, false), ...(book.byId.has('battery') ? [book.byId.get('battery')!] : [])];

describe.each(HOMES)('$email', ({ profile, book }) => {
  test("every device's yearly cost (or value) is 12 × its monthly one, to the rounding of 12 monthly cents (±6 ¢)", () => {
    for (const b of pages(book)) {
      const source = productionSource(b);
      if (source) {
        const p = productionOf(profile, b, source, NOW);
        expect(Math.abs(p.avg_monthly_value * 12 - p.yearly_value)).toBeLessThanOrEqual(6);
        expect(p.avg_monthly_KWH).toBeCloseTo(p.yearly_KWH / 12, 2);
        continue;
      }
      const u = usageOf(profile, b, NOW);
      expect({ id: b.id, diff: Math.abs(u.avg_monthly_cost * 12 - u.yearly_cost) <= 6 }).toEqual({ id: b.id, diff: true });
      expect(u.avg_monthly_KWH).toBeCloseTo(u.yearly_KWH / 12, 2);
      // The average power is the year's energy over its hours (to the 0.1 W the wire carries).
      expect(Math.abs(u.avg_watts - (u.yearly_KWH * 1000) / 8760)).toBeLessThanOrEqual(0.06);
      // Runs and run time: null where they do not apply, believable where they do.
      if (b.special) expect([u.avg_monthly_runs, u.avg_duration]).toEqual([null, null]);
      if (u.avg_monthly_runs !== null) {
        expect(Number.isInteger(u.avg_monthly_runs)).toBe(true);
        expect(u.avg_monthly_runs).toBeLessThanOrEqual(200);
      }
    }
  });

  test('the always-on rows add up to the always-on total, which is the 48-hour estimate everywhere', () => {
    const ao = alwaysOnOf(book, NOW);
    const rows = ao.devices.reduce((s, d) => s + d.w, 0);
    // Rows and the unknown estimate are each rounded to 0.1 W.
    expect(Math.abs(rows + ao.unknown_watts - ao.total_watts)).toBeLessThanOrEqual(0.05 * (ao.devices.length + 2));
    expect(ao.total_watts).toBe(alwaysOnEstimateW(profile, NOW));
    expect(usageOf(profile, book.byId.get('always_on')!, NOW).avg_watts).toBe(ao.total_watts);
    // Each row is the figure the device's own page and list entry show.
    for (const row of ao.devices) {
      const b = book.byId.get(row.id)!;
      expect(b.wire.stage).not.toBe('Inventory');
      expect(withLive(profile, b, undefined).ao_w).toBe(row.w);
    }
    // A device the monitor cannot pick out yet has no always-on figure of its own, and no row.
    for (const b of book.all.filter((x) => x.wire.stage === 'Inventory')) {
      expect(withLive(profile, b, undefined).ao_w).toBeUndefined();
      expect(ao.devices.some((d) => d.id === b.id)).toBe(false);
    }
  });

  test.each<WireUsageScale>(['DAY', 'MONTH', 'YEAR'])("the devices' usage plus Other is the home's usage over a %s (±0.05 %%)", (scale) => {
    const consumers = listed(book, false).filter((b) => !productionSource(b));
    const histories = consumers.map((b) => usageHistory(profile, b, scale, NOW, NOW, 1));
    const start = Date.parse(histories[0]!.start);
    const minutes = Math.round((Math.min(Date.parse(histories[0]!.end), NOW) - start) / 60_000);
    const home = sampleRange(profile, start, 60_000, minutes).consumption.reduce((s, w) => s + w, 0) / 60_000;
    const devices = histories.reduce((s, h) => s + h.total_kwh, 0);
    // Each device total is rounded to the Wh.
    expect(Math.abs(devices - home)).toBeLessThanOrEqual(home * 0.0005 + 0.0005 * consumers.length);
    expect(home).toBeGreaterThan(0);
  });
});

/** @jest-environment node */
/**
 * The same cross-checks as crossCheck.test.ts, on what the routes answer: for every device of each
 * demo home (standard with solar and a battery, partner with relays, generator), the device
 * detail's yearly figure against 12 × its monthly one, the always-on page's rows against its total
 * and against each device's own figure, and, over a day, a month and a year, each device's usage
 * chart against its row in the trends (wire §3.6), and the devices plus Other against the home.
 */
import type { WireDevice, WireDeviceDetail, WireDeviceUsageHistory } from '../../../src/api/wire/devices';
import type { WireTrends } from '../../../src/api/wire/trends';
import { get, signIn, startTestApp, type TestApp } from '../support/harness';

// A year of simulated days per home, computed once for the details and once more for the trends.
jest.setTimeout(240_000);

const HOMES = [
  { email: 'demo@example.com', monitor: 100001 },
  { email: 'partner@example.com', monitor: 100002 },
  { email: 'generator@example.com', monitor: 100004 },
];
const SCALES = ['DAY', 'MONTH', 'YEAR'] as const;
const PRODUCTION = new Set(['solar', 'battery', 'generator']);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function json<T>(url: string, token: string): Promise<T> {
  const res = await get(t.app, url, token);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

describe.each(HOMES)('$email', ({ email, monitor }) => {
  let token: string;
  let list: WireDevice[];
  const details = new Map<string, WireDeviceDetail>();
  const base = `/app/monitors/${monitor}/devices`;

  beforeAll(async () => {
    token = (await signIn(t.app, email)).access_token;
    list = await json<WireDevice[]>(base, token);
    // The battery's detail shares its path with the battery's figures: it asks for it (detail=true).
    for (const d of list) details.set(d.id, await json<WireDeviceDetail>(d.id === 'battery' ? `${base}/battery?detail=true` : `${base}/${d.id}`, token));
  });

  test("each device's yearly cost (or value) is 12 × its monthly one (±6 ¢, the rounding of 12 monthly cents); stats that do not apply are absent", () => {
    expect(details.size).toBe(list.length);
    for (const [id, d] of details) {
      if (PRODUCTION.has(id)) {
        const p = d.production!;
        expect({ id, ok: Math.abs(p.avg_monthly_value * 12 - p.yearly_value) <= 6 }).toEqual({ id, ok: true });
        expect(p.avg_monthly_KWH).toBeCloseTo(p.yearly_KWH / 12, 2);
        // Production is never a cost, and has no runs.
        expect(d.usage ?? null).toBeNull();
        continue;
      }
      if (d.stage === 'Inventory' || !d.usage) continue;
      const u = d.usage;
      expect({ id, ok: Math.abs(u.avg_monthly_cost * 12 - u.yearly_cost) <= 6 }).toEqual({ id, ok: true });
      expect(u.avg_monthly_KWH).toBeCloseTo(u.yearly_KWH / 12, 2);
      if (id === 'always_on' || id === 'unknown') expect([u.avg_monthly_runs, u.avg_duration]).toEqual([null, null]);
    }
  });

  test("the always-on rows add up to its total, which is the list's and each row device's own figure", async () => {
    const ao = details.get('always_on')!.always_on!;
    const rows = ao.devices.reduce((s, r) => s + r.w, 0);
    expect(Math.abs(rows + ao.unknown_watts - ao.total_watts)).toBeLessThanOrEqual(0.05 * (ao.devices.length + 2));
    expect(details.get('always_on')!.usage!.avg_watts).toBe(ao.total_watts);
    for (const row of ao.devices) {
      const listed = list.find((d) => d.id === row.id);
      expect({ id: row.id, ao_w: listed?.ao_w }).toEqual({ id: row.id, ao_w: row.w });
    }
  });

  test.each(SCALES)("over a %s, each device's chart is its trends row, and the devices plus Other are the home's usage", async (scale) => {
    const now = new Date(t.clock.now()).toISOString();
    const trends = await json<WireTrends>(`/app/history/trends?monitor_id=${monitor}&scale=${scale}&start=${encodeURIComponent(now)}`, token);
    const consumers = list.filter((d) => !PRODUCTION.has(d.id));
    let sum = 0;
    for (const d of consumers) {
      const chart = await json<WireDeviceUsageHistory>(`${base}/${d.id}/usage_history?scale=${scale}&start=${encodeURIComponent(now)}`, token);
      expect(chart.start).toBe(trends.start);
      sum += chart.total_kwh;
      const row = trends.consumption.devices.find((r) => r.id === d.id);
      // Charts round each total to the Wh, trends to the mWh.
      expect({ id: d.id, kwh: Math.abs((row?.total_kwh ?? 0) - chart.total_kwh) <= 0.0006 }).toEqual({ id: d.id, kwh: true });
    }
    const home = trends.consumption.total;
    expect(home).toBeGreaterThan(0);
    expect(Math.abs(sum - home)).toBeLessThanOrEqual(home * 0.0005 + 0.0005 * consumers.length);
  });
});

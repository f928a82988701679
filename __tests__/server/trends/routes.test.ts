/** @jest-environment node */
import { cachedTrendDays } from '../../../server/src/trends/days';
import { stopTrendWarming } from '../../../server/src/trends/prepare';
import type { WireComparisons, WireCumulative, WireHistorySolar, WireHistoryUsage, WireTrends } from '../../../src/api/wire/trends';
import { createClock, get, signIn, startTestApp, type TestApp } from '../support/harness';

// Early March: a YEAR period is short to simulate, and 2026-03-08 (spring forward) is past.
const clock = createClock(Date.UTC(2026, 2, 10, 15, 0, 0));
let t: TestApp;
let demo: string;
let demoMonitor: number;
let partner: string;
let partnerMonitor: number;
beforeAll(async () => {
  t = await startTestApp({ clock });
  const d = await signIn(t.app, 'demo@example.com');
  demo = d.access_token;
  demoMonitor = d.monitors[0]!.id;
  const p = await signIn(t.app, 'partner@example.com');
  partner = p.access_token;
  partnerMonitor = p.monitors[0]!.id;
});
afterEach(() => stopTrendWarming());
afterAll(() => t.close());

const url = (path: string, query: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const trendsUrl = (query: Record<string, string | number>) => url('/app/history/trends', query);

describe('GET /app/history/trends: what public clients read (wire §3.6)', () => {
  it.each([
    ['DAY', '2026-03-08T12:00:00', 'day', 23], // sense_energy: UTC without a zone; spring forward
    ['week', '2026-03-02T05:00:00.000Z', 'week', 7], // sense-js-sdk: toISOString of the local start
    ['Month', '2026-03-05T17:00:00Z', 'month', 31], // Java Instant.toString
    ['YEAR', '2026-03-10T04:00:00.000Z', 'year', 12],
    ['CYCLE', '2026-03-01', 'cycle', 31],
  ])('scale %s, start %s', async (scale, start, echo, steps) => {
    const res = await get(t.app, trendsUrl({ monitor_id: demoMonitor, scale, start, device_id: 'always_on' }), demo);
    expect(res.statusCode).toBe(200);
    const b = res.json() as WireTrends;
    expect(b.scale).toBe(echo);
    expect(b.steps).toBe(steps);
    expect(Number.isNaN(Date.parse(b.start))).toBe(false);
    expect(b.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/); // ciso8601 parses it
    expect(typeof b.consumption.total).toBe('number');
    expect(b.consumption.total).toBeGreaterThan(0);
    expect(typeof b.production.total).toBe('number');
    for (const k of ['production_pct', 'net_production', 'from_grid', 'to_grid', 'solar_powered'] as const) expect(typeof b[k]).toBe('number');
    expect(b.consumption.totals).toHaveLength(steps);
    expect(b.consumption.devices.length).toBeGreaterThan(5);
    for (const d of b.consumption.devices) {
      expect(typeof d.id).toBe('string');
      expect(d.id.length).toBeGreaterThan(0);
      expect(typeof d.name).toBe('string');
      expect(typeof d.icon).toBe('string');
      expect(typeof d.total_kwh).toBe('number');
      expect(d.history).toHaveLength(steps);
      expect(Number.isInteger(d.total_cost)).toBe(true);
    }
    expect(b.production.devices.map((d) => d.id)).toEqual(['solar']);
    for (const k of ['solar_to_home', 'solar_to_battery', 'grid_to_battery', 'battery_to_home', 'battery_to_grid'] as const) {
      expect(b[k]).toEqual({ total_kwh: expect.any(Number), cost: expect.any(Number) });
    }
  });

  it('answers the same for device_id=usage, a device id, or none (accepted and ignored)', async () => {
    const q = { monitor_id: demoMonitor, scale: 'day', start: '2026-03-09T12:00:00Z' };
    const plain = (await get(t.app, trendsUrl(q), demo)).body;
    expect((await get(t.app, trendsUrl({ ...q, device_id: 'usage' }), demo)).body).toBe(plain);
    expect((await get(t.app, trendsUrl({ ...q, device_id: 'always_on' }), demo)).body).toBe(plain);
  });

  it('a home without solar: numbers for consumption and production.total, null grid figures', async () => {
    const res = await get(t.app, trendsUrl({ monitor_id: partnerMonitor, scale: 'WEEK', start: '2026-03-04T12:00:00' }), partner);
    expect(res.statusCode).toBe(200);
    const b = res.json() as WireTrends;
    expect(b.production.total).toBe(0);
    expect(b.to_grid).toBeNull();
    expect(b.from_grid).toBeNull();
    expect(b.solar_powered).toBeNull();
    expect(b.consumption.total).toBeGreaterThan(0);
  });

  it('defaults start to now and reports the running period', async () => {
    const b = (await get(t.app, trendsUrl({ monitor_id: demoMonitor, scale: 'day' }), demo)).json() as WireTrends;
    expect(b.start).toBe('2026-03-10T04:00:00.000Z');
    expect(b.consumption.totals.slice(11).every((v) => v === 0)).toBe(true);
  });
});

describe('GET /app/monitors/{id}/history/usage and /usage/solar (wire §3.7)', () => {
  it('has one hourly entry per local hour: 23 on spring forward, 25 on fall back; the same figures as trends', async () => {
    const q = { scale: 'DAY', start: '2026-03-08T12:00:00' };
    const usage = (await get(t.app, url(`/app/monitors/${demoMonitor}/history/usage`, q), demo)).json() as WireHistoryUsage;
    const solar = (await get(t.app, url(`/app/monitors/${demoMonitor}/history/usage/solar`, q), demo)).json() as WireHistorySolar;
    const tr = (await get(t.app, trendsUrl({ monitor_id: demoMonitor, ...q }), demo)).json() as WireTrends;
    expect(usage.consumption.usage_breakdown_kwh).toHaveLength(23);
    expect(usage.consumption.usage_total_kwh).toBe(tr.consumption.total);
    expect(usage.device_breakdown.map((d) => d.id)).toEqual(tr.consumption.devices.map((d) => d.id));
    expect(usage.device_breakdown[0]!.consumption.usage_breakdown_kwh).toHaveLength(23);
    expect(solar.breakdown.production_kwh).toHaveLength(23);
    expect(solar.breakdown.net_kwh).toHaveLength(23);
    expect(solar.total).toEqual({
      production_kwh: tr.production.total,
      from_grid_kwh: tr.from_grid,
      to_grid_kwh: tr.to_grid,
      net_kwh: tr.net_production,
      solar_percentage: tr.solar_powered,
    });

    clock.set(Date.UTC(2026, 10, 3, 15, 0, 0));
    try {
      const demo = (await signIn(t.app, 'demo@example.com')).access_token; // the earlier token has expired
      const fall = (await get(t.app, url(`/app/monitors/${demoMonitor}/history/usage`, { scale: 'day', start: '2026-11-01T12:00:00' }), demo)).json() as WireHistoryUsage;
      expect(fall.consumption.usage_breakdown_kwh).toHaveLength(25);
      expect(fall.start).toBe('2026-11-01T04:00:00.000Z');
      const fallSolar = (await get(t.app, url(`/app/monitors/${demoMonitor}/history/usage/solar`, { scale: 'day', start: '2026-11-01T12:00:00' }), demo)).json() as WireHistorySolar;
      expect(fallSolar.breakdown.production_kwh).toHaveLength(25);
    } finally {
      clock.set(Date.UTC(2026, 2, 10, 15, 0, 0));
      demo = (await signIn(t.app, 'demo@example.com')).access_token;
    }
  });
});

describe('GET /app/history/cumulative and /app/history/comparisons', () => {
  it('cumulative: running daily totals of the month that end at the month\'s total', async () => {
    const c = (await get(t.app, url('/app/history/cumulative', { monitor_id: demoMonitor }), demo)).json() as WireCumulative;
    const month = (await get(t.app, trendsUrl({ monitor_id: demoMonitor, scale: 'MONTH' }), demo)).json() as WireTrends;
    expect(c.unit).toBe('month');
    expect(c.start).toBe(month.start);
    expect(c.steps).toBe(31);
    expect(c.consumption.totals).toHaveLength(10);
    expect(c.consumption.totals[9]).toBeCloseTo(month.consumption.total, 4);
    for (let i = 1; i < 10; i++) expect(c.consumption.totals[i]!).toBeGreaterThan(c.consumption.totals[i - 1]!);
    const ranged = (await get(t.app, url('/app/history/cumulative', { monitor_id: demoMonitor, start: '2026-03-02', end: '2026-03-09' }), demo)).json() as WireCumulative;
    expect(ranged.steps).toBe(7);
    expect(ranged.consumption.totals).toHaveLength(7);
  });

  it('comparisons: Last 30 days, markers 1-30 in terciles, unavailable rows point to /settings/home', async () => {
    const c = (await get(t.app, url('/app/history/comparisons', { monitor_id: demoMonitor }), demo)).json() as WireComparisons;
    expect(c.period_title).toBe('Last 30 days');
    expect(c.avg_w).toBeGreaterThan(0);
    expect(c.comparisons.length).toBe(3);
    for (const row of c.comparisons) {
      expect(row.tercile_strings).toEqual(['Low', 'Medium', 'High']);
      if (row.cohort_marker === null) {
        expect(row.selectable).toBe(false);
        expect(row.destination).toBe('/settings/home');
      } else {
        expect(row.cohort_marker).toBeGreaterThanOrEqual(1);
        expect(row.cohort_marker).toBeLessThanOrEqual(30);
        const tercile = row.cohort_marker <= 10 ? 'Low' : row.cohort_marker <= 20 ? 'Medium' : 'High';
        expect(row.comparison_summary_text.startsWith(tercile)).toBe(true);
      }
    }
    expect(c.comparisons.some((r) => r.cohort_marker !== null)).toBe(true);
  });
});

describe('scoping and validation', () => {
  const routes = (monitor: number) => [
    trendsUrl({ monitor_id: monitor, scale: 'DAY', start: '2026-03-09' }),
    url(`/app/monitors/${monitor}/history/usage`, { scale: 'DAY', start: '2026-03-09' }),
    url(`/app/monitors/${monitor}/history/usage/solar`, { scale: 'DAY', start: '2026-03-09' }),
    url('/app/history/cumulative', { monitor_id: monitor }),
    url('/app/history/comparisons', { monitor_id: monitor }),
    url(`/monitors/${monitor}/data`, { start: '2026-03-01', end: '2026-03-08' }),
  ];

  it('another user\'s monitor answers exactly like a missing one; no token is a 401', async () => {
    const own = routes(demoMonitor);
    const missing = routes(987654);
    for (let i = 0; i < own.length; i++) {
      const foreign = await get(t.app, own[i]!, partner);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
      expect((await get(t.app, missing[i]!, partner)).body).toBe(foreign.body);
      expect((await get(t.app, own[i]!)).statusCode).toBe(401);
    }
  });

  it.each([
    [trendsUrl({ monitor_id: 1, scale: 'DAY' }).replace('monitor_id=1&', ''), "Missing required query parameter 'monitor_id'"],
    [trendsUrl({ monitor_id: 100001, start: '2026-03-01' }), "Missing required query parameter 'scale'"],
    [trendsUrl({ monitor_id: 100001, scale: 'HOUR' }), "Invalid query parameter 'scale': must be one of DAY, WEEK, MONTH, YEAR, CYCLE"],
    [trendsUrl({ monitor_id: 100001, scale: 'DAY', start: 'yesterday' }), "Invalid query parameter 'start': must be an ISO 8601 date-time such as 2026-11-22T05:00:00Z, a date, or epoch seconds, within 2000-2099"],
    [trendsUrl({ monitor_id: 100001, scale: 'DAY', start: '1999-01-01T00:00:00Z' }), "Invalid query parameter 'start': must be an ISO 8601 date-time such as 2026-11-22T05:00:00Z, a date, or epoch seconds, within 2000-2099"],
    [url('/app/monitors/100001/history/usage', { scale: 'fortnight' }), "Invalid query parameter 'scale': must be one of DAY, WEEK, MONTH, YEAR, CYCLE"],
    [url('/app/history/cumulative', { monitor_id: 100001, unit: 'decade' }), "Invalid query parameter 'unit': must be one of DAY, WEEK, MONTH, YEAR, CYCLE"],
    [url('/app/history/cumulative', { monitor_id: 100001, start: '2026-03-05', end: '2026-03-01' }), "Invalid query parameters: 'end' must be after 'start'"],
    [url('/app/history/cumulative', { monitor_id: 100001, start: '2024-01-01', end: '2026-03-01' }), "Invalid query parameters: the range from 'start' to 'end' must be at most 366 days"],
  ])('400 for %s', async (path, reason) => {
    const before = cachedTrendDays();
    const res = await get(t.app, path, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: reason });
    expect(cachedTrendDays()).toBe(before); // nothing computed
  });
});

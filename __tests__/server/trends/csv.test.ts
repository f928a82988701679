/** @jest-environment node */
import { cachedTrendDays } from '../../../server/src/trends/days';
import { stopTrendWarming } from '../../../server/src/trends/prepare';
import type { WireTrends } from '../../../src/api/wire/trends';
import { API, get, signIn, startTestApp, type TestApp } from '../support/harness';

// The harness clock: Sunday 2026-11-22 15:00Z, 10:00 in New York.
let t: TestApp;
let demo: string;
let mon: number;
beforeAll(async () => {
  t = await startTestApp();
  const d = await signIn(t.app, 'demo@example.com');
  demo = d.access_token;
  mon = d.monitors[0]!.id;
});
afterEach(() => stopTrendWarming());
afterAll(() => t.close());

const q = (query: Record<string, string>) => new URLSearchParams(query).toString();
const dataUrl = (query: Record<string, string>) => `/monitors/${mon}/data?${q(query)}`;
const trendsOf = async (scale: string, start: string) => (await get(t.app, `/app/history/trends?${q({ monitor_id: String(mon), scale, start })}`, demo)).json() as WireTrends;

interface Csv {
  header: string[];
  rows: string[][];
}
function parse(body: string): Csv {
  expect(body.endsWith('\r\n')).toBe(true);
  const lines = body.slice(0, -2).split('\r\n').map((l) => l.split(','));
  return { header: lines[0]!, rows: lines.slice(1) };
}
const col = (csv: Csv, name: string) => csv.rows.map((r) => r[csv.header.indexOf(name)]!);
const total = (cells: string[]) => cells.reduce((s, c) => s + (c === '' ? 0 : Number(c)), 0);
const startsOf = (csv: Csv) => col(csv, 'start').map((s) => Date.parse(s));

describe('GET /monitors/{id}/data (CSV export)', () => {
  it('an hourly week: every hour in time order, hours not yet happened marked missing, sums equal to trends', async () => {
    const res = await get(t.app, dataUrl({ start: '2026-11-16T05:00:00.000Z', end: '2026-11-23T05:00:00.000Z', time_unit: 'HOUR' }), demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kilowatch-N327004101-2026-11-16-to-2026-11-22-hour.csv"');
    const csv = parse(res.body);
    expect(csv.header).toEqual(['start', 'end', 'consumption_kwh', 'production_kwh', 'from_grid_kwh', 'to_grid_kwh', 'cost_cents', 'data']);
    expect(csv.rows).toHaveLength(168);
    const starts = startsOf(csv);
    starts.forEach((s, i) => i > 0 && expect(s - starts[i - 1]!).toBe(3_600_000));
    expect(col(csv, 'start')[0]).toBe('2026-11-16T00:00:00-05:00');
    const data = col(csv, 'data');
    expect(data.slice(0, 154).every((d) => d === 'ok')).toBe(true);
    expect(data.slice(154).every((d) => d === 'missing')).toBe(true);
    expect(csv.rows.slice(154).every((r) => r.slice(2, 7).every((c) => c === ''))).toBe(true);

    const week = await trendsOf('WEEK', '2026-11-20T12:00:00Z');
    expect(total(col(csv, 'consumption_kwh'))).toBeCloseTo(week.consumption.total, 3);
    expect(total(col(csv, 'production_kwh'))).toBeCloseTo(week.production.total, 3);
    expect(total(col(csv, 'from_grid_kwh'))).toBeCloseTo(week.from_grid!, 3);
    expect(total(col(csv, 'to_grid_kwh'))).toBeCloseTo(week.to_grid!, 3);
    expect(Math.abs(total(col(csv, 'cost_cents')) - week.consumption.total_cost)).toBeLessThan(1);
  });

  it('takes the token in the query too (a download link)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}${dataUrl({ start: '2026-11-14', end: '2026-11-21', access_token: demo })}` });
    expect(res.statusCode).toBe(200);
    expect(parse(res.body).rows).toHaveLength(7);
  });

  it('daily rows of a month sum to the month; the day in progress is partial', async () => {
    const csv = parse((await get(t.app, dataUrl({ start: '2026-11-01', end: '2026-12-01' }), demo)).body);
    expect(csv.rows).toHaveLength(30);
    const data = col(csv, 'data');
    expect(data.slice(0, 21).every((d) => d === 'ok')).toBe(true);
    expect(data[21]).toBe('partial');
    expect(data.slice(22).every((d) => d === 'missing')).toBe(true);
    const month = await trendsOf('MONTH', '2026-11-22T12:00:00Z');
    expect(total(col(csv, 'consumption_kwh'))).toBeCloseTo(month.consumption.total, 3);
    col(csv, 'consumption_kwh').slice(0, 22).forEach((v, i) => expect(Number(v)).toBeCloseTo(month.consumption.totals[i]!, 5));
  });

  it('a fall-back week has 169 hours, in order, with the repeated hour told apart by its offset', async () => {
    const csv = parse((await get(t.app, dataUrl({ start: '2026-10-29', end: '2026-11-05', time_unit: 'hour' }), demo)).body);
    expect(csv.rows).toHaveLength(169);
    const starts = startsOf(csv);
    starts.forEach((s, i) => i > 0 && expect(s - starts[i - 1]!).toBe(3_600_000));
    expect(col(csv, 'start').filter((s) => s.startsWith('2026-11-01T01:00:00'))).toEqual(['2026-11-01T01:00:00-04:00', '2026-11-01T01:00:00-05:00']);
    expect(col(csv, 'data').every((d) => d === 'ok')).toBe(true);
  });

  it('one device: a row for every hour, 0 while it is off, summing to its trends row', async () => {
    const day = await trendsOf('DAY', '2026-11-20T12:00:00Z');
    const device = day.consumption.devices.find((d) => d.id !== 'unknown' && d.history.some((v) => v === 0) && d.total_kwh > 0)!;
    const res = await get(t.app, dataUrl({ start: '2026-11-20', end: '2026-11-21', time_unit: 'HOUR', device_id: device.id }), demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`-hour-${device.id}.csv`);
    const csv = parse(res.body);
    expect(csv.header).toEqual(['start', 'end', 'device_id', 'device_name', 'kwh', 'cost_cents', 'data']);
    expect(csv.rows).toHaveLength(24);
    expect(col(csv, 'device_id').every((id) => id === device.id)).toBe(true);
    expect(col(csv, 'kwh').some((v) => v === '0.000000')).toBe(true);
    expect(col(csv, 'data').every((d) => d === 'ok')).toBe(true);
    expect(total(col(csv, 'kwh'))).toBeCloseTo(device.total_kwh, 4);
    col(csv, 'kwh').forEach((v, i) => expect(Number(v)).toBeCloseTo(device.history[i]!, 5));
  });

  it('when the home hides costs (Show costs off: cost -1), the export has no cost_cents column; the kWh stay the same; shown again once costs are back', async () => {
    const query = { start: '2026-11-20', end: '2026-11-22', time_unit: 'DAY' };
    const before = parse((await get(t.app, dataUrl(query), demo)).body);
    const { cost } = (await get(t.app, `/app/monitors/${mon}/attributes`, demo)).json() as { cost: number };
    const save = (body: object) => t.app.inject({ method: 'POST', url: `${API}/app/monitors/${mon}/attributes`, payload: body, headers: { authorization: `bearer ${demo}` } });
    try {
      expect((await save({ cost: -1 })).statusCode).toBe(200);
      const hidden = parse((await get(t.app, dataUrl(query), demo)).body);
      expect(hidden.header).toEqual(['start', 'end', 'consumption_kwh', 'production_kwh', 'from_grid_kwh', 'to_grid_kwh', 'data']);
      expect(hidden.rows.every((r) => r.length === hidden.header.length)).toBe(true);
      expect(col(hidden, 'consumption_kwh')).toEqual(col(before, 'consumption_kwh'));
      const device = parse((await get(t.app, dataUrl({ ...query, device_id: 'always_on' }), demo)).body);
      expect(device.header).toEqual(['start', 'end', 'device_id', 'device_name', 'kwh', 'data']);
    } finally {
      expect((await save({ cost })).statusCode).toBe(200);
    }
    expect(parse((await get(t.app, dataUrl(query), demo)).body).header).toContain('cost_cents');
  });

  it.each([
    [{ start: '2026-11-10', end: '2026-11-03' }, 400, "Invalid query parameters: 'end' must be after 'start'"],
    [{ start: '2025-01-01', end: '2026-11-03' }, 400, "Invalid query parameters: the range from 'start' to 'end' must be at most 366 days"],
    [{ start: '2026-11-01', end: '2026-11-08', time_unit: 'MINUTE' }, 400, "Invalid query parameter 'time_unit': must be HOUR or DAY"],
    [{ start: 'last week', end: '2026-11-08' }, 400, "Invalid query parameter 'start': must be an ISO 8601 date-time such as 2026-11-22T05:00:00Z, a date, or epoch seconds, within 2000-2099"],
    [{ start: '2026-11-01', end: '2100-01-01' }, 400, "Invalid query parameter 'end': must be an ISO 8601 date-time such as 2026-11-29T05:00:00Z, a date, or epoch seconds, within 2000-2099"],
    [{ end: '2026-11-08' }, 400, "Missing required query parameter 'start'"],
    [{ start: '2026-11-01', end: '2026-11-08', device_id: 'nope' }, 404, 'Device not found'],
  ])('%j → %i before any work', async (query, status, reason) => {
    const before = cachedTrendDays();
    const res = await get(t.app, dataUrl(query as Record<string, string>), demo);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', error_reason: reason });
    expect(cachedTrendDays()).toBe(before);
  });
});

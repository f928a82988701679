/** @jest-environment node */
import msgpack from 'msgpack-lite';
import { API, bearer, get, signIn, startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let demo: string;
let demoMonitor: number;
let partner: string;
let partnerMonitor: number;
beforeAll(async () => {
  t = await startTestApp();
  const d = await signIn(t.app, 'demo@example.com');
  demo = d.access_token;
  demoMonitor = d.monitors[0]!.id;
  const p = await signIn(t.app, 'partner@example.com');
  partner = p.access_token;
  partnerMonitor = p.monitors[0]!.id;
});
afterAll(() => t.close());

interface Answer {
  start: string;
  endOfData: string;
  granularity: string;
  totals: [number, number, number, number, number, number][];
}

const usageUrl = (query: Record<string, string | number>) => `/app/history/usage?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const hourAgo = () => new Date(t.clock.now() - 3_600_000).toISOString();

describe('GET /app/history/usage', () => {
  it('answers JSON blocks of min/max consumption and solar', async () => {
    const res = await get(t.app, usageUrl({ monitor_id: demoMonitor, granularity: 'MINUTE', start: hourAgo(), frames: 360 }), demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json() as Answer;
    expect(body.start).toBe(hourAgo());
    expect(body.endOfData).toBe(new Date(t.clock.now()).toISOString());
    expect(body.granularity).toBe('MINUTE');
    expect(body.totals).toHaveLength(60);
    expect(body.totals[0]).toHaveLength(6);
  });

  it('answers msgpack (msgpack-lite) when the Accept header asks for it, with the same content', async () => {
    const url = `${API}${usageUrl({ monitor_id: demoMonitor, granularity: 'second', start: hourAgo(), frames: 720 })}`;
    const packed = await t.app.inject({ method: 'GET', url, headers: { ...bearer(demo), accept: 'application/x-msgpack' } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-type']).toBe('application/x-msgpack');
    const decoded = msgpack.decode(packed.rawPayload) as Answer;
    const json = (await t.app.inject({ method: 'GET', url, headers: bearer(demo) })).json() as Answer;
    expect(decoded).toEqual(json);
    expect(decoded.granularity).toBe('SECOND');
    expect(packed.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)));
  });

  it('needs a token and a monitor the user owns; a foreign monitor looks missing', async () => {
    const url = usageUrl({ monitor_id: demoMonitor, granularity: 'MINUTE', start: hourAgo() });
    expect((await get(t.app, url)).statusCode).toBe(401);
    const foreign = await get(t.app, url, partner);
    const missing = await get(t.app, usageUrl({ monitor_id: 987654, granularity: 'MINUTE', start: hourAgo() }), partner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
    expect(missing.body).toBe(foreign.body);
    expect((await get(t.app, usageUrl({ monitor_id: partnerMonitor, granularity: 'MINUTE', start: hourAgo() }), partner)).statusCode).toBe(200);
  });

  it.each([
    [{ granularity: 'MINUTE', start: 'yesterday' }, "Invalid query parameter 'start': must be an ISO 8601 date-time such as 2026-11-22T15:00:00Z"],
    [{ granularity: 'MINUTE', start: '1999-12-31T00:00:00Z' }, "Invalid query parameter 'start': must be an ISO 8601 date-time such as 2026-11-22T15:00:00Z"],
    [{ granularity: 'WEEK', start: '2026-11-22T00:00:00Z' }, "Invalid query parameter 'granularity': must be one of SECOND, MINUTE, HOUR, DAY"],
    [{ granularity: 'MINUTE' }, "Missing required query parameter 'start'"],
    [{ granularity: 'MINUTE', start: '2026-11-22T00:00:00Z', frames: 14401 }, "Invalid query parameter 'frames': must be <= 14400"],
    [{ granularity: 'MINUTE', start: '2026-11-22T00:00:00Z', frames: 0 }, "Invalid query parameter 'frames': must be >= 1"],
    [{ granularity: 'HOUR', start: '2026-11-22T00:00:00Z', frames: 1441 }, "Invalid query parameter 'frames': must be <= 1440 for HOUR"],
    [{ granularity: 'DAY', start: '2026-11-22T00:00:00Z', frames: 61 }, "Invalid query parameter 'frames': must be <= 60 for DAY"],
  ])('400 for %j', async (query, reason) => {
    const res = await get(t.app, usageUrl({ monitor_id: demoMonitor, ...query }), demo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: reason });
  });

  it('accepts a zone-less start (UTC) and a device; an unknown device is 404', async () => {
    const start = hourAgo().replace(/\.\d+Z$/, '');
    const ok = await get(t.app, usageUrl({ monitor_id: demoMonitor, granularity: 'minute', start, device_id: 'always_on' }), demo);
    expect(ok.statusCode).toBe(200);
    const body = ok.json() as Answer;
    expect(body.totals.every((e) => e[2] === 0 && e[3] === 0)).toBe(true);
    const missing = await get(t.app, usageUrl({ monitor_id: demoMonitor, granularity: 'MINUTE', start, device_id: 'zzzzzzzz' }), demo);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', error_reason: 'Device not found' });
  });

  it('answers a warm block of 360 minutes exactly as it answered it cold (speed is bench/power-meter\'s job)', async () => {
    const url = usageUrl({ monitor_id: demoMonitor, granularity: 'MINUTE', start: new Date(t.clock.now() - 360 * 60_000).toISOString(), frames: 360 });
    const cold = await get(t.app, url, demo);
    const warm = await get(t.app, url, demo);
    expect(warm.statusCode).toBe(200);
    expect(warm.json()).toEqual(cold.json());
  });
});

/** @jest-environment node */
import { tooManyRequests } from '../../../server/src/routes/requestRates';
import { TOO_MANY_AT_ONCE } from '../../../server/src/workers/pool';
import { get, signIn, startTestApp, type TestApp } from '../support/harness';

// Cold history requests are real simulation (about a second each on a loaded machine).
jest.setTimeout(120_000);

const usageUrl = (monitorId: number, start: string, frames = 10, granularity = 'DAY') =>
  `/app/history/usage?monitor_id=${monitorId}&granularity=${granularity}&frames=${frames}&start=${start}`;

interface Users {
  t: TestApp;
  demo: string;
  demoMonitor: number;
  partner: string;
  partnerMonitor: number;
}

async function start(opts: Parameters<typeof startTestApp>[0]): Promise<Users> {
  const t = await startTestApp(opts);
  const d = await signIn(t.app, 'demo@example.com');
  const p = await signIn(t.app, 'partner@example.com');
  return { t, demo: d.access_token, demoMonitor: d.monitors[0]!.id, partner: p.access_token, partnerMonitor: p.monitors[0]!.id };
}

describe('per-user request rates on the heavy routes', () => {
  let u: Users;
  beforeAll(async () => {
    u = await start({ heavyRate: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => u.t.close());

  it('gives one user 429 with Retry-After and the JSON error shape, while another user is unaffected', async () => {
    const url = usageUrl(u.demoMonitor, '2026-11-01T00:00:00Z', 5, 'HOUR');
    for (let i = 0; i < 3; i++) expect((await get(u.t.app, url, u.demo)).statusCode).toBe(200);
    const limited = await get(u.t.app, url, u.demo);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ status: 'error', error_reason: tooManyRequests(retryAfter) });

    const other = await get(u.t.app, usageUrl(u.partnerMonitor, '2026-11-01T00:00:00Z', 5, 'HOUR'), u.partner);
    expect(other.statusCode).toBe(200);
  });

  it('limits the device detail and its usage chart per user too', async () => {
    const devices = `/app/monitors/${u.demoMonitor}/devices`;
    const chart = `${devices}/always_on/usage_history?scale=DAY`;
    for (let i = 0; i < 3; i++) expect((await get(u.t.app, chart, u.demo)).statusCode).toBe(200);
    expect((await get(u.t.app, chart, u.demo)).statusCode).toBe(429);
    expect((await get(u.t.app, `/app/monitors/${u.partnerMonitor}/devices/always_on/usage_history?scale=DAY`, u.partner)).statusCode).toBe(200);
    // Routes count separately: the list is not limited, and the detail has its own count.
    expect((await get(u.t.app, devices, u.demo)).statusCode).toBe(200);
  });
});

describe('heavy history work off the event loop', () => {
  let u: Users;
  beforeAll(async () => {
    u = await start({ workers: { size: 1, maxQueue: 8, maxPerOwner: 1 } });
  });
  afterAll(() => u.t.close());

  it('computes history in a worker thread', async () => {
    const run = jest.spyOn(u.t.app.ctx.workers, 'run');
    const res = await get(u.t.app, usageUrl(u.demoMonitor, '2026-10-01T00:00:00Z', 5), u.demo);
    expect(res.statusCode).toBe(200);
    expect(run).toHaveBeenCalledTimes(1);
    expect((await run.mock.results[0]!.value).threadId).not.toBe(0);
    run.mockRestore();
  });

  it('answers other requests while a cold history request is being computed', async () => {
    const done: string[] = [];
    const cold = get(u.t.app, usageUrl(u.demoMonitor, '2009-01-01T00:00:00Z', 60), u.demo).then((r) => (done.push('history'), r));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const types = await get(u.t.app, '/app/monitors/devicetypes', u.partner);
    done.push('types');
    expect(types.statusCode).toBe(200);
    expect((await cold).statusCode).toBe(200);
    expect(done).toEqual(['types', 'history']);
  });

  it('refuses a user’s request beyond the pool’s per-user bound with 429, and serves another user', async () => {
    const cold = get(u.t.app, usageUrl(u.demoMonitor, '2011-01-01T00:00:00Z', 60), u.demo);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = await get(u.t.app, usageUrl(u.demoMonitor, '2013-01-01T00:00:00Z', 60), u.demo);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.json()).toEqual({ status: 'error', error_reason: TOO_MANY_AT_ONCE });
    const other = await get(u.t.app, usageUrl(u.partnerMonitor, '2026-11-01T00:00:00Z', 5, 'HOUR'), u.partner);
    expect(other.statusCode).toBe(200);
    expect((await cold).statusCode).toBe(200);
  });
});

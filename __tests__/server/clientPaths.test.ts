/** @jest-environment node */
import type { WireAuthResponse } from '../../src/api/wire/auth';
import { API, bearer, form, get, post, startTestApp, type TestApp } from './support/harness';

/**
 * Every path that the public clients of the hosted API call (wire doc §1-§3.11 and the §6
 * checklist: sense_energy sync and async, sense-js-sdk, dnesting/sense, the web app's usage
 * download) answers, in the shapes those clients send: sense_energy reports a 404 as a failed login.
 * Sign-in, MFA (sense_energy's `client_time:` key, dnesting's re-POST of /authenticate) and renew
 * have their own tests in auth.test.ts and sessions.test.ts; the feed in realtime/.
 */
let t: TestApp;
let auth: WireAuthResponse;
let monitorId: number;
beforeAll(async () => {
  t = await startTestApp();
  const res = await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'Kilowatch-demo-1' });
  auth = res.json() as WireAuthResponse;
  monitorId = auth.monitors[0]!.id;
});
afterAll(() => t.close());

const token = () => auth.access_token;

describe('device list paths without the app/ prefix (wire §3.11)', () => {
  it('GET monitors/{id}/devices answers the same body as app/monitors/{id}/devices', async () => {
    const legacy = await get(t.app, `/monitors/${monitorId}/devices`, token());
    const current = await get(t.app, `/app/monitors/${monitorId}/devices`, token());
    expect(legacy.statusCode).toBe(200);
    expect(Array.isArray(legacy.json())).toBe(true);
    expect(legacy.json()).toEqual(current.json());
    expect((legacy.json() as unknown[]).length).toBeGreaterThan(5);
  });

  it('GET monitors/{id}/devices/overview answers the same body as app/monitors/{id}/devices/overview', async () => {
    const legacy = await get(t.app, `/monitors/${monitorId}/devices/overview?include_merged=true`, token());
    const current = await get(t.app, `/app/monitors/${monitorId}/devices/overview?include_merged=true`, token());
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual(current.json());
    expect(legacy.json()).toMatchObject({ devices: expect.any(Array), device_data_checksum: expect.stringMatching(/^[0-9A-F]{40}$/) });
  });

  it('keeps the same guard: no token is 401, another user\'s monitor is 404', async () => {
    expect((await get(t.app, `/monitors/${monitorId}/devices`)).statusCode).toBe(401);
    const partner = (await post(t.app, '/authenticate', { email: 'partner@example.com', password: 'Kilowatch-demo-1' })).json() as WireAuthResponse;
    expect((await get(t.app, `/monitors/${monitorId}/devices`, partner.access_token)).statusCode).toBe(404);
    expect((await get(t.app, `/monitors/${monitorId}/devices/overview`, partner.access_token)).statusCode).toBe(404);
  });
});

describe('GET users/{id}/notifications (old sense_energy)', () => {
  it('answers the notification preferences, narrowed by monitor_id in the query or a form body', async () => {
    const settings = (await get(t.app, `/users/${auth.user_id}/settings`, token())).json() as { settings: { notifications: Record<string, unknown> } };
    const all = await get(t.app, `/users/${auth.user_id}/notifications`, token());
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual(settings.settings.notifications);

    const byQuery = await get(t.app, `/users/${auth.user_id}/notifications?monitor_id=${monitorId}`, token());
    expect(byQuery.json()).toEqual({ [String(monitorId)]: settings.settings.notifications[String(monitorId)] });
    expect(byQuery.json()).toMatchObject({ [String(monitorId)]: { new_named_device_push: expect.any(Boolean) } });

    // sense_energy sends `data={'monitor_id': …}` on its GET: a form body.
    const body = form({ monitor_id: monitorId });
    const byBody = await t.app.inject({ method: 'GET', url: `${API}/users/${auth.user_id}/notifications`, payload: body.payload, headers: { ...body.headers, ...bearer(token()) } });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json()).toEqual(byQuery.json());
  });

  it('is 404 for another user or a monitor the user does not own', async () => {
    expect((await get(t.app, `/users/${auth.user_id + 1000}/notifications`, token())).statusCode).toBe(404);
    expect((await get(t.app, `/users/${auth.user_id}/notifications?monitor_id=999999`, token())).statusCode).toBe(404);
  });
});

describe('every path the public clients call answers', () => {
  it('GET paths answer 200 for the signed-in owner', async () => {
    const u = auth.user_id;
    const m = monitorId;
    const paths = [
      // sense_energy (sync): devices, device info, always-on info, monitor status, timeline
      `/app/monitors/${m}/devices`,
      `/monitors/${m}/devices`,
      `/app/monitors/${m}/devices/always_on`,
      `/app/monitors/${m}/devices/unknown`,
      `/app/monitors/${m}/status`,
      `/users/${u}/timeline?n_items=30`,
      `/users/${u}/notifications?monitor_id=${m}`,
      // sense_energy (async): monitor overview, device list, one-shot realtime
      `/app/monitors/${m}/overview`,
      `/app/monitors/${m}/devices/overview`,
      `/monitors/${m}/devices/overview`,
      `/app/${m}/realtime_update`,
      // sense-js-sdk: overview and devices (above); dnesting/sense: environments, devices overview
      '/public/monitors/environments',
      // also named by dnesting's spec and served here
      `/users/${u}`,
      `/users/${u}/settings`,
      `/app/monitors/${m}/devices/battery`,
      `/app/monitors/${m}/devices/inverter`,
      '/app/monitors/devicetypes',
    ];
    for (const p of paths) {
      const res = await get(t.app, p, token());
      expect({ path: p, status: res.statusCode }).toEqual({ path: p, status: 200 });
    }
  });

  it("the access token reads as sense-js-sdk reads it: past 't1.v2.', three parts, exp and userId, valid beyond its 15-minute renewal margin", async () => {
    // sense-js-sdk: substring(7) of a 't1.v2.' token, split('.') must give 3, payload JSON with exp and userId.
    const parts = token().substring(7).split('.');
    expect(parts).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64').toString()) as { exp?: number; userId?: number };
    expect(payload.userId).toBe(auth.user_id);
    expect(payload.exp! * 1000 - t.clock.now()).toBeGreaterThan(15 * 60_000);
  });

  it('the auth paths answer: authenticate, renew, logout (GET without a token)', async () => {
    const again = await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'Kilowatch-demo-1' });
    expect(again.statusCode).toBe(200);
    const a = again.json() as WireAuthResponse;
    const renewed = await post(t.app, '/renew', { user_id: a.user_id, refresh_token: a.refresh_token, is_access_token: true });
    expect(renewed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${API}/logout` })).statusCode).toBe(200);
  });
});

describe('the history paths, in the formats each client sends its start', () => {
  // A cold year of trends is seconds of simulation on a busy machine.
  jest.setTimeout(120_000);

  it('app/history/trends answers every scale and start format (sense_energy old and new, sense-js-sdk)', async () => {
    const m = monitorId;
    const now = new Date(t.clock.now());
    const starts = [
      // sense_energy's newer clients: naive UTC to the second (strftime %Y-%m-%dT%H:%M:%S)
      now.toISOString().slice(0, 19),
      // the first sync client: datetime.now().isoformat(), naive with microseconds
      `${now.toISOString().slice(0, 19)}.123456`,
      // sense-js-sdk: the local start of the period, toISOString()
      '2026-11-22T05:00:00.000Z',
    ];
    for (const start of starts) {
      const res = await get(t.app, `/app/history/trends?monitor_id=${m}&scale=DAY&start=${encodeURIComponent(start)}`, token());
      expect({ start, status: res.statusCode }).toEqual({ start, status: 200 });
      // sense_energy reads start with '%Y-%m-%dT%H:%M:%S.%f%z' (a fraction and a zone), then consumption.total
      expect(res.json()).toMatchObject({ start: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/), consumption: { total: expect.any(Number) } });
    }
    // update_trend_data walks every scale (sense-js-sdk's TrendScale is the same list).
    for (const scale of ['DAY', 'WEEK', 'MONTH', 'YEAR', 'CYCLE']) {
      const res = await get(t.app, `/app/history/trends?monitor_id=${m}&scale=${scale}&start=${starts[0]}`, token());
      expect({ scale, status: res.statusCode }).toEqual({ scale, status: 200 });
    }
  });

  it('app/monitors/{id}/history/usage and …/solar answer (sense_energy after /trends was deprecated)', async () => {
    const start = new Date(t.clock.now()).toISOString().slice(0, 19);
    const usage = await get(t.app, `/app/monitors/${monitorId}/history/usage?scale=DAY&start=${start}`, token());
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({ consumption: { usage_total_kwh: expect.any(Number), usage_breakdown_kwh: expect.any(Array) }, device_breakdown: expect.any(Array) });
    const solar = await get(t.app, `/app/monitors/${monitorId}/history/usage/solar?scale=DAY&start=${start}`, token());
    expect(solar.statusCode).toBe(200);
    expect(solar.json()).toMatchObject({ total: { production_kwh: expect.any(Number) }, breakdown: { net_kwh: expect.any(Array) } });
  });

  it("monitors/{id}/data answers the web app's usage download (a CSV)", async () => {
    const res = await get(t.app, `/monitors/${monitorId}/data?start=2026-11-15T05:00:00.000Z&end=2026-11-22T05:00:00.000Z&time_unit=DAY`, token());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
  });

  it("answers the old sync client's GETs that carry a form body (timeline n_items, device info)", async () => {
    const body = form({ n_items: 30 });
    const timeline = await t.app.inject({ method: 'GET', url: `${API}/users/${auth.user_id}/timeline`, payload: body.payload, headers: { ...body.headers, ...bearer(token()) } });
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json()).toMatchObject({ items: expect.any(Array), more_items: expect.any(Boolean) });
    const devices = (await get(t.app, `/app/monitors/${monitorId}/devices`, token())).json() as { id: string }[];
    const fridge = devices.find((d) => !['always_on', 'unknown', 'solar'].includes(d.id))!;
    expect((await get(t.app, `/app/monitors/${monitorId}/devices/${fridge.id}`, token())).statusCode).toBe(200);
  });
});

/** @jest-environment node */
import type { WireDeviceTimelineResponse, WirePeak, WireTimelineItem, WireTimelineResponse } from '../../../src/api/wire/timeline';
import { API, bearer, get, startSignedInApp, type TestApp } from '../support/harness';

let t: TestApp;
let demo: string;
let partner: string;
beforeAll(async () => {
  ({ t, demo, partner } = await startSignedInApp());
});
afterAll(() => t.close());

const timeline = async (query = '', token = demo, user = 1) => {
  const res = await get(t.app, `/users/${user}/timeline${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as WireTimelineResponse;
};
const ms = (item: WireTimelineItem) => Date.parse(item.time);
const isNewestFirst = (items: WireTimelineItem[]) => items.every((item, i) => i === 0 || ms(items[i - 1]!) > ms(item));

describe('GET /users/{id}/timeline', () => {
  test('30 items newest first, unique times, with sticky news and a peak notice', async () => {
    const body = await timeline();
    expect(body.user_id).toBe(1);
    expect(body.items).toHaveLength(30);
    expect(body.more_items).toBe(true);
    expect(isNewestFirst(body.items)).toBe(true);
    expect(body.items.every((item) => ms(item) <= t.clock.now())).toBe(true);
    expect(body.sticky_items.map((s) => s.type).sort()).toEqual(['Info', 'Info', 'NewPeak']);
    expect(body.sticky_items.every((s) => s.allow_sticky)).toBe(true);
    const news = body.sticky_items.filter((s) => s.type === 'Info');
    expect(news.every((n) => n.show_action && /^https:\/\//.test(n.destination ?? '') && n.title && n.action_title)).toBe(true);
    expect(body.sticky_items.find((s) => s.type === 'NewPeak')?.destination).toMatch(/^peak:100001-\d{8}T\d{4}Z$/);
    // Pinned items are not repeated in the list.
    const sticky = new Set(body.sticky_items.map((s) => s.time));
    expect(body.items.some((item) => sticky.has(item.time))).toBe(false);
    // The demo home has been running since its household's first detection (March 2025): no fresh
    // install check; the welcome tells the story of its age, not of a new install.
    expect(body.items.some((item) => item.type === 'InstallCheck')).toBe(false);
    const welcome = news.find((n) => n.title === 'Welcome to Kilowatch')!;
    expect(welcome.body).toMatch(/learning your home since March 1, 2025 and knows 20 of its devices/);
    expect(welcome.body).not.toMatch(/coming weeks/);
  });

  test('pages with prior_to_item join up exactly: two pages of 30 are one page of 60', async () => {
    const first = await timeline('?n_items=30');
    const before = encodeURIComponent(first.items[29]!.time);
    const second = await timeline(`?n_items=30&prior_to_item=${before}`);
    expect(second.items).toHaveLength(30);
    expect(ms(second.items[0]!)).toBeLessThan(ms(first.items[29]!));
    const both = await timeline('?n_items=60');
    expect([...first.items, ...second.items]).toEqual(both.items);
  });

  test('device events roll up by device and hour: a group has its single events as children', async () => {
    const body = await timeline('?n_items=100');
    const groups = body.items.filter((item) => (item.count ?? 0) > 1);
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(['DeviceWasOn', 'DeviceWasIdle']).toContain(g.type);
      const state = g.type === 'DeviceWasOn' ? 'DeviceOn' : 'DeviceIdle';
      expect(g.children?.filter((c) => c.device_state === state)).toHaveLength(g.count!);
      expect(g.body).toBe(`${g.device_name} ${g.type === 'DeviceWasOn' ? 'turned on' : 'went idle'} ${g.count} times`);
    }
    const unrolled = await timeline('?n_items=100&rollup=false');
    expect(unrolled.items.every((item) => item.count === 1 || !item.device_id || item.type === 'AlwaysOnChanged')).toBe(true);
  });

  test('n_items is capped at 100; bad values are 400s that name the field', async () => {
    expect((await timeline('?n_items=500')).items).toHaveLength(100);
    const zero = await get(t.app, '/users/1/timeline?n_items=0', demo);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error_reason).toMatch(/n_items/);
    const bad = await get(t.app, '/users/1/timeline?prior_to_item=yesterday', demo);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'error', error_reason: "Invalid query parameter 'prior_to_item': must be an ISO 8601 date-time" });
  });

  test('filtering by device: only that device, single events, no sticky items', async () => {
    const all = await timeline('?n_items=60&rollup=false');
    const id = all.items.find((item) => item.device_name === 'Fridge')!.device_id!;
    const res = await get(t.app, `/users/1/timeline?device_id=${id}&n_items=30&rollup=false`, demo);
    const body = res.json() as WireDeviceTimelineResponse;
    expect(body.items).toHaveLength(30);
    expect(body.items.every((item) => item.device_id === id && !item.children)).toBe(true);
    expect(body).not.toHaveProperty('sticky_items');
    expect(body.more_items).toBe(true);
    const unknown = (await get(t.app, '/users/1/timeline?device_id=nope', demo)).json() as WireDeviceTimelineResponse;
    expect(unknown).toEqual({ items: [], more_items: false, user_id: 1 });
  });

  test("another user's timeline looks missing; no token is a 401", async () => {
    const foreign = await get(t.app, '/users/2/timeline', demo);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'error', error_reason: 'User not found' });
    expect((await get(t.app, '/users/1/timeline')).statusCode).toBe(401);
  });
});

describe('GET /users/{id}/timeline/smartcircuit', () => {
  test('relay events only, 50 by default, filtered by deviceId', async () => {
    const res = await get(t.app, '/users/2/timeline/smartcircuit', partner);
    expect(res.statusCode).toBe(200);
    const body = res.json() as WireDeviceTimelineResponse;
    expect(body.items).toHaveLength(50);
    expect(body.items.every((item) => /^relay-/.test(item.device_id ?? '') && ['RelayOn', 'RelayOff'].includes(item.type))).toBe(true);
    expect(isNewestFirst(body.items)).toBe(true);
    const id = body.items[0]!.device_id!;
    const one = (await get(t.app, `/users/2/timeline/smartcircuit?deviceId=${id}&n_items=10`, partner)).json() as WireDeviceTimelineResponse;
    expect(one.items).toHaveLength(10);
    expect(one.items.every((item) => item.device_id === id)).toBe(true);
  });

  test('a home without relays has an empty relay timeline', async () => {
    expect((await get(t.app, '/users/1/timeline/smartcircuit', demo)).json()).toEqual({ items: [], more_items: false, user_id: 1 });
  });
});

describe('GET /app/monitors/{id}/peak/{peakId}', () => {
  test('a peak notice names its peak: watts, time, the previous peak and the devices that were on', async () => {
    const notice = (await timeline()).sticky_items.find((s) => s.type === 'NewPeak')!;
    const peakId = notice.destination!.slice('peak:'.length);
    const res = await get(t.app, `/app/monitors/100001/peak/${peakId}`, demo);
    expect(res.statusCode).toBe(200);
    const peak = res.json() as WirePeak;
    expect(peak.peak_id).toBe(peakId);
    expect(peak.peak_max).toBeGreaterThan(peak.last_peak_max!);
    expect(Date.parse(peak.last_alert_time!)).toBeLessThan(Date.parse(peak.peak_time));
    expect(peak.devices.length).toBeGreaterThan(2);
    expect(peak.devices.every((d, i) => d.peak_wattage > 0 && (i === 0 || peak.devices[i - 1]!.peak_wattage >= d.peak_wattage))).toBe(true);
    // The devices add up to the peak (within rounding).
    expect(Math.abs(peak.devices.reduce((s, d) => s + d.peak_wattage, 0) - peak.peak_max)).toBeLessThan(peak.devices.length);
  });

  test.each([
    ['an unknown minute', '100001-20261101T0000Z'],
    ['a malformed id', 'not-a-peak'],
    ["another monitor's id", '100002-20261101T0000Z'],
    ['a day that has not ended', '100001-20261122T1400Z'],
  ])('%s is 404 Peak not found', async (_, peakId) => {
    const res = await get(t.app, `/app/monitors/100001/peak/${peakId}`, demo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Peak not found' });
  });

  test("another user's monitor is 404 Monitor not found", async () => {
    const res = await get(t.app, '/app/monitors/100002/peak/100002-20261101T0000Z', demo);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_reason).toBe('Monitor not found');
  });
});

test('POST bodies are not needed: the inject helper sends the token', async () => {
  const res = await t.app.inject({ method: 'POST', url: `${API}/users/1/disable_timeline`, headers: bearer(demo) });
  expect(res.statusCode).toBe(400);
  expect(res.json().error_reason).toBe("Missing required query parameter 'timeline_date'");
});

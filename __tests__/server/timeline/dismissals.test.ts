/** @jest-environment node */
import type { WireTimelineItem, WireTimelineResponse } from '../../../src/api/wire/timeline';
import { API, bearer, get, signIn, startTestApp, type TestApp } from '../support/harness';

const HOUR = 3_600_000;
let t: TestApp;
let token: string;
// Tokens outlive the clock moves below.
const ttl = { accessTokenTtlSeconds: 7 * 24 * 3600 };
beforeEach(async () => {
  t = await startTestApp(ttl);
  token = (await signIn(t.app, 'demo@example.com')).access_token;
});
afterEach(() => t.close());

const timeline = async (query = '') => (await get(t.app, `/users/1/timeline${query}`, token)).json() as WireTimelineResponse;
const dismiss = (time: string) =>
  t.app.inject({ method: 'POST', url: `${API}/users/1/disable_timeline?timeline_date=${encodeURIComponent(time)}`, headers: bearer(token) });
const news = (items: WireTimelineItem[]) => items.filter((i) => i.type === 'Info');

test('dismissing a pinned item moves it from sticky_items into items, and it stays dismissed', async () => {
  const before = await timeline();
  const welcome = before.sticky_items.find((s) => s.title === 'Welcome to Kilowatch')!;
  const res = await dismiss(welcome.time);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });

  const after = await timeline();
  expect(after.sticky_items.map((s) => s.time)).not.toContain(welcome.time);
  expect(after.sticky_items).toHaveLength(before.sticky_items.length - 1);
  expect(after.items.find((i) => i.time === welcome.time)).toEqual(welcome);

  // A retried request is harmless.
  expect((await dismiss(welcome.time)).statusCode).toBe(200);

  // Stored: a restart on the same data folder remembers it.
  const { dataDir, clock } = t;
  await t.app.close();
  t = await startTestApp({ ...ttl, dataDir, clock });
  token = (await signIn(t.app, 'demo@example.com')).access_token;
  expect((await timeline()).sticky_items.map((s) => s.time)).not.toContain(welcome.time);
});

test('a dismissed peak notice is not pinned again', async () => {
  const peak = (await timeline()).sticky_items.find((s) => s.type === 'NewPeak')!;
  expect((await dismiss(peak.time)).statusCode).toBe(200);
  t.clock.advance(HOUR);
  const later = await timeline();
  expect(later.sticky_items.find((s) => s.type === 'NewPeak')).toBeUndefined();
  expect(later.items.find((i) => i.time === peak.time)?.destination).toBe(peak.destination);
});

test('pinned items last a day; then they are ordinary items', async () => {
  t.clock.advance(23 * HOUR);
  expect(news((await timeline()).sticky_items)).toHaveLength(2);
  t.clock.advance(2 * HOUR);
  const later = await timeline('?n_items=100');
  expect(news(later.sticky_items)).toHaveLength(0);
  const time = news((await timeline('?n_items=100&prior_to_item=2026-11-22T15:00:00.000Z')).items)[0]!.time;
  const res = await dismiss(time);
  expect(res.statusCode).toBe(400);
  expect(res.json().error_reason).toBe(`The timeline item at ${time} is no longer pinned (pinned items last a day)`);
});

test('timeline_date must name a pinned item: clear reasons otherwise', async () => {
  const body = await timeline();
  const event = body.items.find((i) => i.type.startsWith('Device'))!;
  const notPinned = await dismiss(event.time);
  expect(notPinned.statusCode).toBe(400);
  expect(notPinned.json().error_reason).toBe(`The timeline item at ${event.time} is not a pinned item, so it cannot be dismissed`);

  const nothing = await dismiss('2026-11-22T10:00:00.123Z');
  expect(nothing.json()).toEqual({ status: 'error', error_reason: 'There is no timeline item at 2026-11-22T10:00:00.123Z' });

  const bad = await dismiss('not-a-date');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error_reason).toBe("Invalid query parameter 'timeline_date': must be an ISO 8601 date-time");

  // Nothing was written by the failures.
  expect((await timeline()).sticky_items).toEqual(body.sticky_items);
});

test('the date may come in a form body; another user cannot dismiss', async () => {
  const time = (await timeline()).sticky_items[0]!.time;
  const partner = (await signIn(t.app, 'partner@example.com')).access_token;
  const foreign = await t.app.inject({ method: 'POST', url: `${API}/users/1/disable_timeline?timeline_date=${time}`, headers: bearer(partner) });
  expect(foreign.statusCode).toBe(404);
  const form = await t.app.inject({
    method: 'POST',
    url: `${API}/users/1/disable_timeline`,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `timeline_date=${encodeURIComponent(time)}`,
  });
  expect(form.statusCode).toBe(200);
  expect((await timeline()).sticky_items.map((s) => s.time)).not.toContain(time);
});

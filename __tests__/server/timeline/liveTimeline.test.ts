/** @jest-environment node */
import type { WireDeviceTimelineResponse, WireTimelineItem, WireTimelineResponse } from '../../../src/api/wire/timeline';
import type { ServerEventMap } from '../../../server/src/contracts';
import { createEvents } from '../../../server/src/events';
import { startTimelineLoop } from '../../../server/src/timeline';
import { get, signIn, startTestApp, type TestApp } from '../support/harness';

const MIN = 60_000;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  token = (await signIn(t.app, 'demo@example.com')).access_token;
});
afterAll(() => t.close());

/** A loop of our own on a private event bus (the app's own loop runs on timers). */
function loop(watchedMonitors?: () => number[]) {
  const events = createEvents();
  const pushed: ServerEventMap['timeline-event'][] = [];
  const relays: ServerEventMap['relay-event'][] = [];
  events.on('timeline-event', (e) => pushed.push(e));
  events.on('relay-event', (e) => relays.push(e));
  const l = startTimelineLoop({ ...t.app.ctx, events }, { timers: false, watchedMonitors });
  return { l, pushed, relays };
}

const unrolled = async (beforeIso: string) =>
  ((await get(t.app, `/users/1/timeline?rollup=false&n_items=100&prior_to_item=${encodeURIComponent(beforeIso)}`, token)).json() as WireTimelineResponse).items;

test('each tick pushes the single events since the last tick, exactly as the timeline lists them', async () => {
  const { l, pushed, relays } = loop();
  const from = t.clock.now();
  let count = 0;
  for (let minute = 0; minute < 30; minute++) {
    t.clock.advance(MIN);
    count += l.tick();
  }
  l.stop();
  const to = t.clock.now();
  expect(count).toBe(pushed.length + relays.length);
  expect(pushed.length).toBeGreaterThan(0);
  expect(pushed.every((e) => [1, 2, 3, 4, 5].includes(e.userId))).toBe(true);
  const demo = pushed.filter((e) => e.monitorId === 100001).map((e) => e.item as WireTimelineItem);
  expect(demo.every((item) => Date.parse(item.time) > from && Date.parse(item.time) <= to)).toBe(true);
  const listed = (await unrolled(new Date(to + 1).toISOString())).filter((item) => Date.parse(item.time) > from);
  expect([...demo].reverse()).toEqual(listed);
  // Nothing new without time passing.
  expect(l.tick()).toBe(0);
});

test('install-check progress is pushed when its milestone passes (counted from the household install)', async () => {
  // The demo household's first detection is 2025-03-01 15:00Z: its install check ran then.
  t.clock.set(Date.UTC(2025, 2, 1, 16, 0, 0));
  const { l, pushed } = loop();
  t.clock.advance(2 * MIN);
  l.tick();
  l.stop();
  const check = pushed.map((e) => e.item as WireTimelineItem).find((item) => item.type === 'InstallCheck' && item.monitor_id === 100001);
  expect(check).toMatchObject({ progress: 20, time: '2025-03-01T16:00:52.000Z' });
  // The journeys below carry on from the afternoon of the test day.
  t.clock.set(Date.UTC(2026, 10, 22, 16, 2, 0));
});

test('a stalled loop does not replay more than five minutes', () => {
  const { l, pushed } = loop();
  t.clock.advance(6 * 60 * MIN);
  l.tick();
  l.stop();
  const oldest = Math.min(...pushed.map((e) => Date.parse((e.item as WireTimelineItem).time)));
  expect(oldest).toBeGreaterThanOrEqual(t.clock.now() - 5 * MIN);
});

test('with a watched list, only the monitors someone watches are computed', () => {
  let watched: number[] = [];
  const { l, pushed } = loop(() => watched);
  const minutes = (n: number) => {
    let count = 0;
    for (let i = 0; i < n; i++) {
      t.clock.advance(MIN);
      count += l.tick();
    }
    return count;
  };
  expect(minutes(30)).toBe(0);
  watched = [100001, 999999];
  expect(minutes(60)).toBeGreaterThan(0);
  l.stop();
  expect(new Set(pushed.map((e) => e.monitorId))).toEqual(new Set([100001]));
  expect(pushed.every((e) => e.userId === 1)).toBe(true);
});

test('relay switches are pushed as relay events, exactly as the relay panel timeline lists them', async () => {
  const partner = (await signIn(t.app, 'partner@example.com')).access_token;
  const { l, pushed, relays } = loop(() => [100002]);
  const from = t.clock.now();
  for (let minute = 0; minute < 6 * 60; minute++) {
    t.clock.advance(MIN);
    l.tick();
  }
  l.stop();
  const to = t.clock.now();
  expect(relays.length).toBeGreaterThan(0);
  expect(relays.every((e) => e.userId === 2 && e.monitorId === 100002)).toBe(true);
  // The same switches are also ordinary device events on the main timeline.
  const relayIds = new Set(relays.map((e) => e.event.device_id));
  expect(pushed.some((e) => relayIds.has((e.item as WireTimelineItem).device_id ?? ''))).toBe(true);
  const page = (await get(t.app, `/users/2/timeline/smartcircuit?n_items=500&prior_to_item=${encodeURIComponent(new Date(to + 1).toISOString())}`, partner)).json() as WireDeviceTimelineResponse;
  const listed = page.items
    .filter((item) => Date.parse(item.time) > from)
    .map((item) => ({ device_id: item.device_id, time: item.time, type: item.type, body: item.body }))
    .reverse();
  expect(relays.map((e) => e.event)).toEqual(listed);
  for (const e of relays) expect(['RelayOn', 'RelayOff']).toContain(e.event.type);
});

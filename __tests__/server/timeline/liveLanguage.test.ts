/** @jest-environment node */
import type { WireTimelineItem } from '../../../src/api/wire/timeline';
import type { ServerEventMap } from '../../../server/src/contracts';
import { createEvents } from '../../../server/src/events';
import { resolveLocale } from '../../../server/src/i18n';
import { startTimelineLoop } from '../../../server/src/timeline';
import { startTestApp, type TestApp } from '../support/harness';

const MIN = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('live items and relay events carry their texts in any language, the same items otherwise', () => {
  const events = createEvents();
  const pushed: ServerEventMap['timeline-event'][] = [];
  const relays: ServerEventMap['relay-event'][] = [];
  events.on('timeline-event', (e) => pushed.push(e));
  events.on('relay-event', (e) => relays.push(e));
  const loop = startTimelineLoop({ ...t.app.ctx, events }, { timers: false });
  // Twelve hours, five minutes a tick (a tick reaches back five minutes), to see relays switch too.
  for (let tick = 0; tick < 144; tick++) {
    t.clock.advance(5 * MIN);
    loop.tick();
  }
  loop.stop();
  expect(pushed.length).toBeGreaterThan(0);
  const fr = resolveLocale(['fr-CA']);
  const es = resolveLocale(['es']);
  for (const e of pushed) {
    const en = e.item as WireTimelineItem;
    const inFrench = e.localized!(fr) as WireTimelineItem;
    expect({ ...inFrench, body: en.body, title: en.title, action_title: en.action_title }).toEqual(en);
    if (en.type === 'DeviceWasOn') expect(inFrench.body).toBe(`${en.device_name} s’est allumé`);
    if (en.type === 'DeviceOff') expect(inFrench.body).toBe(`${en.device_name} s’est éteint`);
  }
  expect(pushed.some((e) => (e.item as WireTimelineItem).type === 'DeviceWasOn')).toBe(true);
  expect(relays.length).toBeGreaterThan(0);
  for (const e of relays) {
    const inSpanish = e.localized!(es);
    expect({ ...inSpanish, body: e.event.body }).toEqual(e.event);
    expect(inSpanish.body).toMatch(/ se (encendió|apagó)$/);
  }
});

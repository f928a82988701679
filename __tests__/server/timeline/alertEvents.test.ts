/** @jest-environment node */
import { startAlertRunner } from '../../../server/src/alerts';
import type { WireDeviceTimelineResponse, WireTimelineItem, WireTimelineResponse } from '../../../src/api/wire/timeline';
import { API, bearer, get, signIn, startTestApp, type TestApp } from '../support/harness';

const MIN = 60_000;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  token = (await signIn(t.app, 'demo@example.com')).access_token;
});
afterAll(() => t.close());

test("stored device-alert events are merged by time into the user's and the device's timeline", async () => {
  const first = (await get(t.app, '/users/1/timeline?n_items=100&rollup=false', token)).json() as WireTimelineResponse;
  const fridge = first.items.find((i) => i.device_name === 'Fridge')!.device_id!;
  const created = await t.app.inject({
    method: 'PUT',
    url: `${API}/app/monitors/100001/devices/${fridge}/notifications`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: { state: 'on', duration: 60 },
  });
  expect(created.statusCode).toBe(200);
  const runner = startAlertRunner(t.app.ctx, { timers: false });
  for (let i = 0; i < 36; i++) {
    t.clock.advance(5 * MIN);
    runner.tick();
  }
  runner.stop();

  const body = (await get(t.app, '/users/1/timeline?n_items=100', token)).json() as WireTimelineResponse;
  const alerts = body.items.filter((i) => i.type === 'DeviceAlert');
  expect(alerts.length).toBeGreaterThan(2);
  const ms = (i: WireTimelineItem) => Date.parse(i.time);
  expect(body.items.every((item, i) => i === 0 || ms(body.items[i - 1]!) > ms(item))).toBe(true);
  expect(alerts.every((a) => a.device_id === fridge && a.body === 'Fridge has been on for 1 minute')).toBe(true);

  // Paging still joins up with the stored events in it.
  const page1 = (await get(t.app, '/users/1/timeline?n_items=20', token)).json() as WireTimelineResponse;
  const page2 = (await get(t.app, `/users/1/timeline?n_items=20&prior_to_item=${encodeURIComponent(page1.items[19]!.time)}`, token)).json() as WireTimelineResponse;
  const both = (await get(t.app, '/users/1/timeline?n_items=40', token)).json() as WireTimelineResponse;
  expect([...page1.items, ...page2.items]).toEqual(both.items);

  const device = (await get(t.app, `/users/1/timeline?device_id=${fridge}&n_items=50`, token)).json() as WireDeviceTimelineResponse;
  expect(device.items.some((i) => i.type === 'DeviceAlert')).toBe(true);
  expect(device.items.every((i) => i.device_id === fridge)).toBe(true);
});

/** @jest-environment node */
import { evDevice } from '../../../server/src/sim';
import { toMonitorProfile } from '../../../server/src/wire/monitorWire';
import type { WireEvStatus } from '../../../src/api/wire/evCharger';
import type { WireDataChange, WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { connect } from '../realtime/feedSupport';
import { API, bearer, createClock, startSignedInApp, type TestApp } from '../support/harness';

/** Start and Stop reach the live feed: its w and the EV device follow within a frame or two of a data_change. */
jest.setTimeout(30_000);

/** Monday 2026-11-23, 20:00:30 in New York: the demo car is plugged in and not charging. */
const EVENING = Date.parse('2026-11-24T01:00:30Z');

let t: TestApp;
let demo: string;
let port: number;
beforeAll(async () => {
  ({ t, demo } = await startSignedInApp({ clock: createClock(EVENING) }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const post = (url: string) => t.app.inject({ method: 'POST', url: `${API}/evcharge/monitors/100001${url}`, headers: bearer(demo), payload: {} });

test('the feed’s w rises by the EV’s watts after Start, and falls back after Stop', async () => {
  const evId = evDevice(toMonitorProfile(t.app.ctx.repos.monitors.forUser(1, 100001)!))!.id;
  expect((await post('/chargepoint')).statusCode).toBe(200);
  const c = connect(port, `/monitors/100001/realtimefeed?access_token=${demo}`);
  try {
    const updates = () => c.frames.filter((f) => f.msg.type === 'realtime_update').map((f) => f.msg.payload as WireRealtimeUpdate);
    await c.untilType('realtime_update', 2);
    const before = updates().at(-1)!;
    expect(before.devices.find((d) => d.id === evId)).toBeUndefined();

    const started = (await post('/charge/start')).json() as WireEvStatus;
    expect(started.charge_status).toBe('Charging');
    const changes = await c.untilType('data_change', 2);
    expect((changes.at(-1)!.msg.payload as WireDataChange).device_data_checksum).not.toBe((changes[0]!.msg.payload as WireDataChange).device_data_checksum);
    // Frames after the command's second carry the EV (the test clock is frozen: frames step half a second each).
    const seen = updates().length;
    await c.untilType('realtime_update', seen + 4);
    const charging = updates().at(-1)!;
    const evNow = charging.devices.find((d) => d.id === evId)!;
    expect(evNow.w).toBeGreaterThan(7000);
    expect(charging.w - before.w).toBeGreaterThan(evNow.w - 400);

    expect((await post('/charge/stop')).json()).toMatchObject({ charge_status: 'Connected' });
    await c.untilType('data_change', 3);
    const after = updates().length;
    await c.untilType('realtime_update', after + 4);
    const stopped = updates().at(-1)!;
    expect(stopped.devices.find((d) => d.id === evId)).toBeUndefined();
    expect(charging.w - stopped.w).toBeGreaterThan(evNow.w - 400);
  } finally {
    c.ws.close();
  }
});

/** @jest-environment node */
import type { WireFeedMessage, WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { API, bearer, signIn, startTestApp, type TestApp } from '../support/harness';
import { connect } from './feedSupport';

/** The feed inside the real app (buildApp, SQLite, real tokens), with the harness's frozen clock. */
describe('realtime feed with the core', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('streams the demo monitor to its owner and closes the stream on logout', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const monitorId = login.monitors[0]!.id;
    const c = connect(port, `/monitors/${monitorId}/realtimefeed?access_token=${login.access_token}`);
    const updates = await c.untilType('realtime_update', 2);
    expect(c.frames.slice(0, 5).map((f) => f.msg.type)).toEqual(['hello', 'monitor_info', 'data_change', 'device_states', 'realtime_update']);
    const [a, b] = updates.map((f) => f.msg.payload as WireRealtimeUpdate);
    // The first frame comes at once: the latest half second at or before the (frozen) clock. The
    // clock is frozen, so the ticks after it advance one tick per frame from that half second.
    expect(a!._stats.msnd * 1000).toBeLessThanOrEqual(t.clock.now());
    expect(a!._stats.msnd * 1000).toBeGreaterThan(t.clock.now() - 500);
    expect(b!._stats.msnd * 1000).toBeGreaterThan(t.clock.now());
    expect(b!.frame - a!.frame).toBe(30);
    expect(a!.devices.map((d) => d.id)).toEqual(expect.arrayContaining(['always_on', 'unknown']));

    const oneShot = await t.app.inject({ method: 'GET', url: `${API}/app/${monitorId}/realtime_update`, headers: bearer(login.access_token) });
    expect(oneShot.statusCode).toBe(200);
    expect(oneShot.json()).not.toHaveProperty('epoch');

    await t.app.inject({ method: 'GET', url: `${API}/logout`, headers: bearer(login.access_token) });
    const closed = await c.untilClosed();
    expect(c.frames.at(-1)!.msg).toEqual({ type: 'close_connection', payload: { reason: 'Your session has ended' } } satisfies WireFeedMessage);
    expect(closed.code).toBe(4000);
  });

  it('keeps what the client sends while its token is being checked', async () => {
    const login = await signIn(t.app, 'demo@example.com');
    const c = connect(port, `/monitors/${login.monitors[0]!.id}/realtimefeed?access_token=${login.access_token}`);
    await c.opened();
    c.ws.send(JSON.stringify({ type: 'send_recent_history', payload: { seconds: 5 } }));
    const [history] = await c.untilType('recent_history');
    expect(c.frames.slice(0, 4).map((f) => f.msg.type)).toEqual(['hello', 'monitor_info', 'data_change', 'device_states']);
    expect(history).toBeDefined();
    c.ws.close();
  });

  it('refuses a token that is not a session', async () => {
    const c = connect(port, '/monitors/100001/realtimefeed?access_token=t1.v2.nope');
    const closed = await c.untilClosed();
    expect(c.frames.map((f) => f.msg)).toEqual([{ type: 'error', payload: { authorized: false, error_reason: 'Invalid or expired access token' } }]);
    expect(closed.code).toBe(4001);
  });
});

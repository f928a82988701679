/** @jest-environment node */
import type { WireFeedMessage, WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { sampleAt } from '../../../server/src/sim';
import { MONITOR_ID, connect, profile, startServer } from './feedSupport';

const feedPath = (token = 'good-token', id = MONITOR_ID) =>
  `/monitors/${id}/realtimefeed?client_type=web&ui_language=en-US&sense_protocol=3&access_token=${token}`;

describe('realtime feed', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const sockets: ReturnType<typeof connect>[] = [];
  const open = (path: string, headers?: Record<string, string>) => {
    const c = connect(server.port, path, headers);
    sockets.push(c);
    return c;
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.ws.terminate();
  });
  afterAll(async () => {
    server.feed.close();
    await server.app.close();
  });

  it('greets in order, then streams realtime_update at 2 Hz', async () => {
    const c = open(feedPath());
    await c.opened();
    const updates = await c.untilType('realtime_update', 7, 15000);
    const types = c.frames.map((f) => f.msg.type);
    expect(types.slice(0, 5)).toEqual(['hello', 'monitor_info', 'data_change', 'device_states', 'realtime_update']);
    // Cadence by the frames' own clocks: frames sit on the 2 Hz grid, frame +30 and msnd +0.5 s
    // per step. A step slept through on a busy machine is skipped, not burst (so +60 and +1 s).
    // Wall-clock timing is checked with fake timers in ticker.test.ts, and measured in bench/feed.
    let steps = 0;
    for (let i = 1; i < updates.length; i++) {
      const a = updates[i - 1]!.msg.payload as WireRealtimeUpdate;
      const b = updates[i]!.msg.payload as WireRealtimeUpdate;
      const step = (b.frame - a.frame) / 30;
      expect(Number.isInteger(step) && step >= 1).toBe(true);
      expect(b._stats.msnd - a._stats.msnd).toBeCloseTo(0.5 * step, 6);
      steps += step;
    }
    expect(steps).toBeGreaterThanOrEqual(updates.length - 1);
    const hello = c.frames[0]!.msg;
    expect(hello).toEqual({ type: 'hello', payload: { online: true } });
    const info = c.frames[1]!.msg as Extract<WireFeedMessage, { type: 'monitor_info' }>;
    expect(info.payload.features).toContain('RTU_WATTS_SIGNED');
    const dc = c.frames[2]!.msg as Extract<WireFeedMessage, { type: 'data_change' }>;
    expect(dc.payload).toMatchObject({ settings_version: 1, user_version: 2 });
    expect(dc.payload.device_data_checksum).toMatch(/^[0-9A-F]{40}$/);
    const ds = c.frames[3]!.msg as Extract<WireFeedMessage, { type: 'device_states' }>;
    expect(ds.payload.update_type).toBe('full');
    expect(ds.payload.states.length).toBeGreaterThan(15);
    for (const s of ds.payload.states) expect(['active', 'off']).toContain(s.mode);
  });

  it('gives a client that joins the latest frame at once, then the next ticks (no frame time repeats)', async () => {
    const first = open(feedPath());
    const seen = await first.untilType('realtime_update', 2, 15000);
    const second = open(feedPath());
    const [joined] = await second.untilType('realtime_update', 1, 15000);
    const j = joined!.msg.payload as WireRealtimeUpdate;
    // Right after device_states, and a frame the first client already got (or the one in flight).
    expect(second.frames.slice(0, 5).map((f) => f.msg.type)).toEqual(['hello', 'monitor_info', 'data_change', 'device_states', 'realtime_update']);
    expect(j.frame).toBeGreaterThanOrEqual((seen[1]!.msg.payload as WireRealtimeUpdate).frame);
    const [, next] = await second.untilType('realtime_update', 2, 15000);
    const n = next!.msg.payload as WireRealtimeUpdate;
    expect(n.frame).toBeGreaterThan(j.frame);
    expect((n.frame - j.frame) % 30).toBe(0);
  });

  it('sends every realtime_update field, with devices sorted and always_on/unknown present', async () => {
    const c = open(feedPath());
    const [first] = (await c.untilType('realtime_update'));
    const p = first!.msg.payload as WireRealtimeUpdate;
    for (const key of ['w', 'd_w', 'grid_w', 'c', 'defaultCost', 'hz', 'voltage', 'channels', 'epoch', 'frame', '_stats', 'deltas', 'power_flow', 'devices']) {
      expect(p).toHaveProperty(key);
    }
    for (const key of ['solar_w', 'd_solar_w', 'solar_pct', 'solar_c', 'aux', 'battery_w', 'd_battery_w', 'battery_pct', 'charge_state', 'battery_time_to_empty']) {
      expect(p).toHaveProperty(key);
    }
    expect(p.voltage).toHaveLength(2);
    expect(p.channels).toHaveLength(2);
    expect(p.aux!.solar[0]).toBeLessThanOrEqual(0);
    expect(p.defaultCost).toBe(13.2);
    expect(p.d_w).toBe(Math.round(p.w));
    expect(p.grid_w).toBe(p.d_w - p.d_solar_w! - p.d_battery_w!);
    // Cost now is the grid's: bought at the rate, or a credit (negative) while exporting.
    expect(p.c).toBe(Math.round((p.grid_w / 1000) * 13.2));
    expect(p.solar_pct).toBeLessThanOrEqual(100);
    expect(p.battery_pct).toBeGreaterThanOrEqual(0);
    expect(p.battery_pct).toBeLessThanOrEqual(100);
    expect(Math.abs(p.epoch - server.deps.now() / 1000)).toBeLessThan(5);
    expect(Math.abs(p.hz - 60)).toBeLessThan(0.5);
    expect(p.grid_status).toBe('Connected');
    expect(p.gen_state).toBeUndefined(); // only a home with a generator has a generator state
    expect(p.power_flow.grid).toBeDefined();
    const ids = p.devices.map((d) => d.id);
    expect(ids).toContain('always_on');
    expect(ids).toContain('unknown');
    for (let i = 1; i < p.devices.length; i++) expect(p.devices[i - 1]!.w).toBeGreaterThanOrEqual(p.devices[i]!.w);
    for (const d of p.devices) {
      expect(d).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), icon: expect.any(String), tags: expect.any(Object), attrs: expect.any(Array) }));
      expect(typeof d.c).toBe('number');
    }
    const ao = p.devices.find((d) => d.id === 'always_on')!;
    expect(ao).toMatchObject({ name: 'Always On', icon: 'alwayson' });
    expect(p.devices.find((d) => d.id === 'unknown')).toMatchObject({ name: 'Other', icon: 'home' });
  });

  it('sends the same frame to every client of a monitor, from the stored sample', async () => {
    const a = open(feedPath());
    const b = open(feedPath());
    const [fa] = await a.untilType('realtime_update', 2);
    await b.untilType('realtime_update', 2);
    const pa = fa!.msg.payload as WireRealtimeUpdate;
    const match = b.frames.find((f) => f.msg.type === 'realtime_update' && (f.msg.payload as WireRealtimeUpdate).frame === pa.frame)
      ?? (await b.untilType('realtime_update', 3)).find((f) => (f.msg.payload as WireRealtimeUpdate).frame === pa.frame);
    expect(match?.msg).toEqual(fa!.msg);
    const s = sampleAt(profile, pa._stats.msnd * 1000);
    // Watts as the store keeps them (0.1 W): the feed shows what was stored.
    expect(pa.w).toBe(Math.round(s.w * 10) / 10);
    expect(pa.solar_w).toBe(Math.round(s.solar_w * 10) / 10);
    // JSON has no -0: a battery rounding to -0 W arrives as 0.
    expect(pa.d_battery_w).toBe(Math.round(s.battery_w) + 0);
  });

  it('knows which monitors are watched: a monitor is listed while a feed to it is open', async () => {
    // Earlier tests' sockets close asynchronously.
    const unwatched = () =>
      new Promise<void>((resolve) => {
        const poll = () => (server.feed.liveMonitorIds().length === 0 ? resolve() : setTimeout(poll, 20));
        poll();
      });
    await unwatched();
    const c = open(feedPath());
    await c.untilType('device_states');
    expect(server.feed.liveMonitorIds()).toEqual([MONITOR_ID]);
    c.ws.close();
    await c.untilClosed();
    await unwatched();
    expect(server.feed.liveMonitorIds()).toEqual([]);
  });

  it('answers send_recent_history with a second-by-second recent_history', async () => {
    const c = open(feedPath());
    await c.untilType('device_states');
    c.ws.send(JSON.stringify({ type: 'hello' }));
    c.ws.send('not json');
    c.ws.send(JSON.stringify({ type: 'whatever', payload: {} }));
    c.ws.send(JSON.stringify({ type: 'send_recent_history' }));
    const [h] = (await c.untilType('recent_history'));
    const payload = (h!.msg as Extract<WireFeedMessage, { type: 'recent_history' }>).payload;
    expect(payload.data).toHaveLength(1800);
    expect(Math.abs(payload.start_epoch - (server.deps.now() / 1000 - 1800))).toBeLessThan(5);
    for (const [w, solar] of payload.data.slice(0, 50)) {
      expect(w).toBeGreaterThan(0);
      expect(solar).toBeGreaterThanOrEqual(0);
    }
  });

  it('accepts the token as an Authorization bearer header', async () => {
    const c = open(`/monitors/${MONITOR_ID}/realtimefeed`, { Authorization: 'Bearer good-token' });
    const [hello] = (await c.untilType('hello'));
    expect(hello!.msg.payload).toEqual({ online: true });
  });

  it('rejects a bad token with an error frame (authorized:false) and a close', async () => {
    const c = open(feedPath('bad-token'));
    const closed = await c.untilClosed();
    expect(c.frames.map((f) => f.msg)).toEqual([{ type: 'error', payload: { authorized: false, error_reason: 'Invalid or expired access token' } }]);
    expect(closed.code).toBe(4001);
  });

  it('rejects a missing token the same way', async () => {
    const c = open(`/monitors/${MONITOR_ID}/realtimefeed`);
    const closed = await c.untilClosed();
    expect(c.frames[0]!.msg).toMatchObject({ type: 'error', payload: { authorized: false } });
    expect(closed.code).toBe(4001);
  });

  it("answers another user's monitor with an error frame and a close", async () => {
    const c = open(feedPath('good-token', 999999));
    const closed = await c.untilClosed();
    expect(c.frames.map((f) => f.msg)).toEqual([{ type: 'error', payload: { authorized: false, error_reason: 'Monitor not found' } }]);
    expect(closed.code).toBe(4004);
  });

  it('pushes a data_change with the new settings_version when settings change', async () => {
    const c = open(feedPath());
    await c.untilType('realtime_update');
    server.state.settingsVersion = 5;
    server.deps.events.emit('settings-changed', { userId: 7, settingsVersion: 5 });
    const changes = await c.untilType('data_change', 2);
    expect(changes[1]!.msg.payload).toMatchObject({ settings_version: 5, user_version: 2 });
    server.deps.events.emit('user-changed', { userId: 7, userVersion: 3 });
    const more = await c.untilType('data_change', 3);
    expect(more[2]!.msg.payload).toMatchObject({ settings_version: 5, user_version: 3 });
    server.state.settingsVersion = 1;
  });

  it('pushes new_timeline_event items to the user', async () => {
    const c = open(feedPath());
    await c.untilType('device_states');
    const item = { type: 'DeviceOn', body: 'Dryer turned on', device_id: 'abc' };
    server.deps.events.emit('timeline-event', { userId: 7, monitorId: MONITOR_ID, item });
    const [e] = (await c.untilType('new_timeline_event'));
    expect(e!.msg.payload).toEqual({ items_added: [item], items_removed: [], items_updated: [], user_id: 7 });
  });

  it('pushes new_relay_event to the user', async () => {
    const c = open(feedPath());
    await c.untilType('device_states');
    const event = { device_id: 'relay-1', time: '2026-11-22T10:00:00.000Z', type: 'RelayOff', body: 'Patio Heater turned off' };
    server.deps.events.emit('relay-event', { userId: 8, monitorId: MONITOR_ID, event });
    server.deps.events.emit('relay-event', { userId: 7, monitorId: MONITOR_ID, event });
    const [e] = await c.untilType('new_relay_event');
    expect(e!.msg.payload).toEqual(event);
    expect(c.frames.filter((f) => f.msg.type === 'new_relay_event')).toHaveLength(1);
  });

  it('sends close_connection and closes when the session is revoked', async () => {
    const c = open(feedPath());
    await c.untilType('realtime_update');
    server.deps.events.emit('session-revoked', { sessionId: 'sess-1', userId: 7 });
    const closed = await c.untilClosed();
    const last = c.frames[c.frames.length - 1]!.msg;
    expect(last).toEqual({ type: 'close_connection', payload: { reason: 'Your session has ended' } });
    expect(closed.code).toBe(4000);
  });
});

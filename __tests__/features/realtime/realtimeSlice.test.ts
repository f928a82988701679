import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { CLOSE_CODE_DESCRIPTIONS, describeCloseCode } from '../../../src/features/realtime/closeCodes';
import { reconnectDelayMs } from '../../../src/features/realtime/constants';
import {
  dataChangeReceived, errorReceived, helloReceived, initialState, logoutSucceeded, rateZoneBannerDismissed,
  realtimeReducer as reducer, reconnectScheduled, retriesExhausted, socketClosed, socketErrored, socketRequested,
  socketStopped, updateReceived,
} from '../../../src/features/realtime/realtimeSlice';
import type { RealtimeState } from '../../../src/features/realtime/types';

const T = Date.parse('2026-11-22T08:00:00.000Z');
const update = (extra: Partial<WireRealtimeUpdate> = {}) =>
  ({ w: 500, d_w: 500, grid_w: 500, c: 4, hz: 59.96, voltage: [120.04, 119.95], channels: [250, 250], devices: [], ...extra }) as WireRealtimeUpdate;
const apply = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce<RealtimeState>((s, a) => reducer(s, a), initialState);

describe('realtime reducer: feed life cycle', () => {
  it('request -> pending; message -> live with errors cleared', () => {
    const pending = apply(socketRequested({ attempt: 0 }), socketErrored({ message: 'WebSocket error' }));
    expect(pending).toMatchObject({ status: 'pending', error: 'WebSocket error', everLive: false });
    const live = reducer(pending, helloReceived({ online: true }));
    expect(live).toMatchObject({ status: 'live', everLive: true, error: null, closeMessage: null, monitorOnline: true });
  });

  it("closed before any message -> 'Could not connect to {product}'", () => {
    const s = apply(socketRequested({ attempt: 0 }), socketClosed({ code: 1006, reason: '' }));
    expect(s.status).toBe('closed');
    expect(s.closeMessage).toEqual({ id: 'realtime.feed.couldNotConnect', defaultMessage: 'Could not connect to {product}' });
    expect(s.closeCode).toBe(1006);
    expect(s.closeDescription).toMatch(/^Abnormal closure/);
  });

  it("closed after having been live -> 'Lost connection to {product}', also on later failed retries", () => {
    const lost = apply(socketRequested({ attempt: 0 }), updateReceived({ update: update(), receivedAt: T }), socketClosed({ code: 1001, reason: '' }));
    expect(lost.closeMessage).toEqual({ id: 'realtime.feed.lostConnection', defaultMessage: 'Lost connection to {product}' });
    const retried = [socketRequested({ attempt: 1 }), socketClosed({ code: 1006, reason: '' })].reduce(reducer, lost);
    expect(retried.closeMessage?.defaultMessage).toBe('Lost connection to {product}');
    expect(retried.wattage?.w).toBe(500);
  });

  it('tracks the reconnect schedule and giving up', () => {
    const closed = apply(socketRequested({ attempt: 0 }), socketClosed({ code: 1006, reason: '' }));
    const scheduled = reducer(closed, reconnectScheduled({ attempt: 1, delayMs: reconnectDelayMs(0) }));
    expect(scheduled.reconnect).toEqual({ attempt: 1, delayMs: 1500 });
    expect(reducer(scheduled, retriesExhausted())).toMatchObject({ status: 'closed', gaveUp: true, reconnect: null });
    expect(reducer(scheduled, socketRequested({ attempt: 1 }))).toMatchObject({ status: 'pending', attempt: 1, reconnect: null });
  });

  it('stores feed errors with the error title, and ignores events impossible in the present state', () => {
    const live = apply(socketRequested({ attempt: 0 }), helloReceived({ online: true }));
    const errored = reducer(live, errorReceived({ authorized: false, error_reason: 'Unauthorized token' }));
    expect(errored.error).toBe('Unauthorized token');
    expect(errored.errorTitle?.defaultMessage).toBe('Error Connecting to {product}');
    expect(reducer(initialState, helloReceived({ online: true }))).toBe(initialState);
    expect(reducer(initialState, socketClosed({ code: 1000, reason: '' }))).toBe(initialState);
    expect(reducer(initialState, updateReceived({ update: update(), receivedAt: T }))).toBe(initialState);
    expect(reducer(live, retriesExhausted())).toBe(live);
  });

  it("hello.online false and realtime_update.monitor_online false mark the monitor and system offline", () => {
    const s = apply(socketRequested({ attempt: 0 }), helloReceived({ online: false }), updateReceived({ update: update({ monitor_online: false }), receivedAt: T }));
    expect(s).toMatchObject({ monitorOnline: false, systemOnline: false });
  });

  it('keeps the dismissed rate-zone end time across a stop, and resets everything on logout', () => {
    const s = apply(rateZoneBannerDismissed({ endTime: '2026-11-22T20:00:00Z' }), socketRequested({ attempt: 0 }), dataChangeReceived({ user_version: 1, settings_version: 2 } as never));
    const stopped = reducer(s, socketStopped());
    expect(stopped).toMatchObject({ status: 'idle', versions: null, dismissedRateZoneEndTime: '2026-11-22T20:00:00Z' });
    expect(reducer(s, logoutSucceeded())).toEqual(initialState);
  });
});

describe('close codes', () => {
  it('maps every code 1000-1015 to its standard description', () => {
    for (let code = 1000; code <= 1015; code += 1) expect(CLOSE_CODE_DESCRIPTIONS[code]).toEqual(expect.any(String));
    expect(describeCloseCode(1000)).toMatch(/^Normal closure/);
    expect(describeCloseCode(1001)).toMatch(/^Going away/);
    expect(describeCloseCode(1011)).toMatch(/^Internal error/);
    expect(describeCloseCode(1015)).toMatch(/^TLS handshake/);
    expect(describeCloseCode(4000)).toBe('Unknown reason');
  });
});

describe('realtime reducer: realtime_update data', () => {
  const live = apply(socketRequested({ attempt: 0 }), helloReceived({ online: true }));

  it('stores wattage, battery, generator, grid, tou alert and power flow', () => {
    const s = reducer(live, updateReceived({
      update: update({
        solar_w: 3000, d_solar_w: 3000, solar_pct: 100, grid_w: -1800, battery_w: 700, battery_pct: 64, charge_state: 'Charging',
        battery_time_to_empty: null, gen_state: 'On', gen_last_state_time: '2026-11-22T07:00:00Z', grid_status: 'Disconnected',
        backup_power: true, tou_alert: { name: 'Peak', end_time: '2026-11-22T20:00:00Z', cost_multiplier: 2 }, power_flow: { solar: ['home', 'battery', 'grid'] },
      }),
      receivedAt: T,
    }));
    expect(s.wattage).toMatchObject({ w: 500, solar_w: 3000, grid_w: -1800, battery_w: 700, battery_pct: 64, c: 4 });
    expect(s.battery).toEqual({ charge_state: 'Charging', time_to_empty: null });
    expect(s).toMatchObject({ gen_state: 'On', grid_status: 'Disconnected', backup_power: true, systemOnline: true, updatedAt: T });
    expect(s.tou_alert).toEqual({ name: 'Peak', end_time: '2026-11-22T20:00:00Z', cost_multiplier: 2 });
    expect(s.power_flow).toEqual({ solar: ['home', 'battery', 'grid'] });
  });

  it('keeps the references of unchanged parts from one message to the next', () => {
    const a = reducer(live, updateReceived({ update: update({ tou_alert: { name: 'Peak', end_time: 'x', cost_multiplier: 2 }, power_flow: { grid: ['home'] } }), receivedAt: T }));
    const b = reducer(a, updateReceived({ update: update({ tou_alert: { name: 'Peak', end_time: 'x', cost_multiplier: 2 }, power_flow: { grid: ['home'] } }), receivedAt: T + 500 }));
    expect(b).not.toBe(a);
    expect(b.wattage).toBe(a.wattage);
    expect(b.signal).toBe(a.signal);
    expect(b.tou_alert).toBe(a.tou_alert);
    expect(b.power_flow).toBe(a.power_flow);
    expect(b.battery).toBe(a.battery);
    expect(b.devices).toBe(a.devices);
  });
});

import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { CONNECT_TIMEOUT_MS, MAX_RETRIES, reconnectDelayMs } from '../../../src/features/realtime/constants';
import { openDeadline, realtimeSaga, sleep } from '../../../src/features/realtime/realtimeSaga';
import {
  connectRequested, disconnectRequested, forcedCloseReceived, rateZoneDismissalLoaded, realtimeReducer, retriesExhausted,
} from '../../../src/features/realtime/realtimeSlice';
import type { RealtimeSocketFactory, RealtimeSocketHandlers, RealtimeState } from '../../../src/features/realtime/types';

jest.mock('../../../src/api/environment', () => ({ getEnvironment: () => ({ wsRoot: 'ws://127.0.0.1:8080' }) }));
jest.mock('../../../src/api/clientInfo', () => ({
  PROTOCOL_VERSION: '7', CLIENT_TYPE: 'web', getDeviceId: () => 'device-abc', getUiLanguage: () => 'fr',
}));

interface FakeSocket {
  url: string;
  handlers: RealtimeSocketHandlers;
  sent: unknown[];
  closed: boolean;
  send(message: unknown): void;
  close(): void;
}
type Script = (socket: FakeSocket, index: number) => void;

/**
 * A socket factory whose sockets play `script` asynchronously, like a real socket: after the factory
 * has returned, on a microtask. Not on a timer turn: a test whose sockets follow one another (a retry
 * loop) would need a turn each, and a loaded CI machine ran out of the run's time between them.
 */
function fakeSockets(script: Script) {
  const sockets: FakeSocket[] = [];
  const factory: RealtimeSocketFactory = (url, handlers) => {
    const socket: FakeSocket = {
      url, handlers, sent: [], closed: false,
      send(message) { this.sent.push(message); },
      close() { this.closed = true; },
    };
    const index = sockets.push(socket) - 1;
    queueMicrotask(() => script(socket, index));
    return socket;
  };
  return { factory, sockets };
}

const frame = (type: string, payload: unknown = {}) => JSON.stringify({ type, payload });
const live: Script = (s) => { s.handlers.onOpen(); s.handlers.onMessage(frame('hello', { online: true })); };
const refused: Script = (s) => s.handlers.onClose(1006, '');
const NOW = Date.parse('2026-11-22T08:00:00.000Z');

/** The parts of the session slice the realtime saga reads (through the real session selectors). */
interface Session { accessToken: string | null; monitors: { id: number }[]; user: { version: number } | null; settings: { version: number } | null }
const session0: Session = { accessToken: 'tok-1', monitors: [{ id: 42 }], user: { version: 3 }, settings: { version: 5 } };

/** How the connection deadline behaves in a run: by default a real (cancellable) 1500 ms wait. */
interface Timing {
  /** Answers openDeadline(ms): resolve to let the deadline pass, never resolve to hold it off. */
  deadline?: (ms: number) => Promise<void>;
  /** The saga-context clock. */
  now?: () => number;
}

function run(script: Script, session: Partial<Session> = {}, timing: Timing = {}) {
  const { factory, sockets } = fakeSockets(script);
  const deadlines: number[] = [];
  const seen: string[] = [];
  const delays: number[] = [];
  const reducer = combineReducers({
    realtime: realtimeReducer,
    session: (s: Session = { ...session0, ...session }, a: UnknownAction) => (a.type === 'test/tokenRenewed' ? { ...s, accessToken: 'tok-2' } : s),
    seen: (s: null = null, a: UnknownAction) => { seen.push(a.type); return s; },
  });
  const providers: StaticProvider[] = [
    [matchers.getContext('createRealtimeSocket'), factory],
    [matchers.getContext('now'), timing.now ?? (() => NOW)],
    [matchers.call.fn(sleep), dynamic(({ args }) => { delays.push(args[0] as number); })],
  ];
  const { deadline } = timing;
  if (deadline) providers.push([matchers.call.fn(openDeadline), dynamic(({ args }) => { deadlines.push(args[0] as number); return deadline(args[0] as number); })]);
  const saga = expectSaga(realtimeSaga).withReducer(reducer).provide(providers);
  return { saga, sockets, seen, delays, deadlines };
}

const realtimeOf = (result: { storeState: unknown }) => (result.storeState as { realtime: RealtimeState }).realtime;

describe('realtime saga: connecting', () => {
  it('asks the open feed for recent history when another feature requests it', async () => {
    const { saga, sockets } = run(live);
    await saga
      .dispatch(connectRequested())
      .delay(10)
      .dispatch({ type: 'realtime/recentHistoryRequested', payload: { seconds: 900 } })
      .silentRun(50);
    expect(sockets[0]!.sent).toEqual([{ type: 'send_recent_history' }, { type: 'send_recent_history', payload: { seconds: 900 } }]);
  });

  it('connects only with an access token', async () => {
    const { saga, sockets } = run(live, { accessToken: null });
    const result = await saga.dispatch(connectRequested()).silentRun(50);
    expect(sockets).toHaveLength(0);
    expect(realtimeOf(result).status).toBe('idle');
  });

  it('opens the feed URL with the query parameters and sends send_recent_history on open', async () => {
    const { saga, sockets } = run(live, { accessToken: 'a b&c' });
    const result = await saga.dispatch(connectRequested()).silentRun(50);
    expect(sockets).toHaveLength(1);
    const url = new URL(sockets[0]!.url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('ws://127.0.0.1:8080/monitors/42/realtimefeed');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      access_token: 'a b&c', device_id: 'device-abc', protocol_version: '7', client_type: 'web', ui_language: 'fr',
    });
    expect(sockets[0]!.sent).toEqual([{ type: 'send_recent_history' }]);
    expect(realtimeOf(result)).toMatchObject({ status: 'live', everLive: true, monitorOnline: true });
  });

  it('retries with delays growing by 1.5 from 1500 ms, at most 25 times, then gives up', async () => {
    const { saga, sockets, delays } = run(refused);
    const result = await saga.put(retriesExhausted()).dispatch(connectRequested()).silentRun(500);
    expect(delays.slice(0, 4)).toEqual([1500, 2250, 3375, 5063]);
    expect(delays).toEqual(Array.from({ length: MAX_RETRIES }, (_, n) => reconnectDelayMs(n)));
    expect(sockets).toHaveLength(MAX_RETRIES + 1);
    expect(realtimeOf(result)).toMatchObject({
      status: 'closed', gaveUp: true, reconnect: null, closeCode: 1006,
      closeMessage: { id: 'realtime.feed.couldNotConnect', defaultMessage: 'Could not connect to {product}' },
    });
  });

  it('says Lost connection after having been live, and a live connection restarts the retry count', async () => {
    const script: Script = (s, i) => {
      if (i === 0 || i === 2) { live(s, i); s.handlers.onClose(1006, ''); } else if (i < 4) refused(s, i);
    };
    const { saga, delays, sockets } = run(script);
    const result = await saga.dispatch(connectRequested()).silentRun(100);
    expect(delays).toEqual([1500, 2250, 1500, 2250]);
    expect(sockets).toHaveLength(5);
    expect(realtimeOf(result)).toMatchObject({ status: 'pending', attempt: 2 });
    expect(realtimeOf(result).closeMessage?.defaultMessage).toBe('Lost connection to {product}');
  });

  it('reconnects with the new token when the session renews, and stops on logout', async () => {
    const { saga, sockets } = run(live);
    const result = await saga
      .dispatch(connectRequested())
      // expectSaga's delays count from the start of the run
      .delay(20).dispatch({ type: 'test/tokenRenewed' })
      .delay(21).dispatch({ type: 'session/renewSucceeded' })
      .delay(50).dispatch({ type: 'session/logoutSucceeded' })
      .silentRun(80);
    expect(sockets.map((s) => new URL(s.url).searchParams.get('access_token'))).toEqual(['tok-1', 'tok-2']);
    expect(sockets.every((s) => s.closed)).toBe(true);
    expect(realtimeOf(result).status).toBe('idle');
  });

  it('a feed refusing the token (4001) asks for a renew once per token, then reconnects with the new token', async () => {
    const unauthorized: Script = (s) => {
      s.handlers.onOpen();
      s.handlers.onMessage(frame('error', { authorized: false, error_reason: 'Invalid or expired access token' }));
      s.handlers.onClose(4001, 'unauthorized');
    };
    // The first token is refused; the renewed one works.
    const script: Script = (s, i) => (i === 0 ? unauthorized(s, i) : live(s, i));
    const { saga, sockets, seen } = run(script);
    await saga
      .dispatch(connectRequested())
      .delay(20).dispatch({ type: 'test/tokenRenewed' })
      .delay(21).dispatch({ type: 'session/renewSucceeded' })
      .silentRun(60);
    expect(seen.filter((t) => t === 'session/renewRequested')).toHaveLength(1);
    expect(sockets.map((s) => new URL(s.url).searchParams.get('access_token'))).toEqual(['tok-1', 'tok-2']);
  });

  it('asks only once for a token the feed keeps refusing; a failed renew falls back to the retry loop', async () => {
    const unauthorized: Script = (s) => s.handlers.onClose(4001, 'unauthorized');
    const { saga, sockets, seen, delays } = run(unauthorized);
    await saga
      .dispatch(connectRequested())
      .delay(20).dispatch({ type: 'session/renewFailed', payload: { status: 'error', message: 'offline' } })
      .silentRun(60);
    expect(seen.filter((t) => t === 'session/renewRequested')).toHaveLength(1);
    expect(sockets.length).toBeGreaterThan(1);
    expect(delays[0]).toBe(1500);
  });

  it('does not start on a renewal alone, and disconnectRequested stops the socket', async () => {
    const { saga, sockets } = run(live);
    const result = await saga
      .dispatch({ type: 'session/renewSucceeded' })
      .delay(10).dispatch(connectRequested())
      .delay(30).dispatch(disconnectRequested())
      .silentRun(60);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closed).toBe(true);
    expect(realtimeOf(result).status).toBe('idle');
  });
});

describe('realtime saga: connection timeout', () => {
  const silent: Script = () => {};
  const passes = () => Promise.resolve();
  const holds = () => new Promise<void>(() => {});

  it('abandons a socket that has not opened within 1500 ms and retries on the schedule, then gives up', async () => {
    const { saga, sockets, delays, deadlines } = run(silent, {}, { deadline: passes });
    const result = await saga.put(retriesExhausted()).dispatch(connectRequested()).silentRun(500);
    expect(CONNECT_TIMEOUT_MS).toBe(1500);
    expect(deadlines).toEqual(Array.from({ length: MAX_RETRIES + 1 }, () => 1500));
    expect(sockets).toHaveLength(MAX_RETRIES + 1);
    expect(sockets.every((s) => s.closed)).toBe(true);
    expect(delays).toEqual(Array.from({ length: MAX_RETRIES }, (_, n) => reconnectDelayMs(n)));
    expect(realtimeOf(result)).toMatchObject({ status: 'closed', gaveUp: true, closeTimedOut: true, closeCode: 1006 });
  });

  it('ignores a socket that opens after it was abandoned, and the next one goes live', async () => {
    // Socket 0 stays silent past its deadline; it opens (too late) only once socket 1 exists.
    let closedWhenItOpened: boolean | null = null;
    const late: Script = (s, i) => {
      if (i !== 1) return;
      const first = sockets[0]!;
      closedWhenItOpened = first.closed;
      live(first, 0);
      live(s, i);
    };
    let calls = 0;
    const deadline = () => (calls++ === 0 ? passes() : holds());
    const { saga, sockets, delays, seen } = run(late, {}, { deadline });
    const result = await saga.dispatch(connectRequested()).silentRun(60);
    expect(sockets).toHaveLength(2);
    expect(closedWhenItOpened).toBe(true);
    expect(sockets[0]!.sent).toEqual([]);
    expect(sockets[1]!.sent).toEqual([{ type: 'send_recent_history' }]);
    expect(seen.filter((t) => t === 'realtime/socketClosed')).toHaveLength(1);
    expect(delays).toEqual([1500]);
    expect(realtimeOf(result)).toMatchObject({ status: 'live', closeTimedOut: false, closeCode: null });
  });

  it('keeps a socket that opens in time: no deadline once open', async () => {
    const { saga, sockets, deadlines, seen } = run(live, {}, { deadline: holds });
    const result = await saga.dispatch(connectRequested()).delay(20).dispatch({ type: 'realtime/recentHistoryRequested' }).silentRun(50);
    expect(deadlines).toEqual([1500]);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent).toEqual([{ type: 'send_recent_history' }, { type: 'send_recent_history' }]);
    expect(seen).not.toContain('realtime/socketClosed');
    expect(realtimeOf(result).status).toBe('live');
  });

  it('counts the 1500 ms from the socket creation by the saga clock, across other events', async () => {
    // The clock reads NOW when the socket is made, then 1 s later when the next wait starts.
    let reads = 0;
    const now = () => (reads++ === 0 ? NOW : NOW + 1000);
    const { saga, deadlines } = run(silent, {}, { deadline: holds, now });
    await saga.dispatch(connectRequested()).delay(10).dispatch({ type: 'realtime/recentHistoryRequested' }).silentRun(40);
    expect(deadlines).toEqual([500, 500]);
  });
});

describe('realtime saga: messages', () => {
  const update = { w: 1234.4, d_w: 1234, grid_w: 1234, c: 16, hz: 60.04, voltage: [121.26, 120.94], channels: [600, 634.4, 1, 2], devices: [] };

  it('turns every feed message type into events', async () => {
    const script: Script = (s) => {
      live(s, 0);
      s.handlers.onMessage(frame('monitor_info', { features: 'NDI,GENERATOR' }));
      s.handlers.onMessage(frame('device_states', { states: [{ device_id: 'ssi-1', mode: 'active', state: 'online', faults: ['overcurrent'] }], update_type: 'full' }));
      s.handlers.onMessage(frame('realtime_update', update));
      s.handlers.onMessage(frame('new_timeline_event', { items_added: [{ guid: 'g1' }], items_removed: [], items_updated: [], user_id: 1 }));
      s.handlers.onMessage(frame('new_relay_event', { device_id: 'r1', time: '2026-11-22T08:00:00Z', type: 'BreakerOff', body: 'off' }));
      s.handlers.onMessage(frame('recent_history', { data: [[1, 0]], start_epoch: 1 }));
      s.handlers.onMessage(frame('mystery_type', {}));
      s.handlers.onMessage(frame('error', { authorized: false, error_reason: 'Token expired' }));
    };
    const { saga } = run(script);
    const result = await saga
      .put({ type: 'timeline/itemsAdded', payload: { items: [{ guid: 'g1' }] } })
      .put({ type: 'timeline/relayEventAdded', payload: { device_id: 'r1', time: '2026-11-22T08:00:00Z', type: 'BreakerOff', body: 'off' } })
      .put.like({ action: { type: 'realtime/recentHistoryReceived' } })
      .dispatch(connectRequested())
      .silentRun(50);
    const rt = realtimeOf(result);
    expect(rt.features).toEqual(['NDI', 'GENERATOR']);
    expect(rt.devices['ssi-1']).toMatchObject({ network_mode: 'active', network_state: 'online', faults: ['overcurrent'] });
    expect(rt.wattage).toMatchObject({ w: 1234.4, c: 16 });
    expect(rt.signal).toEqual({ mains: [600, 634.4], solar: null, voltage: [121.3, 120.9], frequency: 60 });
    expect(rt.updatedAt).toBe(NOW);
    expect(rt.error).toBe('Token expired');
    expect(rt.errorTitle?.defaultMessage).toBe('Error Connecting to {product}');
  });

  it('logs the user out on close_connection and does not reconnect', async () => {
    const script: Script = (s) => { live(s, 0); s.handlers.onMessage(frame('close_connection', { reason: 'session revoked' })); s.handlers.onClose(1000, ''); };
    const { saga, sockets, delays } = run(script);
    await saga
      .put(forcedCloseReceived({ reason: 'session revoked' }))
      .put({ type: 'session/logoutRequested', payload: {} })
      .dispatch(connectRequested())
      .silentRun(50);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closed).toBe(true);
    expect(delays).toEqual([]);
  });

  // The stored versions are user 3, settings 5. A new settings version alone refetches the user too:
  // its monitors carry the home attributes (show_cost, cost) every screen reads.
  it.each([
    ['both versions differ', { user_version: 4, settings_version: 6 }],
    ['only the settings version differs', { user_version: 3, settings_version: 6 }],
  ])('refetches the user and the settings once when %s (the same data_change twice)', async (_case, versions) => {
    const script: Script = (s) => {
      live(s, 0);
      s.handlers.onMessage(frame('data_change', versions));
      s.handlers.onMessage(frame('data_change', versions));
    };
    const { saga, seen } = run(script);
    const result = await saga.put({ type: 'session/userRequested' }).put({ type: 'session/settingsRequested' }).dispatch(connectRequested()).silentRun(50);
    expect(seen.filter((t) => t === 'session/userRequested')).toHaveLength(1);
    expect(seen.filter((t) => t === 'session/settingsRequested')).toHaveLength(1);
    expect(realtimeOf(result).versions).toEqual({ user: versions.user_version, settings: versions.settings_version });
  });

  it('refetches nothing when data_change carries the stored versions', async () => {
    const script: Script = (s) => { live(s, 0); s.handlers.onMessage(frame('data_change', { user_version: 3, settings_version: 5 })); };
    const { saga } = run(script);
    await saga
      .not.put({ type: 'session/userRequested' })
      .not.put({ type: 'session/settingsRequested' })
      .dispatch(connectRequested())
      .silentRun(50);
  });

  it('loads the dismissed rate-zone end time on connect and stores a new dismissal', async () => {
    window.localStorage.setItem('kw.dismissedRateZoneAlertEndTime', '2026-11-22T20:00:00.000Z');
    const { saga } = run(live);
    const result = await saga
      .put(rateZoneDismissalLoaded({ endTime: '2026-11-22T20:00:00.000Z' }))
      .dispatch(connectRequested())
      .delay(10).dispatch({ type: 'realtime/rateZoneBannerDismissed', payload: { endTime: '2026-11-23T20:00:00.000Z' } })
      .silentRun(30);
    expect(realtimeOf(result).dismissedRateZoneEndTime).toBe('2026-11-23T20:00:00.000Z');
    expect(window.localStorage.getItem('kw.dismissedRateZoneAlertEndTime')).toBe('2026-11-23T20:00:00.000Z');
  });
});

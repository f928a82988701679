import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { callApi } from '../../../src/api/callApi';
import type { ApiRequest } from '../../../src/api/types';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { BlockCache } from '../../../src/features/powerMeter/blockCache';
import * as calendar from '../../../src/features/powerMeter/calendarWindows';
import { blockRange, blockStart, defaultLiveWindow, fetchRange, HOUR_MS, prefetchRange } from '../../../src/features/powerMeter/charts/chartMath';
import { call, delay } from 'redux-saga/effects';
import {
  LIVE_PLAN_EVERY_S, needsFetch, PLAN_DEBOUNCE_MS, planFetch, planTrigger, RECENT_HISTORY_REQUESTED, resetRecentHistoryThrottle, schedulePlan,
} from '../../../src/features/powerMeter/powerMeterFetchSaga';
import { loadCalendarWindows, powerMeterSaga } from '../../../src/features/powerMeter/powerMeterSaga';
import {
  fetchFailed, fetchRequested, fetchSucceeded, intervalChosen, liveAppended, nowClicked, opened, powerMeterReducer, queryChanged,
  realtimeUpdateReceived, recentHistoryStored, shifted, viewportResized, windowSet, zoomStepped,
} from '../../../src/features/powerMeter/powerMeterSlice';
import type { PowerMeterState } from '../../../src/features/powerMeter/types';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const session = { monitors: [{ id: 42 }], monitorTimeZone: 'America/New_York', accessToken: 't' };
const reducer = combineReducers({ powerMeter: powerMeterReducer, session: (s: typeof session = session) => s });
type Answer = { data: unknown } | { error: { status: number; message: string } };

/** Answers history requests with entries up to `endOfData` (deciwatts), like the server. */
function historyApi(endOfData = NOW) {
  const requests: ApiRequest<unknown>[] = [];
  const answer = (request: ApiRequest<unknown>): Answer => {
    requests.push(request);
    const q = request.query as { start: string; frames: number; granularity: string };
    const step = { SECOND: 1000, MINUTE: 60_000, HOUR: HOUR_MS }[q.granularity as 'SECOND']!;
    const start = Date.parse(q.start);
    const n = Math.max(0, Math.min(q.frames, Math.ceil((endOfData - start) / step)));
    const totals = Array.from({ length: n }, () => [5000, 6000, 0, 0, 5500, 0]);
    return { data: { start: q.start, endOfData: new Date(endOfData).toISOString(), totals } };
  };
  return { requests, answer };
}

function run(opts: { cache?: BlockCache; api?: (r: ApiRequest<unknown>) => Answer } = {}) {
  const cache = opts.cache ?? new BlockCache();
  const navigate = jest.fn();
  const api = opts.api ?? historyApi().answer;
  const saga = expectSaga(powerMeterSaga)
    .withReducer(reducer)
    .provide([
      [matchers.getContext('now'), () => NOW],
      [matchers.getContext('navigate'), navigate],
      [matchers.getContext('powerMeterCache'), cache],
      [matchers.call.fn(loadCalendarWindows), calendar],
      [matchers.call.fn(callApi), dynamic(({ args }) => api(args[0] as ApiRequest<unknown>))],
    ]);
  return { saga, cache, navigate };
}

const pmOf = (result: { storeState: unknown }) => (result.storeState as { powerMeter: PowerMeterState }).powerMeter;
const q15 = { start: '2026-11-20T12:00:00.000Z', end: '2026-11-20T12:15:00.000Z', interval: null };

beforeEach(() => resetRecentHistoryThrottle());

describe('power meter saga: windows and the URL', () => {
  it('opens plain /meter on the default live window without touching the URL', async () => {
    const { saga, navigate } = run();
    const result = await saga.dispatch(opened({ query: null })).silentRun(50);
    const pm = pmOf(result);
    expect(pm.window).toEqual(defaultLiveWindow(NOW));
    expect([pm.interval, pm.query, pm.realtime, pm.syncedSearch]).toEqual(['quarter', null, true, '']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens a peak link on its 15 minutes (quarter) and back/forward restores a window', async () => {
    const { saga } = run();
    const result = await saga
      .dispatch(opened({ query: q15 }))
      .dispatch(queryChanged({ query: { start: '2026-11-19T05:00:00.000Z', end: '2026-11-20T05:00:00.000Z', interval: 'day' } }))
      .silentRun(50);
    const pm = pmOf(result);
    expect(pm.window).toEqual({ startMs: Date.parse('2026-11-19T05:00:00Z'), endMs: Date.parse('2026-11-20T05:00:00Z') });
    expect([pm.interval, pm.realtime]).toEqual(['day', false]);
    expect(pm.syncedSearch).toBe('?start=2026-11-19T05%3A00%3A00.000Z&end=2026-11-20T05%3A00%3A00.000Z&interval=day');
  });

  it('pushes the URL for the interval chooser, the shifter and Now (which clears the query)', async () => {
    const { saga, navigate } = run();
    const result = await saga
      .dispatch(opened({ query: null }))
      .dispatch(intervalChosen({ interval: 'day' }))
      .dispatch(shifted({ direction: -1 }))
      .silentRun(50);
    const pm = pmOf(result);
    // Yesterday in New York: a calendar day, not live.
    expect(pm.window).toEqual({ startMs: Date.parse('2026-11-21T05:00:00Z'), endMs: Date.parse('2026-11-22T05:00:00Z') });
    expect(pm.realtime).toBe(false);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([
      `/meter?start=${encodeURIComponent(new Date(NOW - 0.85 * 86_400_000).toISOString())}&end=${encodeURIComponent(new Date(NOW + 0.15 * 86_400_000).toISOString())}&interval=day`,
      '/meter?start=2026-11-21T05%3A00%3A00.000Z&end=2026-11-22T05%3A00%3A00.000Z&interval=day',
    ]);
    expect(navigate.mock.calls.every((c) => c.length === 1)).toBe(true);

    const again = run();
    const back = await again.saga.dispatch(opened({ query: q15 })).dispatch(nowClicked()).silentRun(50);
    expect(pmOf(back).query).toBeNull();
    expect(pmOf(back).window).toEqual(defaultLiveWindow(NOW));
    expect(again.navigate).toHaveBeenCalledWith('/meter');
  });

  it('replaces an unreadable query with plain /meter and shows the live window', async () => {
    const { saga, navigate } = run();
    const result = await saga.dispatch(opened({ query: null, unreadable: true })).silentRun(50);
    expect(pmOf(result).window).toEqual(defaultLiveWindow(NOW));
    expect(navigate.mock.calls).toEqual([['/meter', { replace: true }]]);
  });

  it('shows this calendar month (the 1st to the last day) for Month while live, and next from October returns to it', async () => {
    const { saga, navigate } = run();
    const result = await saga.dispatch(opened({ query: null })).dispatch(intervalChosen({ interval: 'month' })).silentRun(50);
    const november = { startMs: Date.parse('2026-11-01T04:00:00Z'), endMs: Date.parse('2026-12-01T05:00:00Z') };
    expect(pmOf(result).window).toEqual(november);
    expect(pmOf(result).realtime).toBe(true);
    expect(navigate.mock.calls[0]![0]).toBe('/meter?start=2026-11-01T04%3A00%3A00.000Z&end=2026-12-01T05%3A00%3A00.000Z&interval=month');
    const again = run();
    const back = await again.saga
      .dispatch(opened({ query: { start: '2026-10-01T04:00:00.000Z', end: '2026-11-01T04:00:00.000Z', interval: 'month' } }))
      .dispatch(shifted({ direction: 1 }))
      .silentRun(50);
    expect(pmOf(back).window).toEqual(november);
  });

  it('replaces the URL once continuous zooming settles', async () => {
    const { saga, navigate } = run();
    const result = await saga
      .dispatch(opened({ query: q15 }))
      .dispatch(zoomStepped({ factor: 0.5 }))
      .dispatch(zoomStepped({ factor: 0.5 }))
      .silentRun(500);
    const pm = pmOf(result);
    expect(pm.window!.endMs - pm.window!.startMs).toBe(225_000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0]).toBe(`/meter${pm.syncedSearch}`);
    expect(navigate.mock.calls[0]![1]).toEqual({ replace: true });
  });
});

describe('power meter saga: history blocks', () => {
  it('fetches the padded window in msgpack, in blocks of 360 aligned to the epoch', async () => {
    const api = historyApi();
    const { saga, cache } = run({ api: api.answer });
    // Default live window: 15 minutes; padded by 0.15 of that on each side, never past now.
    const [first, last] = blockRange('second', NOW - 765_000 - 135_000, NOW);
    const count = last - first + 1;
    const result = await saga
      .put(fetchRequested({ unit: 'second', first, count }))
      .put(fetchSucceeded({ unit: 'second', first, count, endOfData: new Date(NOW).toISOString() }))
      .dispatch(opened({ query: null }))
      .silentRun(50);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      path: '/app/history/usage', responseType: 'msgpack',
      query: { monitor_id: 42, granularity: 'SECOND', frames: count * 360, start: new Date(blockStart('second', first)).toISOString() },
    });
    expect(cache.get('second', first)?.status).toBe('complete');
    expect(cache.get('second', last)?.status).toBe(blockStart('second', last + 1) <= NOW ? 'complete' : 'partial');
    expect(cache.get('second', first)?.data?.[0]).toBe(500);
    expect(pmOf(result).pending).toBe(false);
  });

  it('a failed load clears pending, keeps the error and marks the blocks failed', async () => {
    const { saga, cache } = run({ api: () => ({ error: { status: 500, message: 'Something broke' } }) });
    const result = await saga.put.like({ action: { type: fetchFailed.type } }).dispatch(opened({ query: q15 })).silentRun(50);
    const pm = pmOf(result);
    expect([pm.pending, pm.inflight, pm.error]).toEqual([false, 0, { status: 500, message: 'Something broke' }]);
    expect(cache.keys().every((k) => cache.get(k.split(':')[0] as 'second', Number(k.split(':')[1]))?.status === 'failed')).toBe(true);
  });

  it('changes resolution with the viewport and evicts blocks beyond the bounds', async () => {
    const cache = new BlockCache();
    cache.store('second', 1, 1, [], 0, 0); // far outside any bounds
    const { saga } = run({ cache });
    await saga
      .dispatch(opened({ query: { start: '2026-11-19T05:00:00.000Z', end: '2026-11-20T05:00:00.000Z', interval: 'day' } }))
      .dispatch(viewportResized({ widthPx: 1280 }))
      .silentRun(400);
    expect(cache.get('second', 1)).toBeUndefined();
    expect(cache.keys().some((k) => k.startsWith('minute:'))).toBe(true);
  });

  it('fetches a window\'s width either side once the window\'s own blocks are in, quietly', async () => {
    const api = historyApi();
    const { saga, cache } = run({ api: api.answer });
    const window = { startMs: Date.parse(q15.start), endMs: Date.parse(q15.end) };
    const result = await saga.dispatch(opened({ query: q15 })).silentRun(600);
    const own = fetchRange(window, NOW)!;
    const ahead = prefetchRange(window, NOW)!;
    const firstStart = (r: ApiRequest<unknown>) => Date.parse((r.query as { start: string }).start);
    // The window's own blocks first, then the earlier side, then the later one.
    expect(firstStart(api.requests[0]!)).toBe(blockStart('second', blockRange('second', own.fromMs, own.toMs)[0]));
    expect(api.requests.length).toBeGreaterThan(1);
    expect(firstStart(api.requests[1]!)).toBeLessThan(firstStart(api.requests[0]!));
    // A pan by the window's width back or forward finds every block in the cache.
    const [first, last] = blockRange('second', ahead.fromMs, ahead.toMs);
    for (let i = first; i <= last; i++) expect(cache.get('second', i)?.data).toBeTruthy();
    const pm = pmOf(result);
    expect([pm.pending, pm.inflight, pm.prefetching, pm.error]).toEqual([false, 0, 0, null]);
  });

  it('a failed prefetch shows no error, and the window asks at once for a block only a prefetch failed to get', async () => {
    const window = { startMs: Date.parse(q15.start), endMs: Date.parse(q15.end) };
    const ownFirst = blockRange('second', fetchRange(window, NOW)!.fromMs, NOW)[0];
    const good = historyApi();
    const api = (r: ApiRequest<unknown>): Answer =>
      Date.parse((r.query as { start: string }).start) < blockStart('second', ownFirst) ? { error: { status: 503, message: 'The server is busy; please retry shortly' } } : good.answer(r);
    const { saga, cache } = run({ api });
    const result = await saga.dispatch(opened({ query: q15 })).silentRun(600);
    expect(pmOf(result).error).toBeNull();
    expect(cache.get('second', ownFirst - 1)?.status).toBe('failed');
    expect(needsFetch(cache.get('second', ownFirst - 1), 'second', ownFirst - 1, NOW, true)).toBe(true);
    expect(needsFetch(cache.get('second', ownFirst - 1), 'second', ownFirst - 1, NOW, false)).toBe(false);
  });

  it('plans on every window change and answer, and on every fifth live second', () => {
    const plans = planTrigger();
    const E = NOW / 1000;
    expect(plans(windowSet({ window: { startMs: 0, endMs: 1 }, interval: 'quarter', query: null, nowMs: NOW, history: 'none', search: '' }))).toBe(true);
    expect(plans(fetchSucceeded({ unit: 'second', first: 1, count: 1, endOfData: '' }))).toBe(true);
    const live = Array.from({ length: 11 }, (_, k) => plans(liveAppended({ epoch: E + k })));
    expect(live).toEqual(Array.from({ length: 11 }, (_, k) => k % LIVE_PLAN_EVERY_S === 0));
    expect(plans({ type: 'powerMeter/solarToggled' })).toBe(false);
  });

  it("plans a live second's fetches after its redraw, in a task of its own; a window change at once; an answer once things pause", () => {
    const live = schedulePlan(liveAppended({ epoch: NOW / 1000 }));
    expect(live.next().value).toEqual(delay(0));
    expect(live.next().value).toEqual(call(planFetch));
    const change = schedulePlan(windowSet({ window: { startMs: 0, endMs: 1 }, interval: 'quarter', query: null, nowMs: NOW, history: 'push', search: '' }));
    expect(change.next().value).toEqual(call(planFetch));
    const answer = schedulePlan(fetchSucceeded({ unit: 'second', first: 1, count: 1, endOfData: '' }));
    expect(answer.next().value).toEqual(delay(PLAN_DEBOUNCE_MS));
  });

  it('asks the feed for recent history when the window ends near now and the live seconds do not cover it', async () => {
    const { saga } = run();
    await saga.put({ type: RECENT_HISTORY_REQUESTED, payload: { seconds: 1800 } }).dispatch(opened({ query: null })).silentRun(50);
    const past = run();
    await past.saga.not.put({ type: RECENT_HISTORY_REQUESTED, payload: { seconds: 1800 } }).dispatch(opened({ query: q15 })).silentRun(50);
  });
});

describe('power meter saga: live', () => {
  const frame = (frame: number, epoch: number, w: number, solar_w = 0) =>
    realtimeUpdateReceived({ update: { frame, epoch, w, solar_w } as WireRealtimeUpdate, receivedAt: 0 });
  const E = NOW / 1000;

  it('adds a point per second from the half-second frame, with both readings as its range, and slides the window', async () => {
    const { saga, cache } = run();
    const result = await saga
      .put(liveAppended({ epoch: E }))
      .dispatch(opened({ query: null }))
      .dispatch(frame(60 * 1000, E, 500, 10))
      .dispatch(frame(60 * 1000 + 30, E, 520, 12))
      .silentRun(50);
    expect(cache.live.size).toBe(1);
    expect(cache.live.point(0)).toEqual({ epoch: E, w: 500, min: 500, max: 520, solar: 10, solarMin: 10, solarMax: 12 });
    expect(pmOf(result).window).toEqual({ startMs: NOW - 765_000 + 1000, endMs: NOW + 135_000 + 1000 });
    expect(pmOf(result).lastConsumed).toBe(500);
  });

  it('still gets a point per second from a feed that only sends whole seconds', async () => {
    const { saga, cache } = run();
    await saga
      .dispatch(opened({ query: null }))
      .dispatch(frame(0, E, 400))
      .dispatch(frame(60, E + 1, 410))
      .dispatch(frame(120, E + 2, 420))
      .silentRun(50);
    expect(Array.from({ length: cache.live.size }, (_, i) => cache.live.point(i).w)).toEqual([400, 410]);
  });

  it('ignores frames while the screen is closed, but keeps the recent history', async () => {
    const { saga, cache } = run();
    await saga
      .put(recentHistoryStored({ added: 3 }))
      .dispatch(frame(30, E, 400))
      .dispatch({ type: 'realtime/recentHistoryReceived', payload: { start_epoch: E - 3, data: [[1, 0], [2, 0], [3, 0]] } })
      .silentRun(50);
    expect(cache.live.size).toBe(3);
    expect(cache.live.lastEpoch).toBe(E - 1);
  });

  it('keeps a live window with a query close to the truth in the URL', async () => {
    const { saga } = run();
    const query = { start: new Date(NOW - 600_000).toISOString(), end: new Date(NOW + 300_000).toISOString(), interval: null };
    const result = await saga
      .put.like({ action: { type: windowSet.type, payload: { history: 'replace' } } })
      .dispatch(opened({ query }))
      .dispatch(frame(30, E + 20, 400))
      .silentRun(500);
    expect(pmOf(result).syncedSearch).toContain(encodeURIComponent(new Date(NOW - 600_000 + 1000).toISOString()));
  });
});

import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import type { BlockCache } from './blockCache';
import {
  BLOCK_SIZE, blockEnd, blockRange, blockStart, cacheBounds, fetchRange, GRANULARITY, MAX_BLOCKS_PER_REQUEST, prefetchRange, prefetchRuns,
  runsOf, unitFor, wantsRecentHistory,
} from './charts/chartMath';
import { meterCache, meterNow } from './meterContext';
import { powerMeterApi, type WireUsageHistory } from './powerMeterApi';
import { selectPowerMeter } from './powerMeterSelectors';
import {
  fetchFailed, fetchRequested, fetchSucceeded, liveAppended, retryClicked, viewportResized, windowSet, type BlockRun,
} from './powerMeterSlice';
import type { MeterWindow, PowerMeterState, Unit } from './types';

/** The realtime feature answers this by asking the feed for send_recent_history (payload `{ seconds }`). */
export const RECENT_HISTORY_REQUESTED = 'realtime/recentHistoryRequested';
/** Plans wait for a gesture or a resize to pause this long. */
export const PLAN_DEBOUNCE_MS = 120;
/** A failed block is asked for again after this long; a partial one once it has become complete. */
export const RETRY_FAILED_MS = 30_000;
export const REFRESH_PARTIAL_MS = 60_000;
/** Grace after a block's end before the server is sure to have all of it. */
export const COMPLETE_GRACE_MS = 2_000;
export const RECENT_HISTORY_THROTTLE_MS = 60_000;

/** Prefetch requests in flight at most (the server runs 8 heavy jobs per user; the window's own come first). */
export const MAX_PREFETCH_INFLIGHT = 2;

type Status = { status: string; at: number; ahead?: boolean } | undefined;

/**
 * Whether a block should be (re)fetched: missing, failed a while ago (at once when the window
 * needs a block only a prefetch failed to get), or partial and now complete or stale.
 */
export function needsFetch(block: Status, unit: Unit, index: number, nowMs: number, visible = false): boolean {
  if (!block) return true;
  switch (block.status) {
    case 'loading':
    case 'complete':
      return false;
    case 'failed':
      return (visible && Boolean(block.ahead)) || nowMs - block.at >= RETRY_FAILED_MS;
    default:
      return (blockEnd(unit, index) + COMPLETE_GRACE_MS <= nowMs && block.at < blockEnd(unit, index) + COMPLETE_GRACE_MS) || nowMs - block.at >= REFRESH_PARTIAL_MS;
  }
}

/** Each unit's keep-range for the visible window (the cache holds nothing else). */
export const boundsFor = (window: MeterWindow) => ({
  second: cacheBounds(window, 'second'),
  minute: cacheBounds(window, 'minute'),
  hour: cacheBounds(window, 'hour'),
});

/** Whether the live seconds already cover what a window near now needs. */
export function liveCovers(cache: BlockCache, window: MeterWindow, nowMs: number): boolean {
  const { firstEpoch, lastEpoch } = cache.live;
  if (firstEpoch === null || lastEpoch === null) return false;
  const from = Math.max(window.startMs, nowMs - 1_800_000) / 1000;
  return firstEpoch <= from + 10 && lastEpoch >= nowMs / 1000 - 10;
}

let lastRecentRequest = -Infinity;

/**
 * Evicts, then asks for the blocks the window (padded) still lacks, in runs of up to 40. Once
 * none of those is missing or loading, fetches ahead: a window's width either side, at most
 * MAX_PREFETCH_INFLIGHT requests at a time (each answer plans again), so a pan by a window's
 * width finds its data in the cache.
 */
export function* planFetch(): SagaIterator {
  const pm: PowerMeterState = yield select(selectPowerMeter);
  if (!pm.open || !pm.window) return;
  const cache: BlockCache = yield call(meterCache);
  const nowMs: number = yield call(meterNow);
  cache.evictOutside(boundsFor(pm.window));
  const unit = unitFor(pm.window, pm.widthPx);
  const range = fetchRange(pm.window, nowMs);
  if (range) {
    const [first, last] = blockRange(unit, range.fromMs, range.toMs);
    const wanted: number[] = [];
    let loading = false;
    for (let i = first; i <= last; i++) {
      const block = cache.get(unit, i);
      if (needsFetch(block, unit, i, nowMs, true)) wanted.push(i);
      else if (block?.status === 'loading') loading = true;
    }
    for (const run of runsOf(wanted, MAX_BLOCKS_PER_REQUEST[unit])) {
      cache.markLoading(unit, run.first, run.count, nowMs);
      yield put(fetchRequested({ unit, ...run }));
    }
    const ahead = prefetchRange(pm.window, nowMs);
    if (wanted.length === 0 && !loading && ahead && pm.prefetching < MAX_PREFETCH_INFLIGHT) {
      const runs = prefetchRuns(unit, [first, last], ahead, (i) => needsFetch(cache.get(unit, i), unit, i, nowMs), MAX_BLOCKS_PER_REQUEST[unit]);
      for (const run of runs.slice(0, MAX_PREFETCH_INFLIGHT - pm.prefetching)) {
        cache.markLoading(unit, run.first, run.count, nowMs, true);
        yield put(fetchRequested({ unit, ...run, prefetch: true }));
      }
    }
  }
  if (wantsRecentHistory(pm.window, nowMs) && !liveCovers(cache, pm.window, nowMs) && nowMs - lastRecentRequest >= RECENT_HISTORY_THROTTLE_MS) {
    lastRecentRequest = nowMs;
    yield put({ type: RECENT_HISTORY_REQUESTED, payload: { seconds: 1800 } });
  }
}

/** For tests: forget when recent history was last asked for. */
export function resetRecentHistoryThrottle(): void {
  lastRecentRequest = -Infinity;
}

/** One request: `count` blocks of 360 entries from block `first`, in msgpack. */
export function* fetchBlocks(action: ReturnType<typeof fetchRequested>): SagaIterator {
  const run: BlockRun = action.payload;
  const cache: BlockCache = yield call(meterCache);
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) {
    cache.markFailed(run.unit, run.first, run.count, yield call(meterNow));
    yield put(fetchFailed({ ...run, status: 'error', message: 'No monitor' }));
    return;
  }
  const start = new Date(blockStart(run.unit, run.first)).toISOString();
  const request = powerMeterApi.usage(monitorId, GRANULARITY[run.unit], start, run.count * BLOCK_SIZE);
  const result: ApiResult<WireUsageHistory> = yield call(callApi, request);
  const nowMs: number = yield call(meterNow);
  if (result.error || !result.data || !Array.isArray(result.data.totals)) {
    cache.markFailed(run.unit, run.first, run.count, nowMs);
    const error = result.error ? plainError(result.error) : { status: 'error' as const, message: 'Something broke' };
    yield put(fetchFailed({ ...run, ...error }));
    return;
  }
  const endOfData = Date.parse(result.data.endOfData);
  cache.store(run.unit, run.first, run.count, result.data.totals, Number.isFinite(endOfData) ? endOfData : nowMs, nowMs);
  // The window may have moved on while this was in flight: keep the cache within bounds.
  const pm: PowerMeterState = yield select(selectPowerMeter);
  if (pm.window) cache.evictOutside(boundsFor(pm.window));
  yield put(fetchSucceeded({ ...run, endOfData: result.data.endOfData }));
}

/**
 * Gestures and resizes are planned once they pause, and so is what an answer leaves to fetch ahead;
 * a live second's plan right after its redraw, in a task of its own (it never adds to the redraw:
 * nothing it asks for can be drawn before its answer anyway); everything else at once.
 */
export function* schedulePlan(action: { type: string; payload?: unknown }): SagaIterator {
  const history = (action.payload as { history?: string } | undefined)?.history;
  if (action.type === viewportResized.type || action.type === fetchSucceeded.type || history === 'replace') yield delay(PLAN_DEBOUNCE_MS);
  else if (action.type === liveAppended.type) yield delay(0);
  if (action.type === retryClicked.type) {
    const cache: BlockCache = yield call(meterCache);
    cache.clearFailed();
  }
  yield call(planFetch);
}

/** A live window plans at most this often as it moves (a block boundary or a refresh waits that long at most). */
export const LIVE_PLAN_EVERY_S = 5;

const PLAN_TRIGGERS: readonly string[] = [windowSet.type, viewportResized.type, retryClicked.type, fetchSucceeded.type];

/** Which actions plan: every window change, resize, retry and answer, and every LIVE_PLAN_EVERY_S-th live second. */
export function planTrigger(): (action: { type: string; payload?: unknown }) => boolean {
  let lastLive = -Infinity;
  return (action) => {
    if (action.type !== liveAppended.type) return PLAN_TRIGGERS.includes(action.type);
    const { epoch } = action.payload as { epoch: number };
    if (epoch >= lastLive && epoch - lastLive < LIVE_PLAN_EVERY_S) return false;
    lastLive = epoch;
    return true;
  };
}

export function* powerMeterFetchSaga(): SagaIterator {
  yield takeEvery(fetchRequested.type, fetchBlocks);
  yield takeLatest(planTrigger(), schedulePlan);
}

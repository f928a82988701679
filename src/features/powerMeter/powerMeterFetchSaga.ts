import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import type { BlockCache } from './blockCache';
import {
  BLOCK_SIZE, blockEnd, blockRange, blockStart, cacheBounds, fetchRange, GRANULARITY, MAX_BLOCKS_PER_REQUEST, runsOf, unitFor,
  wantsRecentHistory,
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

type Status = { status: string; at: number } | undefined;

/** Whether a block should be (re)fetched: missing, failed a while ago, or partial and now complete or stale. */
export function needsFetch(block: Status, unit: Unit, index: number, nowMs: number): boolean {
  if (!block) return true;
  switch (block.status) {
    case 'loading':
    case 'complete':
      return false;
    case 'failed':
      return nowMs - block.at >= RETRY_FAILED_MS;
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

/** Evicts, then asks for the blocks the window (padded) still lacks, in runs of up to 40. */
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
    for (let i = first; i <= last; i++) if (needsFetch(cache.get(unit, i), unit, i, nowMs)) wanted.push(i);
    for (const run of runsOf(wanted, MAX_BLOCKS_PER_REQUEST[unit])) {
      cache.markLoading(unit, run.first, run.count, nowMs);
      yield put(fetchRequested({ unit, ...run }));
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

/** Gestures and resizes are planned once they pause; everything else at once. */
export function* schedulePlan(action: { type: string; payload?: unknown }): SagaIterator {
  const history = (action.payload as { history?: string } | undefined)?.history;
  if (action.type === viewportResized.type || history === 'replace') yield delay(PLAN_DEBOUNCE_MS);
  if (action.type === retryClicked.type) {
    const cache: BlockCache = yield call(meterCache);
    cache.clearFailed();
  }
  yield call(planFetch);
}

export function* powerMeterFetchSaga(): SagaIterator {
  yield takeEvery(fetchRequested.type, fetchBlocks);
  yield takeLatest([windowSet.type, viewportResized.type, retryClicked.type, liveAppended.type], schedulePlan);
}

import { call, delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { WireRecentHistory } from '../../api/wire/realtime';
import type { BlockCache } from './blockCache';
import { isCachingFrame } from './charts/chartMath';
import type { LivePoint } from './liveBuffer';
import { meterCache, meterNow } from './meterContext';
import { selectPowerMeter } from './powerMeterSelectors';
import { liveAppended, realtimeUpdateReceived, recentHistoryStored, windowSet } from './powerMeterSlice';
import type { PowerMeterState } from './types';
import { formatSearch, queryOf } from './windowMath';

export const RECENT_HISTORY_RECEIVED = 'realtime/recentHistoryReceived';
const LOGOUT_SUCCEEDED = 'session/logoutSucceeded';
/** A live window with a query rewrites its URL (replace) at most this often. */
export const LIVE_URL_EVERY_S = 15;

const single = (epoch: number, w: number, solar: number): LivePoint => ({ epoch, w, min: w, max: w, solar, solarMin: solar, solarMax: solar });

/**
 * Realtime frames into live seconds. A whole-second frame (frame a multiple of 60) only refreshes
 * the cached last consumption and production (the slice keeps them; so does this saga); the
 * half-second frame that follows adds the point for that second: the cached reading as its value,
 * both readings as its min and max, so it matches the history's SECOND entries. A cached second
 * that never got its half-second frame (a 1 Hz feed) is added when the next whole second arrives.
 *
 * Two frames a second reach this worker, so it does as little as it can: one select, plain calls
 * on the cache, and one put per new second.
 */
export function createLiveWorker(cache: BlockCache) {
  let unpaired: LivePoint | null = null;

  function* append(point: LivePoint, pm: PowerMeterState): SagaIterator {
    if (!cache.live.append(point)) return;
    yield put(liveAppended({ epoch: point.epoch }));
    // A live window with a query rewrites its URL now and then (pm is from before the slide), right
    // after the redraw, in a task of its own (a history entry replaced and the router told).
    if (pm.query && pm.realtime && !pm.fixed && pm.window && (pm.urlEpoch === null || point.epoch - pm.urlEpoch >= LIVE_URL_EVERY_S)) yield fork(syncLiveUrlSoon);
  }

  return function* handleRealtimeUpdate(action: ReturnType<typeof realtimeUpdateReceived>): SagaIterator {
    const pm: PowerMeterState = yield select(selectPowerMeter);
    if (!pm.open) return;
    const { update } = action.payload;
    if (typeof update.epoch !== 'number' || typeof update.w !== 'number') return;
    const solar = typeof update.solar_w === 'number' ? update.solar_w : 0;
    if (typeof update.frame === 'number' && isCachingFrame(update.frame)) {
      const previous = unpaired;
      unpaired = single(update.epoch, update.w, solar);
      if (previous && previous.epoch < update.epoch) yield* append(previous, pm);
      return;
    }
    const cached = unpaired && unpaired.epoch === update.epoch ? unpaired : null;
    unpaired = null;
    const point = cached
      ? {
          ...cached,
          min: Math.min(cached.w, update.w),
          max: Math.max(cached.w, update.w),
          solarMin: Math.min(cached.solar, solar),
          solarMax: Math.max(cached.solar, solar),
        }
      : single(update.epoch, update.w, solar);
    yield* append(point, pm);
  };
}

function* syncLiveUrlSoon(): SagaIterator {
  yield delay(0);
  yield call(syncLiveUrl);
}

/** A live window that came with a query keeps the URL near the truth while it slides. */
export function* syncLiveUrl(): SagaIterator {
  const pm: PowerMeterState = yield select(selectPowerMeter);
  if (!pm.query || !pm.realtime || pm.fixed || !pm.window || pm.lastLiveEpoch === null) return;
  if (pm.urlEpoch !== null && pm.lastLiveEpoch - pm.urlEpoch < LIVE_URL_EVERY_S) return;
  const nowMs: number = yield call(meterNow);
  const query = queryOf(pm.window, pm.interval);
  yield put(windowSet({ window: pm.window, interval: pm.interval, query, nowMs, history: 'replace', search: formatSearch(query) }));
}

/** The feed's last 30 minutes (on every socket open, and when asked): kept even while the screen is closed. */
export function* handleRecentHistory(action: { type: string; payload: WireRecentHistory }): SagaIterator {
  const { data, start_epoch } = action.payload ?? ({} as WireRecentHistory);
  if (!Array.isArray(data) || typeof start_epoch !== 'number') return;
  const cache: BlockCache = yield call(meterCache);
  const added = cache.live.merge(start_epoch, data);
  yield put(recentHistoryStored({ added }));
}

export function* clearOnLogout(): SagaIterator {
  const cache: BlockCache = yield call(meterCache);
  cache.clear();
}

export function* powerMeterLiveSaga(): SagaIterator {
  const cache: BlockCache = yield call(meterCache);
  yield takeEvery(realtimeUpdateReceived.type, createLiveWorker(cache));
  yield takeEvery(RECENT_HISTORY_RECEIVED, handleRecentHistory);
  yield takeEvery(LOGOUT_SUCCEEDED, clearOnLogout);
}

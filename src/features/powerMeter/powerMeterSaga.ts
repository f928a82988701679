import { call, debounce, fork, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { selectMonitorTimeZone } from '../../app/session/sessionSelectors';
import type { NavigateOptions } from '../../app/sagaContext';
import { loadWithRetry } from '../../common/chunkLoader';
import { clampWindow, defaultLiveWindow, isRealtime, panWindow, zoomWindow } from './charts/chartMath';
import { meterNow } from './meterContext';
import { powerMeterFetchSaga } from './powerMeterFetchSaga';
import { powerMeterLiveSaga } from './powerMeterLiveSaga';
import { selectMeterSearch, selectPowerMeter } from './powerMeterSelectors';
import {
  intervalChosen, nowClicked, opened, panned, queryChanged, shifted, urlSynced, windowSet, zoomed, zoomStepped,
} from './powerMeterSlice';
import type { HistoryMode, Interval, MeterQuery, MeterWindow, PowerMeterState } from './types';
import { formatSearch, inferInterval, queryOf, windowOfQuery } from './windowMath';

export const METER_PATH = '/meter';

type CalendarWindows = typeof import('./calendarWindows');
/** luxon and the calendar maths load on the first interval choice or shift (the screen has them already), under the chunk rule. */
export const loadCalendarWindows = (): Promise<CalendarWindows> => loadWithRetry(() => import(/* webpackChunkName: "power-meter-calendar" */ './calendarWindows'));
/** Continuous zoom and pan write the URL once they settle. */
export const URL_REPLACE_DEBOUNCE_MS = 300;

/** Puts the new window in the store and, for buttons, pushes its URL at once. */
export function* setWindow(window: MeterWindow, interval: Interval, query: MeterQuery | null, history: HistoryMode, fixed = false): SagaIterator {
  const nowMs: number = yield call(meterNow);
  const search = formatSearch(query);
  yield put(windowSet({ window, interval, query, nowMs, history, search, fixed }));
  if (history === 'push') {
    const navigate = (yield getContext('navigate')) as (to: string, options?: NavigateOptions) => void;
    yield call(navigate, `${METER_PATH}${search}`);
  }
}

/** Opening the screen, or back/forward: the URL's window, or the default live window for plain /meter
 * (an unreadable query, e.g. ?start=garbage, is replaced by plain /meter rather than left in the URL). */
export function* applyQuery(action: ReturnType<typeof opened> | ReturnType<typeof queryChanged>): SagaIterator {
  const { query, unreadable } = action.payload;
  const nowMs: number = yield call(meterNow);
  if (!query) {
    yield call(setWindow, defaultLiveWindow(nowMs), 'quarter', null, 'none');
    if (unreadable) {
      const navigate = (yield getContext('navigate')) as (to: string, options?: NavigateOptions) => void;
      yield call(navigate, METER_PATH, { replace: true });
    }
    return;
  }
  const asked = windowOfQuery(query);
  const window = clampWindow(asked, nowMs);
  const interval = query.interval ?? inferInterval(window);
  const changed = window.startMs !== asked.startMs || window.endMs !== asked.endMs;
  const fixed: boolean = interval === 'week' || interval === 'month' ? yield call(isFixed, window, interval) : false;
  // A window the zoom does not allow is corrected, and so is the URL.
  yield call(setWindow, window, interval, changed ? queryOf(window, interval) : query, changed ? 'replace' : 'none', fixed);
}

function* current(): SagaIterator<{ pm: PowerMeterState; nowMs: number; zone: string }> {
  const pm: PowerMeterState = yield select(selectPowerMeter);
  const nowMs: number = yield call(meterNow);
  const zone: string = yield select(selectMonitorTimeZone);
  return { pm, nowMs, zone };
}

function* isFixed(window: MeterWindow, interval: Interval): SagaIterator<boolean> {
  const zone: string = yield select(selectMonitorTimeZone);
  const calendar: CalendarWindows = yield call(loadCalendarWindows);
  return calendar.isFixedWindow(window, interval, zone);
}

export function* handleIntervalChosen(action: ReturnType<typeof intervalChosen>): SagaIterator {
  const { pm, nowMs, zone } = yield call(current);
  const { interval } = action.payload;
  const calendar: CalendarWindows = yield call(loadCalendarWindows);
  const window = calendar.intervalWindow(interval, pm.window, nowMs, zone);
  yield call(setWindow, window, interval, queryOf(window, interval), 'push', calendar.isFixedWindow(window, interval, zone));
}

export function* handleShifted(action: ReturnType<typeof shifted>): SagaIterator {
  const { pm, zone, nowMs } = yield call(current);
  if (!pm.window) return;
  const calendar: CalendarWindows = yield call(loadCalendarWindows);
  const window = calendar.shiftWindow(pm.window, pm.interval, action.payload.direction, zone, nowMs);
  yield call(setWindow, window, pm.interval, queryOf(window, pm.interval), 'push', calendar.isFixedWindow(window, pm.interval, zone));
}

/** "Now" clears the query: plain /meter, the default live window. */
export function* handleNowClicked(): SagaIterator {
  const nowMs: number = yield call(meterNow);
  yield call(setWindow, defaultLiveWindow(nowMs), 'quarter', null, 'push');
}

/** A zoom or pan (a gesture's every frame): the new window, its URL replaced once the gesture settles. */
function* changeWindow(next: (pm: PowerMeterState, nowMs: number) => MeterWindow | null): SagaIterator {
  const pm: PowerMeterState = yield select(selectPowerMeter);
  if (!pm.window) return;
  const nowMs: number = yield call(meterNow);
  const proposed = next(pm, nowMs);
  if (!proposed) return;
  const window = clampWindow(proposed, nowMs);
  if (window.startMs === pm.window.startMs && window.endMs === pm.window.endMs) return;
  const query = queryOf(window, pm.interval);
  yield put(windowSet({ window, interval: pm.interval, query, nowMs, history: 'replace', search: formatSearch(query) }));
}

export function* handleZoomed(action: ReturnType<typeof zoomed>): SagaIterator {
  yield call(changeWindow, () => action.payload.window);
}

/** Buttons and keys zoom about now while live (it stays in view), else about the middle. */
export function* handleZoomStepped(action: ReturnType<typeof zoomStepped>): SagaIterator {
  yield call(changeWindow, (pm, nowMs) => zoomWindow(pm.window!, action.payload.factor, isRealtime(pm.window!, nowMs) ? nowMs : undefined));
}

export function* handlePanned(action: ReturnType<typeof panned>): SagaIterator {
  yield call(changeWindow, (pm) => panWindow(pm.window!, action.payload.fraction));
}

/** After continuous zoom/pan settles: replace the URL with the window's. */
export function* syncReplacedUrl(): SagaIterator {
  const search: string = yield select(selectMeterSearch);
  const pm: PowerMeterState = yield select(selectPowerMeter);
  if (!pm.open || search === pm.syncedSearch) return;
  const nowMs: number = yield call(meterNow);
  yield put(urlSynced({ search, nowMs }));
  const navigate = (yield getContext('navigate')) as (to: string, options?: NavigateOptions) => void;
  yield call(navigate, `${METER_PATH}${search}`, { replace: true });
}

const isReplace = (action: { type: string; payload?: unknown }) =>
  action.type === windowSet.type && (action.payload as { history?: HistoryMode } | undefined)?.history === 'replace';

/** The feature's root saga (registered in src/app/signedInFeatures.ts). */
export function* powerMeterSaga(): SagaIterator {
  yield takeEvery([opened.type, queryChanged.type], applyQuery);
  yield takeEvery(intervalChosen.type, handleIntervalChosen);
  yield takeEvery(shifted.type, handleShifted);
  yield takeEvery(nowClicked.type, handleNowClicked);
  yield takeEvery(zoomed.type, handleZoomed);
  yield takeEvery(zoomStepped.type, handleZoomStepped);
  yield takeEvery(panned.type, handlePanned);
  yield debounce(URL_REPLACE_DEBOUNCE_MS, isReplace, syncReplacedUrl);
  yield fork(powerMeterFetchSaga);
  yield fork(powerMeterLiveSaga);
}

export default powerMeterSaga;

import { all, call, debounce, delay, fork, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireTrends } from '../../api/wire/trends';
import type { NavigateOptions } from '../../app/sagaContext';
import { userRequested, userSucceeded } from '../../app/session/sessionSlice';
import { safely } from '../../app/sagaUtils';
import { trendsApi } from './trendsApi';
import { viewContext, trendsNow, type ViewContext } from './trendsContext';
import { trendsDashboardSaga, revalidateDashboard } from './trendsDashboardSaga';
import { trendsExportSaga } from './trendsExportSaga';
import { selectDashboard, selectFrames, selectSettingsVersionSeen, selectViewer, stageIn } from './trendsSelectors';
import {
  cacheReset, dashboardViewSet, deviceChosen, fetchFailed, fetchRequested, fetchSucceeded, retryClicked, settingsVersionSeen,
  shifted, stillLoading, unitChosen, viewerOpened, viewerQueryChanged, viewSet,
} from './trendsSlice';
import { HOME_SETTINGS_SAVED, RATE_ZONES_CHANGED, REALTIME_DATA_CHANGE_RECEIVED, type CachedFrame, type TrendUnit, type TrendsState, type TrendsView } from './types';
import { availableUnits, formatSearch, frameKey, isFresh, LOADING_RETRY_MS, parseStart, parseUnit, RELOAD_DEBOUNCE_MS, sameSearch, USAGE_PATH } from './viewRules';

type History = 'push' | 'replace' | 'none';

/** The view of a unit, device and instant; a unit the tabs do not offer falls back to the initial one. */
export function* computeView(ctx: ViewContext, unit: TrendUnit, device: string | null, atMs: number): SagaIterator<TrendsView> {
  const frames: Record<string, CachedFrame> = yield select(selectFrames);
  const allowed = availableUnits(ctx.billing, stageIn(frames, device));
  const shown = allowed.includes(unit) ? unit : ctx.initial;
  return ctx.periods.viewAt({ unit: shown, device, atMs, zone: ctx.zone, cycleStart: ctx.cycleStart, nowMs: ctx.nowMs });
}

/** Puts the view in the store and, unless `history` is 'none', its URL in the address bar. */
export function* setView(ctx: ViewContext, view: TrendsView, history: History): SagaIterator {
  const search = formatSearch(view, ctx.initial);
  yield put(viewSet({ view, search }));
  if (history === 'none') return;
  const navigate = (yield getContext('navigate')) as (to: string, options?: NavigateOptions) => void;
  yield call(navigate, `${USAGE_PATH}${search}`, history === 'replace' ? { replace: true } : undefined);
}

/** Opening the screen, or back/forward: the URL's view (a query it cannot show as such is corrected in place). */
export function* applyQuery(action: PayloadAction<{ query: { scale: string | null; start: string | null; device: string | null }; search?: string }>): SagaIterator {
  const ctx: ViewContext = yield call(viewContext);
  const { query, search = '' } = action.payload;
  const view: TrendsView = yield call(computeView, ctx, parseUnit(query.scale) ?? ctx.initial, query.device, parseStart(query.start) ?? ctx.nowMs);
  const wanted = formatSearch(view, ctx.initial);
  yield call(setView, ctx, view, sameSearch(wanted, search) ? 'none' : 'replace');
}

function* currentView(): SagaIterator<TrendsView | null> {
  const viewer: TrendsState['viewer'] = yield select(selectViewer);
  return viewer.open ? viewer.view : null;
}

export function* handleUnitChosen(action: ReturnType<typeof unitChosen>): SagaIterator {
  const view: TrendsView | null = yield call(currentView);
  if (!view || view.unit === action.payload.unit) return;
  const ctx: ViewContext = yield call(viewContext);
  const next: TrendsView = yield call(computeView, ctx, action.payload.unit, view.device, ctx.periods.anchorOf(view, ctx.nowMs));
  yield call(setView, ctx, next, 'push');
}

export function* handleShifted(action: ReturnType<typeof shifted>): SagaIterator {
  const view: TrendsView | null = yield call(currentView);
  const target = view ? (action.payload.direction < 0 ? view.previous : view.next) : null;
  if (!view || !target) return;
  const ctx: ViewContext = yield call(viewContext);
  const next: TrendsView = yield call(computeView, ctx, view.unit, view.device, Date.parse(target.start));
  yield call(setView, ctx, next, 'push');
}

export function* handleDeviceChosen(action: ReturnType<typeof deviceChosen>): SagaIterator {
  const view: TrendsView | null = yield call(currentView);
  if (!view || view.device === action.payload.device) return;
  const ctx: ViewContext = yield call(viewContext);
  const next: TrendsView = yield call(computeView, ctx, view.unit, action.payload.device, ctx.periods.anchorOf(view, ctx.nowMs));
  yield call(setView, ctx, next, 'push');
}

/** The frames on screen: the carousel's previous, current and next, and the dashboard's period. */
function* framesWanted(): SagaIterator<{ key: string; unit: TrendUnit; start: string; device: string | null }[]> {
  const wanted: { key: string; unit: TrendUnit; start: string; device: string | null }[] = [];
  const viewer: TrendsState['viewer'] = yield select(selectViewer);
  if (viewer.open && viewer.view) {
    const { unit, device } = viewer.view;
    for (const f of [viewer.view.previous, viewer.view.current, viewer.view.next]) if (f) wanted.push({ key: frameKey(unit, f.start, device), unit, start: f.start, device });
  }
  const dashboard: TrendsState['dashboard'] = yield select(selectDashboard);
  if (dashboard.open && dashboard.view) {
    const { unit, current } = dashboard.view;
    const key = frameKey(unit, current.start, null);
    if (!wanted.some((w) => w.key === key)) wanted.push({ key, unit, start: current.start, device: null });
  }
  return wanted;
}

export function* fetchFrame(monitorId: number, f: { key: string; unit: TrendUnit; start: string; device: string | null }): SagaIterator {
  const result: ApiResult<WireTrends> = yield call(callApi, trendsApi.trends(monitorId, f.unit, f.start, f.device));
  if (result.error) {
    yield put(fetchFailed({ key: f.key, ...plainError(result.error) }));
    return;
  }
  const fetchedAt: number = yield call(trendsNow);
  yield put(fetchSucceeded({ key: f.key, data: result.data, fetchedAt }));
  // Days the server was still loading (a brand-new home's history): the frames on screen are asked again.
  if (result.data.loading_days) yield fork(recheckLater);
}

function* recheckLater(): SagaIterator {
  yield delay(LOADING_RETRY_MS);
  yield put(stillLoading());
}

/**
 * The debounced reload (spec §4): the frames on screen that are missing or older than 10 minutes,
 * asked for together; fresh ones (and ones already being fetched) are not asked again.
 */
export function* loadFrames(): SagaIterator {
  const ctx: ViewContext = yield call(viewContext);
  if (ctx.monitorId === null) return;
  const frames: Record<string, CachedFrame> = yield select(selectFrames);
  const wanted: { key: string; unit: TrendUnit; start: string; device: string | null }[] = yield call(framesWanted);
  const missing = wanted.filter((w) => !isFresh(frames[w.key], ctx.nowMs));
  if (missing.length === 0) return;
  yield put(fetchRequested({ keys: missing.map((m) => m.key) }));
  yield all(missing.map((m) => call(fetchFrame, ctx.monitorId as number, m)));
}

/** The view again with today's settings (a new billing cycle start moves the BILL periods). */
export function* revalidateView(): SagaIterator {
  const view: TrendsView | null = yield call(currentView);
  if (view) {
    const ctx: ViewContext = yield call(viewContext);
    const next: TrendsView = yield call(computeView, ctx, view.unit, view.device, ctx.periods.anchorOf(view, ctx.nowMs));
    const viewer: TrendsState['viewer'] = yield select(selectViewer);
    if (next.unit !== view.unit || next.current.start !== view.current.start || next.current.end !== view.current.end || formatSearch(next, ctx.initial) !== viewer.syncedSearch) {
      yield call(setView, ctx, next, 'replace');
    }
  }
  yield call(revalidateDashboard);
}

/** Home settings were saved here: costs and the billing cycle changed, so every answer is void. */
export function* handleSettingsSaved(): SagaIterator {
  yield put(cacheReset());
  // The billing cycle start is a monitor attribute: the user model carries it.
  yield put(userRequested());
  yield call(revalidateView);
}

/** A settings_version other than the one last seen: home settings were saved in another tab. */
export function* handleDataChange(action: PayloadAction<{ settings_version?: number } | undefined>): SagaIterator {
  const version = action.payload?.settings_version;
  if (typeof version !== 'number') return;
  const seen: number | null = yield select(selectSettingsVersionSeen);
  yield put(settingsVersionSeen(version));
  if (seen !== null && seen !== version) yield call(handleSettingsSaved);
}

/** The trends feature's root saga (registered in src/app/signedInFeatures.ts). */
export function* trendsSaga(): SagaIterator {
  yield takeEvery([viewerOpened.type, viewerQueryChanged.type], safely(applyQuery));
  yield takeEvery(unitChosen.type, safely(handleUnitChosen));
  yield takeEvery(shifted.type, safely(handleShifted));
  yield takeEvery(deviceChosen.type, safely(handleDeviceChosen));
  yield debounce(RELOAD_DEBOUNCE_MS, [viewSet.type, dashboardViewSet.type, cacheReset.type, retryClicked.type, stillLoading.type], safely(loadFrames));
  yield takeEvery(HOME_SETTINGS_SAVED, safely(handleSettingsSaved));
  yield takeEvery(RATE_ZONES_CHANGED, safely(handleSettingsSaved));
  yield takeEvery(REALTIME_DATA_CHANGE_RECEIVED, safely(handleDataChange));
  yield takeEvery(userSucceeded.type, safely(revalidateView));
  yield fork(trendsDashboardSaga);
  yield fork(trendsExportSaga);
}

export default trendsSaga;

import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireComparisons, WireCumulative } from '../../api/wire/trends';
import { safely } from '../../app/sagaUtils';
import { isComplete, readCumulativeCache, seriesOf, writeCumulativeCache, type CumulativeCacheEntry } from './cumulativeCache';
import { trendsApi } from './trendsApi';
import { trendsNow, viewContext, type ViewContext } from './trendsContext';
import { selectComparisons, selectCumulative, selectDashboard } from './trendsSelectors';
import {
  cacheReset, comparisonsFailed, comparisonsRequested, comparisonsSucceeded, cumulativeCached, cumulativeFailed, cumulativeRequested,
  cumulativeSucceeded, dashboardOpened, dashboardViewSet,
} from './trendsSlice';
import type { CumulativeSeries, DashboardView, TrendsState } from './types';
import { FRESH_MS } from './viewRules';

/** The dashboard's period: the initial unit's running period (and the one before, for comparison). */
export function* dashboardViewOf(ctx: ViewContext): SagaIterator<DashboardView> {
  const current = ctx.periods.periodAt(ctx.initial, ctx.nowMs, ctx.zone, ctx.cycleStart);
  const previous = ctx.periods.periodAt(ctx.initial, Date.parse(current.start) - 1, ctx.zone, ctx.cycleStart);
  return { unit: ctx.initial, current, previous };
}

function* comparisonsFresh(nowMs: number): SagaIterator<boolean> {
  const c: TrendsState['comparisons'] = yield select(selectComparisons);
  return c.status === 'loading' || (c.status === 'succeeded' && c.fetchedAt !== null && nowMs - c.fetchedAt < FRESH_MS);
}

/** Opening the dashboard: its period (the debounced reload fetches it), comparisons unless fresh, cumulative usage. */
export function* handleDashboardOpened(): SagaIterator {
  const ctx: ViewContext = yield call(viewContext);
  const view: DashboardView = yield call(dashboardViewOf, ctx);
  yield put(dashboardViewSet(view));
  const fresh: boolean = yield call(comparisonsFresh, ctx.nowMs);
  if (!fresh) yield put(comparisonsRequested());
  yield put(cumulativeRequested());
}

/**
 * Settings changed or the cache was reset, while the dashboard is open: its period again (a new
 * billing cycle start moves it), and whatever is missing or now out of date.
 */
export function* revalidateDashboard(): SagaIterator {
  const dashboard: TrendsState['dashboard'] = yield select(selectDashboard);
  if (!dashboard.open) return;
  const ctx: ViewContext = yield call(viewContext);
  const view: DashboardView = yield call(dashboardViewOf, ctx);
  const old = dashboard.view;
  const moved = !old || old.unit !== view.unit || old.current.start !== view.current.start || old.current.end !== view.current.end;
  if (moved) yield put(dashboardViewSet(view));
  const fresh: boolean = yield call(comparisonsFresh, ctx.nowMs);
  if (!fresh) yield put(comparisonsRequested());
  const cumulative: TrendsState['cumulative'] = yield select(selectCumulative);
  if (moved || cumulative.status === 'idle') yield put(cumulativeRequested());
}

export function* handleComparisons(): SagaIterator {
  const ctx: ViewContext = yield call(viewContext);
  if (ctx.monitorId === null) return void (yield put(comparisonsFailed({ status: 'error', message: 'No monitor' })));
  const result: ApiResult<WireComparisons> = yield call(callApi, trendsApi.comparisons(ctx.monitorId));
  if (result.error) return void (yield put(comparisonsFailed(plainError(result.error))));
  const fetchedAt: number = yield call(trendsNow);
  yield put(comparisonsSucceeded({ data: result.data, fetchedAt }));
}

/** The previous period's totals from the server, unless the cache holds them whole (null then). */
function* previousUnlessCached(cached: CumulativeSeries | null, monitorId: number, view: DashboardView): SagaIterator<ApiResult<WireCumulative> | null> {
  if (cached) return null;
  return (yield call(callApi, trendsApi.cumulative(monitorId, view.unit, view.previous.start))) as ApiResult<WireCumulative>;
}

/**
 * Cumulative usage of the dashboard's period and of the one before. The local cache is shown at once
 * when it holds the same period (same start day); the server's totals then replace it where they
 * differ. A whole previous period in the cache is not asked for again (its figures are final).
 */
export function* handleCumulative(): SagaIterator {
  const ctx: ViewContext = yield call(viewContext);
  const dashboard: TrendsState['dashboard'] = yield select(selectDashboard);
  const view = dashboard.view;
  if (ctx.monitorId === null || !view) return void (yield put(cumulativeFailed({ status: 'error', message: 'No monitor' })));
  const monitorId = ctx.monitorId;
  const storage: Storage = yield getContext('storage');
  const cached = readCumulativeCache(storage, monitorId);
  const sameUnit = cached?.unit === view.unit;
  const cachedCurrent = sameUnit && cached?.current?.start === view.current.start ? cached.current : null;
  const cachedPrevious = sameUnit && cached?.previous?.start === view.previous.start && isComplete(cached.previous) ? cached.previous : null;
  if (cachedCurrent) yield put(cumulativeCached({ current: cachedCurrent, previous: cachedPrevious }));

  const [current, previous]: [ApiResult<WireCumulative>, ApiResult<WireCumulative> | null] = yield all([
    call(callApi, trendsApi.cumulative(monitorId, view.unit, view.current.start)),
    call(previousUnlessCached, cachedPrevious, monitorId, view),
  ]);
  if (current.error) return void (yield put(cumulativeFailed(plainError(current.error))));
  const currentSeries = seriesOf(current.data);
  const previousSeries: CumulativeSeries | null = cachedPrevious ?? (previous && !previous.error ? seriesOf(previous.data) : null);
  yield put(cumulativeSucceeded({ current: currentSeries, previous: previousSeries }));
  const entry: CumulativeCacheEntry = { unit: view.unit, current: currentSeries, previous: isComplete(previousSeries) ? previousSeries : null };
  writeCumulativeCache(storage, monitorId, entry);
}

export function* trendsDashboardSaga(): SagaIterator {
  yield takeEvery(dashboardOpened.type, safely(handleDashboardOpened));
  yield takeLatest(comparisonsRequested.type, safely(handleComparisons));
  yield takeLatest(cumulativeRequested.type, safely(handleCumulative));
  // Cumulative usage and comparisons of a reset cache: asked again while the dashboard is open.
  yield takeEvery(cacheReset.type, safely(revalidateDashboard));
}

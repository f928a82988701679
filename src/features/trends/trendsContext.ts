import { call, getContext, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { selectMonitorId, selectMonitorTimeZone } from '../../app/session/sessionSelectors';
import { loadWithRetry } from '../../common/chunkLoader';
import { selectBillingConfigured, selectCycleStartDay } from './trendsSelectors';
import { initialUnit } from './viewRules';
import type { TrendUnit } from './types';

type Periods = typeof import('./periods');
/** The period maths (luxon) load with the first view the saga computes, under the chunk rule. */
export const loadPeriods = (): Promise<Periods> => loadWithRetry(() => import(/* webpackChunkName: "trends-periods" */ './periods'));

/** The monitor's zone when the session has none yet (spec: default America/New_York). */
export const DEFAULT_ZONE = 'America/New_York';

/** Everything a view depends on besides the user's choice: the clock, the zone and the billing cycle. */
export interface ViewContext {
  nowMs: number;
  zone: string;
  billing: boolean;
  cycleStart: number;
  initial: TrendUnit;
  monitorId: number | null;
  periods: Periods;
}

/** The saga context's clock (ms). */
export function* trendsNow(): SagaIterator<number> {
  const now = (yield getContext('now')) as (() => number) | undefined;
  return now ? now() : Date.now();
}

export function* viewContext(): SagaIterator<ViewContext> {
  const nowMs: number = yield call(trendsNow);
  const zone: string | null = yield select(selectMonitorTimeZone);
  const billing: boolean = yield select(selectBillingConfigured);
  const cycleStart: number = yield select(selectCycleStartDay);
  const monitorId: number | null = yield select(selectMonitorId);
  const periods: Periods = yield call(loadPeriods);
  return { nowMs, zone: zone || DEFAULT_ZONE, billing, cycleStart, initial: initialUnit(billing), monitorId, periods };
}

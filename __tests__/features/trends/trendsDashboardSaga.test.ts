import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { callApi } from '../../../src/api/callApi';
import { createMemoryStorage } from '../../../src/api/safeStorage';
import type { ApiRequest } from '../../../src/api/types';
import { cumulativeCacheKey, readCumulativeCache } from '../../../src/features/trends/cumulativeCache';
import * as periods from '../../../src/features/trends/periods';
import { loadPeriods } from '../../../src/features/trends/trendsContext';
import { trendsSaga } from '../../../src/features/trends/trendsSaga';
import { cumulativeCached, dashboardOpened, trendsReducer } from '../../../src/features/trends/trendsSlice';
import type { TrendsState } from '../../../src/features/trends/types';
import { frameKey } from '../../../src/features/trends/viewRules';
import { answerTrends, comparisonsAnswer, cumulativeAnswer } from './trendsFixtures';

const NOW = Date.parse('2026-11-23T15:00:00.000Z');
const NOV = '2026-11-01T04:00:00.000Z';
const OCT = '2026-10-01T04:00:00.000Z';
const session = { accessToken: 't', monitors: [{ id: 42, serial_number: 'N1', attributes: { cycle_start: 1 } }], monitorTimeZone: 'America/New_York' };
const reducer = combineReducers({ trends: trendsReducer, session: (s: typeof session = session) => s });

function run(storage: Storage = createMemoryStorage()) {
  const requests: ApiRequest<unknown>[] = [];
  const saga = expectSaga(trendsSaga)
    .withReducer(reducer)
    .provide([
      [matchers.getContext('now'), () => NOW],
      [matchers.getContext('navigate'), jest.fn()],
      [matchers.getContext('storage'), storage],
      [matchers.call.fn(loadPeriods), periods],
      [
        matchers.call.fn(callApi),
        dynamic(({ args }) => {
          const r = args[0] as ApiRequest<unknown>;
          requests.push(r);
          const q = r.query as { start: string };
          if (r.path === '/app/history/cumulative') return { data: q.start === NOV ? cumulativeAnswer(NOV, 30, 23) : cumulativeAnswer(OCT, 31, 31, 9) };
          if (r.path === '/app/history/comparisons') return { data: comparisonsAnswer() };
          return { data: answerTrends(r) };
        }),
      ],
    ]);
  const calls = (path: string) => requests.filter((r) => r.path === path).map((r) => (r.query as { start?: string }).start ?? '');
  return { saga, calls, storage };
}
const trendsOf = (result: { storeState: unknown }) => (result.storeState as { trends: TrendsState }).trends;

describe('trends saga: the dashboard', () => {
  it('asks for the running billing cycle, comparisons and cumulative usage of this and the previous period', async () => {
    const { saga, calls, storage } = run();
    const result = await saga.dispatch(dashboardOpened()).silentRun(250);
    const t = trendsOf(result);
    expect(t.dashboard.view).toMatchObject({ unit: 'BILL', current: { start: NOV }, previous: { start: OCT } });
    expect(calls('/app/history/trends')).toEqual([NOV]);
    expect(calls('/app/history/comparisons')).toHaveLength(1);
    expect(calls('/app/history/cumulative').sort()).toEqual([NOV, OCT].sort());
    expect(t.frames[frameKey('BILL', NOV, null)]?.status).toBe('succeeded');
    expect(t.comparisons.data?.period_title).toBe('Last 30 days');
    expect(t.cumulative).toMatchObject({ status: 'succeeded', source: 'server', current: { start: NOV, steps: 30 }, previous: { start: OCT, steps: 31 } });
    // The totals and start day are kept locally; the whole previous period too.
    expect(readCumulativeCache(storage, 42)).toMatchObject({ unit: 'BILL', current: { start: NOV, totals: cumulativeAnswer(NOV, 30, 23).consumption.totals }, previous: { start: OCT } });
  });

  it('shows the locally cached totals of the same period at once; a whole previous period is not asked for again', async () => {
    const { saga: first, storage } = run();
    await first.dispatch(dashboardOpened()).silentRun(250);
    const { saga, calls } = run(storage);
    const result = await saga.dispatch(dashboardOpened()).put.like({ action: { type: cumulativeCached.type } }).silentRun(250);
    expect(calls('/app/history/cumulative')).toEqual([NOV]);
    expect(trendsOf(result).cumulative.previous?.start).toBe(OCT);
  });

  it('a cache of another period (a new start day) is not shown, and the previous period is fetched', async () => {
    const storage = createMemoryStorage();
    storage.setItem(cumulativeCacheKey(42), JSON.stringify({ unit: 'BILL', current: { start: OCT, end: NOV, steps: 31, totals: [1, 2] }, previous: null }));
    const { saga, calls } = run(storage);
    const result = await saga.dispatch(dashboardOpened()).silentRun(250);
    expect(result.effects.put?.some((e) => (e.payload.action as { type: string }).type === cumulativeCached.type) ?? false).toBe(false);
    expect(calls('/app/history/cumulative').sort()).toEqual([NOV, OCT].sort());
    expect(trendsOf(result).cumulative.current?.start).toBe(NOV);
  });

  it('a damaged cache entry is ignored', async () => {
    const storage = createMemoryStorage();
    storage.setItem(cumulativeCacheKey(42), '{not json');
    const { saga } = run(storage);
    const result = await saga.dispatch(dashboardOpened()).silentRun(250);
    expect(trendsOf(result).cumulative.status).toBe('succeeded');
  });
});

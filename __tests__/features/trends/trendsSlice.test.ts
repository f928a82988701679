import { comparisonsAnswer, trendsAnswer } from './trendsFixtures';
import {
  cacheReset, comparisonsFailed, comparisonsRequested, comparisonsSucceeded, cumulativeCached, cumulativeRequested, cumulativeSucceeded,
  exportFailed, exportRequested, exportReset, exportSucceeded, fetchFailed, fetchRequested, fetchSucceeded, initialState, trendsReducer,
  viewerClosed, viewerOpened, viewSet,
} from '../../../src/features/trends/trendsSlice';
import type { TrendsState, TrendsView } from '../../../src/features/trends/types';
import { FRAME_CACHE_MAX } from '../../../src/features/trends/viewRules';

const view: TrendsView = {
  unit: 'BILL', device: null, previous: { start: 'a', end: 'b' }, current: { start: 'b', end: 'c' }, next: null, live: true, asOfMs: 0,
};
const data = trendsAnswer({ start: '2026-11-01T04:00:00.000Z', steps: 2 });
const run = (...actions: { type: string }[]) => actions.reduce<TrendsState>((s, a) => trendsReducer(s, a), initialState);

describe('trends slice', () => {
  it('a frame goes loading → succeeded (with when it arrived) or failed; events for frames not asked for are ignored', () => {
    let s = run(fetchRequested({ keys: ['k1', 'k2'] }));
    expect(s.frames.k1).toEqual({ status: 'loading', data: null, fetchedAt: null, error: null });
    s = trendsReducer(s, fetchSucceeded({ key: 'k1', data, fetchedAt: 5 }));
    s = trendsReducer(s, fetchFailed({ key: 'k2', status: 500, message: 'Something broke' }));
    expect(s.frames.k1).toMatchObject({ status: 'succeeded', fetchedAt: 5 });
    expect(s.frames.k2).toMatchObject({ status: 'failed', error: 'Something broke' });
    expect(trendsReducer(s, fetchSucceeded({ key: 'k3', data, fetchedAt: 6 })).frames.k3).toBeUndefined();
    // A refetch keeps the last answer on screen while it runs.
    s = trendsReducer(s, fetchRequested({ keys: ['k1'] }));
    expect(s.frames.k1).toMatchObject({ status: 'loading', data });
  });

  it('keeps at most FRAME_CACHE_MAX answers, dropping the oldest', () => {
    let s = initialState;
    for (let i = 0; i <= FRAME_CACHE_MAX; i++) {
      s = trendsReducer(s, fetchRequested({ keys: [`k${i}`] }));
      s = trendsReducer(s, fetchSucceeded({ key: `k${i}`, data, fetchedAt: i }));
    }
    expect(Object.keys(s.frames)).toHaveLength(FRAME_CACHE_MAX);
    expect(s.frames.k0).toBeUndefined();
    expect(s.frames[`k${FRAME_CACHE_MAX}`]).toBeDefined();
  });

  it('home settings saved: every cached answer, comparison and cumulative total is dropped', () => {
    let s = run(fetchRequested({ keys: ['k'] }), comparisonsRequested(), cumulativeRequested());
    s = trendsReducer(s, fetchSucceeded({ key: 'k', data, fetchedAt: 1 }));
    s = trendsReducer(s, comparisonsSucceeded({ data: comparisonsAnswer(), fetchedAt: 1 }));
    s = trendsReducer(s, cacheReset());
    expect(s.frames).toEqual({});
    expect(s.comparisons).toEqual(initialState.comparisons);
    expect(s.cumulative).toEqual(initialState.cumulative);
  });

  it('the viewer holds a view only while open', () => {
    expect(run(viewSet({ view, search: '' })).viewer.view).toBeNull();
    const open = run(viewerOpened({ query: { scale: null, start: null, device: null } }), viewSet({ view, search: '?x' }));
    expect(open.viewer).toEqual({ open: true, view, syncedSearch: '?x' });
    expect(trendsReducer(open, viewerClosed()).viewer).toEqual(initialState.viewer);
  });

  it('comparisons: failures keep their text; a late answer after a reset is ignored', () => {
    const failed = run(comparisonsRequested(), comparisonsFailed({ status: 'error', message: 'offline' }));
    expect(failed.comparisons).toMatchObject({ status: 'failed', error: 'offline' });
    expect(run(comparisonsRequested(), cacheReset(), comparisonsSucceeded({ data: comparisonsAnswer(), fetchedAt: 1 })).comparisons.status).toBe('idle');
  });

  it('cumulative: the cached totals show first; equal server totals keep the same objects', () => {
    const current = { start: 's', end: 'e', steps: 30, totals: [1, 2, 3] };
    let s = run(cumulativeRequested(), cumulativeCached({ current, previous: null }));
    expect(s.cumulative).toMatchObject({ status: 'loading', source: 'cache', current });
    const before = s.cumulative.current;
    s = trendsReducer(s, cumulativeSucceeded({ current: { ...current, totals: [1, 2, 3] }, previous: null }));
    expect(s.cumulative.current).toBe(before);
    expect(s.cumulative.source).toBe('server');
    s = trendsReducer(trendsReducer(s, cumulativeRequested()), cumulativeSucceeded({ current: { ...current, totals: [1, 2, 3, 4] }, previous: null }));
    expect(s.cumulative.current?.totals).toEqual([1, 2, 3, 4]);
  });

  it('export: pending → succeeded or failed; reset forgets the outcome', () => {
    const req = { start: '2026-11-16', end: '2026-11-22', dates: true, timeUnit: 'HOUR' as const, deviceId: null, deviceName: null };
    expect(run(exportRequested(req), exportSucceeded({ fileName: 'f.csv', rows: 168 })).export).toEqual({ status: 'succeeded', fileName: 'f.csv', rows: 168, error: null });
    expect(run(exportRequested(req), exportFailed({ status: 400, message: 'bad' })).export).toMatchObject({ status: 'failed', error: 'bad' });
    expect(run(exportSucceeded({ fileName: 'f', rows: 1 })).export.status).toBe('idle');
    expect(run(exportRequested(req), exportReset()).export).toEqual(initialState.export);
  });
});

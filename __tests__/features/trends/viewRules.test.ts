import { availableUnits, billingConfigured, cycleStartDay, FRESH_MS, formatSearch, frameKey, initialUnit, isFresh, LOADING_RETRY_MS, parseQuery, parseUnit, sameSearch } from '../../../src/features/trends/viewRules';
import type { CachedFrame } from '../../../src/features/trends/types';

const frame = (over: Partial<CachedFrame>): CachedFrame => ({ status: 'succeeded', data: null, fetchedAt: 0, error: null, ...over });

describe('trends view rules', () => {
  it('keys the cache by unit, start and device', () => {
    expect(frameKey('MONTH', '2026-11-01T04:00:00.000Z', null)).toBe('MONTH|2026-11-01T04:00:00.000Z|home');
    expect(frameKey('MONTH', '2026-11-01T04:00:00.000Z', 'hp')).not.toBe(frameKey('MONTH', '2026-11-01T04:00:00.000Z', null));
    expect(frameKey('BILL', '2026-11-01T04:00:00.000Z', null)).not.toBe(frameKey('MONTH', '2026-11-01T04:00:00.000Z', null));
  });

  it('a frame is fresh for 10 minutes after it arrived, or while it is being fetched', () => {
    expect(FRESH_MS).toBe(600_000);
    expect(isFresh(undefined, 0)).toBe(false);
    expect(isFresh(frame({ fetchedAt: 1000 }), 1000 + FRESH_MS - 1)).toBe(true);
    expect(isFresh(frame({ fetchedAt: 1000 }), 1000 + FRESH_MS)).toBe(false);
    expect(isFresh(frame({ status: 'loading', fetchedAt: null }), 10 ** 12)).toBe(true);
    expect(isFresh(frame({ status: 'failed', fetchedAt: null }), 0)).toBe(false);
  });

  it('an answer with days the server was still loading is asked again after 3 s, not 10 minutes', () => {
    const loading = frame({ fetchedAt: 1000, data: { loading_days: 40 } as CachedFrame['data'] });
    expect(isFresh(loading, 1000 + LOADING_RETRY_MS - 1)).toBe(true);
    expect(isFresh(loading, 1000 + LOADING_RETRY_MS)).toBe(false);
    expect(isFresh(frame({ fetchedAt: 1000, data: { loading_days: 0 } as CachedFrame['data'] }), 1000 + LOADING_RETRY_MS)).toBe(true);
  });

  it('billing counts as configured unless cycle_start is null or -1 (spec §5); BILL is then offered and first', () => {
    expect([null, undefined, -1].map(billingConfigured)).toEqual([false, false, false]);
    expect([1, 15, 28].map(billingConfigured)).toEqual([true, true, true]);
    expect(initialUnit(true)).toBe('BILL');
    expect(initialUnit(false)).toBe('MONTH');
    expect(availableUnits(true, null)).toEqual(['DAY', 'WEEK', 'MONTH', 'YEAR', 'BILL']);
    expect(availableUnits(false, null)).toEqual(['DAY', 'WEEK', 'MONTH', 'YEAR']);
    expect([cycleStartDay(null), cycleStartDay(-1), cycleStartDay(15), cycleStartDay(31)]).toEqual([1, 1, 15, 1]);
  });

  it('hides DAY while the device shown is in the Tracking stage', () => {
    expect(availableUnits(true, 'Tracking')).toEqual(['WEEK', 'MONTH', 'YEAR', 'BILL']);
    expect(availableUnits(false, 'RealTime')).toContain('DAY');
  });

  it('reads scale in any case (CYCLE is BILL), start and device from the query', () => {
    expect(['day', 'Week', 'MONTH', 'year', 'bill', 'CYCLE', 'hour', ''].map(parseUnit)).toEqual(['DAY', 'WEEK', 'MONTH', 'YEAR', 'BILL', 'BILL', null, null]);
    expect(parseQuery('?scale=week&start=2026-11-16T05%3A00%3A00.000Z&device=hp')).toEqual({ scale: 'week', start: '2026-11-16T05:00:00.000Z', device: 'hp' });
    expect(parseQuery('')).toEqual({ scale: null, start: null, device: null });
  });

  it('writes a view as the shortest URL: plain /usage is the running period of the initial unit', () => {
    const current = { start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z' };
    expect(formatSearch({ unit: 'BILL', device: null, current, live: true }, 'BILL')).toBe('');
    expect(formatSearch({ unit: 'MONTH', device: null, current, live: true }, 'BILL')).toBe('?scale=MONTH');
    expect(formatSearch({ unit: 'BILL', device: 'hp', current, live: false }, 'BILL')).toBe('?start=2026-11-01T04%3A00%3A00.000Z&device=hp');
    expect(sameSearch('?a=1&b=2', 'b=2&a=1')).toBe(true);
    expect(sameSearch('', '?scale=DAY')).toBe(false);
  });
});

import { intervalWindow, isPeriod, periodOf, shiftWindow } from '../../../src/features/powerMeter/calendarWindows';
import { DAY_MS, defaultLiveWindow, HOUR_MS, MINUTE_MS } from '../../../src/features/powerMeter/charts/chartMath';
import { formatSearch, inferInterval, isUnreadableQuery, parseQuery, queryOf, sameSearch, spansInterval, windowOfQuery } from '../../../src/features/powerMeter/windowMath';

const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();
const NOW = Date.parse('2026-11-22T15:00:30.000Z'); // 10:00:30 EST

describe('the /meter query', () => {
  it('reads start, end and interval, and is null for plain /meter or nonsense', () => {
    expect(parseQuery('?start=2026-11-21T05:00:00Z&end=2026-11-22T05:00:00.000Z&interval=day')).toEqual({
      start: '2026-11-21T05:00:00.000Z', end: '2026-11-22T05:00:00.000Z', interval: 'day',
    });
    expect(parseQuery('?start=2026-11-21T05:00:00Z&end=2026-11-21T05:15:00Z&interval=fortnight')?.interval).toBeNull();
    expect(parseQuery('')).toBeNull();
    expect(parseQuery('?bench=1')).toBeNull();
    expect(parseQuery('?start=2026-11-22T05:00:00Z&end=2026-11-21T05:00:00Z')).toBeNull();
    expect(parseQuery('?start=yesterday&end=today')).toBeNull();
  });
  it('writes it back, and compares searches by meaning', () => {
    const q = queryOf({ startMs: NOW - HOUR_MS, endMs: NOW }, 'hour');
    expect(formatSearch(q)).toBe('?start=2026-11-22T14%3A00%3A30.000Z&end=2026-11-22T15%3A00%3A30.000Z&interval=hour');
    expect(formatSearch(null)).toBe('');
    expect(windowOfQuery(q)).toEqual({ startMs: NOW - HOUR_MS, endMs: NOW });
    expect(sameSearch('?start=2026-11-22T14:00:30Z&end=2026-11-22T15:00:30Z&interval=hour', formatSearch(q))).toBe(true);
    expect(sameSearch('?bench=1', '')).toBe(true);
  });
  it('tells an unreadable window query from plain /meter and other parameters', () => {
    expect(isUnreadableQuery('?start=garbage')).toBe(true);
    expect(isUnreadableQuery('?start=2026-11-22T05:00:00Z&end=2026-11-21T05:00:00Z')).toBe(true);
    expect(isUnreadableQuery('?interval=day')).toBe(true);
    expect(isUnreadableQuery('')).toBe(false);
    expect(isUnreadableQuery('?bench=1')).toBe(false);
    expect(isUnreadableQuery('?start=2026-11-21T05:00:00Z&end=2026-11-22T05:00:00Z')).toBe(false);
  });
  it('says whether a window is about one interval long (calendar days of 23 to 25 hours, months of 28 to 31 days)', () => {
    expect(spansInterval({ startMs: 0, endMs: 15 * MINUTE_MS }, 'quarter')).toBe(true);
    expect(spansInterval({ startMs: 0, endMs: DAY_MS }, 'quarter')).toBe(false);
    expect(spansInterval({ startMs: 0, endMs: 25 * HOUR_MS }, 'day')).toBe(true);
    expect(spansInterval({ startMs: 0, endMs: 28 * DAY_MS }, 'month')).toBe(true);
    expect(spansInterval({ startMs: 0, endMs: 31 * DAY_MS }, 'month')).toBe(true);
    expect(spansInterval({ startMs: 0, endMs: 20 * DAY_MS }, 'month')).toBe(false);
  });
  it('infers the interval nearest the window length', () => {
    expect(inferInterval({ startMs: 0, endMs: 15 * MINUTE_MS })).toBe('quarter');
    expect(inferInterval({ startMs: 0, endMs: 20 * HOUR_MS })).toBe('day');
    expect(inferInterval({ startMs: 0, endMs: 25 * DAY_MS })).toBe('month');
  });
});

describe('calendar windows in the monitor zone', () => {
  it('finds the period that holds an instant', () => {
    expect(periodOf('quarter', NOW, NY)).toEqual({ startMs: Date.parse('2026-11-22T15:00:00Z'), endMs: Date.parse('2026-11-22T15:15:00Z') });
    expect(periodOf('day', NOW, NY)).toEqual({ startMs: Date.parse('2026-11-22T05:00:00Z'), endMs: Date.parse('2026-11-23T05:00:00Z') });
    // Monday 16 November to Monday 23 November, local midnights.
    expect(periodOf('week', NOW, NY)).toEqual({ startMs: Date.parse('2026-11-16T05:00:00Z'), endMs: Date.parse('2026-11-23T05:00:00Z') });
    // November: starts in EDT, ends in EST.
    expect(periodOf('month', NOW, NY)).toEqual({ startMs: Date.parse('2026-11-01T04:00:00Z'), endMs: Date.parse('2026-12-01T05:00:00Z') });
    expect(isPeriod(periodOf('month', NOW, NY), 'month', NY)).toBe(true);
  });
  it('chooses a live window while live, else the period around the middle', () => {
    expect(intervalWindow('quarter', defaultLiveWindow(NOW), NOW, NY)).toEqual(defaultLiveWindow(NOW));
    expect(intervalWindow('day', null, NOW, NY)).toEqual({ startMs: NOW - 0.85 * DAY_MS, endMs: NOW + 0.15 * DAY_MS });
    const past = { startMs: Date.parse('2026-11-10T12:00:00Z'), endMs: Date.parse('2026-11-10T13:00:00Z') };
    expect(intervalWindow('day', past, NOW, NY)).toEqual({ startMs: Date.parse('2026-11-10T05:00:00Z'), endMs: Date.parse('2026-11-11T05:00:00Z') });
  });
  it('aligns live week and month choices to the calendar: Monday to Sunday, the 1st to the last day', () => {
    const live = defaultLiveWindow(NOW);
    expect(intervalWindow('week', live, NOW, NY)).toEqual({ startMs: Date.parse('2026-11-16T05:00:00Z'), endMs: Date.parse('2026-11-23T05:00:00Z') });
    expect(intervalWindow('month', null, NOW, NY)).toEqual({ startMs: Date.parse('2026-11-01T04:00:00Z'), endMs: Date.parse('2026-12-01T05:00:00Z') });
    // Last week, then forward again: this week's calendar bounds, not a rolling live week.
    const thisWeek = intervalWindow('week', live, NOW, NY);
    expect(shiftWindow(shiftWindow(thisWeek, 'week', -1, NY, NOW), 'week', 1, NY, NOW)).toEqual(thisWeek);
  });
  it('shifts a period to its neighbour, across a daylight-saving change', () => {
    const nov1 = periodOf('day', Date.parse('2026-11-01T12:00:00Z'), NY); // the 25-hour day
    expect(nov1.endMs - nov1.startMs).toBe(25 * HOUR_MS);
    const oct31 = shiftWindow(nov1, 'day', -1, NY, NOW);
    expect(oct31).toEqual({ startMs: Date.parse('2026-10-31T04:00:00Z'), endMs: Date.parse('2026-11-01T04:00:00Z') });
    expect(shiftWindow(oct31, 'day', 1, NY, NOW)).toEqual(nov1);
    const oct = shiftWindow(periodOf('month', Date.parse('2026-11-15T12:00:00Z'), NY), 'month', -1, NY, NOW);
    expect(iso(oct.startMs)).toBe('2026-10-01T04:00:00.000Z');
  });
  it('shifts a live window of the interval length to the previous period; into the present it is live again', () => {
    const live = intervalWindow('day', null, NOW, NY);
    const yesterday = shiftWindow(live, 'day', -1, NY, NOW);
    expect(yesterday).toEqual({ startMs: Date.parse('2026-11-21T05:00:00Z'), endMs: Date.parse('2026-11-22T05:00:00Z') });
    expect(shiftWindow(yesterday, 'day', 1, NY, NOW)).toEqual(live);
  });
  it('moves a zoomed window by its own length', () => {
    const zoomed = { startMs: NOW - 3 * HOUR_MS, endMs: NOW - 2 * HOUR_MS };
    expect(shiftWindow(zoomed, 'day', -1, NY, NOW)).toEqual({ startMs: NOW - 4 * HOUR_MS, endMs: NOW - 3 * HOUR_MS });
  });
});

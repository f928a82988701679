/** @jest-environment node */
import { parseInstant, parseTrendScale, trendPeriod, cycleStartOf } from '../../../server/src/trends/period';
import { demoProfile } from '../support/profiles';

const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();
const hours = (bounds: number[]) => bounds.slice(1).map((b, i) => (b - bounds[i]!) / 3_600_000);

describe('trends periods in the monitor time zone', () => {
  it('a spring-forward day in New York has 23 hourly steps', () => {
    const p = trendPeriod(demoProfile, 'DAY', Date.parse('2026-03-08T15:00:00Z'), 1);
    expect(iso(p.startMs)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(p.endMs)).toBe('2026-03-09T04:00:00.000Z');
    expect(p.bounds).toHaveLength(24);
    expect(hours(p.bounds).every((h) => h === 1)).toBe(true);
    expect(iso(p.previousStartMs)).toBe('2026-03-07T05:00:00.000Z');
  });

  it('a fall-back day in New York has 25 hourly steps', () => {
    const p = trendPeriod(demoProfile, 'DAY', Date.parse('2026-11-01T12:00:00Z'), 1);
    expect(iso(p.startMs)).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(p.endMs)).toBe('2026-11-02T05:00:00.000Z');
    expect(p.bounds).toHaveLength(26);
  });

  it('an ordinary day has 24 steps and local-midnight bounds', () => {
    const p = trendPeriod(demoProfile, 'DAY', Date.parse('2026-11-22T04:59:59Z'), 1);
    expect(iso(p.startMs)).toBe('2026-11-21T05:00:00.000Z');
    expect(p.bounds).toHaveLength(25);
  });

  it('weeks run Monday to Sunday, across a DST change too', () => {
    // Sunday 2026-11-22 (local) belongs to the week of Monday 2026-11-16.
    const p = trendPeriod(demoProfile, 'WEEK', Date.parse('2026-11-22T23:00:00Z'), 1);
    expect(iso(p.startMs)).toBe('2026-11-16T05:00:00.000Z');
    expect(iso(p.endMs)).toBe('2026-11-23T05:00:00.000Z');
    expect(p.bounds).toHaveLength(8);
    // Monday 2026-11-23 00:30 local starts the next week.
    expect(iso(trendPeriod(demoProfile, 'WEEK', Date.parse('2026-11-23T05:30:00Z'), 1).startMs)).toBe('2026-11-23T05:00:00.000Z');
    // The week of 2026-11-01 (fall back) is 169 hours long.
    const dst = trendPeriod(demoProfile, 'WEEK', Date.parse('2026-11-01T12:00:00Z'), 1);
    expect(iso(dst.startMs)).toBe('2026-10-26T04:00:00.000Z');
    expect((dst.endMs - dst.startMs) / 3_600_000).toBe(169);
  });

  it('months have their days; years twelve months; the previous period is the one before', () => {
    const m = trendPeriod(demoProfile, 'MONTH', Date.parse('2026-02-14T12:00:00Z'), 1);
    expect(iso(m.startMs)).toBe('2026-02-01T05:00:00.000Z');
    expect(m.bounds).toHaveLength(29);
    expect(iso(m.previousStartMs)).toBe('2026-01-01T05:00:00.000Z');
    const y = trendPeriod(demoProfile, 'YEAR', Date.parse('2026-07-04T12:00:00Z'), 1);
    expect(iso(y.startMs)).toBe('2026-01-01T05:00:00.000Z');
    expect(iso(y.endMs)).toBe('2027-01-01T05:00:00.000Z');
    expect(y.bounds).toHaveLength(13);
    expect(iso(y.bounds[3]!)).toBe('2026-04-01T04:00:00.000Z');
  });

  it('the billing cycle starts on cycle_start', () => {
    const before = trendPeriod(demoProfile, 'CYCLE', Date.parse('2026-11-10T12:00:00Z'), 15);
    expect(iso(before.startMs)).toBe('2026-10-15T04:00:00.000Z');
    expect(iso(before.endMs)).toBe('2026-11-15T05:00:00.000Z');
    expect(before.bounds).toHaveLength(32);
    const after = trendPeriod(demoProfile, 'CYCLE', Date.parse('2026-11-20T12:00:00Z'), 15);
    expect(iso(after.startMs)).toBe('2026-11-15T05:00:00.000Z');
    expect(cycleStartOf({})).toBe(1);
    expect(cycleStartOf({ cycle_start: 15 })).toBe(15);
    expect(cycleStartOf({ cycle_start: 31 })).toBe(1);
  });
});

describe('parsing', () => {
  it('accepts every start format of wire §3.6', () => {
    const at = Date.parse('2024-08-29T07:00:00Z');
    expect(parseInstant('2024-08-29T07:00:00', NY)).toBe(at); // sense_energy: UTC without a zone
    expect(parseInstant('2024-08-29T07:00:00.000Z', NY)).toBe(at); // toISOString
    expect(parseInstant('2024-08-29T07:00:00Z', NY)).toBe(at); // Instant.toString
    expect(parseInstant('2024-08-29T07:00:00.123456789Z', NY)).toBe(at + 123);
    expect(parseInstant('2024-08-29T03:00:00-04:00', NY)).toBe(at);
    expect(parseInstant('2024-08-29', NY)).toBe(Date.parse('2024-08-29T04:00:00Z')); // local midnight
    expect(parseInstant(String(at / 1000), NY)).toBe(at);
    expect(parseInstant(String(at), NY)).toBe(at);
    for (const bad of ['yesterday', '', '1999-12-31T00:00:00Z', '2100-01-01T00:00:00Z', '2024-13-01']) expect(parseInstant(bad, NY)).toBeNull();
  });

  it('accepts scales in any case, CYCLE and BILL alike', () => {
    expect(parseTrendScale('day')).toBe('DAY');
    expect(parseTrendScale(' Week ')).toBe('WEEK');
    expect(parseTrendScale('cycle')).toBe('CYCLE');
    expect(parseTrendScale('BILL')).toBe('CYCLE');
    expect(parseTrendScale('hour')).toBeNull();
  });
});

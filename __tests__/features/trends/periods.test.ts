/** @jest-environment node */
import { trendPeriod } from '../../../server/src/trends/period';
import type { MonitorProfile } from '../../../server/src/contracts';
import { anchorOf, EARLIEST_MS, periodAt, viewAt } from '../../../src/features/trends/periods';
import { wireScale } from '../../../src/features/trends/trendsApi';
import { TREND_UNITS } from '../../../src/features/trends/types';

const NY = 'America/New_York';
const hours = (f: { start: string; end: string }) => (Date.parse(f.end) - Date.parse(f.start)) / 3_600_000;

describe('trends periods in the monitor time zone (the app side)', () => {
  it('days: 23 hours on spring forward, 25 on fall back, local midnight bounds', () => {
    expect(periodAt('DAY', Date.parse('2026-03-08T12:00:00Z'), NY, 1)).toEqual({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
    expect(hours(periodAt('DAY', Date.parse('2026-03-08T12:00:00Z'), NY, 1))).toBe(23);
    expect(hours(periodAt('DAY', Date.parse('2026-11-01T12:00:00Z'), NY, 1))).toBe(25);
  });

  it('weeks run Monday to Sunday; months, years and billing cycles from cycle_start', () => {
    expect(periodAt('WEEK', Date.parse('2026-11-22T15:00:00Z'), NY, 1).start).toBe('2026-11-16T05:00:00.000Z'); // a Sunday
    expect(periodAt('MONTH', Date.parse('2026-11-23T15:00:00Z'), NY, 1)).toEqual({ start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z' });
    expect(periodAt('YEAR', Date.parse('2026-11-23T15:00:00Z'), NY, 1).start).toBe('2026-01-01T05:00:00.000Z');
    expect(periodAt('BILL', Date.parse('2026-11-23T15:00:00Z'), NY, 15)).toEqual({ start: '2026-11-15T05:00:00.000Z', end: '2026-12-15T05:00:00.000Z' });
    expect(periodAt('BILL', Date.parse('2026-11-10T15:00:00Z'), NY, 15).start).toBe('2026-10-15T04:00:00.000Z');
  });

  it('agrees with the server\'s periods for every unit, across a year of instants and several cycle starts', () => {
    const profile = { timeZone: NY } as MonitorProfile;
    for (const unit of TREND_UNITS) {
      for (const cycle of [1, 9, 28]) {
        for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 5 * 86_400_000 + 7 * 3_600_000) {
          const app = periodAt(unit, t, NY, cycle);
          const server = trendPeriod(profile, wireScale(unit), t, cycle);
          expect([unit, cycle, t, app.start, app.end]).toEqual([unit, cycle, t, new Date(server.startMs).toISOString(), new Date(server.endMs).toISOString()]);
        }
      }
    }
  });

  it('the carousel: no next frame before it begins, the running one is live, nothing before 2000', () => {
    const now = Date.parse('2026-11-23T15:00:00Z');
    const running = viewAt({ unit: 'MONTH', device: null, atMs: now, zone: NY, cycleStart: 1, nowMs: now });
    expect(running.next).toBeNull();
    expect(running.live).toBe(true);
    expect(running.previous).toEqual({ start: '2026-10-01T04:00:00.000Z', end: '2026-11-01T04:00:00.000Z' });
    const past = viewAt({ unit: 'MONTH', device: 'hp', atMs: Date.parse('2026-03-10T00:00:00Z'), zone: NY, cycleStart: 1, nowMs: now });
    expect(past.next?.start).toBe('2026-04-01T04:00:00.000Z');
    expect([past.live, past.device, past.asOfMs]).toEqual([false, 'hp', now]);
    // A start in the future shows the running period.
    expect(viewAt({ unit: 'DAY', device: null, atMs: now + 40 * 86_400_000, zone: NY, cycleStart: 1, nowMs: now }).current.start).toBe('2026-11-23T05:00:00.000Z');
    expect(viewAt({ unit: 'YEAR', device: null, atMs: EARLIEST_MS, zone: 'UTC', cycleStart: 1, nowMs: now }).previous).toBeNull();
    // A unit change keeps "now" for the running period, else the shown period's start.
    expect(anchorOf(running, now)).toBe(now);
    expect(anchorOf(past, now)).toBe(Date.parse('2026-03-01T05:00:00.000Z'));
  });
});

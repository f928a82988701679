/** @jest-environment node */
import { DateTime } from 'luxon';
import type { MonitorProfile, RateZoneRule } from '../../../server/src/contracts';
import { rateAt, rateOf, roundedSplit, sellBackRateAt } from '../../../server/src/devices/money';
import * as serverLimits from '../../../server/src/rates/limits';
import { calendarFor } from '../../../server/src/time/calendar';
import { dateDayNo, daySchedule, meanRate, shiftYears, statusOf, timeOfDayMs, zoneAt, zoneRunAt } from '../../../server/src/rates/zones';
import * as wire from '../../../src/api/wire/rateZones';
import { demoProfile } from '../support/profiles';

/** When a zone is in force (server/src/rates/zones.ts), and the one rate lookup (devices/money.ts). */
const ZONE = 'America/New_York';
const WEEKDAYS = 0b0011111;

function rule(over: Partial<RateZoneRule> & { start?: string; end?: string; from?: string; to?: string }): RateZoneRule {
  const { start = '2026-01-01', end = '2027-01-01', from = '16:00', to = '21:00', ...rest } = over;
  return {
    id: 1, name: 'Peak', cost: 30, startDay: dateDayNo(start), endDay: dateDayNo(end), startMs: timeOfDayMs(from), endMs: timeOfDayMs(to),
    allDay: false, days: WEEKDAYS, alert: true, rollover: false, ...rest,
  };
}
const home = (zones: RateZoneRule[], touEnabled = true): MonitorProfile => ({ ...demoProfile, touEnabled, rateZones: zones });
const ms = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toMillis();

test('the server and the app hold the same limits and time pattern', () => {
  expect(serverLimits.RATE_ZONE_LIMITS).toEqual(wire.RATE_ZONE_LIMITS);
  expect(serverLimits.RATE_ZONE_TIME_PATTERN.source).toBe(wire.RATE_ZONE_TIME_PATTERN.source);
  expect(serverLimits.WEEKDAYS).toEqual(wire.WEEKDAYS);
});

test('a zone holds [start, end) of its weekdays between its dates; only with time-of-use on', () => {
  const p = home([rule({})]);
  expect(rateAt(p, ms('2026-11-23T15:59'))).toBe(16.5);
  expect(rateAt(p, ms('2026-11-23T16:00'))).toBe(30);
  expect(rateAt(p, ms('2026-11-23T20:59:59'))).toBe(30);
  expect(rateAt(p, ms('2026-11-23T21:00'))).toBe(16.5);
  expect(rateAt(p, ms('2026-11-28T17:00'))).toBe(16.5); // Saturday
  expect(rateAt(p, ms('2027-01-04T17:00'))).toBe(16.5); // after the end date
  expect(rateAt(home([rule({})], false), ms('2026-11-23T17:00'))).toBe(16.5);
  // A window starting mid-minute holds the minutes that start inside it.
  const half = home([rule({ from: '16:00:30', to: '16:02:00.500' })]);
  expect(zoneAt(half, ms('2026-11-23T16:00:45'))).toBeNull();
  expect(zoneAt(half, ms('2026-11-23T16:01:10'))?.id).toBe(1);
  expect(zoneAt(half, ms('2026-11-23T16:02:10'))?.id).toBe(1);
  expect(zoneAt(half, ms('2026-11-23T16:03:00'))).toBeNull();
});

test('all day, equal times and 23:59:59.999 (to midnight); the sell-back follows with solar_tou_enabled', () => {
  expect(daySchedule(home([rule({ allDay: true, from: '00:00', to: '00:00' })]), calendarFor(ZONE).dayOf(ms('2026-11-23T12:00'))).segments).toHaveLength(1);
  expect(rateAt(home([rule({ from: '08:00', to: '08:00' })]), ms('2026-11-23T03:00'))).toBe(30);
  const late = home([rule({ from: '21:00', to: '23:59:59.999' })]);
  expect(rateAt(late, ms('2026-11-23T23:59:30'))).toBe(30);
  expect(rateAt(late, ms('2026-11-24T00:00'))).toBe(16.5);
  const p = { ...home([rule({})]), sellBackCentsPerKwh: 4 };
  expect(sellBackRateAt(p, ms('2026-11-23T17:00'))).toBe(4);
  expect(sellBackRateAt({ ...p, solarTouEnabled: true }, ms('2026-11-23T17:00'))).toBe(30);
});

test('overlapping zones: the shorter daily window wins, then fewer weekdays, then the newer zone', () => {
  const winter = rule({ id: 1, name: 'Winter', cost: 12, allDay: true, from: '00:00', to: '00:00', days: 0x7f });
  const peak = rule({ id: 2, name: 'Peak', cost: 40 });
  const p = home([peak, winter]);
  expect(rateAt(p, ms('2026-11-23T10:00'))).toBe(12);
  expect(rateAt(p, ms('2026-11-23T17:00'))).toBe(40);
  expect(rateAt(p, ms('2026-11-28T17:00'))).toBe(12);
  const copy = rule({ id: 3, name: 'Peak (duplicate)', cost: 41 });
  expect(rateAt(home([peak, copy]), ms('2026-11-23T17:00'))).toBe(41);
  const monday = rule({ id: 4, cost: 50, days: 1 });
  expect(rateAt(home([monday, copy]), ms('2026-11-23T17:00'))).toBe(50);
});

test('rollover repeats the dates every later year (29 February becomes the 28th)', () => {
  const p = home([rule({ start: '2024-02-29', end: '2024-03-15', rollover: true, days: 0x7f })]);
  expect(rateAt(p, ms('2023-03-01T17:00'))).toBe(16.5);
  expect(rateAt(p, ms('2024-03-01T17:00'))).toBe(30);
  expect(rateAt(p, ms('2026-02-28T17:00'))).toBe(30);
  expect(rateAt(p, ms('2026-03-14T17:00'))).toBe(30);
  expect(rateAt(p, ms('2026-03-15T17:00'))).toBe(16.5);
  expect(rateAt(home([rule({ start: '2024-02-29', end: '2024-03-15', days: 0x7f })]), ms('2026-03-01T17:00'))).toBe(16.5);
  expect(shiftYears(dateDayNo('2024-02-29'), 1)).toBe(dateDayNo('2025-02-28'));
  // Status and occurrence of a rolled-over zone.
  const z = rule({ start: '2025-11-01', end: '2026-03-01', rollover: true });
  expect(statusOf(z, dateDayNo('2026-11-23'))).toEqual({ status: 'present', start: dateDayNo('2026-11-01'), end: dateDayNo('2027-03-01') });
  expect(statusOf(z, dateDayNo('2026-06-01'))).toEqual({ status: 'future', start: dateDayNo('2026-11-01'), end: dateDayNo('2027-03-01') });
  expect(statusOf({ ...z, rollover: false }, dateDayNo('2026-06-01')).status).toBe('historic');
});

test('daylight saving: a 23-hour and a 25-hour day keep the zone on the local clock', () => {
  const p = home([rule({ from: '01:00', to: '04:00', days: 0x7f, start: '2026-01-01', end: '2027-01-01' })]);
  // 8 March 2026: clocks go from 02:00 to 03:00.
  const spring = calendarFor(ZONE).dayOf(ms('2026-03-08T12:00'));
  expect(spring.lengthMin).toBe(1380);
  const [, zoned] = daySchedule(p, spring).segments;
  expect(zoned!.to - zoned!.from).toBe(120);
  expect(rateAt(p, ms('2026-03-08T03:30'))).toBe(30);
  expect(rateAt(p, ms('2026-03-08T04:00'))).toBe(16.5);
  // 1 November 2026: 01:00-02:00 happens twice.
  const fall = calendarFor(ZONE).dayOf(ms('2026-11-01T12:00'));
  const [, back] = daySchedule(p, fall).segments;
  expect(back!.to - back!.from).toBe(240);
});

test('the run of a zone ends where the rate changes; the mean rate weights time', () => {
  const night = [
    rule({ id: 1, name: 'Night', cost: 8, from: '21:00', to: '23:59:59.999', days: 0b0000100 }),
    rule({ id: 2, name: 'Night', cost: 8, from: '00:00', to: '06:30', days: 0b0001000 }),
  ];
  const run = zoneRunAt(home(night), ms('2026-11-25T22:00'));
  expect(run?.endMs).toBe(ms('2026-11-26T06:30'));
  expect(zoneRunAt(home(night), ms('2026-11-25T20:00'))).toBeNull();
  // Five of 24 hours at 30 ¢, the rest at 16.5 ¢.
  const p = home([rule({})]);
  expect(meanRate(p, ms('2026-11-23T00:00'), ms('2026-11-24T00:00'), (z) => rateOf(p, z))).toBeCloseTo((5 * 30 + 19 * 16.5) / 24, 9);
});

test('a split shown beside a total adds up to it exactly', () => {
  expect(roundedSplit([10.2, 20.7, 30.1], 61)).toEqual([10, 21, 30]);
  expect(roundedSplit([0.5, 0.5], 1)).toEqual([1, 0]);
  expect(roundedSplit([3.2, 0], 3)).toEqual([3, 0]);
  expect(roundedSplit([], 0)).toEqual([]);
  for (let i = 0; i < 200; i++) {
    const parts = Array.from({ length: 1 + (i % 5) }, (_, k) => ((i * 37 + k * 101) % 997) / 7);
    const total = Math.round(parts.reduce((a, b) => a + b, 0));
    expect(roundedSplit(parts, total).reduce((a, b) => a + b, 0)).toBe(total);
  }
});

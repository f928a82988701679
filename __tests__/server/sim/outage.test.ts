/** @jest-environment node */
import { DateTime } from 'luxon';
import { sampleAt, sampleRange } from '../../../server/src/sim';
import { calendarFor } from '../../../server/src/time/calendar';
import { OUTAGE_MIN, outageAt, outageOfDay } from '../../../server/src/sim/outage';
import { realtimeUpdate } from '../../../server/src/realtime/frames';
import { dayHours } from '../../../server/src/trends/days';
import { demoProfile, plainHome, solarHome } from '../support/profiles';

/**
 * Grid outages with backup power (sim/outage.ts): a home with a battery loses the grid once a month
 * for 30 minutes at a known time; the battery (charged to full by the storm watch) carries the home,
 * nothing is bought or sold, and the feed says so (grid_status Disconnected, backup_power true).
 */
const ZONE = 'America/New_York';
// The demo home's outage: the 8th of every month, 19:45-20:15 New York time.
const START = DateTime.fromISO('2026-12-08T19:45', { zone: ZONE }).toMillis();

test('the demo home loses the grid on the 8th of each month, 19:45-20:15; homes without a battery never do', () => {
  expect(outageAt(demoProfile, START)).toEqual({ startMs: START, endMs: START + OUTAGE_MIN * 60_000 });
  expect(outageAt(demoProfile, START - 1)).toBeNull();
  expect(outageAt(demoProfile, START + OUTAGE_MIN * 60_000)).toBeNull();
  expect(outageAt(demoProfile, DateTime.fromISO('2027-01-08T20:00', { zone: ZONE }).toMillis())).not.toBeNull();
  const cal = calendarFor(ZONE);
  for (let d = 0; d < 62; d++) expect(outageOfDay(plainHome, cal.dayOf(START + d * 86_400_000))).toBeNull();
});

test('during the outage the battery carries the home second by second; the feed reports backup power', () => {
  const before = sampleAt(demoProfile, START - 1000);
  expect(before).toMatchObject({ grid_status: 'Connected', backup_power: false });
  // The storm watch filled the battery beforehand.
  expect(sampleAt(demoProfile, START).battery_pct).toBeGreaterThan(99);
  for (let t = START; t < START + OUTAGE_MIN * 60_000; t += 7_300) {
    const s = sampleAt(demoProfile, t);
    expect(s).toMatchObject({ grid_status: 'Disconnected', backup_power: true, grid_w: 0 });
    expect(s.battery_w).toBeCloseTo(s.w - s.solar_w, 6);
    expect(s.battery_w).toBeGreaterThan(0);
  }
  const frame = realtimeUpdate(demoProfile, sampleAt(demoProfile, START + 60_000), { tickMs: START + 60_000 });
  expect(frame).toMatchObject({ grid_status: 'Disconnected', backup_power: true, grid_w: 0, c: 0 });
  expect(frame.power_flow.grid).toEqual([]);
  expect(frame.power_flow.battery).toEqual(['home']);
  expect(sampleAt(demoProfile, START + OUTAGE_MIN * 60_000)).toMatchObject({ grid_status: 'Connected', backup_power: false });
});

test('history agrees: no grid energy in the outage minutes, the flows balance', () => {
  const r = sampleRange(demoProfile, START, 60_000, OUTAGE_MIN);
  for (let i = 0; i < OUTAGE_MIN; i++) {
    expect(Math.abs(r.grid[i]!)).toBeLessThan(0.01);
    expect(r.battery[i]!).toBeCloseTo(r.consumption[i]! - r.solar[i]!, 2);
  }
  const day = calendarFor(ZONE).dayOf(START);
  const dh = dayHours(demoProfile, day, day.endMs);
  // 19:45-20:15 spans hours 19 and 20: their grid energy is only the minutes outside the outage.
  const minutes = sampleRange(demoProfile, day.startMs + 19 * 3_600_000, 60_000, 120);
  const imported = (from: number, to: number) => {
    let kwh = 0;
    for (let i = from; i < to; i++) kwh += Math.max(0, minutes.grid[i]!) / 60_000;
    return kwh;
  };
  expect(dh.flows.fromGrid[19]! + dh.flows.fromGrid[20]!).toBeCloseTo(imported(0, 45) + imported(75, 120), 3);
});

test('a daytime outage curtails the solar the home cannot use or store: nothing is exported', () => {
  // A sunny June evening in North Carolina for the test home (its outage day and time come from its seed).
  const cal = calendarFor(solarHome.timeZone);
  let day = cal.dayOf(Date.UTC(2026, 5, 1, 16));
  while (!outageOfDay(solarHome, day)) day = cal.dayOf(day.endMs + 1);
  const [from] = outageOfDay(solarHome, day)!;
  const r = sampleRange(solarHome, day.startMs + from * 60_000, 60_000, OUTAGE_MIN);
  let sun = 0;
  for (let i = 0; i < OUTAGE_MIN; i++) {
    expect(Math.abs(r.grid[i]!)).toBeLessThan(0.01);
    sun += r.solar[i]!;
  }
  expect(sun).toBeGreaterThan(0);
  const s = sampleAt(solarHome, day.startMs + (from + 5) * 60_000);
  expect(s).toMatchObject({ grid_status: 'Disconnected', backup_power: true, grid_w: 0 });
});

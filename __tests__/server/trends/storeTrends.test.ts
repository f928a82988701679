/** @jest-environment node */
/**
 * Trends read the measured store (issue 27, "Every figure reads the store"), and what they cache
 * follows it: late data for a day makes a new answer.
 */
import { clearTrendsCache, trends } from '../../../server/src/trends/trends';
import { clearTrendDayCache } from '../../../server/src/trends/days';
import { NOW, openHome, profile, storeHomesForEachTest, yesterday } from '../support/storeHome';

const homes = storeHomesForEachTest();

it('a past day answered once is answered again when late samples arrive for it (the trends cache follows the store)', () => {
  const open = (homes.open = openHome([]));
  clearTrendsCache();
  clearTrendDayCache();
  const input = { profile, devices: [], scale: 'DAY' as const, atMs: yesterday.startMs + 3_600_000, cycleStart: 1, nowMs: NOW };
  const before = trends(input);
  expect(trends(input)).toBe(before);
  // A meter's late upload: two minutes of yesterday 03:00 heard at 9 kW.
  const t0 = yesterday.startMs + 3 * 3_600_000;
  const samples = Array.from({ length: 120 }, (_, k) => ({ t: t0 + k * 1000, values: { mains: 9000 } }));
  expect(open.store.ingest(profile.id, samples).accepted).toBe(120);
  open.store.flush();
  const after = trends(input);
  expect(after).not.toBe(before);
  expect(after.consumption.total).not.toBeCloseTo(before.consumption.total, 3);
});

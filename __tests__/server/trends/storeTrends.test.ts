/** @jest-environment node */
/**
 * Trends read the measured store (issue 27, "Every figure reads the store"), and what they cache
 * follows it: late data for a day makes a new answer.
 */
import fs from 'node:fs';
import type Database from 'better-sqlite3';
import type { MonitorProfile } from '../../../server/src/contracts';
import { openDatabase } from '../../../server/src/db/database';
import { clearAlwaysOnCaches } from '../../../server/src/devices/alwaysOn';
import { clearFigureCaches } from '../../../server/src/devices/figures';
import { MeasuredReader, MeasuredStore, setMeasuredReader } from '../../../server/src/measured';
import { clearSimCaches } from '../../../server/src/sim';
import { calendarFor } from '../../../server/src/time/calendar';
import { clearTrendDayCache } from '../../../server/src/trends/days';
import { clearTrendsCache, trends } from '../../../server/src/trends/trends';
import { declarationOf, fillerOf, sourceFor, type Outage } from '../../../server/src/sources/registry';
import { tmpDir } from '../measured/support/fixture';

const profile: MonitorProfile = {
  id: 100001, seed: 20260621, serialNumber: 'N327000001', timeZone: 'America/New_York',
  latitude: 35.78, longitude: -78.64, solar: true, battery: true, relays: false, costCentsPerKwh: 13.2,
};
const NOW = Date.UTC(2026, 5, 21, 18, 37, 12);
const cal = calendarFor(profile.timeZone);
const today = cal.dayOf(NOW);
const yesterday = cal.dayOf(today.startMs - 1);

interface Home {
  dir: string;
  db: Database.Database;
  store: MeasuredStore;
  reader: MeasuredReader;
}

/** A data folder with the store, the demo home's simulator as its source (stopped over `outages`), and this thread reading it. */
function openHome(outages: Outage[]): Home {
  const dir = tmpDir();
  const db = openDatabase(dir);
  const store = new MeasuredStore(db, { now: () => NOW });
  const source = sourceFor(profile, outages);
  store.declare(profile.id, declarationOf(profile, source));
  const reader = new MeasuredReader(db);
  setMeasuredReader(reader, (p) => store.applyPrepared(p), () => fillerOf(source));
  clearFigureCaches();
  clearAlwaysOnCaches();
  return { dir, db, store, reader };
}

let open: Home | null = null;
afterEach(() => {
  setMeasuredReader(null, null);
  open?.db.close();
  if (open) fs.rmSync(open.dir, { recursive: true, force: true });
  open = null;
  clearFigureCaches();
  clearAlwaysOnCaches();
  clearSimCaches();
});

it('a past day answered once is answered again when late samples arrive for it (the trends cache follows the store)', () => {
  open = openHome([]);
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

import fs from 'node:fs';
import type Database from 'better-sqlite3';
import type { MonitorProfile } from '../../../server/src/contracts';
import { openDatabase } from '../../../server/src/db/database';
import { clearAlwaysOnCaches } from '../../../server/src/devices/alwaysOn';
import { clearFigureCaches } from '../../../server/src/devices/figures';
import { clearLabsDays } from '../../../server/src/labs/days';
import { MeasuredReader, MeasuredStore, setMeasuredReader } from '../../../server/src/measured';
import { clearSimCaches } from '../../../server/src/sim';
import { calendarFor } from '../../../server/src/time/calendar';
import { clearTrendDayCache } from '../../../server/src/trends/days';
import { declarationOf, fillerOf, sourceFor, type Outage } from '../../../server/src/sources/registry';
import { tmpDir } from '../measured/support/fixture';

/** The demo home of the figure tests that read the measured store, on a June afternoon in New York. */
export const profile: MonitorProfile = {
  id: 100001, seed: 20260621, serialNumber: 'N327000001', timeZone: 'America/New_York',
  latitude: 35.78, longitude: -78.64, solar: true, battery: true, relays: false, costCentsPerKwh: 13.2,
};
export const NOW = Date.UTC(2026, 5, 21, 18, 37, 12);
const cal = calendarFor(profile.timeZone);
export const today = cal.dayOf(NOW);
export const yesterday = cal.dayOf(today.startMs - 1);

export interface Home {
  dir: string;
  db: Database.Database;
  store: MeasuredStore;
  reader: MeasuredReader;
}

/** Forgets every figure cached from a store: each home is a new data folder whose day versions start again. */
function clearCaches(): void {
  clearFigureCaches();
  clearAlwaysOnCaches();
  clearTrendDayCache();
  clearLabsDays();
}

/** A data folder with the store, the demo home's simulator as its source (stopped over `outages`), and this thread reading it. */
export function openHome(outages: Outage[]): Home {
  const dir = tmpDir();
  const db = openDatabase(dir);
  const store = new MeasuredStore(db, { now: () => NOW });
  const source = sourceFor(profile, outages);
  store.declare(profile.id, declarationOf(profile, source));
  const reader = new MeasuredReader(db);
  setMeasuredReader(reader, (p) => store.applyPrepared(p), () => fillerOf(source));
  clearCaches();
  return { dir, db, store, reader };
}

/** Stops reading the home and removes its data folder. */
export function closeHome(home: Home): void {
  setMeasuredReader(null, null);
  home.db.close();
  fs.rmSync(home.dir, { recursive: true, force: true });
}

/** The home a test opened (`homes.open = openHome(...)`), closed after each test with the caches it filled. */
export function storeHomesForEachTest(): { open: Home | null } {
  const homes: { open: Home | null } = { open: null };
  afterEach(() => {
    if (homes.open) closeHome(homes.open);
    else setMeasuredReader(null, null);
    homes.open = null;
    clearCaches();
    clearSimCaches();
  });
  return homes;
}

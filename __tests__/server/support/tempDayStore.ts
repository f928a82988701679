import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { DB_FILE, openDatabase } from '../../../server/src/db/database';
import { sqliteDayStore, type SqliteDayStore } from '../../../server/src/db/dayStore';
import { setDayStore } from '../../../server/src/db/persistedDays';

export interface TempDayStore {
  /** The data folder. */
  dir: string;
  /** Its database file (what a worker pool's threads read). */
  dbFile: string;
  db: Database.Database;
  store: SqliteDayStore;
}

/**
 * A brand-new data folder with its database and persisted-days store for one test file: made before
 * its tests, removed after them (the thread's store is unset). Read the fields inside tests and hooks.
 */
export function tempDayStoreForFile(prefix: string): TempDayStore {
  const t = {} as TempDayStore;
  beforeAll(() => {
    t.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    t.dbFile = path.join(t.dir, DB_FILE);
    t.db = openDatabase(t.dir);
    t.store = sqliteDayStore(t.db);
  });
  afterAll(() => {
    setDayStore(null);
    t.db.close();
    fs.rmSync(t.dir, { recursive: true, force: true });
  });
  return t;
}

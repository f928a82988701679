import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export const DB_FILE = 'kilowatch.sqlite';
/** The database and the files SQLite keeps beside it in WAL mode. */
export const DB_FILES = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`];

/**
 * The data folder holds the token-signing secret, password hashes and TOTP secrets: the folder
 * is 0700 and the files 0600. Folders and files made by an older version are tightened too.
 */
function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dataDir);
  if ((stat.mode & 0o077) !== 0 && (typeof process.getuid !== 'function' || stat.uid === process.getuid())) fs.chmodSync(dataDir, 0o700);
  for (const name of DB_FILES) {
    const file = path.join(dataDir, name);
    if (fs.existsSync(file) && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  }
}

/** Runs `fn` with umask 077, so every file it creates is the owner's alone (main thread only: workers cannot set it). */
function privately<T>(fn: () => T): T {
  if (!isMainThread) return fn();
  const previous = process.umask(0o077);
  try {
    return fn();
  } finally {
    process.umask(previous);
  }
}

/** Opens (creating the folder and file if needed) the data folder's database, in WAL mode, migrated. */
export function openDatabase(dataDir: string): Database.Database {
  secureDataDir(dataDir);
  // SQLite creates the -wal and -shm files with the database file's permissions.
  const db = privately(() => {
    const opened = new Database(path.join(dataDir, DB_FILE));
    try {
      opened.pragma('journal_mode = WAL');
    } catch (err) {
      opened.close();
      throw err;
    }
    return opened;
  });
  try {
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    migrate(db);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

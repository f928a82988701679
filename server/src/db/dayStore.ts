import type Database from 'better-sqlite3';
import type { DayStore } from './persistedDays';

/**
 * The SQLite side of db/persistedDays.ts (table sim_days, migration 15). Reads are single-row lookups
 * by primary key (~10 µs); writes are gathered and committed in one transaction on the next turn
 * of the event loop, so computing a year writes it in a few transactions, not hundreds.
 *
 * Bounded: beyond MAX_ROWS rows the oldest-written go (each row is one monitor-day of one kind,
 * 0.7-8 KB; a monitor's year of both kinds is ~3 MB), so days of households that no longer
 * exist (an EV command made a new one) age out.
 */
export const MAX_ROWS = 40_000;

export interface SqliteDayStore extends DayStore {
  /** Writes what is pending now (tests; close). */
  flush(): void;
  readonly rows: () => number;
}

const toBuffer = (a: Float64Array): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** A copy in its own (8-byte aligned) memory. */
export function fromBlob(blob: Buffer): Float64Array {
  const bytes = new Uint8Array(blob.byteLength);
  bytes.set(blob);
  return new Float64Array(bytes.buffer);
}

export function sqliteDayStore(db: Database.Database, maxRows = MAX_ROWS): SqliteDayStore {
  const read = db.prepare('SELECT body FROM sim_days WHERE key = ?').pluck();
  const write = db.prepare('INSERT OR REPLACE INTO sim_days (key, body, stored_at) VALUES (?, ?, ?)');
  const count = db.prepare('SELECT COUNT(*) FROM sim_days').pluck();
  const prune = db.prepare('DELETE FROM sim_days WHERE key IN (SELECT key FROM sim_days ORDER BY stored_at LIMIT ?)');
  let generation = (db.prepare('SELECT COALESCE(MAX(stored_at), 0) FROM sim_days').pluck().get() as number) + 1;
  let rows = count.get() as number;
  const pending = new Map<string, Float64Array>();
  let scheduled = false;

  const flush = (): void => {
    scheduled = false;
    if (pending.size === 0 || !db.open) return;
    const batch = [...pending];
    pending.clear();
    db.transaction(() => {
      for (const [key, data] of batch) write.run(key, toBuffer(data), generation);
      generation++;
      rows += batch.length;
      if (rows > maxRows) {
        rows = count.get() as number;
        if (rows > maxRows) prune.run(rows - maxRows);
        rows = count.get() as number;
      }
    })();
  };

  return {
    get(key) {
      const hit = pending.get(key);
      if (hit) return hit;
      if (!db.open) return undefined;
      const blob = read.get(key) as Buffer | undefined;
      return blob ? fromBlob(blob) : undefined;
    },
    put(key, data) {
      pending.set(key, data);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
    rows: () => {
      flush();
      return count.get() as number;
    },
  };
}

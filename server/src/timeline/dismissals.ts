import type Database from 'better-sqlite3';

/** timeline_dismissals (migration 3): the sticky items a user dismissed, by item time (epoch ms). */
export interface DismissalsRepo {
  /** Dismissed item times of a monitor's timeline at or after sinceMs. */
  since(userId: number, monitorId: number, sinceMs: number): Set<number>;
  has(userId: number, monitorId: number, itemMs: number): boolean;
  add(userId: number, monitorId: number, itemMs: number, nowMs: number): void;
}

const repos = new WeakMap<Database.Database, DismissalsRepo>();

export function dismissalsRepo(db: Database.Database): DismissalsRepo {
  let repo = repos.get(db);
  if (repo) return repo;
  const since = db.prepare('SELECT item_time FROM timeline_dismissals WHERE user_id = ? AND monitor_id = ? AND item_time >= ?');
  const has = db.prepare('SELECT 1 FROM timeline_dismissals WHERE user_id = ? AND monitor_id = ? AND item_time = ?');
  const add = db.prepare('INSERT OR IGNORE INTO timeline_dismissals (user_id, monitor_id, item_time, dismissed_at) VALUES (?, ?, ?, ?)');
  repo = {
    since: (userId, monitorId, sinceMs) => new Set((since.all(userId, monitorId, sinceMs) as { item_time: number }[]).map((r) => r.item_time)),
    has: (userId, monitorId, itemMs) => has.get(userId, monitorId, itemMs) !== undefined,
    add: (userId, monitorId, itemMs, nowMs) => void add.run(userId, monitorId, itemMs, nowMs),
  };
  repos.set(db, repo);
  return repo;
}

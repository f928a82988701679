import type Database from 'better-sqlite3';

export type MetaRepo = ReturnType<typeof createMetaRepo>;

/** Small key/value facts about this installation (token secret, seed marker). */
export function createMetaRepo(db: Database.Database) {
  const get = db.prepare('SELECT value FROM meta WHERE key = ?');
  const set = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
  return {
    get: (key: string) => (get.get(key) as { value: string } | undefined)?.value,
    set: (key: string, value: string) => void set.run(key, value),
  };
}

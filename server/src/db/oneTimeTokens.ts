import type Database from 'better-sqlite3';

export type OneTimeKind = 'mfa' | 'admin' | 'reset' | 'verify';

export interface OneTimeTokenRow {
  token_hash: string;
  kind: OneTimeKind;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  failed_attempts: number;
}

export type OneTimeTokensRepo = ReturnType<typeof createOneTimeTokensRepo>;

/** MFA challenges, admin sign-in tokens, password-reset and email-verification links; stored hashed. */
export function createOneTimeTokensRepo(db: Database.Database) {
  const insert = db.prepare(
    'INSERT INTO one_time_tokens (token_hash, kind, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare('SELECT * FROM one_time_tokens WHERE token_hash = ? AND kind = ?');
  const use = db.prepare('UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const fail = db.prepare('UPDATE one_time_tokens SET failed_attempts = failed_attempts + 1 WHERE token_hash = ?');
  const purge = db.prepare('DELETE FROM one_time_tokens WHERE expires_at < ?');
  const useAll = db.prepare('UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL');

  return {
    insert(hash: string, kind: OneTimeKind, userId: number, now: number, ttlMs: number): void {
      insert.run(hash, kind, userId, now, now + ttlMs);
    },
    /** The token if it exists, is of this kind, unused and unexpired. */
    findUsable(hash: string, kind: OneTimeKind, now: number): OneTimeTokenRow | undefined {
      const row = find.get(hash, kind) as OneTimeTokenRow | undefined;
      if (!row || row.used_at !== null || row.expires_at <= now) return undefined;
      return row;
    },
    /** True when this call consumed it. */
    consume: (hash: string, now: number): boolean => use.run(now, hash).changes === 1,
    recordFailure(hash: string): number {
      fail.run(hash);
      return ((find.get(hash, 'mfa') as OneTimeTokenRow | undefined)?.failed_attempts ?? 0);
    },
    /** Spends every open token of one kind of a user (an address change voids earlier verify links). */
    consumeAllForUser: (userId: number, kind: OneTimeKind, now: number): number => useAll.run(now, userId, kind).changes,
    purgeExpired: (before: number) => purge.run(before).changes,
  };
}

import type Database from 'better-sqlite3';

export interface SessionRow {
  id: string;
  user_id: number;
  roles: string;
  renewable: number;
  created_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

export interface RefreshTokenRow {
  token_hash: string;
  session_id: string;
  created_at: number;
  expires_at: number;
  spent_at: number | null;
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;

/** sessions (one per sign-in) and their refresh-token family. */
export function createSessionsRepo(db: Database.Database) {
  const insertSession = db.prepare(
    'INSERT INTO sessions (id, user_id, roles, renewable, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const get = db.prepare('SELECT * FROM sessions WHERE id = ?');
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL');
  const activeForUser = db.prepare('SELECT * FROM sessions WHERE user_id = ? AND revoked_at IS NULL');
  const insertRefresh = db.prepare(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const findRefresh = db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?');
  const spend = db.prepare('UPDATE refresh_tokens SET spent_at = ? WHERE token_hash = ? AND spent_at IS NULL');
  const purge = db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?');

  return {
    insertSession(id: string, userId: number, roles: string, renewable: boolean, now: number): void {
      insertSession.run(id, userId, roles, renewable ? 1 : 0, now);
    },
    get: (id: string) => get.get(id) as SessionRow | undefined,
    /** True when this call revoked it (false if already revoked or missing). */
    revoke: (id: string, reason: string, now: number): boolean => revoke.run(now, reason, id).changes === 1,
    activeForUser: (userId: number) => activeForUser.all(userId) as SessionRow[],
    insertRefresh(hash: string, sessionId: string, now: number, expiresAt: number): void {
      insertRefresh.run(hash, sessionId, now, expiresAt);
    },
    findRefresh: (hash: string) => findRefresh.get(hash) as RefreshTokenRow | undefined,
    /** True when this call spent it; false when it was already spent (a race or a reuse). */
    spendRefresh: (hash: string, now: number): boolean => spend.run(now, hash).changes === 1,
    purgeExpired: (before: number) => purge.run(before).changes,
  };
}

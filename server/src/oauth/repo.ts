import type Database from 'better-sqlite3';

/** oauth_consent_requests and oauth_authorization_codes (migration 8): Kilowatch as an OAuth provider. */
export interface ConsentRequestRow {
  code_hash: string;
  client_id: string;
  user_id: number;
  redirect_uri: string;
  state: string | null;
  code_challenge: string;
  scope: string;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
}

export interface AuthorizationCodeRow {
  code_hash: string;
  client_id: string;
  user_id: number;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  session_id: string | null;
}

export type OAuthRepo = ReturnType<typeof createOAuthRepo>;

export function createOAuthRepo(db: Database.Database) {
  const insertRequest = db.prepare(`INSERT INTO oauth_consent_requests
    (code_hash, client_id, user_id, redirect_uri, state, code_challenge, scope, created_at, expires_at)
    VALUES (@code_hash, @client_id, @user_id, @redirect_uri, @state, @code_challenge, @scope, @created_at, @expires_at)`);
  const request = db.prepare('SELECT * FROM oauth_consent_requests WHERE code_hash = ?');
  const decide = db.prepare('UPDATE oauth_consent_requests SET decided_at = ? WHERE code_hash = ? AND decided_at IS NULL');
  const insertCode = db.prepare(`INSERT INTO oauth_authorization_codes
    (code_hash, client_id, user_id, redirect_uri, code_challenge, scope, created_at, expires_at)
    VALUES (@code_hash, @client_id, @user_id, @redirect_uri, @code_challenge, @scope, @created_at, @expires_at)`);
  const code = db.prepare('SELECT * FROM oauth_authorization_codes WHERE code_hash = ?');
  const useCode = db.prepare('UPDATE oauth_authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL');
  const setSession = db.prepare('UPDATE oauth_authorization_codes SET session_id = ? WHERE code_hash = ?');
  const purgeRequests = db.prepare('DELETE FROM oauth_consent_requests WHERE expires_at < ?');
  const purgeCodes = db.prepare('DELETE FROM oauth_authorization_codes WHERE expires_at < ?');

  return {
    insertRequest: (row: Omit<ConsentRequestRow, 'decided_at'>) => void insertRequest.run(row),
    request: (hash: string) => request.get(hash) as ConsentRequestRow | undefined,
    /** True when this call decided it (false: decided before). */
    decide: (hash: string, now: number): boolean => decide.run(now, hash).changes === 1,
    insertCode: (row: Omit<AuthorizationCodeRow, 'used_at' | 'session_id'>) => void insertCode.run(row),
    code: (hash: string) => code.get(hash) as AuthorizationCodeRow | undefined,
    /** True when this call spent it (false: spent before). */
    useCode: (hash: string, now: number): boolean => useCode.run(now, hash).changes === 1,
    setSession: (hash: string, sessionId: string) => void setSession.run(sessionId, hash),
    purgeExpired(before: number): void {
      purgeRequests.run(before);
      purgeCodes.run(before);
    },
  };
}

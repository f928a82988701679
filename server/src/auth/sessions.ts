import { randomBytes } from 'node:crypto';
import type { ServerEvents } from '../contracts';
import type { Repos } from '../db/repos';
import type { SessionRow } from '../db/sessions';
import { hashToken, randomToken } from './secrets';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** After a refresh token is rotated, a repeat renewal with it still succeeds for this long. */
export const RENEW_GRACE_MS = 30_000;

export type RotateResult =
  | { ok: true; session: SessionRow; refreshToken: string }
  | { ok: false; reason: 'invalid' | 'reused' | 'not-renewable' };

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * A session is one sign-in: a refresh-token family. Access tokens carry its id (sid), so
 * revoking the session kills its access tokens at once. Refresh tokens rotate on every renew;
 * presenting a spent one again within RENEW_GRACE_MS gets another fresh pair of the same family,
 * after that it revokes the whole family.
 */
export function createSessionService(repos: Repos, events: ServerEvents, now: () => number) {
  const { sessions } = repos;

  const issueRefresh = (sessionId: string): string => {
    const token = randomToken(32);
    const t = now();
    sessions.insertRefresh(hashToken(token), sessionId, t, t + REFRESH_TOKEN_TTL_MS);
    return token;
  };

  const revoke = (session: { id: string; user_id: number }, reason: string): void => {
    if (sessions.revoke(session.id, reason, now())) {
      events.emit('session-revoked', { sessionId: session.id, userId: session.user_id });
    }
  };

  /**
   * A spent token presented again. Within the grace window after it was spent (two renewals
   * racing, a tab closed mid-renewal) the family lives on and this caller gets its own fresh
   * pair; later, it is a stolen token's replay and the whole family is revoked.
   */
  const repeat = (session: SessionRow, spentAt: number): RotateResult => {
    const t = now();
    if (t - spentAt < RENEW_GRACE_MS && t >= spentAt) {
      if (session.revoked_at !== null) return { ok: false, reason: 'invalid' };
      if (!session.renewable) return { ok: false, reason: 'not-renewable' };
      return { ok: true, session, refreshToken: issueRefresh(session.id) };
    }
    revoke(session, 'refresh-token-reuse');
    return { ok: false, reason: 'reused' };
  };

  return {
    start(userId: number, roles: string, renewable: boolean): { sessionId: string; refreshToken: string } {
      const sessionId = randomBytes(16).toString('base64url');
      sessions.insertSession(sessionId, userId, roles, renewable, now());
      return { sessionId, refreshToken: issueRefresh(sessionId) };
    },

    isActive(sessionId: string, userId: number): boolean {
      const s = sessions.get(sessionId);
      return !!s && s.user_id === userId && s.revoked_at === null;
    },

    rotate(userId: number, refreshToken: string): RotateResult {
      const hash = hashToken(refreshToken);
      const row = sessions.findRefresh(hash);
      const session = row ? sessions.get(row.session_id) : undefined;
      if (!row || !session || session.user_id !== userId) return { ok: false, reason: 'invalid' };
      if (row.spent_at !== null) return repeat(session, row.spent_at);
      if (session.revoked_at !== null || row.expires_at <= now()) return { ok: false, reason: 'invalid' };
      if (!session.renewable) return { ok: false, reason: 'not-renewable' };
      if (!sessions.spendRefresh(hash, now())) {
        // Spent between our read and write: the same token was presented twice at once.
        return repeat(session, sessions.findRefresh(hash)?.spent_at ?? now());
      }
      return { ok: true, session, refreshToken: issueRefresh(session.id) };
    },

    revoke(sessionId: string, reason: string): void {
      const s = sessions.get(sessionId);
      if (s) revoke(s, reason);
    },

    revokeAllForUser(userId: number, reason: string): void {
      for (const s of sessions.activeForUser(userId)) revoke(s, reason);
    },

    /** Revokes every session of the user but one (the one making the request). Returns how many. */
    revokeOthersForUser(userId: number, keepSessionId: string, reason: string): number {
      const others = sessions.activeForUser(userId).filter((s) => s.id !== keepSessionId);
      for (const s of others) revoke(s, reason);
      return others.length;
    },
  };
}

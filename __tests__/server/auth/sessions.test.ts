/** @jest-environment node */
import { hashToken } from '../../../server/src/auth/secrets';
import { createSessionService, RENEW_GRACE_MS } from '../../../server/src/auth/sessions';
import type { Repos } from '../../../server/src/db/repos';
import type { RefreshTokenRow } from '../../../server/src/db/sessions';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * Sessions whose first refresh-token read is stale: it sees the token unspent, as a renewal does
 * when another one spends the token between its read and its write.
 */
function racingService(stale: RefreshTokenRow) {
  const { repos, events, now } = t.app.ctx;
  let first = true;
  const sessions = {
    ...repos.sessions,
    findRefresh: (hash: string) => {
      if (first) {
        first = false;
        return stale;
      }
      return repos.sessions.findRefresh(hash);
    },
  };
  return createSessionService({ ...repos, sessions } as Repos, events, now);
}

function spentByAnother(): { token: string; stale: RefreshTokenRow; sessionId: string } {
  const { sessions, repos } = t.app.ctx;
  const { sessionId, refreshToken } = sessions.start(1, 'user', true);
  const row = repos.sessions.findRefresh(hashToken(refreshToken));
  if (!row) throw new Error('refresh token not stored');
  expect(sessions.rotate(1, refreshToken).ok).toBe(true);
  return { token: refreshToken, stale: row, sessionId };
}

test('a token spent between the read and the write, within the grace window: a fresh pair, nothing revoked', () => {
  const { token, stale, sessionId } = spentByAnother();
  const result = racingService(stale).rotate(1, token);
  expect(result).toMatchObject({ ok: true, session: { id: sessionId } });
  expect(t.app.ctx.sessions.isActive(sessionId, 1)).toBe(true);
});

test('a token spent between the read and the write, long ago: the family is revoked', () => {
  const { token, stale, sessionId } = spentByAnother();
  t.clock.advance(RENEW_GRACE_MS);
  expect(racingService(stale).rotate(1, token)).toEqual({ ok: false, reason: 'reused' });
  expect(t.app.ctx.sessions.isActive(sessionId, 1)).toBe(false);
});

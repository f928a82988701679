import type { Repos } from '../db/repos';
import { hashToken, randomToken } from '../auth/secrets';

export const ADMIN_TOKEN_TTL_MS = 15 * 60 * 1000;

/** A single-use support sign-in token for a user, valid 15 minutes; returns the token itself. */
export function createAdminToken(repos: Repos, email: string, now: number): string {
  const user = repos.users.byEmail(email);
  if (!user) throw new Error(`No user with email ${email}`);
  const token = randomToken(32);
  repos.oneTimeTokens.insert(hashToken(token), 'admin', user.id, now, ADMIN_TOKEN_TTL_MS);
  return token;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { passwordProblemKey } from '../auth/passwordRules';
import { tooManyAttempts } from '../auth/rateLimit';
import { hashToken, randomToken } from '../auth/secrets';
import type { AppContext } from '../context';
import type { UserRow } from '../db/users';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import { anyBody, anyQuery, email, OK, opaqueToken, password, userParams } from './schemas';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TTL_MS = 7 * 24 * 3600 * 1000;
/** Error reasons, written in the request's language (server/src/i18n). */
export const RESET_INVALID = msg('reset.invalid');
export const VERIFY_FAILED = msg('verify.failed');

/**
 * There is no mail server: a message is an outbox row. The log says a message is waiting but
 * never holds the link (its token is a secret); `npm run outbox` prints the messages.
 */
function sendLink(ctx: AppContext, request: FastifyRequest, user: UserRow, kind: 'reset' | 'verify', link: string): void {
  const subject = kind === 'reset' ? 'Reset your Kilowatch password' : 'Verify your Kilowatch email address';
  const text =
    kind === 'reset'
      ? `Someone asked to reset the password of your Kilowatch account.\n\nTo choose a new password, open:\n${link}\n\nThe link works once, for one hour. If it was not you, ignore this message.`
      : `Please confirm your email address by opening:\n${link}`;
  const id = ctx.repos.outbox.add(kind === 'reset' ? 'password-reset' : 'email-verification', user.email, subject, text, ctx.now());
  request.log.info({ outboxId: id, userId: user.id }, `${kind === 'reset' ? 'password reset' : 'email verification'} message queued (read it with: npm run outbox)`);
}

/** A one-time link (password reset or email verification) mailed to the user's current address. */
export function issueLink(ctx: AppContext, request: FastifyRequest, user: UserRow, kind: 'reset' | 'verify'): void {
  const token = randomToken(32);
  ctx.repos.oneTimeTokens.insert(hashToken(token), kind, user.id, ctx.now(), kind === 'reset' ? RESET_TTL_MS : VERIFY_TTL_MS);
  const page = kind === 'reset' ? 'reset_password' : 'verify_email';
  sendLink(ctx, request, user, kind, `${ctx.origin()}/${page}?token=${encodeURIComponent(token)}`);
}

/** /forgot_password, /reset_password, /verify_email, /users/{id}/resend_email_verification. */
export function accountEmailRoutes(api: FastifyInstance, ctx: AppContext): void {
  // Always 200: the answer never tells whether the account exists.
  api.post<{ Body: { email: string } }>(
    '/forgot_password',
    { config: { public: true }, schema: { querystring: anyQuery, body: { type: 'object', required: ['email'], properties: { email } } } },
    async (request) => {
      const addressBlocked = ctx.mailLimiter.check(null, request.ip);
      if (addressBlocked) {
        request.log.warn({ ip: request.ip }, 'password reset requests rate limited');
        throw tooManyAttempts(addressBlocked, 'auth.tooManyRequests');
      }
      // Past the per-account limit the answer stays the same 200 (it must not tell whether the
      // account exists), but no further mail is sent.
      const accountBlocked = ctx.mailLimiter.check(request.body.email, request.ip) !== null;
      ctx.mailLimiter.recordFailure(request.body.email, request.ip);
      const user = ctx.repos.users.byEmail(request.body.email);
      if (user && !accountBlocked) issueLink(ctx, request, user, 'reset');
      return OK;
    },
  );

  api.post<{ Body: { password: string; token: string } }>(
    '/reset_password',
    {
      config: { public: true },
      schema: { querystring: anyQuery, body: { type: 'object', required: ['password', 'token'], properties: { password, token: opaqueToken } } },
    },
    async (request) => {
      const hash = hashToken(request.body.token);
      const row = ctx.repos.oneTimeTokens.findUsable(hash, 'reset', ctx.now());
      const user = row ? ctx.repos.users.byId(row.user_id) : undefined;
      if (!row || !user) throw new HttpError(400, RESET_INVALID);
      const problem = passwordProblemKey(request.body.password);
      if (problem) throw new HttpError(400, msg(problem));
      const newHash = await hashPassword(request.body.password);
      // Re-check after the await: the link is single use.
      if (!ctx.repos.oneTimeTokens.consume(hash, ctx.now())) throw new HttpError(400, RESET_INVALID);
      ctx.repos.users.setPasswordHash(user.id, newHash);
      ctx.sessions.revokeAllForUser(user.id, 'password-reset');
      ctx.rateLimiter.clearAccount(user.email);
      const updated = ctx.repos.users.byId(user.id);
      if (updated) ctx.events.emit('user-changed', { userId: user.id, userVersion: updated.user_version });
      request.log.info({ userId: user.id }, 'password reset');
      return OK;
    },
  );

  api.post<{ Body: { token: string } }>(
    '/verify_email',
    { config: { public: true }, schema: { querystring: anyQuery, body: { type: 'object', required: ['token'], properties: { token: opaqueToken } } } },
    async (request) => {
      const hash = hashToken(request.body.token);
      const row = ctx.repos.oneTimeTokens.findUsable(hash, 'verify', ctx.now());
      if (!row || !ctx.repos.oneTimeTokens.consume(hash, ctx.now())) throw new HttpError(400, VERIFY_FAILED);
      const userVersion = ctx.repos.users.markEmailVerified(row.user_id);
      ctx.events.emit('user-changed', { userId: row.user_id, userVersion });
      return OK;
    },
  );

  api.post<{ Params: { userId: number } }>(
    '/users/:userId/resend_email_verification',
    { schema: { params: userParams, querystring: anyQuery, body: anyBody } },
    async (request) => {
      const user = ctx.repos.users.byId(request.params.userId);
      if (!user) throw new HttpError(404, msg('user.notFound'));
      issueLink(ctx, request, user, 'verify');
      return OK;
    },
  );
}

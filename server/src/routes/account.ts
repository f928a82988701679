import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticator } from 'otplib';
import type {
  WireChangeEmailResponse, WireChangePasswordResponse, WireTotpDisableResponse, WireTotpSetupResponse, WireTotpVerifyResponse,
} from '../../../src/api/wire/account';
import { totpQrPng } from '../account/totpQr';
import { badRequest, checkChangeEmail, checkChangePassword, required, type ChangeEmailInput, type ChangePasswordInput } from '../account/rules';
import { totpStep } from '../auth/mfa';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { tooManyAttempts } from '../auth/rateLimit';
import type { AppContext } from '../context';
import type { UserRow } from '../db/users';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import { issueLink } from './accountEmail';
import { CODE_USED, WRONG_CODE } from './auth';
import { anyQuery, clientTime, userParams } from './schemas';

export const TOTP_ISSUER = 'Kilowatch';

/** Every field optional in the schema: a missing one gets its own §5 text from account/rules.ts. */
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

type UserRequest<B> = FastifyRequest<{ Params: { userId: number }; Body: B }>;

function userOf(ctx: AppContext, request: FastifyRequest<{ Params: { userId: number } }>): UserRow {
  // The guard has checked the id is the token's own user.
  const user = ctx.repos.users.byId(request.params.userId);
  if (!user) throw new HttpError(404, msg('user.notFound'));
  return user;
}

/**
 * The account's password, checked with the sign-in rate limiter: a stolen access token is not a
 * way to guess the password faster than the sign-in form allows.
 */
async function checkPassword(ctx: AppContext, request: FastifyRequest, user: UserRow, password: string): Promise<void> {
  const blocked = ctx.rateLimiter.check(user.email, request.ip);
  if (blocked) throw tooManyAttempts(blocked, 'auth.tooManyRequests');
  if (!(await verifyPassword(password, user.password_hash))) {
    ctx.rateLimiter.recordFailure(user.email, request.ip);
    request.log.info({ userId: user.id }, 'account change refused: wrong password');
    throw badRequest('account.wrongPassword');
  }
}

const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/** POST /users/{id}/email, /password, /mfa/totp, /mfa/totp/verify, /mfa/totp/disable. */
export function accountRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Params: { userId: number }; Body: ChangeEmailInput }>(
    '/users/:userId/email',
    {
      schema: {
        params: userParams,
        querystring: anyQuery,
        body: { type: 'object', properties: { email: text(320), current_email: text(320), password: text(1024), email_confirmation: text(320) } },
      },
    },
    async (request: UserRequest<ChangeEmailInput>): Promise<WireChangeEmailResponse> => {
      const input = checkChangeEmail(request.body ?? {});
      const user = userOf(ctx, request);
      if (input.currentEmail.toLowerCase() !== user.email.toLowerCase()) throw badRequest('account.currentEmailWrong');
      if (input.email.toLowerCase() === user.email.toLowerCase()) throw badRequest('account.emailUnchanged');
      const other = ctx.repos.users.byEmail(input.email);
      if (other && other.id !== user.id) throw badRequest('account.emailTaken');
      await checkPassword(ctx, request, user, input.password);

      const oldEmail = user.email;
      let userVersion: number;
      try {
        // One transaction: the new address, earlier links voided, the link and the notice queued.
        userVersion = ctx.db.transaction(() => {
          const version = ctx.repos.users.changeEmail(user.id, input.email);
          ctx.repos.oneTimeTokens.consumeAllForUser(user.id, 'verify', ctx.now());
          issueLink(ctx, request, { ...user, email: input.email }, 'verify');
          ctx.repos.outbox.add(
            'email-changed',
            oldEmail,
            'Your Kilowatch email address was changed',
            `The email address of your Kilowatch account was changed to ${input.email}.\n\nIf you did not make this change, reset your password and contact support.`,
            ctx.now(),
          );
          return version;
        })();
      } catch (e) {
        if (isUniqueViolation(e)) throw badRequest('account.emailTaken');
        throw e;
      }
      ctx.rateLimiter.clearAccount(oldEmail, request.ip);
      ctx.events.emit('user-changed', { userId: user.id, userVersion });
      request.log.info({ userId: user.id }, 'email address changed; verification pending');
      return { status: 'ok', email: input.email, email_verified: false };
    },
  );

  api.post<{ Params: { userId: number }; Body: ChangePasswordInput }>(
    '/users/:userId/password',
    {
      schema: {
        params: userParams,
        querystring: anyQuery,
        body: { type: 'object', properties: { old_password: text(1024), new_password: text(1024), new_password_confirmation: text(1024) } },
      },
    },
    async (request: UserRequest<ChangePasswordInput>): Promise<WireChangePasswordResponse> => {
      const input = checkChangePassword(request.body ?? {});
      const user = userOf(ctx, request);
      await checkPassword(ctx, request, user, input.oldPassword);
      const hash = await hashPassword(input.newPassword);
      const principal = request.principal;
      if (!principal) throw new Error('password change without a principal');
      const revoked = ctx.db.transaction(() => {
        ctx.repos.users.setPasswordHash(user.id, hash);
        // A pending reset link must not undo the change.
        ctx.repos.oneTimeTokens.consumeAllForUser(user.id, 'reset', ctx.now());
        return ctx.sessions.revokeOthersForUser(user.id, principal.sessionId, 'password-change');
      })();
      ctx.rateLimiter.clearAccount(user.email, request.ip);
      const updated = ctx.repos.users.byId(user.id);
      if (updated) ctx.events.emit('user-changed', { userId: user.id, userVersion: updated.user_version });
      request.log.info({ userId: user.id, revoked }, 'password changed; other sessions signed out');
      return { status: 'ok', sessions_revoked: revoked };
    },
  );

  api.post<{ Params: { userId: number }; Body: { password?: string } }>(
    '/users/:userId/mfa/totp',
    { schema: { params: userParams, querystring: anyQuery, body: { type: 'object', properties: { password: text(1024), client_time: clientTime } } } },
    async (request: UserRequest<{ password?: string }>): Promise<WireTotpSetupResponse> => {
      const password = required(request.body?.password, 'account.passwordRequired');
      const user = userOf(ctx, request);
      if (user.totp_enabled) throw badRequest('mfa.alreadyEnabled');
      await checkPassword(ctx, request, user, password);
      const secret = authenticator.generateSecret(20);
      const otpauthUrl = authenticator.keyuri(user.email, TOTP_ISSUER, secret);
      // Encoded before anything is stored: a failure leaves no pending secret behind.
      const qrCode = await totpQrPng(otpauthUrl);
      ctx.repos.users.setPendingTotp(user.id, secret);
      return {
        status: 'ok',
        secret,
        qr_code: qrCode,
        otpauth_url: otpauthUrl,
        period: authenticator.allOptions().step,
        digits: authenticator.allOptions().digits,
      };
    },
  );

  api.post<{ Params: { userId: number }; Body: { code?: string } }>(
    '/users/:userId/mfa/totp/verify',
    { schema: { params: userParams, querystring: anyQuery, body: { type: 'object', properties: { code: text(16), client_time: clientTime } } } },
    async (request: UserRequest<{ code?: string }>): Promise<WireTotpVerifyResponse> => {
      const code = required(request.body?.code, 'mfa.codeRequired');
      const user = userOf(ctx, request);
      if (user.totp_enabled) throw badRequest('mfa.alreadyEnabled');
      if (!user.totp_pending_secret) throw badRequest('mfa.noSetup');
      const blocked = ctx.rateLimiter.check(user.email, request.ip);
      if (blocked) throw tooManyAttempts(blocked, 'auth.tooManyRequests');
      // The server's clock decides (client_time is accepted and ignored, as at sign-in).
      const step = totpStep(code, user.totp_pending_secret, ctx.now());
      if (step === null) {
        ctx.rateLimiter.recordFailure(user.email, request.ip);
        throw new HttpError(400, WRONG_CODE);
      }
      const enabled = ctx.db.transaction(() => {
        // The code that turned two-factor on cannot sign in a second time.
        if (!ctx.repos.users.claimTotpStep(user.id, step)) return 'used' as const;
        return ctx.repos.users.enablePendingTotp(user.id) ? ('on' as const) : ('none' as const);
      })();
      if (enabled === 'used') throw new HttpError(400, CODE_USED);
      if (enabled === 'none') throw badRequest('mfa.noSetup');
      const updated = ctx.repos.users.byId(user.id);
      if (updated) ctx.events.emit('user-changed', { userId: user.id, userVersion: updated.user_version });
      request.log.info({ userId: user.id }, 'two-factor sign-in turned on');
      return { status: 'ok', totp_enabled: true };
    },
  );

  api.post<{ Params: { userId: number }; Body: { password?: string } }>(
    '/users/:userId/mfa/totp/disable',
    { schema: { params: userParams, querystring: anyQuery, body: { type: 'object', properties: { password: text(1024) } } } },
    async (request: UserRequest<{ password?: string }>): Promise<WireTotpDisableResponse> => {
      const password = required(request.body?.password, 'account.passwordRequired');
      const user = userOf(ctx, request);
      if (!user.totp_enabled) throw badRequest('mfa.notEnabled');
      await checkPassword(ctx, request, user, password);
      ctx.repos.users.disableTotp(user.id);
      const updated = ctx.repos.users.byId(user.id);
      if (updated) ctx.events.emit('user-changed', { userId: user.id, userVersion: updated.user_version });
      request.log.info({ userId: user.id }, 'two-factor sign-in turned off');
      return { status: 'ok', totp_enabled: false };
    },
  );
}

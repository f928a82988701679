import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WireMfaRequired } from '../../../src/api/wire/auth';
import { totpStep } from '../auth/mfa';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import { tooManyAttempts } from '../auth/rateLimit';
import { signIn } from '../auth/login';
import { hashToken, randomToken } from '../auth/secrets';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import { anyQuery, clientTime, email, opaqueToken, password } from './schemas';

export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;
export const MFA_MAX_WRONG_CODES = 5;

/** Error reasons, written in the request's language (server/src/i18n). */
export const WRONG_CREDENTIALS = msg('auth.wrongCredentials');
export const WRONG_CODE = msg('auth.wrongCode');
export const CODE_USED = msg('auth.codeUsed');
export const MFA_EXPIRED = msg('auth.mfaExpired');
export const BAD_ADMIN_TOKEN = msg('auth.badAdminToken');

/** Throws 429 with Retry-After when the account from this address, or the address, has too many recent failures. */
function enforceRateLimit(ctx: AppContext, emailAddr: string | null, request: FastifyRequest): void {
  const blocked = ctx.rateLimiter.check(emailAddr, request.ip);
  if (!blocked) return;
  request.log.warn({ ip: request.ip }, 'sign-in rate limited');
  throw tooManyAttempts(blocked, 'auth.tooManySignIns');
}

function completeMfa(ctx: AppContext, request: FastifyRequest, mfaToken: string, code: string) {
  const now = ctx.now();
  const hash = hashToken(mfaToken);
  const challenge = ctx.repos.oneTimeTokens.findUsable(hash, 'mfa', now);
  const user = challenge ? ctx.repos.users.byId(challenge.user_id) : undefined;
  if (!challenge || !user || challenge.failed_attempts >= MFA_MAX_WRONG_CODES) {
    ctx.rateLimiter.recordFailure(null, request.ip);
    throw new HttpError(401, MFA_EXPIRED, { title: 'Login failed' });
  }
  enforceRateLimit(ctx, user.email, request);
  const step = user.totp_secret ? totpStep(code, user.totp_secret, now) : null;
  if (step === null) {
    ctx.rateLimiter.recordFailure(user.email, request.ip);
    if (ctx.repos.oneTimeTokens.recordFailure(hash) >= MFA_MAX_WRONG_CODES) ctx.repos.oneTimeTokens.consume(hash, now);
    throw new HttpError(401, WRONG_CODE, { title: 'Login failed' });
  }
  // A code signs in once: a second use of the same (or an older) step is refused, and the
  // challenge stays open for the next code.
  if (!ctx.repos.users.claimTotpStep(user.id, step)) {
    ctx.rateLimiter.recordFailure(user.email, request.ip);
    throw new HttpError(401, CODE_USED, { title: 'Login failed' });
  }
  if (!ctx.repos.oneTimeTokens.consume(hash, now)) throw new HttpError(401, MFA_EXPIRED, { title: 'Login failed' });
  ctx.rateLimiter.clearAccount(user.email, request.ip);
  return signIn(ctx, request, user);
}

interface AuthenticateBody {
  email: string;
  password: string;
  totp?: string;
  mfa_token?: string;
}

/** POST /authenticate, /authenticate/mfa, /authenticate_token. */
export function authRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Body: AuthenticateBody }>(
    '/authenticate',
    {
      config: { public: true },
      schema: {
        querystring: anyQuery,
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email, password, totp: { type: 'string', maxLength: 16 }, mfa_token: opaqueToken, client_time: clientTime },
        },
      },
    },
    async (request, reply: FastifyReply) => {
      const { email: emailAddr, password: pw, totp, mfa_token: mfaToken } = request.body;
      enforceRateLimit(ctx, emailAddr, request);
      const user = ctx.repos.users.byEmail(emailAddr);
      const ok = user ? await verifyPassword(pw, user.password_hash) : (await burnPasswordCheck(pw), false);
      if (!user || !ok) {
        ctx.rateLimiter.recordFailure(emailAddr, request.ip);
        request.log.info('sign-in failed');
        throw new HttpError(401, WRONG_CREDENTIALS, { title: 'Login failed' });
      }
      if (user.totp_enabled) {
        // dnesting's client re-posts /authenticate with the code and the challenge.
        if (totp && mfaToken) return completeMfa(ctx, request, mfaToken, totp);
        const challenge = randomToken(32);
        ctx.repos.oneTimeTokens.insert(hashToken(challenge), 'mfa', user.id, ctx.now(), MFA_TOKEN_TTL_MS);
        const body: WireMfaRequired = { status: 'mfa_required', mfa_token: challenge, mfa_type: 'totp', error_reason: 'Requires MFA' };
        return reply.code(401).send(body);
      }
      ctx.rateLimiter.clearAccount(user.email, request.ip);
      return signIn(ctx, request, user);
    },
  );

  api.post<{ Body: { totp: string; mfa_token: string } }>(
    '/authenticate/mfa',
    {
      config: { public: true },
      schema: {
        querystring: anyQuery,
        body: {
          type: 'object',
          required: ['totp', 'mfa_token'],
          properties: { totp: { type: 'string', minLength: 1, maxLength: 16 }, mfa_token: opaqueToken, client_time: clientTime },
        },
      },
    },
    async (request) => {
      enforceRateLimit(ctx, null, request);
      return completeMfa(ctx, request, request.body.mfa_token, request.body.totp);
    },
  );

  api.post<{ Body: { access_token?: string }; Querystring: { access_token?: string } }>(
    '/authenticate_token',
    {
      config: { public: true },
      schema: {
        querystring: { type: 'object', properties: { access_token: opaqueToken } },
        body: { type: 'object', properties: { access_token: opaqueToken } },
      },
    },
    async (request) => {
      const token = request.body.access_token ?? request.query.access_token;
      if (!token) throw new HttpError(400, "Missing required field 'access_token'");
      enforceRateLimit(ctx, null, request);
      const now = ctx.now();
      const hash = hashToken(token);
      const row = ctx.repos.oneTimeTokens.findUsable(hash, 'admin', now);
      const user = row ? ctx.repos.users.byId(row.user_id) : undefined;
      if (!row || !user || !ctx.repos.oneTimeTokens.consume(hash, now)) {
        ctx.rateLimiter.recordFailure(null, request.ip);
        throw new HttpError(401, BAD_ADMIN_TOKEN, { title: 'Login failed' });
      }
      request.log.info({ userId: user.id }, 'support sign-in by admin token');
      return signIn(ctx, request, user, { roles: 'support', renewable: false });
    },
  );
}

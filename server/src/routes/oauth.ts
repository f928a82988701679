import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WireOAuthConsentRequest, WireOAuthDecisionResponse, WireOAuthTokenResponse } from '../../../src/api/wire/oauth';
import { USER_NOT_FOUND } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { requestLocale, write } from '../i18n';
import { consentRequest, decide, exchangeCode, OAuthError, type AuthorizeQuery, type TokenRequest } from '../oauth/service';
import { anyQuery } from './schemas';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/**
 * Kilowatch as an OAuth provider for third-party apps (oauth/service.ts): the consent request, the
 * user's answer (POST /oauth/allow, /oauth/deny with the request's code) and the token endpoint.
 */
export function oauthRoutes(api: FastifyInstance, ctx: AppContext): void {
  const userOf = (request: FastifyRequest) => {
    const user = request.principal ? ctx.repos.users.byId(request.principal.userId) : undefined;
    if (!user) throw new HttpError(404, USER_NOT_FOUND);
    return user;
  };

  api.get<{ Querystring: AuthorizeQuery }>(
    '/oauth/authorize',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            client_id: text(128),
            redirect_uri: text(2048),
            response_type: text(32),
            code_challenge: text(256),
            code_challenge_method: text(16),
            state: text(1024),
            scope: text(256),
          },
        },
      },
      config: { userOnly: true },
    },
    async (request, reply): Promise<WireOAuthConsentRequest> => {
      reply.header('cache-control', 'no-store');
      return consentRequest(ctx, userOf(request), request.query);
    },
  );

  for (const decision of ['allow', 'deny'] as const) {
    api.post<{ Body: { code: string } }>(
      `/oauth/${decision}`,
      { schema: { querystring: anyQuery, body: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 256 } } } } },
      async (request, reply): Promise<WireOAuthDecisionResponse> => {
        const user = userOf(request);
        const redirect = decide(ctx, user.id, request.body.code, decision === 'allow');
        request.log.info({ userId: user.id, decision }, 'third-party access decided');
        reply.header('cache-control', 'no-store');
        return { redirect_uri: redirect };
      },
    );
  }

  // The token endpoint: public (the app proves itself with the code and its PKCE verifier).
  api.post<{ Body: TokenRequest }>(
    '/oauth/token',
    {
      schema: {
        querystring: anyQuery,
        body: {
          type: 'object',
          properties: { grant_type: text(64), code: text(256), redirect_uri: text(2048), client_id: text(128), code_verifier: text(256) },
        },
      },
      config: { public: true },
    },
    async (request, reply): Promise<WireOAuthTokenResponse | object> => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      try {
        const answer = await exchangeCode(ctx, request.body ?? {});
        request.log.info({ userId: answer.user_id, clientId: request.body.client_id }, 'third-party token issued');
        return answer;
      } catch (err) {
        if (!(err instanceof OAuthError) || !err.text) throw err;
        // RFC 6749 §5.2 names (error, error_description) beside the house's error_reason.
        const reason = write(requestLocale(request), err.text);
        return reply.code(err.statusCode).send({ status: 'error', error: err.error, error_description: reason, error_reason: reason });
      }
    },
  );
}

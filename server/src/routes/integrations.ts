import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  WireIntegration, WireIntegrationDeleteResponse, WireIntegrationsResponse, WireOAuthCallbackRequest, WireOAuthStartResponse,
  WireProgramAccessToken, WireTpLinkSettings, WireTpLinkUpdate,
} from '../../../src/api/wire/integrations';
import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { HttpError } from '../errors';
import { msg, requestLocale } from '../i18n';
import { createPasswordTransport } from '../integrations/passwordTransport';
import { planPlugs } from '../integrations/plugs';
import { createSecretBox } from '../integrations/secretBox';
import { completeOAuth, startOAuth } from '../integrations/oauthOut';
import {
  assertMayChange, availableSpec, disableIntegration, enableIntegration, listIntegrations, PROGRAM_STATUS, toWireIntegration,
} from '../integrations/service';
import { issueReadToken } from '../oauth/service';
import { toMonitorProfile } from '../wire/monitorWire';
import { monitorOf } from './monitors';
import { anyBody, anyQuery, idParam, monitorParams } from './schemas';

const keyParam = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z_]+$' } as const;
/** Longest username and password the smart-plug account accepts (the password as typed, before encryption). */
export const TP_LINK_USERNAME_MAX = 254;
export const TP_LINK_PASSWORD_MAX = 256;

/**
 * The HTTP face of integrations (spec §7): the list, turning smart plugs and the program on and
 * off, OAuth out (start and return), the smart-plug account and the program's access token. Rules
 * live in server/src/integrations.
 */
export function integrationRoutes(api: FastifyInstance, ctx: AppContext): void {
  const box = createSecretBox(ctx.db);
  const transport = createPasswordTransport(ctx.db);

  const principalOf = (request: FastifyRequest) => {
    if (!request.principal) throw new Error('integration route without a principal');
    return request.principal;
  };

  api.get('/app/monitors/:monitorId/integrations', { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireIntegrationsResponse> =>
    listIntegrations(ctx, monitorOf(request), requestLocale(request)),
  );

  api.post<{ Params: { monitorId: number; type: string } }>(
    '/app/monitors/:monitorId/integrations/:type',
    { schema: { params: { type: 'object', required: ['monitorId', 'type'], properties: { monitorId: idParam, type: keyParam } }, querystring: anyQuery, body: anyBody } },
    async (request): Promise<WireIntegration> => {
      const monitor = monitorOf(request);
      const spec = availableSpec(ctx, monitor.user_id, request.params.type, true);
      const row = enableIntegration(ctx, monitor, spec);
      request.log.info({ userId: monitor.user_id, monitorId: monitor.id, integration: spec.key }, 'integration turned on');
      return toWireIntegration(ctx, monitor, row, requestLocale(request));
    },
  );

  api.delete<{ Params: { monitorId: number; integrationId: number } }>(
    '/app/monitors/:monitorId/integrations/:integrationId',
    { schema: { params: { type: 'object', required: ['monitorId', 'integrationId'], properties: { monitorId: idParam, integrationId: idParam } }, querystring: anyQuery } },
    async (request): Promise<WireIntegrationDeleteResponse> => {
      const monitor = monitorOf(request);
      const out = disableIntegration(ctx, monitor, request.params.integrationId);
      request.log.info({ userId: monitor.user_id, monitorId: monitor.id, integration: out.integration_type }, 'integration turned off');
      return out;
    },
  );

  // The demand-response program's read-only token (the program reads the home's data with it).
  api.get(
    '/app/monitors/:monitorId/integrations/ohmConnect/access_token',
    { schema: { params: monitorParams, querystring: anyQuery }, config: { userOnly: true } },
    async (request, reply): Promise<WireProgramAccessToken> => {
      const monitor = monitorOf(request);
      const spec = availableSpec(ctx, monitor.user_id, 'ohmConnect', true);
      const settings = ctx.repos.users.settings(monitor.user_id);
      if (!ctx.repos.integrations.byKey(monitor.id, spec.key) || settings?.ohm_connect_status !== PROGRAM_STATUS.enrolled) {
        throw new HttpError(409, msg('program.notEnrolled'));
      }
      const user = ctx.repos.users.byId(monitor.user_id);
      if (!user) throw new HttpError(404, msg('user.notFound'));
      const { token } = await issueReadToken(ctx, user, false);
      reply.header('cache-control', 'no-store');
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: ctx.accessTokenTtlSeconds,
        scope: 'read',
        user_id: user.id,
        monitor_id: monitor.id,
        program_url: `/demo-provider/${spec.key}`,
      };
    },
  );

  // OAuth out: where to send the browser (the provider's authorization page).
  api.get<{ Params: { integration: string }; Querystring: { monitor_id: number } }>(
    '/integrations/oauth/authorize/:integration',
    {
      schema: {
        params: { type: 'object', required: ['integration'], properties: { integration: keyParam } },
        querystring: { type: 'object', required: ['monitor_id'], properties: { monitor_id: idParam } },
      },
      config: { userOnly: true },
    },
    async (request, reply): Promise<WireOAuthStartResponse> => {
      const { userId } = principalOf(request);
      const monitor = request.monitor as MonitorRow;
      const spec = availableSpec(ctx, userId, request.params.integration.toLowerCase());
      reply.header('cache-control', 'no-store');
      return startOAuth(ctx, userId, monitor, spec, requestLocale(request));
    },
  );

  // OAuth out: what the provider sent back to /oauth/integrations/{key}.
  api.post<{ Params: { integration: string }; Body: WireOAuthCallbackRequest }>(
    '/integrations/oauth/callback/:integration',
    {
      schema: {
        params: { type: 'object', required: ['integration'], properties: { integration: keyParam } },
        querystring: anyQuery,
        body: {
          type: 'object',
          required: ['state'],
          properties: {
            state: { type: 'string', minLength: 1, maxLength: 256 },
            code: { type: 'string', minLength: 1, maxLength: 256 },
            error: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request): Promise<WireIntegration> => {
      const { userId } = principalOf(request);
      const spec = availableSpec(ctx, userId, request.params.integration.toLowerCase());
      const { row, monitor } = completeOAuth(ctx, box, userId, spec, request.body);
      request.log.info({ userId, monitorId: monitor.id, integration: spec.key }, 'integration connected');
      return toWireIntegration(ctx, monitor, row, requestLocale(request));
    },
  );

  const tpLinkSettings = (monitor: MonitorRow): WireTpLinkSettings => {
    const row = ctx.repos.integrations.tpLink(monitor.id);
    return {
      username: row?.username ?? null,
      configured: !!row,
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
      encryption: transport.encryption(),
    };
  };

  api.get('/app/monitors/:monitorId/tp_link', { schema: { params: monitorParams, querystring: anyQuery } }, async (request) => tpLinkSettings(monitorOf(request)));

  api.post<{ Params: { monitorId: number }; Body: WireTpLinkUpdate }>(
    '/app/monitors/:monitorId/tp_link',
    {
      schema: {
        params: monitorParams,
        querystring: anyQuery,
        body: {
          type: 'object',
          required: ['username', 'encrypted_password'],
          properties: { username: { type: 'string', maxLength: 1024 }, encrypted_password: { type: 'string', maxLength: 4096 } },
        },
      },
    },
    async (request): Promise<WireTpLinkSettings> => {
      const monitor = monitorOf(request);
      const username = request.body.username.trim();
      if (username === '') throw new HttpError(400, msg('tpLink.usernameRequired'));
      if (username.length > TP_LINK_USERNAME_MAX) throw new HttpError(400, msg('tpLink.usernameTooLong', { max: TP_LINK_USERNAME_MAX }));
      if (request.body.encrypted_password.trim() === '') throw new HttpError(400, msg('tpLink.passwordRequired'));
      assertMayChange(ctx, monitor.user_id);
      const password = transport.decrypt(request.body.encrypted_password);
      if (password === null) throw new HttpError(400, msg('tpLink.unreadable'));
      if (password === '') throw new HttpError(400, msg('tpLink.passwordRequired'));
      if (password.length > TP_LINK_PASSWORD_MAX) throw new HttpError(400, msg('tpLink.passwordTooLong', { max: TP_LINK_PASSWORD_MAX }));
      const repo = ctx.repos.integrations;
      const now = ctx.now();
      repo.transaction(() => {
        repo.putTpLink(monitor.id, username, box.seal(password), now);
        // With the account, the search also finds the account's own plug (5-10 minutes from now).
        if (repo.byKey(monitor.id, 'tplink')) planPlugs(repo, toMonitorProfile(monitor), now, true);
      });
      request.log.info({ userId: monitor.user_id, monitorId: monitor.id }, 'smart-plug account saved');
      return tpLinkSettings(monitor);
    },
  );
}

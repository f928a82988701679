import type { FastifyInstance } from 'fastify';
import type { WireDataSharingResponse, WireDataSharingUpdate, WireDataSharingUpdateResponse } from '../../../src/api/wire/dataSharing';
import type { AppContext } from '../context';
import { partnerOf, PARTNERS, toWirePartner } from '../dataSharing/partners';
import { HttpError } from '../errors';
import { msg, requestLocale } from '../i18n';
import { monitorOf } from './monitors';
import { anyQuery, idParam, monitorParams } from './schemas';

/** GET /app/monitors/{id}/data_sharing (keyed by partner_id) and POST …/data_sharing/{partnerId} {consent_enabled}. */
export function dataSharingRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/app/monitors/:monitorId/data_sharing', { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireDataSharingResponse> => {
    const monitor = monitorOf(request);
    const stored = ctx.repos.dataSharing.list(monitor.id);
    const locale = requestLocale(request);
    return Object.fromEntries(PARTNERS.map((p) => [p.id, toWirePartner(p, stored.get(p.id), locale)]));
  });

  api.post<{ Params: { monitorId: number; partnerId: string }; Body: WireDataSharingUpdate }>(
    '/app/monitors/:monitorId/data_sharing/:partnerId',
    {
      schema: {
        params: { type: 'object', required: ['monitorId', 'partnerId'], properties: { monitorId: idParam, partnerId: { type: 'string', maxLength: 64 } } },
        querystring: anyQuery,
        body: { type: 'object', required: ['consent_enabled'], properties: { consent_enabled: { type: 'boolean' } } },
      },
    },
    async (request): Promise<WireDataSharingUpdateResponse> => {
      const monitor = monitorOf(request);
      const partner = partnerOf(request.params.partnerId);
      if (!partner) throw new HttpError(404, msg('dataSharing.notFound'));
      const enabled = request.body.consent_enabled;
      const locale = requestLocale(request);
      const current = toWirePartner(partner, ctx.repos.dataSharing.list(monitor.id).get(partner.id), locale);
      // A consent the partner's program requires, once asked, is managed with the partner (the app shows no button).
      if (partner.required && current.consent_requested && current.consent_enabled && !enabled) {
        throw new HttpError(409, msg('dataSharing.required', { partner: partner.name }));
      }
      ctx.repos.dataSharing.put(monitor.id, partner.id, enabled, ctx.now());
      request.log.info({ userId: monitor.user_id, monitorId: monitor.id, partnerId: partner.id, enabled }, 'data-sharing consent recorded');
      return { partner_id: partner.id, partner: toWirePartner(partner, ctx.repos.dataSharing.list(monitor.id).get(partner.id), locale) };
    },
  );
}

import type { ApiRequest } from '../../api/types';
import type {
  WireIntegration, WireIntegrationDeleteResponse, WireIntegrationsResponse, WireOAuthCallbackRequest, WireOAuthStartResponse,
  WireProgramAccessToken, WireTpLinkSettings, WireTpLinkUpdate,
} from '../../api/wire/integrations';
import type { IntegrationKey, WireIntegrationType } from './types';

const base = (monitorId: number) => `/app/monitors/${monitorId}`;

/** The integration endpoints (spec §7). The only place their paths appear. */
export const integrationsApi = {
  list: (monitorId: number): ApiRequest<WireIntegrationsResponse> => ({ method: 'GET', path: `${base(monitorId)}/integrations` }),
  enable: (monitorId: number, type: WireIntegrationType): ApiRequest<WireIntegration> => ({ method: 'POST', path: `${base(monitorId)}/integrations/${type}` }),
  remove: (monitorId: number, id: number): ApiRequest<WireIntegrationDeleteResponse> => ({ method: 'DELETE', path: `${base(monitorId)}/integrations/${id}` }),
  oauthStart: (monitorId: number, key: IntegrationKey): ApiRequest<WireOAuthStartResponse> => ({
    method: 'GET',
    path: `/integrations/oauth/authorize/${key}`,
    query: { monitor_id: monitorId },
  }),
  oauthCallback: (key: IntegrationKey, body: WireOAuthCallbackRequest): ApiRequest<WireIntegration> => ({
    method: 'POST',
    path: `/integrations/oauth/callback/${key}`,
    body,
    encoding: 'json',
  }),
  programToken: (monitorId: number): ApiRequest<WireProgramAccessToken> => ({ method: 'GET', path: `${base(monitorId)}/integrations/ohmConnect/access_token` }),
  tpLink: (monitorId: number): ApiRequest<WireTpLinkSettings> => ({ method: 'GET', path: `${base(monitorId)}/tp_link` }),
  saveTpLink: (monitorId: number, body: WireTpLinkUpdate): ApiRequest<WireTpLinkSettings> => ({ method: 'POST', path: `${base(monitorId)}/tp_link`, body, encoding: 'json' }),
};

import type { ApiRequest } from '../../api/types';
import type { WireSsoResponse } from '../../api/wire/oauth';

/** The hand-off addresses (server/src/sso). The only place their paths appear. */
export const ssoApi = {
  discourse: (sso: string | null, sig: string | null): ApiRequest<WireSsoResponse> => ({ method: 'GET', path: '/sso/discourse', query: { sso, sig } }),
  zendesk: (returnTo: string | null): ApiRequest<WireSsoResponse> => ({ method: 'GET', path: '/sso/zendesk', query: { return_to: returnTo } }),
};

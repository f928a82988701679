import type { ApiRequest } from '../../api/types';
import type { WireOAuthConsentRequest, WireOAuthDecisionResponse } from '../../api/wire/oauth';

/** Kilowatch as an OAuth provider (spec §7: /oauth/allow, /oauth/deny). The only place their paths appear. */
export const oauthConsentApi = {
  request: (query: Record<string, string>): ApiRequest<WireOAuthConsentRequest> => ({ method: 'GET', path: '/oauth/authorize', query }),
  allow: (code: string): ApiRequest<WireOAuthDecisionResponse> => ({ method: 'POST', path: '/oauth/allow', body: { code } }),
  deny: (code: string): ApiRequest<WireOAuthDecisionResponse> => ({ method: 'POST', path: '/oauth/deny', body: { code } }),
};

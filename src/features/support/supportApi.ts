import type { ApiRequest } from '../../api/types';
import type { WireFeedbackRequest, WireFeedbackResponse } from '../../api/wire/account';
import type { WireMonitorStatus } from '../../api/wire/monitor';

/** The System page's status and the feedback form (spec §7). The only place their paths appear. */
export const supportApi = {
  monitorStatus: (monitorId: number): ApiRequest<WireMonitorStatus> => ({ method: 'GET', path: `/app/monitors/${monitorId}/status` }),
  feedback: (userId: number, body: WireFeedbackRequest, clientVersion: string): ApiRequest<WireFeedbackResponse> => ({
    method: 'POST',
    path: `/users/${userId}/feedback`,
    query: { client_version: clientVersion },
    body,
    encoding: 'json',
  }),
};

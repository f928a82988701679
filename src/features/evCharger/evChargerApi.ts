import type { ApiRequest } from '../../api/types';
import type { WireFeedbackResponse } from '../../api/wire/account';
import type { WireEvEnableResponse, WireEvSettings, WireEvSettingsRequest, WireEvStatus } from '../../api/wire/evCharger';

const base = (monitorId: number) => `/evcharge/monitors/${monitorId}`;

/** The lab's id in labs feedback. */
export const LABS_ID = 'ev-charger';

/** The EV charger calls (spec §7 "evcharge calls") and this lab's feedback. The only place their paths appear. */
export const evChargerApi = {
  status: (monitorId: number): ApiRequest<WireEvStatus> => ({ method: 'GET', path: `${base(monitorId)}/status` }),
  enable: (monitorId: number): ApiRequest<WireEvEnableResponse> => ({ method: 'POST', path: `${base(monitorId)}/chargepoint` }),
  saveSettings: (monitorId: number, body: WireEvSettingsRequest): ApiRequest<WireEvSettings> => ({ method: 'POST', path: `${base(monitorId)}/settings`, body, encoding: 'json' }),
  start: (monitorId: number): ApiRequest<WireEvStatus> => ({ method: 'POST', path: `${base(monitorId)}/charge/start` }),
  stop: (monitorId: number): ApiRequest<WireEvStatus> => ({ method: 'POST', path: `${base(monitorId)}/charge/stop` }),
  feedback: (userId: number, monitorId: number, feedback: string): ApiRequest<WireFeedbackResponse> => ({
    method: 'POST',
    path: `/users/${userId}/labs/feedback`,
    body: { feedback, labs_id: LABS_ID, monitor_id: monitorId, category: 'feedback', sub_category: 'Something else', client: 'Webclient' },
    encoding: 'json',
  }),
};

import type { ApiRequest } from '../../api/types';
import type { WireFeedbackResponse } from '../../api/wire/account';
import type { WireLabsContent, WireVoltageDay } from '../../api/wire/labs';

/** The labs support request (account-settings-shell §7 "labs feedback"): category, sub_category, feedback, labs_id. */
export interface LabsFeedbackBody {
  category: 'support';
  sub_category: 'Something else';
  feedback: string;
  labs_id: string;
  monitor_id: number;
  client: 'Webclient';
}

/** The labs endpoints. The only place their paths appear. */
export const labsApi = {
  content: (monitorId: number): ApiRequest<WireLabsContent> => ({ method: 'GET', path: `/app/monitors/${monitorId}/labs_content` }),
  voltageDay: (monitorId: number, index: number): ApiRequest<WireVoltageDay> => ({ method: 'GET', path: `/app/monitors/${monitorId}/labs/voltage`, query: { day: index } }),
  feedback: (userId: number, body: LabsFeedbackBody): ApiRequest<WireFeedbackResponse> => ({ method: 'POST', path: `/users/${userId}/labs/feedback`, body, encoding: 'json' }),
};

import type { ApiRequest } from '../../api/types';
import type { WireMonitorOverview } from '../../api/wire/monitor';

export const monitorOverviewApi = {
  overview: (monitorId: number): ApiRequest<WireMonitorOverview> => ({ method: 'GET', path: `/app/monitors/${monitorId}/overview` }),
};

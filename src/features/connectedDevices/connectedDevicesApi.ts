import type { ApiRequest } from '../../api/types';
import type { WireNdiResponse } from '../../api/wire/account';

/** POST /app/monitors/{id}/ndi/enable and /ndi/disable (spec §7). The only place the paths appear. */
export const connectedDevicesApi = {
  setNdi: (monitorId: number, enabled: boolean): ApiRequest<WireNdiResponse> => ({
    method: 'POST',
    path: `/app/monitors/${monitorId}/ndi/${enabled ? 'enable' : 'disable'}`,
    body: {},
    encoding: 'json',
  }),
};

import type { ApiRequest } from '../../api/types';
import type { WireDataSharingResponse, WireDataSharingUpdate, WireDataSharingUpdateResponse } from '../../api/wire/dataSharing';

/** The data-sharing endpoints (spec §7). The only place their paths appear. */
export const dataSharingApi = {
  list: (monitorId: number): ApiRequest<WireDataSharingResponse> => ({ method: 'GET', path: `/app/monitors/${monitorId}/data_sharing` }),
  update: (monitorId: number, partnerId: string, body: WireDataSharingUpdate): ApiRequest<WireDataSharingUpdateResponse> => ({
    method: 'POST',
    path: `/app/monitors/${monitorId}/data_sharing/${encodeURIComponent(partnerId)}`,
    body,
    encoding: 'json',
  }),
};

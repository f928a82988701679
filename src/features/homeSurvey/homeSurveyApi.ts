import type { ApiRequest } from '../../api/types';
import type { WireDeviceInventory, WireDeviceInventoryUpdate, WireSurvey, WireSurveySubmission } from '../../api/wire/home';

const monitorPath = (monitorId: number) => `/app/monitors/${monitorId}`;

/** The device survey and inventory endpoints (spec account-settings-shell §7). The only place their paths appear. */
export const homeSurveyApi = {
  survey: (monitorId: number): ApiRequest<WireSurvey> => ({ method: 'GET', path: `${monitorPath(monitorId)}/inventory_survey` }),
  submitSurvey: (monitorId: number, body: WireSurveySubmission): ApiRequest<WireSurvey> => ({
    method: 'POST', path: `${monitorPath(monitorId)}/inventory_survey`, body, encoding: 'json',
  }),
  inventory: (monitorId: number): ApiRequest<WireDeviceInventory> => ({ method: 'GET', path: `${monitorPath(monitorId)}/device_inventory` }),
  saveInventory: (monitorId: number, body: WireDeviceInventoryUpdate): ApiRequest<WireDeviceInventory> => ({
    method: 'POST', path: `${monitorPath(monitorId)}/device_inventory`, body, encoding: 'json',
  }),
};

import type { ApiRequest } from '../../api/types';
import type { WireBatteryInfo } from '../../api/wire/devices';
import type {
  WireAttributeOptions, WireElectricityCost, WireHomeAttributes, WireHomeAttributesUpdate, WireSolarSpecs, WireSolarSpecsUpdate,
} from '../../api/wire/home';
import type { Country } from './types';

const monitorPath = (monitorId: number) => `/app/monitors/${monitorId}`;

/** The home settings endpoints (spec account-settings-shell §7). The only place their paths appear. */
export const homeSettingsApi = {
  options: (): ApiRequest<WireAttributeOptions> => ({ method: 'GET', path: '/app/monitors/attributes/options' }),
  attributes: (monitorId: number): ApiRequest<WireHomeAttributes> => ({ method: 'GET', path: `${monitorPath(monitorId)}/attributes` }),
  saveAttributes: (monitorId: number, changes: WireHomeAttributesUpdate): ApiRequest<WireHomeAttributes> => ({
    method: 'POST', path: `${monitorPath(monitorId)}/attributes`, body: changes, encoding: 'json',
  }),
  electricityCosts: (location: Country): ApiRequest<WireElectricityCost[]> => ({ method: 'GET', path: '/app/electricity_cost', query: { location } }),
  solarSpecs: (monitorId: number): ApiRequest<WireSolarSpecs> => ({ method: 'GET', path: `${monitorPath(monitorId)}/solar_specs` }),
  saveSolarSpecs: (monitorId: number, specs: WireSolarSpecsUpdate): ApiRequest<WireSolarSpecs> => ({
    method: 'POST', path: `${monitorPath(monitorId)}/solar_specs`, body: specs, encoding: 'json',
  }),
  /** The battery's facts for the battery section of the solar page. */
  battery: (monitorId: number): ApiRequest<WireBatteryInfo> => ({ method: 'GET', path: `${monitorPath(monitorId)}/devices/battery` }),
};

import type { WireHomeAttributes } from '../../api/wire/home';
import type { WithSession } from '../../app/session/sessionSelectors';
import { selectMonitor } from '../../app/session/sessionSelectors';
import type { Country, HomeSettingsState } from './types';

export interface WithHomeSettings extends WithSession {
  homeSettings: HomeSettingsState;
}

export const selectHomeSettings = (state: WithHomeSettings) => state.homeSettings;
export const selectAttributesRequest = (state: WithHomeSettings) => state.homeSettings.attributes;
/**
 * The monitor's home attributes, once GET …/attributes has answered (before that the session holds
 * the login's copy, which lacks the option keys).
 */
export const selectHomeAttributes = (state: WithHomeSettings): WireHomeAttributes | null => {
  const monitor = selectMonitor(state);
  const request = state.homeSettings.attributes;
  // Kept on screen while a refetch runs (monitorId stays set once the first fetch answered).
  return monitor && request.monitorId === monitor.id ? (monitor.attributes as WireHomeAttributes) : null;
};
export const selectOptions = (state: WithHomeSettings) => state.homeSettings.options;
export const selectCosts = (state: WithHomeSettings, country: Country) => state.homeSettings.costs[country];
export const selectSolarSpecs = (state: WithHomeSettings) => state.homeSettings.solarSpecs;
export const selectBattery = (state: WithHomeSettings) => state.homeSettings.battery;
export const selectSave = (state: WithHomeSettings) => state.homeSettings.save;
export const selectSeenSettingsVersion = (state: WithHomeSettings) => state.homeSettings.seenSettingsVersion;

/** The monitor's solar and battery (from the login's monitor record). */
export const selectHasSolar = (state: WithHomeSettings): boolean => selectMonitor(state)?.solar_configured === true;
export const selectHasBattery = (state: WithHomeSettings): boolean => selectMonitor(state)?.energy_sources?.includes('battery') === true;

import type { IsoTime } from './common';

/**
 * Types only (the server build does not carry src/: no runtime values here).
 * The EV charger lab (spec account-settings-shell §2 "EV charger", §3 "EV charging", §7 evcharge
 * calls, §9 EV): the charge-point integration, its status, the last 24 hours of charging in 96
 * fifteen-minute slots, the grid's fuel mix and carbon, Start / Stop charging and the settings.
 * Paths under /apiservice/api/v1; `{monitorId}` must be one of the token's user's monitors, else
 * 404 'Monitor not found' (the same answer as for a missing one). Refusals are
 * `{status:'error', error_reason}` in the request's language, and write nothing.
 */

/** Charging (the EV draws more than 100 W), Connected (plugged in, not charging), Disconnected
 * (not plugged in), or NotEnabled (the charge-point account is not connected). */
export type WireEvChargeStatus = 'Charging' | 'Connected' | 'Disconnected' | 'NotEnabled';

/** The charger's settings (POST …/settings takes any of them; GET status returns them all). */
export interface WireEvSettings {
  /** Miles the car must have each morning, a whole number 0-500. */
  daily_min_miles: number;
  /** Local time the car must be charged by, 24-hour 'HH:MM'. */
  charge_by_time: string;
  /** The car's miles per kWh, 1-10 with one decimal. */
  mpg_conversion: number;
  /** Prefer charging from solar production the home does not use. */
  use_excess_solar: boolean;
  /** Prefer hours when the grid's carbon intensity is low. */
  minimize_carbon: boolean;
}

export type WireEvFuel = 'natural_gas' | 'coal' | 'nuclear' | 'wind' | 'solar' | 'hydro' | 'oil' | 'other';

/** One fuel's share of the electricity: percent (one decimal) and its carbon, lbs CO₂ per kWh. */
export interface WireEvFuelMixEntry {
  fuel: WireEvFuel;
  percent: number;
  impact_lbs_per_kwh: number;
}

/** The last 24 hours as 96 fifteen-minute slots, oldest first; the last one holds now. */
export interface WireEvChart {
  /** Start of the first slot; slot i starts at start + 15·i minutes. */
  start: IsoTime;
  /** The end of the data: now. */
  end: IsoTime;
  slot_minutes: 15;
  /** The EV's mean watts over each slot (over its elapsed part for the last one): 0 unless above 100 W (charging). */
  watts: number[];
  /** The grid's carbon intensity in the middle of each slot, lbs CO₂ per kWh (null when not known for the area). */
  carbon_intensity: number[] | null;
}

/** The charging of the last 24 hours, from the chart's slots. */
export interface WireEvLast24Hours {
  /** Energy of the charging slots, kWh (3 decimals). */
  kwh: number;
  /** The part of it the home's solar production covered, kWh. */
  solar_kwh: number;
  /** CO₂ of the rest, from the grid's carbon intensity of each slot, lbs (null when not known for the area). */
  carbon_impact_lbs: number | null;
}

/** GET /evcharge/monitors/{monitorId}/status. */
export interface WireEvStatus {
  enabled: boolean;
  /** The charge-point account's id once connected, else null. */
  integration_id: string | null;
  charge_status: WireEvChargeStatus;
  /** One sentence on the status, in the request's language. */
  description: string;
  /** The EV's power now, W (0 when not enabled). */
  wattage: number;
  /** The time these figures are for. */
  as_of: IsoTime;
  /** Null until enabled. */
  settings: WireEvSettings | null;
  last_24_hours: WireEvLast24Hours | null;
  chart: WireEvChart | null;
  /** The grid's carbon intensity now, lbs CO₂ per kWh (null when not enabled or not known for the area). */
  carbon_intensity: number | null;
  /**
   * The fuel mix of the electricity the EV charged with over the last 24 hours (basis 'charging'),
   * or of the grid now when it did not charge (basis 'now'); every fuel, largest first. Null when
   * the grid operator publishes no fuel mix for the monitor's area (outside North America).
   */
  fuel_mix: WireEvFuelMixEntry[] | null;
  fuel_mix_basis: 'charging' | 'now' | null;
}

/** POST /evcharge/monitors/{monitorId}/chargepoint (no body): connects the charge-point account. */
export interface WireEvEnableResponse {
  status: 'ok';
  enabled: true;
  integration_id: string;
}

/** POST /evcharge/monitors/{monitorId}/settings: any of the settings (form or JSON). Answers the saved settings. */
export type WireEvSettingsRequest = Partial<WireEvSettings>;

/** POST …/charge/start and …/charge/stop (no body): the status right after the command took effect. */
export type WireEvCommandResponse = WireEvStatus;

import type { IsoTime } from './common';
import type { WireDeviceStage } from './devices';
import type { DeviceTags } from './realtime';

/**
 * History of a period: GET /app/history/trends (wire §3.6), the 2026 replacements
 * /app/monitors/{id}/history/usage and /history/usage/solar (§3.7), /app/history/cumulative,
 * /app/history/comparisons, and the CSV export /monitors/{id}/data (server/README.md "Trends").
 * kWh are floats; every cost is integer cents; `avgw` is kW.
 */

export type WireTrendScale = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'CYCLE';
/** `scale` as the answer echoes it. */
export type WireTrendScaleEcho = 'day' | 'week' | 'month' | 'year' | 'cycle';

/**
 * A figure's cost split by the rate in force (an addition to wire §3.6): `zone_id` null is the flat
 * rate (minutes in no time-of-use zone), else a zone of `rate_zones`. The costs add up to the
 * figure's `total_cost` exactly; each minute's energy at the rate of its minute.
 */
export interface WireZoneCost {
  zone_id: number | null;
  kwh: number;
  cost: number;
}

/** A time-of-use rate zone in force some minute of the period (an addition to wire §3.6). */
export interface WireTrendRateZone {
  id: number;
  name: string;
  /** Cents per kWh. */
  cost: number;
}

/** One device's row of a period (consumption.devices[], production.devices[]). */
export interface WireTrendDevice {
  id: string;
  name: string;
  icon: string;
  tags: DeviceTags;
  make?: string;
  given_make?: string;
  location?: string;
  model?: string;
  /** The listed device's detection stage (an addition to wire §3.6; the app hides DAY for Tracking). */
  stage?: WireDeviceStage;
  /** kWh per step. */
  history: number[];
  /** Mean power over the elapsed part of the period, kW. */
  avgw: number;
  total_kwh: number;
  total_cost: number;
  /** Share of the period's consumption (production for solar), %, 1 decimal. */
  pct: number;
  cost_history: number[];
  /** Change of total_kwh against the previous period (same elapsed span), %; null without data. */
  percent_change: number | null;
  /** Consuming rows, when time-of-use zones were in force in the period: total_cost by rate. */
  cost_by_zone?: WireZoneCost[];
}

export interface WireTrendSide {
  total: number;
  totals: number[];
  devices: WireTrendDevice[];
  total_cost: number;
  total_costs: number[];
  /** consumption, when time-of-use zones were in force in the period: total_cost by rate. */
  cost_by_zone?: WireZoneCost[];
}

export interface WireEnergyFlow {
  total_kwh: number;
  cost: number;
}

/** Which figure a stat is (an addition to wire §3.6, so a client need not match the translated label). */
export type WireTrendStatId = 'usage' | 'cost' | 'average_power' | 'production' | 'self_powered';

export interface WireTrendStat {
  id: WireTrendStatId;
  /** In the request's language. */
  label: string;
  value: number;
  /** `value` written for people, in the request's language (cost: under 100 in cents, else dollars). */
  display: string;
}

export interface WireTrends {
  scale: WireTrendScaleEcho;
  steps: number;
  /** Monitor-local period bounds, in UTC. */
  start: IsoTime;
  end: IsoTime;
  consumption: WireTrendSide;
  /** Always present; zeros and no devices without solar. */
  production: WireTrendSide;
  /** Numbers with solar, null without (wire §3.6). */
  to_grid: number | null;
  from_grid: number | null;
  to_grid_cost: number | null;
  from_grid_cost: number | null;
  net_production: number | null;
  production_pct: number | null;
  solar_powered: number | null;
  /** Flows: solar ones with solar, battery ones with a battery; null otherwise. */
  solar_to_home: WireEnergyFlow | null;
  solar_to_battery: WireEnergyFlow | null;
  grid_to_battery: WireEnergyFlow | null;
  battery_to_home: WireEnergyFlow | null;
  battery_to_grid: WireEnergyFlow | null;
  consumption_percent_change: number | null;
  production_percent_change: number | null;
  consumption_kwh_change: number | null;
  consumption_cost_change_cents: number | null;
  stats: WireTrendStat[];
  usage_text: string | null;
  trend_text: null;
  trend_consumption: null;
  trend_cost: null;
  top_movers: null;
  /** The time-of-use zones in force some elapsed minute of the period (absent when none). */
  rate_zones?: WireTrendRateZone[];
  /**
   * Elapsed minutes of the period the server's measured store holds nothing of (the meter was not
   * heard): the figures count no energy there. Absent when there are none (an addition to wire §3.6).
   */
  missing_minutes?: number;
  /**
   * Past days of the period (and of the previous period it is compared with) the server had not yet
   * back-filled when the answer was due (a brand-new store): left out of every figure, so the app says
   * the history is still loading and asks again. Absent when there are none (an addition to wire §3.6).
   */
  loading_days?: number;
}

/** GET /app/monitors/{id}/history/usage (wire §3.7). */
export interface WireHistoryUsage {
  scale: WireTrendScaleEcho;
  start: IsoTime;
  end: IsoTime;
  steps: number;
  consumption: { usage_total_kwh: number; usage_breakdown_kwh: number[] };
  device_breakdown: { id: string; name: string; icon: string; consumption: { usage_total_kwh: number; usage_breakdown_kwh: number[] } }[];
}

/** GET /app/monitors/{id}/history/usage/solar (wire §3.7). */
export interface WireHistorySolar {
  scale: WireTrendScaleEcho;
  start: IsoTime;
  end: IsoTime;
  steps: number;
  total: { production_kwh: number; from_grid_kwh: number; to_grid_kwh: number; net_kwh: number; solar_percentage: number };
  breakdown: { net_kwh: number[]; production_kwh: number[] };
}

/** GET /app/history/cumulative: running consumption (and production) totals per local day. */
export interface WireCumulative {
  unit: 'day' | 'week' | 'month' | 'year' | 'cycle';
  start: IsoTime;
  end: IsoTime;
  /** Days in the period; totals cover only the days begun so far. */
  steps: number;
  consumption: { total: number; totals: number[] };
  production: { total: number; totals: number[] } | null;
}

export interface WireComparison {
  id: 'similar_homes' | 'nearby_homes' | 'efficient_homes';
  title: string;
  description_text: string;
  comparison_summary_text: string;
  /** 1-30 (low 1-10, medium 11-20, high 21-30); null when the row has no comparison. */
  cohort_marker: number | null;
  tercile_strings: [string, string, string];
  /** The home's mean power over the period, W. */
  w: number;
  cohort_avg_w: number;
  /** The home's consumption over the period. */
  kWh: number;
  count: number;
  display_count: string;
  /** An app route to complete what the comparison needs (e.g. '/settings/home'), or null. */
  destination: string | null;
  selectable: boolean;
}

/** GET /app/history/comparisons. */
export interface WireComparisons {
  period_title: string;
  start: IsoTime;
  end: IsoTime;
  avg_w: number;
  comparisons: WireComparison[];
}

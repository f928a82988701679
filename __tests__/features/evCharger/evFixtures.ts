import type { WireEvStatus } from '../../../src/api/wire/evCharger';

/** 2026-11-24 20:00 in New York (01:00 UTC next day): the chart runs from 20:15 the day before. */
export const AS_OF = '2026-11-25T01:00:00.000Z';
export const CHART_START = '2026-11-24T01:15:00.000Z';

/** 96 slots: a session of `n` slots ending `gap` slots before the last one. */
export function slots(n: number, gap = 20, watts = 7400): number[] {
  const out = new Array<number>(96).fill(0);
  for (let i = 0; i < n; i++) out[95 - gap - i] = watts;
  return out;
}

export const notEnabled = (): WireEvStatus => ({
  enabled: false, integration_id: null, charge_status: 'NotEnabled',
  description: 'Connect your charge-point account to see and control your EV’s charging.', wattage: 0, as_of: AS_OF,
  settings: null, last_24_hours: null, chart: null, carbon_intensity: null, fuel_mix: null, fuel_mix_basis: null,
});

export function enabled(overrides: Partial<WireEvStatus> = {}): WireEvStatus {
  const watts = slots(6);
  return {
    enabled: true,
    integration_id: 'cp-0123456789ab',
    charge_status: 'Connected',
    description: 'Your EV is plugged in and not charging.',
    wattage: 0,
    as_of: AS_OF,
    settings: { daily_min_miles: 40, charge_by_time: '07:00', mpg_conversion: 3.5, use_excess_solar: false, minimize_carbon: false },
    last_24_hours: { kwh: 11.1, solar_kwh: 0, carbon_impact_lbs: 8.46 },
    chart: { start: CHART_START, end: AS_OF, slot_minutes: 15, watts, carbon_intensity: new Array<number>(96).fill(0.82) },
    carbon_intensity: 0.79,
    fuel_mix: [
      { fuel: 'natural_gas', percent: 44.1, impact_lbs_per_kwh: 0.97 },
      { fuel: 'nuclear', percent: 21.3, impact_lbs_per_kwh: 0 },
      { fuel: 'coal', percent: 14.2, impact_lbs_per_kwh: 2.3 },
      { fuel: 'wind', percent: 12.4, impact_lbs_per_kwh: 0 },
      { fuel: 'hydro', percent: 5.5, impact_lbs_per_kwh: 0 },
      { fuel: 'other', percent: 1.9, impact_lbs_per_kwh: 0.5 },
      { fuel: 'oil', percent: 0.6, impact_lbs_per_kwh: 2.38 },
      { fuel: 'solar', percent: 0, impact_lbs_per_kwh: 0 },
    ],
    fuel_mix_basis: 'charging',
    ...overrides,
  };
}

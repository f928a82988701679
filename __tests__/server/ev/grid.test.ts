/** @jest-environment node */
import type { MonitorProfile } from '../../../server/src/contracts';
import { evFigures } from '../../../server/src/ev/charging';
import { carbonIntensity, fuelMixEntries, fuelShares, FUEL_IMPACT_LBS_PER_KWH } from '../../../server/src/ev/grid';
import { toWireEvStatus } from '../../../server/src/ev/wire';
import type { EvChargerRow } from '../../../server/src/db/evChargers';
import { DEFAULT_LOCALE } from '../../../server/src/i18n';
import { demoProfile } from '../support/profiles';

/** The grid behind a monitor (ev/grid.ts): fuel mix and carbon intensity, deterministic in time. */
const paris: MonitorProfile = { ...demoProfile, id: 100009, seed: 9, timeZone: 'Europe/Paris', latitude: 48.86, longitude: 2.35 };
const charger: EvChargerRow = {
  monitor_id: 100001, integration_id: 'cp-000000000000', enabled_at: 0, daily_min_miles: 40, charge_by_time: '07:00',
  mpg_conversion: 3.5, use_excess_solar: 0, minimize_carbon: 0, settings_updated_at: null,
};

test('a North American area has a mix that adds up, with grid solar only in daylight', () => {
  const noon = fuelShares(demoProfile, Date.parse('2026-06-21T16:30:00Z'))!;
  const night = fuelShares(demoProfile, Date.parse('2026-06-21T06:30:00Z'))!;
  for (const mix of [noon, night]) expect(Object.values(mix).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  expect(night.solar).toBe(0);
  expect(noon.solar).toBeGreaterThan(0.02);
  // Solar by day displaces gas, so the same hour's intensity is lower at noon.
  expect(carbonIntensity(noon)).toBeLessThan(carbonIntensity(night));
  expect(fuelShares(demoProfile, Date.parse('2026-06-21T16:30:00Z'))).toEqual(noon);
  const entries = fuelMixEntries(noon);
  expect(entries.map((e) => e.percent)).toEqual([...entries.map((e) => e.percent)].sort((a, b) => b - a));
  expect(entries.find((e) => e.fuel === 'natural_gas')!.impact_lbs_per_kwh).toBe(FUEL_IMPACT_LBS_PER_KWH.natural_gas);
  // Oil is in every mix but below 1 %: the app's fuel mix card leaves such rows out.
  expect(entries.find((e) => e.fuel === 'oil')!.percent).toBeLessThan(1);
});

test('outside North America there is no fuel mix: the status says so with nulls, not zeros', () => {
  expect(fuelShares(paris, Date.parse('2026-06-21T10:00:00Z'))).toBeNull();
  const at = Date.parse('2026-06-21T10:00:00Z');
  const status = toWireEvStatus(evFigures(paris, at), charger, DEFAULT_LOCALE, at);
  expect(status).toMatchObject({ fuel_mix: null, fuel_mix_basis: null, carbon_intensity: null });
  expect(status.last_24_hours!.carbon_impact_lbs).toBeNull();
  expect(status.chart!.carbon_intensity).toBeNull();
  expect(status.chart!.watts).toHaveLength(96);
});

import type { MonitorProfile } from '../contracts';
import { between, smoothNoise, streamId } from '../hash';
import { cloudCover, sunPosition } from '../world/weather';
import type { WireEvFuel, WireEvFuelMixEntry } from '../../../src/api/wire/evCharger';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * The grid behind the monitor: its fuel mix and carbon intensity, hour by hour, as a deterministic
 * function of (monitor seed, position, time) like the household itself. Each monitor's area has its
 * own steady shares of nuclear, coal and hydro; wind drifts over the days, grid solar follows the
 * sun and the clouds, and natural gas follows what is left. Grid operators publish fuel mixes for
 * North American areas only, so a monitor elsewhere (a time zone outside America/) has none.
 *
 * Carbon per fuel, lbs CO₂ per kWh generated: the U.S. EIA's averages (coal 2.30, natural gas 0.97,
 * petroleum 2.38); other (biomass, waste) 0.50; nuclear, wind, solar and hydro 0.
 */
export const FUEL_IMPACT_LBS_PER_KWH: Record<WireEvFuel, number> = {
  natural_gas: 0.97,
  coal: 2.3,
  nuclear: 0,
  wind: 0,
  solar: 0,
  hydro: 0,
  oil: 2.38,
  other: 0.5,
};

const FUELS: WireEvFuel[] = ['natural_gas', 'coal', 'nuclear', 'wind', 'solar', 'hydro', 'oil', 'other'];
const S_GRID = streamId('grid.mix');
const S_WIND = streamId('grid.wind');
const HOUR_MS = 3_600_000;

export type FuelShares = Record<WireEvFuel, number>;

/** Whether the area's grid publishes a fuel mix (North America). */
export function hasFuelMix(profile: MonitorProfile): boolean {
  return profile.timeZone.startsWith('America/') && profile.longitude < -50 && profile.longitude > -170;
}

/** The area's fuel shares (fractions summing to 1) in the hour holding `ms`; null outside North America. */
export function fuelShares(profile: MonitorProfile, ms: number): FuelShares | null {
  if (!hasFuelMix(profile)) return null;
  const seed = profile.seed >>> 0;
  const hour = Math.floor(ms / HOUR_MS);
  const mid = hour * HOUR_MS + HOUR_MS / 2;
  const sun = sunPosition(mid, profile.latitude, profile.longitude);
  const daylight = Math.max(0, Math.sin(Math.max(0, sun.elevation))) * (1 - 0.7 * cloudCover(seed, Math.floor(mid / 60_000)));
  const wind = between(0.06, 0.14, seed, S_GRID, 1) * (1 + 0.8 * smoothNoise(seed, S_WIND, hour, 30));
  const s: FuelShares = {
    nuclear: between(0.16, 0.24, seed, S_GRID, 2),
    coal: between(0.06, 0.18, seed, S_GRID, 3),
    hydro: between(0.03, 0.09, seed, S_GRID, 4),
    other: between(0.015, 0.03, seed, S_GRID, 5),
    oil: between(0.003, 0.009, seed, S_GRID, 6),
    wind: Math.max(0.01, wind),
    solar: between(0.1, 0.22, seed, S_GRID, 7) * daylight,
    natural_gas: 0,
  };
  const rest = FUELS.reduce((sum, f) => sum + s[f], 0);
  s.natural_gas = Math.max(0.1, 1 - rest);
  const total = rest + s.natural_gas;
  for (const f of FUELS) s[f] /= total;
  return s;
}

/** lbs CO₂ per kWh of a mix. */
export function carbonIntensity(shares: FuelShares): number {
  return FUELS.reduce((sum, f) => sum + shares[f] * FUEL_IMPACT_LBS_PER_KWH[f], 0);
}

/** A mix as wire entries: every fuel, percent with one decimal, largest first. */
export function fuelMixEntries(shares: FuelShares): WireEvFuelMixEntry[] {
  return FUELS.map((fuel) => ({ fuel, percent: Math.round(shares[fuel] * 1000) / 10, impact_lbs_per_kwh: FUEL_IMPACT_LBS_PER_KWH[fuel] }))
    .sort((a, b) => b.percent - a.percent || a.fuel.localeCompare(b.fuel));
}

/** The weighted mean of several mixes (e.g. by the kWh drawn in each hour). */
export function blendShares(parts: { shares: FuelShares; weight: number }[]): FuelShares | null {
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  if (!(total > 0)) return null;
  const out = Object.fromEntries(FUELS.map((f) => [f, 0])) as FuelShares;
  for (const p of parts) for (const f of FUELS) out[f] += (p.shares[f] * p.weight) / total;
  return out;
}

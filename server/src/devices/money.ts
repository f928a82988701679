import type { MonitorProfile, RateZoneRule } from '../contracts';
import { zoneAt, zonesKey } from '../rates/zones';

/**
 * What energy is worth at the home's rates: one function per figure, pure, so every route that
 * shows a cost or a credit computes it the same way. Cents (not rounded; callers round once).
 *
 * The rates come from the home's settings (monitor attributes → MonitorProfile: `cost`,
 * `sell_back_rate`, `solar_tou_enabled`, `tou_enabled`) and its time-of-use rate zones, looked up ONLY
 * here: rateOf / sellBackRateOf give the rate while a zone is in force (null: the flat rate), and
 * rateAt / sellBackRateAt the rate at an instant (rates/zones.ts says which zone holds its minute).
 * Energy over a span is priced minute by minute: the cost model splits it by the zone in force
 * (trends/days.ts, devices/figures.ts) and prices each part at its zone's rate (priceSteps).
 */

/**
 * Whether the home shows money (spec account-settings-shell: cost "-1 means hidden", saved as -1 when
 * "Show costs" is off): `show_cost` not false and a cost of 0 or more. Figures on the wire keep their
 * costs (at the default rate while hidden, for the clients that read them); what the server writes
 * for people to read (the CSV export) leaves money out when this is false.
 */
export const costsShown = (attributes: { show_cost?: boolean | null; cost?: number | null }): boolean =>
  attributes.show_cost !== false && !(typeof attributes.cost === 'number' && attributes.cost < 0);

/** The home's electricity rate while `zone` is in force (null: no zone, the flat rate), cents per kWh. */
export const rateOf = (profile: MonitorProfile, zone: RateZoneRule | null): number => (zone ? zone.cost : profile.costCentsPerKwh);

/**
 * What exported energy earns while `zone` is in force, cents per kWh: the time-of-use rate when the
 * sell-back follows it (solar_tou_enabled: the app shows 'Variable'), else the sell-back rate when one
 * is set, else the home's rate.
 */
export function sellBackRateOf(profile: MonitorProfile, zone: RateZoneRule | null): number {
  if (profile.solarTouEnabled) return rateOf(profile, zone);
  return typeof profile.sellBackCentsPerKwh === 'number' && profile.sellBackCentsPerKwh >= 0 ? profile.sellBackCentsPerKwh : rateOf(profile, zone);
}

/** The home's electricity rate at an instant: the zone in force at that minute, else the flat rate. */
export const rateAt = (profile: MonitorProfile, atMs: number): number => rateOf(profile, zoneAt(profile, atMs));

/** What exported energy earns at an instant, cents per kWh. */
export const sellBackRateAt = (profile: MonitorProfile, atMs: number): number => sellBackRateOf(profile, zoneAt(profile, atMs));

/** Changes whenever a rate does: part of the key of every cache that holds costs. */
export const ratesKey = (profile: MonitorProfile): string =>
  `${profile.costCentsPerKwh}|${profile.sellBackCentsPerKwh ?? ''}|${profile.solarTouEnabled ? 1 : 0}|${profile.touEnabled ? 1 : 0}|${zonesKey(profile)}`;

/** What using this many kWh costs while `zone` is in force. */
export const usageCostInZone = (profile: MonitorProfile, kwh: number, zone: RateZoneRule | null): number => kwh * rateOf(profile, zone);

/** What exporting this many kWh earns while `zone` is in force. */
export const exportCreditInZone = (profile: MonitorProfile, kwh: number, zone: RateZoneRule | null): number => kwh * sellBackRateOf(profile, zone);

/** What using this many kWh (in the minute holding that instant) costs. */
export const usageCostCents = (profile: MonitorProfile, kwh: number, atMs: number): number => usageCostInZone(profile, kwh, zoneAt(profile, atMs));

/** What exporting this many kWh (in the minute holding that instant) earns. */
export const exportCreditCents = (profile: MonitorProfile, kwh: number, atMs: number): number => exportCreditInZone(profile, kwh, zoneAt(profile, atMs));

/**
 * What produced energy is worth while `zone` is in force: the part the home used saves its rate;
 * the part exported earns the sell-back rate. Never a cost.
 */
export function productionValueInZone(profile: MonitorProfile, usedKwh: number, exportedKwh: number, zone: RateZoneRule | null): number {
  return usageCostInZone(profile, Math.max(0, usedKwh), zone) + exportCreditInZone(profile, Math.max(0, exportedKwh), zone);
}

/**
 * "Cost now", cents per hour, from the grid power alone: what is bought while importing, a credit
 * (negative) at the sell-back rate while exporting. Solar, battery and generator power cost nothing.
 */
export function gridCostCentsPerHour(profile: MonitorProfile, gridW: number, atMs: number): number {
  return gridW >= 0 ? usageCostCents(profile, gridW / 1000, atMs) : -exportCreditCents(profile, -gridW / 1000, atMs);
}

/** The part of some per-step energy that fell in one zone's minutes (same steps). */
export interface ZoneBand {
  zone: RateZoneRule;
  kwh: ArrayLike<number>;
}

/** A part's cents at a zone's rate (null: the flat rate). */
export type ZonePrice = (kwh: number, zone: RateZoneRule | null) => number;

/** Energy and cents of one rate: a zone's id, or null for the flat rate. */
export interface ZoneCost {
  zoneId: number | null;
  kwh: number;
  cents: number;
}

export interface PricedSteps {
  steps: number[];
  total: number;
  /** Per rate (the flat rate first, then zones by first appearance); sums to total. */
  byZone: ZoneCost[];
}

/**
 * Cents per step of per-step kWh whose zone parts are `bands`: each band at its zone's rate, the
 * rest at the flat rate. Without bands, every step is at the flat rate.
 */
export function priceSteps(kwh: ArrayLike<number>, bands: readonly ZoneBand[], price: ZonePrice): PricedSteps {
  const steps: number[] = new Array(kwh.length);
  const flat: ZoneCost = { zoneId: null, kwh: 0, cents: 0 };
  const zones = new Map<number, ZoneCost>(bands.map((b) => [b.zone.id, { zoneId: b.zone.id, kwh: 0, cents: 0 }]));
  let total = 0;
  for (let k = 0; k < kwh.length; k++) {
    let rest = kwh[k]!;
    let cents = 0;
    for (const b of bands) {
      const v = b.kwh[k]!;
      if (v === 0) continue;
      rest -= v;
      const c = price(v, b.zone);
      cents += c;
      const z = zones.get(b.zone.id)!;
      z.kwh += v;
      z.cents += c;
    }
    const c = price(rest, null);
    flat.kwh += rest;
    flat.cents += c;
    cents += c;
    steps[k] = cents;
    total += cents;
  }
  return { steps, total, byZone: [flat, ...zones.values()] };
}

/**
 * Whole cents per rate that add up to `totalCents` exactly (largest remainder), so a split shown
 * beside a total always sums to it.
 */
export function roundedSplit(parts: readonly number[], totalCents: number): number[] {
  const n = parts.length;
  if (n === 0) return [];
  const out = parts.map((p) => Math.floor(p));
  let left = totalCents - out.reduce((a, v) => a + v, 0);
  const byRemainder = parts.map((_, i) => i).sort((a, b) => parts[b]! - Math.floor(parts[b]!) - (parts[a]! - Math.floor(parts[a]!)) || a - b);
  for (let j = 0; left > 0; j++, left--) out[byRemainder[j % n]!]! += 1;
  const bySize = out.map((_, i) => i).sort((a, b) => out[b]! - out[a]! || a - b);
  for (let j = 0; left < 0; j++, left++) out[bySize[j % n]!]! -= 1;
  return out;
}

import type { MonitorProfile } from '../contracts';

/**
 * What energy is worth at the home's rates: one function per figure, pure, so every route that
 * shows a cost or a credit computes it the same way. Cents (not rounded; callers round once).
 *
 * The rates come from the home's settings (monitor attributes → MonitorProfile: `cost`,
 * `sell_back_rate`, `solar_tou_enabled`), looked up ONLY by rateAt and sellBackRateAt, as a
 * function of the monitor and the instant. Every figure passes the instant its energy belongs to
 * (a chart bucket's start, a CSV row's start, a frame's time, now for yearly estimates), so rates
 * that change over the day (time-of-use rate zones) are a change to these two functions.
 */

/** The home's electricity rate at an instant, cents per kWh. */
export function rateAt(profile: MonitorProfile, _atMs: number): number {
  return profile.costCentsPerKwh;
}

/**
 * What exported energy earns at an instant, cents per kWh: the time-of-use rate when the
 * sell-back follows it (solar_tou_enabled: the app shows 'Variable'), else the sell-back rate when
 * one is set, else the home's rate.
 */
export function sellBackRateAt(profile: MonitorProfile, atMs: number): number {
  if (profile.solarTouEnabled) return rateAt(profile, atMs);
  return typeof profile.sellBackCentsPerKwh === 'number' && profile.sellBackCentsPerKwh >= 0 ? profile.sellBackCentsPerKwh : rateAt(profile, atMs);
}

/** Changes whenever a rate does: part of the key of every cache that holds costs. */
export const ratesKey = (profile: MonitorProfile): string =>
  `${profile.costCentsPerKwh}|${profile.sellBackCentsPerKwh ?? ''}|${profile.solarTouEnabled ? 1 : 0}|${profile.touEnabled ? 1 : 0}`;

/** What using this many kWh (at that instant) costs. */
export const usageCostCents = (profile: MonitorProfile, kwh: number, atMs: number): number => kwh * rateAt(profile, atMs);

/** What exporting this many kWh (at that instant) earns. */
export const exportCreditCents = (profile: MonitorProfile, kwh: number, atMs: number): number => kwh * sellBackRateAt(profile, atMs);

/**
 * What produced energy is worth: the part the home used saves its rate; the part exported earns
 * the sell-back rate. Never a cost.
 */
export function productionValueCents(profile: MonitorProfile, usedKwh: number, exportedKwh: number, atMs: number): number {
  return usageCostCents(profile, Math.max(0, usedKwh), atMs) + exportCreditCents(profile, Math.max(0, exportedKwh), atMs);
}

/**
 * "Cost now", cents per hour, from the grid power alone: what is bought while importing, a credit
 * (negative) at the sell-back rate while exporting. Solar, battery and generator power cost nothing.
 */
export function gridCostCentsPerHour(profile: MonitorProfile, gridW: number, atMs: number): number {
  return gridW >= 0 ? usageCostCents(profile, gridW / 1000, atMs) : -exportCreditCents(profile, -gridW / 1000, atMs);
}

/** Per-step costs of per-step kWh (a step's energy at its start's rate), and their sum. */
export function stepCosts(kwh: ArrayLike<number>, bounds: readonly number[], price: (kwh: number, atMs: number) => number): { steps: number[]; total: number } {
  const steps: number[] = new Array(kwh.length);
  let total = 0;
  for (let k = 0; k < kwh.length; k++) {
    const c = price(kwh[k]!, bounds[k]!);
    steps[k] = c;
    total += c;
  }
  return { steps, total };
}

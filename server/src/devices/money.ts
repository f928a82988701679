import type { MonitorProfile } from '../contracts';

/**
 * What energy is worth at the home's rates: one function per figure, pure, so every route that
 * shows a cost or a credit computes it the same way. Cents (not rounded; callers round once).
 */

/** The rate exported energy earns: the sell-back rate when one is set, else the home's rate. */
export const sellBackRate = (profile: MonitorProfile): number =>
  typeof profile.sellBackCentsPerKwh === 'number' && profile.sellBackCentsPerKwh >= 0 ? profile.sellBackCentsPerKwh : profile.costCentsPerKwh;

/** What using this many kWh costs. */
export const usageCostCents = (profile: MonitorProfile, kwh: number): number => kwh * profile.costCentsPerKwh;

/**
 * What produced energy is worth: the part the home used saves its rate; the part exported earns
 * the sell-back rate. Never a cost.
 */
export function productionValueCents(profile: MonitorProfile, usedKwh: number, exportedKwh: number): number {
  return Math.max(0, usedKwh) * profile.costCentsPerKwh + Math.max(0, exportedKwh) * sellBackRate(profile);
}

/**
 * "Cost now", cents per hour, from the grid power alone: what is bought while importing, a credit
 * (negative) at the sell-back rate while exporting. Solar, battery and generator power cost nothing.
 */
export function gridCostCentsPerHour(profile: MonitorProfile, gridW: number): number {
  return gridW >= 0 ? (gridW / 1000) * profile.costCentsPerKwh : (gridW / 1000) * sellBackRate(profile);
}

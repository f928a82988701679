import type { WireFrequencyRating } from '../../api/wire/labs';
import { SAVINGS_BANDS } from '../../api/wire/labs';

/** The power-quality day index, bounded 0 to days − 1 (spec §4 "Power quality paging"). */
export function clampDayIndex(index: number, days: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), Math.max(0, days - 1));
}

/**
 * Potential yearly savings in dollars = savings (kWh a year) × cost rate (cents per kWh) / 100
 * (spec §2). Unknown when the savings are (no postal code) or the cost is (-1: hidden or not set).
 */
export function potentialSavings(savingsKwh: number | null, costCents: number): number | null {
  if (savingsKwh === null || !(costCents >= 0)) return null;
  return (savingsKwh * costCents) / 100;
}

export type SavingsBand = 'under100' | 'from100to300' | 'from300';

/** The advice band of a yearly saving in dollars (spec §9): below 100, 100 to 300, 300 and above. */
export function savingsBand(dollars: number): SavingsBand {
  const [low, high] = SAVINGS_BANDS;
  return dollars < low ? 'under100' : dollars < high ? 'from100to300' : 'from300';
}

/** The prompts of the AC comparison: a billing rate when the cost is -1, a zip code when the savings are null. */
export function acPrompts(cost: number, savings: number | null): { billingRate: boolean; zipCode: boolean } {
  return { billingRate: cost === -1, zipCode: savings === null };
}

/** The power meter's window around a stall: 15 minutes, from 7.5 minutes before it (as peaks open it). */
export const STALL_WINDOW_MS = 15 * 60_000;
export function stallMeterUrl(time: string): string {
  const t = Date.parse(time);
  if (Number.isNaN(t)) return '/meter';
  const start = t - STALL_WINDOW_MS / 2;
  return `/meter?${new URLSearchParams({ start: new Date(start).toISOString(), end: new Date(start + STALL_WINDOW_MS).toISOString() }).toString()}`;
}

/**
 * Where a value sits on a three-part bar (low | medium | high) whose parts meet at the terciles:
 * 0 to 1, each part a third of the bar; the high part runs to twice the second tercile.
 */
export function tercilePosition(value: number, terciles: readonly [number, number]): number {
  const [a, b] = terciles;
  const part = (v: number, from: number, to: number) => Math.min(1, Math.max(0, (v - from) / Math.max(1e-9, to - from)));
  if (value <= a) return part(value, 0, a) / 3;
  if (value <= b) return 1 / 3 + part(value, a, b) / 3;
  return 2 / 3 + part(value, b, 2 * b - a) / 3;
}

/** The rating of a value against terciles (the server's rule, for the bar's own wording). */
export const ratingOf = (value: number, terciles: readonly [number, number]): WireFrequencyRating =>
  value <= terciles[0] ? 'low' : value <= terciles[1] ? 'med' : 'high';

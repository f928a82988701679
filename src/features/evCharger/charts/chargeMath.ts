/**
 * The charge activity card's maths (spec account-settings-shell §4 "EV charger connect", §9 EV):
 * 96 fifteen-minute slots a day, a slot charging when its power is above 0 (the server already
 * zeroes slots at or below 100 W), charge time = 15 minutes × charging slots.
 */
export const SLOT_MINUTES = 15;
export const SLOT_MS = SLOT_MINUTES * 60_000;

const charging = (w: number | undefined) => (w ?? 0) > 0;

/** Minutes of charging: 15 × the slots above 0. */
export function chargeTimeMinutes(watts: readonly number[]): number {
  return SLOT_MINUTES * watts.filter(charging).length;
}

/** Minutes as whole hours and minutes: 135 → { hours: 2, minutes: 15 }. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}

/** The last charge: its start, and its stop, 'charging' while it goes on, or null for a dash. */
export interface LastCharge {
  start: number | null;
  stop: number | 'charging' | null;
}

/**
 * The last run of charging slots. Its stop reads 'Charging' when the latest slot is above 0, and a
 * dash when fewer than 2 slots charged (spec §4); its start is a dash only when none did.
 */
export function lastCharge(watts: readonly number[], startMs: number, slotMs = SLOT_MS): LastCharge {
  const active = watts.filter(charging).length;
  if (active === 0) return { start: null, stop: null };
  let end = watts.length - 1;
  while (end >= 0 && !charging(watts[end])) end--;
  let begin = end;
  while (begin > 0 && charging(watts[begin - 1])) begin--;
  const start = startMs + begin * slotMs;
  if (charging(watts[watts.length - 1])) return { start, stop: 'charging' };
  if (active < 2) return { start, stop: null };
  return { start, stop: startMs + (end + 1) * slotMs };
}

/** The y-axis top in kW: the highest bar plus 10 %, rounded up to an even kW (at least 2), so ticks fall on whole kW. */
export function kwAxisMax(watts: readonly number[]): number {
  const peak = Math.max(0, ...watts) / 1000;
  return Math.max(2, Math.ceil((peak * 1.1) / 2) * 2);
}

/** The carbon axis top in lbs/kWh: the highest value rounded up to 0.2 (at least 0.2). */
export function carbonAxisMax(values: readonly number[] | null): number {
  const peak = values && values.length ? Math.max(...values) : 0;
  return Math.max(0.2, Math.ceil((peak * 1.05) / 0.2) * 0.2);
}

/** Keyboard stepping through the slots: arrows move by one, Page keys by an hour, Home / End to the ends. */
export function nextSlot(key: string, current: number | null, count: number): number | null {
  if (count <= 0) return null;
  const at = current ?? count - 1;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, at - (current === null ? 0 : 1));
    case 'ArrowRight':
      return Math.min(count - 1, at + (current === null ? 0 : 1));
    case 'PageUp':
      return Math.max(0, at - 4);
    case 'PageDown':
      return Math.min(count - 1, at + 4);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Time labels on the x axis: every 3 hours when roomy, every 6 on a phone. */
export function labelHours(width: number): number {
  return width >= 520 ? 3 : 6;
}

/** Whether a slot starting at this local hour and minute carries a time label. */
export function isLabelSlot(hour: number, minute: number, everyHours: number): boolean {
  return minute === 0 && hour % everyHours === 0;
}

import type { MonitorProfile } from '../contracts';
import { storedLatest } from '../measured';
import { calendarFor, type LocalDay } from '../time/calendar';
import { dayLoadMinutes, type LoadMinutes, type LoadSpec } from '../trends/days';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

const MINUTE_MS = 60_000;

export type DeviceState = 'On' | 'Off' | 'Idle';

export interface DeviceTransition {
  /** Start of the minute in which the device changed state. */
  epochMs: number;
  deviceId: string;
  from: DeviceState;
  to: DeviceState;
}

export interface DeviceStates {
  /** Each load's state in the last minute heard before startMs ('Off' when none was), Always On and Other too. */
  before: Map<string, DeviceState>;
  /** Every change of a non-special device in [startMs, endMs), oldest first (then by device id). */
  transitions: DeviceTransition[];
  /** The devices the states are of (the day model's loads, then the equipment). */
  specs: LoadSpec[];
}

/** A device's state in a minute of mean watts w: Off at 0, Idle up to its idle watts, else On. */
export const stateOf = (w: number, idleW: number): DeviceState => (w <= 0 ? 'Off' : w <= idleW ? 'Idle' : 'On');

/** The equipment's states: solar and a generator are On while they produce; a battery is On while it moves more than 5 W, else Idle. */
function specStateOf(spec: LoadSpec, w: number): DeviceState {
  if (!spec.equipment) return stateOf(w, spec.idleW);
  if (spec.equipment === 'battery') return Math.abs(w) > 5 ? 'On' : 'Idle';
  return w > 0 ? 'On' : 'Off';
}

/**
 * The devices' states from the measured store's minutes (the day model's read, trends/days.ts): each
 * minute's state is its mean watts over the time the meter was heard in it, so the runs, on-time,
 * timeline events and alerts all read what was measured. A minute the meter was not heard (an outage,
 * a minute not reached yet) is a gap: every device keeps the state it had, and a change across a gap
 * is dated at the first minute heard after it. Without a store the day model is the simulator's, so the
 * states are its own.
 */
export function deviceStates(profile: MonitorProfile, startMs: number, endMs: number, nowMs: number): DeviceStates {
  const cal = calendarFor(profile.timeZone);
  const startMin = Math.floor(startMs / MINUTE_MS);
  const endMin = Math.min(Math.ceil(endMs / MINUTE_MS), Math.ceil(nowMs / MINUTE_MS));
  // The state before: the last minute heard before startMs, looked for back to the start of the day before.
  let day: LocalDay = cal.dayOf((startMin - 1) * MINUTE_MS);
  let lm: LoadMinutes = dayLoadMinutes(profile, day, nowMs);
  const state: (DeviceState | undefined)[] = lm.specs.map(() => undefined);
  const seed = (from: LoadMinutes, i: number): void => from.specs.forEach((d, k) => (state[k] = specStateOf(d, watts(from, k, i))));
  let found = false;
  for (let m = startMin - 1; m >= day.startMin && !found; m--) {
    if (heard(lm, m - day.startMin, day, nowMs)) {
      seed(lm, m - day.startMin);
      found = true;
    }
  }
  if (!found) {
    const prevDay = cal.day(day.dayNo - 1);
    const prev = dayLoadMinutes(profile, prevDay, nowMs);
    for (let i = prevDay.lengthMin - 1; i >= 0 && !found; i--) {
      if (heard(prev, i, prevDay, nowMs)) {
        seed(prev, i);
        found = true;
      }
    }
  }
  const before = new Map<string, DeviceState>();
  lm.specs.forEach((d, k) => before.set(d.id, state[k] ?? 'Off'));
  const transitions: DeviceTransition[] = [];
  for (let m = startMin; m < endMin; m++) {
    if (m >= day.startMin + day.lengthMin) {
      day = cal.day(day.dayNo + 1);
      lm = dayLoadMinutes(profile, day, nowMs);
    }
    const i = m - day.startMin;
    if (!heard(lm, i, day, nowMs)) continue;
    for (let k = 0; k < lm.specs.length; k++) {
      const d = lm.specs[k]!;
      const now = specStateOf(d, watts(lm, k, i));
      const last = state[k];
      state[k] = now;
      if (d.special || last === undefined || now === last) continue;
      transitions.push({ epochMs: m * MINUTE_MS, deviceId: d.id, from: last, to: now });
    }
  }
  transitions.sort((a, b) => a.epochMs - b.epochMs || a.deviceId.localeCompare(b.deviceId));
  return { before, transitions, specs: lm.specs };
}

/**
 * Each device's state now: from the store's latest sample (its watts then, within the last 5 s, so
 * Stop on the EV charger reads Off at once, not when the minute is over); a device the store has no
 * recent sample of (the meter not heard now) keeps its state of the last minute heard.
 */
export function statesNow(profile: MonitorProfile, nowMs: number): Map<string, DeviceState> {
  const { before: out, specs } = deviceStates(profile, Math.floor(nowMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS, nowMs, nowMs);
  const keyOf = (d: LoadSpec) => d.equipment ?? `device:${d.id}`;
  const latest = storedLatest(profile, nowMs, specs.map(keyOf));
  for (const d of specs) {
    const w = latest.get(keyOf(d));
    if (w !== undefined) out.set(d.id, specStateOf(d, w));
  }
  return out;
}

/** Every state change of the non-special devices in [startMs, endMs), oldest first. */
export function deviceTransitions(profile: MonitorProfile, startMs: number, endMs: number, nowMs: number): DeviceTransition[] {
  return deviceStates(profile, startMs, endMs, nowMs).transitions;
}

/** Whether minute i of the day was heard by nowMs (some of it stored; without a store, begun). */
function heard(lm: LoadMinutes, i: number, day: LocalDay, nowMs: number): boolean {
  if ((day.startMin + i) * MINUTE_MS >= nowMs) return false;
  return lm.coveredMs ? (lm.coveredMs[i] as number) > 0 : true;
}

/** A load's mean watts over the part of minute i heard (the store's minute energy over its coverage). */
function watts(lm: LoadMinutes, k: number, i: number): number {
  const w = lm.loads[k]![i] as number;
  const cov = lm.coveredMs ? (lm.coveredMs[i] as number) : MINUTE_MS;
  return cov >= MINUTE_MS ? w : (w * MINUTE_MS) / cov;
}

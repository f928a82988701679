import type { MonitorProfile } from '../contracts';
import { deviceTransitions, sampleAt, type SimDeviceState } from '../sim';
import type { AlertKind, AlertState } from './rules';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

const MINUTE_MS = 60_000;

/** An alert as the evaluator sees it; `members` are the simulator ids behind the device (a merged device: its members). */
export interface EvalAlert {
  id: number;
  kind: AlertKind;
  enabled: boolean;
  deviceId: string;
  members: readonly string[];
  state: AlertState;
  /** Seconds. */
  duration: number;
  /** Epoch ms; a condition reached before it does not fire. */
  armedAtMs: number;
}

/** One alert reaching its duration in one continuous run of its state. */
export interface DueFiring {
  alertId: number;
  deviceId: string;
  state: AlertState;
  duration: number;
  /** When the device entered the state (a minute boundary: the simulator's resolution). */
  runStartMs: number;
  /** runStartMs + duration: the device had been in the state for the whole duration. */
  dueMs: number;
  /** The timeline item's time: the first second of the minute at or after dueMs, plus alertId mod 1000 ms
   * (device events sit at 1 s to 48.5 s of a minute, notices at 50-55 s; this slot is free). */
  firedAtMs: number;
}

/** The key of a firing in `firedSoFar`: one per alert and run. */
export const firingKey = (alertId: number, runStartMs: number): string => `${alertId}:${runStartMs}`;

const SIM_STATE: Record<AlertState, SimDeviceState> = { on: 'On', off: 'Off', idle: 'Idle' };

/** A merged device is On if any member is, else Idle if any is, else Off. */
function combine(states: Iterable<SimDeviceState>): SimDeviceState {
  let idle = false;
  for (const s of states) {
    if (s === 'On') return 'On';
    if (s === 'Idle') idle = true;
  }
  return idle ? 'Idle' : 'Off';
}

interface Change {
  epochMs: number;
  to: SimDeviceState;
}

/**
 * The combined state of `members` changing at minute starts in [floorMinute(startMs), endMs):
 * the state in the minute before, and each change (only real changes of the combined state).
 */
export function stateChanges(profile: MonitorProfile, members: readonly string[], startMs: number, endMs: number): { before: SimDeviceState; changes: Change[] } {
  const start = Math.floor(startMs / MINUTE_MS) * MINUTE_MS;
  const wanted = new Set(members);
  const current = new Map<string, SimDeviceState>();
  for (const d of sampleAt(profile, start - MINUTE_MS).devices) if (wanted.has(d.device.id)) current.set(d.device.id, d.state);
  const before = combine(current.values());
  const changes: Change[] = [];
  if (endMs <= start) return { before, changes };
  const transitions = deviceTransitions(profile, start, endMs).filter((t) => wanted.has(t.deviceId) && t.epochMs < endMs);
  let last = before;
  for (let i = 0; i < transitions.length; ) {
    const at = transitions[i]!.epochMs;
    for (; i < transitions.length && transitions[i]!.epochMs === at; i++) current.set(transitions[i]!.deviceId, transitions[i]!.to);
    const now = combine(current.values());
    if (now !== last) changes.push({ epochMs: at, to: now });
    last = now;
  }
  return { before, changes };
}

/** The item time of a firing due at dueMs (see DueFiring.firedAtMs). */
export const firingSlotMs = (dueMs: number, alertId: number): number => Math.ceil(dueMs / MINUTE_MS) * MINUTE_MS + (Math.abs(alertId) % 1000);

/**
 * The firings of the enabled custom alerts whose item time falls in (fromMs, toMs]: for each
 * alert, every run of its state (the device entering it at R) that lasted at least its duration
 * (no change before R + duration), once per run, skipping runs in `firedSoFar` and conditions
 * reached before the alert was armed. Pure: the simulator is a function of (profile, time).
 * Oldest first.
 */
export function dueFirings(profile: MonitorProfile, alerts: readonly EvalAlert[], firedSoFar: ReadonlySet<string>, fromMs: number, toMs: number): DueFiring[] {
  const out: DueFiring[] = [];
  if (toMs <= fromMs) return out;
  for (const a of alerts) {
    if (!a.enabled || a.kind === 'relay' || a.members.length === 0) continue;
    const D = a.duration * 1000;
    const want = SIM_STATE[a.state];
    // firedAt ∈ (from, to] ⇒ due ∈ (from − 61 s, to] ⇒ the run began in (from − 61 s − D, to − D].
    const { changes } = stateChanges(profile, a.members, fromMs - 61_000 - D, toMs - D + 1);
    for (const c of changes) {
      if (c.to !== want) continue;
      const dueMs = c.epochMs + D;
      const firedAtMs = firingSlotMs(dueMs, a.id);
      if (firedAtMs <= fromMs || firedAtMs > toMs || dueMs < a.armedAtMs || firedSoFar.has(firingKey(a.id, c.epochMs))) continue;
      // The run must last until dueMs: no change of the combined state in (R, dueMs).
      if (D > 0 && stateChanges(profile, a.members, c.epochMs + MINUTE_MS, dueMs).changes.length > 0) continue;
      out.push({ alertId: a.id, deviceId: a.deviceId, state: a.state, duration: a.duration, runStartMs: c.epochMs, dueMs, firedAtMs });
    }
  }
  return out.sort((x, y) => x.firedAtMs - y.firedAtMs || x.alertId - y.alertId);
}

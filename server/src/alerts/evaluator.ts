import type { MonitorProfile } from '../contracts';
import { deviceStates, type DeviceState } from '../devices/transitions';
import type { AlertKind, AlertState } from './rules';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

const MINUTE_MS = 60_000;

/** An alert as the evaluator sees it; `members` are the channel ids behind the device (a merged device: its members). */
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
  /** When the device entered the state (a minute boundary: the store's minutes). */
  runStartMs: number;
  /** runStartMs + duration: the device had been in the state for the whole duration. */
  dueMs: number;
  /** The timeline item's time: the first second of the minute at or after dueMs, plus alertId mod 1000 ms
   * (device events sit at 1 s to 48.5 s of a minute, notices at 50-55 s; this slot is free). */
  firedAtMs: number;
}

/** The key of a firing in `firedSoFar`: one per alert and run. */
export const firingKey = (alertId: number, runStartMs: number): string => `${alertId}:${runStartMs}`;

const STATE_OF_ALERT: Record<AlertState, DeviceState> = { on: 'On', off: 'Off', idle: 'Idle' };

/** A merged device is On if any member is, else Idle if any is, else Off. */
function combine(states: Iterable<DeviceState>): DeviceState {
  let idle = false;
  for (const s of states) {
    if (s === 'On') return 'On';
    if (s === 'Idle') idle = true;
  }
  return idle ? 'Idle' : 'Off';
}

interface Change {
  epochMs: number;
  to: DeviceState;
}

/**
 * The combined state of `members` changing at minute starts in [floorMinute(startMs), endMs), from
 * the devices' states in the measured store (devices/transitions.ts) as of nowMs: the state in the
 * minute heard before, and each change (only real changes of the combined state).
 */
export function stateChanges(profile: MonitorProfile, members: readonly string[], startMs: number, endMs: number, nowMs: number): { before: DeviceState; changes: Change[] } {
  const start = Math.floor(startMs / MINUTE_MS) * MINUTE_MS;
  const wanted = new Set(members);
  const states = deviceStates(profile, start, Math.max(start, endMs), nowMs);
  const current = new Map<string, DeviceState>();
  for (const [id, st] of states.before) if (wanted.has(id)) current.set(id, st);
  const before = combine(current.values());
  const changes: Change[] = [];
  if (endMs <= start) return { before, changes };
  const transitions = states.transitions.filter((t) => wanted.has(t.deviceId) && t.epochMs < endMs);
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
 * reached before the alert was armed. Reads the store as of nowMs (the runner's now: toMs). Oldest first.
 */
export function dueFirings(profile: MonitorProfile, alerts: readonly EvalAlert[], firedSoFar: ReadonlySet<string>, fromMs: number, toMs: number, nowMs = toMs): DueFiring[] {
  const out: DueFiring[] = [];
  if (toMs <= fromMs) return out;
  for (const a of alerts) {
    if (!a.enabled || a.kind === 'relay' || a.members.length === 0) continue;
    const D = a.duration * 1000;
    const want = STATE_OF_ALERT[a.state];
    // firedAt ∈ (from, to] ⇒ due ∈ (from − 61 s, to] ⇒ the run began in (from − 61 s − D, to − D].
    const { changes } = stateChanges(profile, a.members, fromMs - 61_000 - D, toMs - D + 1, nowMs);
    for (const c of changes) {
      if (c.to !== want) continue;
      const dueMs = c.epochMs + D;
      const firedAtMs = firingSlotMs(dueMs, a.id);
      if (firedAtMs <= fromMs || firedAtMs > toMs || dueMs < a.armedAtMs || firedSoFar.has(firingKey(a.id, c.epochMs))) continue;
      // The run must last until dueMs: no change of the combined state in (R, dueMs).
      if (D > 0 && stateChanges(profile, a.members, c.epochMs + MINUTE_MS, dueMs, nowMs).changes.length > 0) continue;
      out.push({ alertId: a.id, deviceId: a.deviceId, state: a.state, duration: a.duration, runStartMs: c.epochMs, dueMs, firedAtMs });
    }
  }
  return out.sort((x, y) => x.firedAtMs - y.firedAtMs || x.alertId - y.alertId);
}

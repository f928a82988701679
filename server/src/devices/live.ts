import type { MonitorProfile } from '../contracts';
import type { WireDevice, WireDeviceState } from '../../../src/api/wire/devices';
import type { BookDevice, DeviceBook } from './book';
import { alwaysOnShareW, plugStandbyW } from './alwaysOn';
import { indexOf, lastChanges } from './figures';
import { statesNow, type DeviceState } from './transitions';

const RANK: Record<DeviceState, number> = { Off: 0, Idle: 1, On: 2 };

export interface LiveState {
  state: WireDeviceState;
  /** Epoch ms of the last change seen in the lookback, else null. */
  sinceMs: number | null;
}

/**
 * Each device's state now (devices/transitions.ts statesNow: its watts in the store's latest sample,
 * else its state in the last minute heard, by the rules the runs, timeline and alerts read) and when
 * it began (the last state change in the lookback window). A virtual or superseding device is as "on"
 * as its most "on" part.
 * The changes come from the days' figures (devices/figures.ts lastChanges): whole past days are
 * persisted, so a cold detail's week of states costs reading rows, and today's part is the span
 * the statistics compute anyway.
 */
export function liveStates(book: DeviceBook, devices: BookDevice[], nowMs: number, lookbackMs: number): Map<string, LiveState> {
  const { profile } = book;
  const nowState = statesNow(profile, nowMs);
  const to = Math.floor(nowMs / 60_000) * 60_000;
  const changes = lastChanges(profile, to - lookbackMs, to, nowMs);
  const idx = indexOf(profile);
  const out = new Map<string, LiveState>();
  for (const b of devices) {
    let state: DeviceState = 'Off';
    let since: number | null = null;
    for (const id of b.energyIds) {
      const s = nowState.get(id) ?? 'Off';
      if (RANK[s] > RANK[state]) state = s;
      const i = idx.get(id);
      const c = i === undefined ? -Infinity : changes[i]!;
      if (c !== -Infinity && (since === null || c > since)) since = c;
    }
    if (b.id === 'always_on') state = 'On';
    out.set(b.id, { state, sinceMs: since });
  }
  return out;
}

/** The wire device with its live fields (last_state, last_state_time, ao_w). */
export function withLive(profile: MonitorProfile, b: BookDevice, live: LiveState | undefined): WireDevice {
  const wire: WireDevice = { ...b.wire };
  if (live) {
    wire.last_state = live.state;
    if (live.sinceMs !== null) wire.last_state_time = new Date(live.sinceMs).toISOString();
  }
  const ao = b.plug ? plugStandbyW(profile, b) : b.info ? alwaysOnShareW(profile, b.info) : null;
  if (ao !== null) wire.ao_w = ao;
  return wire;
}

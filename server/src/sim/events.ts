import type { MonitorProfile } from '../contracts';
import { calendarFor } from './calendar';
import { householdOf } from './household';
import { daySeries, type DaySeries } from './series';
import type { SimDeviceState } from './types';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * Discrete happenings derived from the same minute series as history, for the timeline, peaks
 * and fault pages: device state changes, motor starts and stalls, and the peak minute.
 */

export interface DeviceTransition {
  /** Start of the minute in which the device changed state. */
  epochMs: number;
  deviceId: string;
  from: SimDeviceState;
  to: SimDeviceState;
}

export interface MotorEvent {
  epochMs: number;
  deviceId: string;
  /** Extra watts drawn during the start, and for how many seconds. */
  spikeW: number;
  seconds: number;
  /** A stall: locked-rotor current for several seconds. */
  stall: boolean;
}

export interface PeakMinute {
  epochMs: number;
  /** Mean consumption over the peak minute, W. */
  w: number;
  devices: { id: string; w: number }[];
}

/** Calls fn(dayseries, fromIndex, toIndex) for each local day overlapping [startMs, endMs). */
function eachDay(profile: MonitorProfile, startMs: number, endMs: number, fn: (ds: DaySeries, i0: number, i1: number) => void): void {
  const h = householdOf(profile);
  const cal = calendarFor(profile.timeZone);
  const startMin = Math.floor(startMs / 60_000);
  const endMin = Math.ceil(endMs / 60_000);
  let m = startMin;
  while (m < endMin) {
    const day = cal.dayOf(m * 60_000);
    const ds = daySeries(h, day.dayNo);
    const i0 = m - day.startMin;
    const i1 = Math.min(day.lengthMin, endMin - day.startMin);
    fn(ds, i0, i1);
    m = day.startMin + i1;
  }
}

function stateOf(w: number, idleW: number): SimDeviceState {
  return w <= 0 ? 'Off' : w <= idleW ? 'Idle' : 'On';
}

/** Every state change of the non-special devices in [startMs, endMs), oldest first. */
export function deviceTransitions(profile: MonitorProfile, startMs: number, endMs: number): DeviceTransition[] {
  const h = householdOf(profile);
  const out: DeviceTransition[] = [];
  const prev = new Map<number, SimDeviceState>();
  eachDay(profile, startMs, endMs, (ds, i0, i1) => {
    h.loads.forEach((rt, k) => {
      if (rt.device.special) return;
      const s = ds.loads[k]!;
      let last = prev.get(k) ?? stateOf(i0 > 0 ? s[i0 - 1]! : previousMinuteW(profile, ds, k), rt.device.idleW);
      for (let i = i0; i < i1; i++) {
        const now = stateOf(s[i]!, rt.device.idleW);
        if (now !== last) out.push({ epochMs: (ds.day.startMin + i) * 60_000, deviceId: rt.device.id, from: last, to: now });
        last = now;
      }
      prev.set(k, last);
    });
  });
  return out.sort((a, b) => a.epochMs - b.epochMs || a.deviceId.localeCompare(b.deviceId));
}

function previousMinuteW(profile: MonitorProfile, ds: DaySeries, k: number): number {
  const prevDay = daySeries(householdOf(profile), ds.day.dayNo - 1);
  return prevDay.loads[k]![prevDay.day.lengthMin - 1]!;
}

/** Motor starts and stalls in [startMs, endMs), oldest first. */
export function motorEvents(profile: MonitorProfile, startMs: number, endMs: number): MotorEvent[] {
  const h = householdOf(profile);
  const out: MotorEvent[] = [];
  eachDay(profile, startMs, endMs, (ds, i0, i1) => {
    for (const st of ds.starts) {
      if (st.i < i0 || st.i >= i1) continue;
      const epochMs = (ds.day.startMin + st.i) * 60_000;
      out.push({ epochMs, deviceId: h.loads[st.k]!.device.id, spikeW: st.extraW, seconds: st.seconds, stall: st.stall });
    }
  });
  return out.sort((a, b) => a.epochMs - b.epochMs);
}

/** The minute of highest consumption in [startMs, endMs), with each device's share then. */
export function peakMinute(profile: MonitorProfile, startMs: number, endMs: number): PeakMinute | null {
  const h = householdOf(profile);
  let bestW = -Infinity;
  let bestDs: DaySeries | null = null;
  let bestI = 0;
  eachDay(profile, startMs, endMs, (ds, i0, i1) => {
    for (let i = i0; i < i1; i++) {
      if (ds.consumption[i]! > bestW) {
        bestW = ds.consumption[i]!;
        bestDs = ds;
        bestI = i;
      }
    }
  });
  const ds = bestDs as DaySeries | null;
  if (!ds) return null;
  return {
    epochMs: (ds.day.startMin + bestI) * 60_000,
    w: bestW,
    devices: h.loads
      .map((rt, k) => ({ id: rt.device.id, w: ds.loads[k]![bestI]! }))
      .filter((d) => d.w > 0)
      .sort((a, b) => b.w - a.w),
  };
}

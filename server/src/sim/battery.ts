import type { Calendar, LocalDay } from './calendar';
import { streamId, between } from '../hash';
import { STORM_WATCH_MIN } from './outage';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * The home battery, simulated per local day from midnight: it charges from solar surplus (no
 * export while it has room), and from 17:00 it discharges to cover the home, at least at a pace
 * that brings it to its reserve by midnight (exporting the difference). Every day therefore starts
 * at the reserve, which makes each day independent and the whole thing a pure function of time.
 * Without solar it charges from the grid from 01:00 to 05:00 instead.
 */

export interface BatterySpec {
  capacityWh: number;
  maxW: number;
  /** Backup reserve as a fraction of capacity. */
  reserve: number;
}

export function batterySpec(seed: number): BatterySpec {
  return {
    capacityWh: Math.round(between(10, 14, seed >>> 0, streamId('battery.capacity'))) * 1000 + 500,
    maxW: 5000,
    reserve: 0.1,
  };
}

export interface BatteryDay {
  /** Per minute of the local day: + discharging, − charging, W. */
  w: Float32Array;
  /** State of charge (0..1) at the end of each minute. */
  socEnd: Float32Array;
  /** A grid outage of the day (minutes [from, to)), during which the battery carries the home (sim/outage.ts). */
  outage?: [number, number] | null;
  /** Solar the home could not use or store during the outage, W per minute (absent without an outage). */
  curtail?: Float32Array;
}

/** Runs the battery over one local day from the day's consumption and solar, minute by minute. */
export function simulateBatteryDay(
  spec: BatterySpec,
  cal: Calendar,
  day: LocalDay,
  consumption: ArrayLike<number>,
  solar: ArrayLike<number>,
  hasSolar: boolean,
  outage: [number, number] | null = null,
): BatteryDay {
  const len = day.lengthMin;
  const w = new Float32Array(len);
  const socEnd = new Float32Array(len);
  const curtail = outage ? new Float32Array(len) : undefined;
  // Storm watch before an announced outage: charge to full as fast as the battery takes it.
  const watchFrom = outage ? Math.max(0, outage[0] - STORM_WATCH_MIN) : -1;
  const evening = Math.round((cal.clockToMs(day, 17 * 60) - day.startMs) / 60_000);
  const gridStart = Math.round((cal.clockToMs(day, 60) - day.startMs) / 60_000);
  const gridEnd = Math.round((cal.clockToMs(day, 300) - day.startMs) / 60_000);
  const { capacityWh: cap, maxW, reserve } = spec;
  let soc = reserve;
  for (let i = 0; i < len; i++) {
    const net = (consumption[i] as number) - (solar[i] as number);
    const roomW = (1 - soc) * cap * 60;
    let bw = 0;
    if (outage && i >= outage[0] && i < outage[1]) {
      // Off grid: the battery takes the home's whole net load (down to empty), or stores what solar
      // has left over while it has room; the rest of the solar is curtailed.
      if (net >= 0) bw = Math.min(net, soc * cap * 60);
      else {
        bw = -Math.min(-net, roomW);
        curtail![i] = -net + bw;
      }
    } else if (outage && i >= watchFrom && i < outage[0]) {
      bw = -Math.min(maxW, roomW);
    } else if (i < evening) {
      if (hasSolar && net < 0) bw = -Math.min(-net, maxW, roomW);
      else if (!hasSolar && i >= gridStart && i < gridEnd) bw = -Math.min(2500, roomW);
    } else {
      const availW = Math.max(0, (soc - reserve) * cap * 60);
      const pace = availW / (len - i);
      bw = Math.min(maxW, availW, Math.max(net, pace));
    }
    bw = Math.fround(bw);
    soc -= bw / 60 / cap;
    if (soc > 1) soc = 1;
    if (soc < reserve && !(outage && i >= outage[0] && i < outage[1])) soc = reserve;
    if (soc < 0) soc = 0;
    w[i] = bw;
    socEnd[i] = soc;
  }
  return curtail ? { w, socEnd, outage, curtail } : { w, socEnd };
}

export { chargeState, type ChargeState } from '../home/battery';

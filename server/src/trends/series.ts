import type { MonitorProfile } from '../contracts';
import { householdOf } from '../sim/household';
import type { DeviceTags } from '../../../src/api/wire/realtime';
import type { WireDeviceStage } from '../../../src/api/wire/devices';
import { dayHours, daysBetween, FLOWS, loadHoursFrom, type DayHours, type Flow } from './days';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * A device as trends report it: the user's view (names, merges, deletions, resets: see
 * devices/book.ts) reduced to plain data, so the maths can run anywhere (a worker thread too).
 */
export interface TrendDevice {
  id: string;
  name: string;
  icon: string;
  tags: DeviceTags;
  make?: string;
  given_make?: string;
  location?: string;
  model?: string;
  /** The device's detection stage (the app hides DAY for a device in Tracking). */
  stage?: WireDeviceStage;
  /** The simulator series whose energy is this device's usage (members of a merge, etc.). */
  energyIds: string[];
  /** Usage counts from this instant (detection, or the last reset_data). */
  dataStartMs: number;
}

/** kWh per step of a span, as of an instant. */
export interface SpanSeries {
  /** Steps + 1 bounds (epoch ms). */
  bounds: number[];
  consumption: Float64Array;
  solar: Float64Array;
  flows: Record<Flow, Float64Array>;
  /** Per TrendDevice (same order), kWh per step. */
  devices: Float64Array[];
  /** Milliseconds of the span that have elapsed (as of the instant). */
  elapsedMs: number;
}

export type Source = number | 'solar';

/** The simulator series (load indexes, or solar) a device's usage is made of. */
export function sourcesOf(profile: MonitorProfile, d: TrendDevice): Source[] {
  const loads = householdOf(profile).loads;
  const out: Source[] = [];
  for (const id of d.energyIds) {
    if (id === 'solar') {
      if (profile.solar) out.push('solar');
      continue;
    }
    const k = loads.findIndex((rt) => rt.device.id === id);
    if (k >= 0) out.push(k);
  }
  return out;
}

/**
 * Sums the hours of every local day in [bounds[0], bounds[last]) into the steps the bounds define
 * (hours on DAY periods, local days or months otherwise), counting only what has elapsed at asOfMs.
 * Without hourly steps, the bounds must fall on local midnights.
 */
export function spanSeries(
  profile: MonitorProfile,
  devices: readonly TrendDevice[],
  bounds: readonly number[],
  asOfMs: number,
  hourlySteps?: boolean,
): SpanSeries {
  const steps = bounds.length - 1;
  const start = bounds[0]!;
  const end = bounds[steps]!;
  const out: SpanSeries = {
    bounds: [...bounds],
    consumption: new Float64Array(steps),
    solar: new Float64Array(steps),
    flows: Object.fromEntries(FLOWS.map((f) => [f, new Float64Array(steps)])) as Record<Flow, Float64Array>,
    devices: devices.map(() => new Float64Array(steps)),
    elapsedMs: Math.max(0, Math.min(end, asOfMs) - start),
  };
  const sources = devices.map((d) => sourcesOf(profile, d));
  const until = Math.min(end, asOfMs);
  // Hourly steps (DAY periods): the bucket of each hour; longer steps: the whole day in bucket b.
  const hourly = hourlySteps ?? (steps > 1 && bounds[1]! - bounds[0]! <= 3_600_000);
  let b = 0;
  for (const day of daysBetween(profile, start, until)) {
    const dh = dayHours(profile, day, until);
    if (dh.minutes === 0) continue;
    while (b < steps - 1 && bounds[b + 1]! <= day.startMs) b++;
    if (!hourly) {
      // The whole day falls in step b: add the day's totals.
      out.consumption[b]! += dh.day.consumption;
      out.solar[b]! += dh.day.solar;
      for (const f of FLOWS) out.flows[f][b]! += dh.day.flows[f];
      for (let i = 0; i < devices.length; i++) {
        const d = devices[i]!;
        if (day.endMs <= d.dataStartMs) continue;
        let kwh = 0;
        for (const src of sources[i]!) {
          if (day.startMs >= d.dataStartMs) kwh += src === 'solar' ? dh.day.solar : dh.day.loads[src]!;
          else kwh += sum(loadHoursFrom(profile, day, src, d.dataStartMs, until));
        }
        out.devices[i]![b]! += kwh;
      }
      continue;
    }
    const bucketOf = (h: number) => Math.round((day.startMs + h * 3_600_000 - start) / 3_600_000);
    for (let h = 0; h < dh.hours; h++) {
      const k = bucketOf(h);
      if (k < 0 || k >= steps) continue;
      out.consumption[k]! += dh.consumption[h]!;
      out.solar[k]! += dh.solar[h]!;
      for (const f of FLOWS) out.flows[f][k]! += dh.flows[f][h]!;
    }
    for (let i = 0; i < devices.length; i++) {
      const d = devices[i]!;
      if (day.endMs <= d.dataStartMs) continue;
      const row = out.devices[i]!;
      for (const src of sources[i]!) {
        const hours = day.startMs >= d.dataStartMs ? seriesOf(dh, src) : loadHoursFrom(profile, day, src, d.dataStartMs, until);
        for (let h = 0; h < dh.hours; h++) {
          const k = bucketOf(h);
          if (k >= 0 && k < steps) row[k]! += hours[h]!;
        }
      }
    }
  }
  return out;
}

const seriesOf = (dh: DayHours, src: Source): Float64Array => (src === 'solar' ? dh.solar : dh.loads[src]!);

export const sum = (a: ArrayLike<number>): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
};

import type { MonitorProfile, RateZoneRule } from '../contracts';
import { householdOf } from '../sim/household';
import type { DeviceTags } from '../../../src/api/wire/realtime';
import type { WireDeviceStage } from '../../../src/api/wire/devices';
import { dayBands, dayHours, daysBetween, FLOWS, loadHoursFrom, type DayHours, type Flow } from './days';

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

/** Per-step kWh of the home, its flows and each device (TrendDevice order). */
export interface SeriesSet {
  consumption: Float64Array;
  solar: Float64Array;
  flows: Record<Flow, Float64Array>;
  /** Per TrendDevice (same order), kWh per step. */
  devices: Float64Array[];
}

/** The part of a span's figures that fell in one rate zone's minutes. */
export interface SpanBand extends SeriesSet {
  zone: RateZoneRule;
}

/** kWh per step of a span, as of an instant. */
export interface SpanSeries extends SeriesSet {
  /** Steps + 1 bounds (epoch ms). */
  bounds: number[];
  /** Milliseconds of the span that have elapsed (as of the instant). */
  elapsedMs: number;
  /** Elapsed minutes of the span the store holds nothing of (the meter was not heard). */
  missingMinutes: number;
  /** Past days of the span left out because they are still being back-filled (counted nothing yet). */
  loadingDays: number;
  /** The elapsed ms of those days: averages are over elapsedMs − loadingMs, the time counted. */
  loadingMs: number;
  /**
   * The same figures over each time-of-use rate zone's minutes (zones in force some minute of the
   * span, by first appearance); the flat rate's part is the whole minus every band.
   */
  bands: SpanBand[];
}

/** A key for the user's device view (names, icons, merges, resets). */
export const devicesKey = (devices: readonly TrendDevice[]): string =>
  devices.map((d) => `${d.id}:${d.name}:${d.icon}:${d.make ?? ''}:${d.stage ?? ''}:${d.dataStartMs}:${d.energyIds.join('+')}`).join('|');

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

const emptySet = (steps: number, devices: number): SeriesSet => ({
  consumption: new Float64Array(steps),
  solar: new Float64Array(steps),
  flows: Object.fromEntries(FLOWS.map((f) => [f, new Float64Array(steps)])) as Record<Flow, Float64Array>,
  devices: Array.from({ length: devices }, () => new Float64Array(steps)),
});

/**
 * Sums the hours of every local day in [bounds[0], bounds[last]) into the steps the bounds define
 * (hours on DAY periods, local days or months otherwise), counting only what has elapsed at asOfMs,
 * and the same per rate zone (bands). Without hourly steps, the bounds must fall on local midnights.
 * Days in `loading` (day numbers still being back-filled) are left out and counted in loadingDays.
 */
export function spanSeries(
  profile: MonitorProfile,
  devices: readonly TrendDevice[],
  bounds: readonly number[],
  asOfMs: number,
  hourlySteps?: boolean,
  loading?: ReadonlySet<number>,
): SpanSeries {
  const steps = bounds.length - 1;
  const start = bounds[0]!;
  const end = bounds[steps]!;
  const out: SpanSeries = {
    bounds: [...bounds],
    ...emptySet(steps, devices.length),
    elapsedMs: Math.max(0, Math.min(end, asOfMs) - start),
    missingMinutes: 0,
    loadingDays: 0,
    loadingMs: 0,
    bands: [],
  };
  const byZone = new Map<number, SpanBand>();
  const sources = devices.map((d) => sourcesOf(profile, d));
  const until = Math.min(end, asOfMs);
  // Hourly steps (DAY periods): the bucket of each hour; longer steps: the whole day in bucket b.
  const hourly = hourlySteps ?? (steps > 1 && bounds[1]! - bounds[0]! <= 3_600_000);
  let b = 0;
  for (const day of daysBetween(profile, start, until)) {
    if (loading?.has(day.dayNo)) {
      out.loadingDays++;
      out.loadingMs += Math.max(0, Math.min(day.endMs, until) - Math.max(day.startMs, start));
      continue;
    }
    const dh = dayHours(profile, day, until);
    if (dh.minutes === 0) continue;
    out.missingMinutes += dh.missing;
    while (b < steps - 1 && bounds[b + 1]! <= day.startMs) b++;
    const add = (into: SeriesSet, hours: DayHours, zoneId?: number) => {
      const partialHours = (src: Source, d: TrendDevice) => loadHoursFrom(profile, day, src, d.dataStartMs, until, zoneId);
      if (hourly) addHours(into, hours, day.startMs, day.endMs, start, steps, devices, sources, partialHours);
      else addDay(into, b, hours, day.startMs, day.endMs, devices, sources, partialHours);
    };
    add(out, dh);
    for (const band of dayBands(profile, day, until)) {
      let into = byZone.get(band.zone.id);
      if (!into) byZone.set(band.zone.id, (into = { zone: band.zone, ...emptySet(steps, devices.length) }));
      add(into, band.hours, band.zone.id);
    }
  }
  out.bands = [...byZone.values()];
  return out;
}

/** A whole day's totals into step b (steps of days or months). */
function addDay(
  into: SeriesSet,
  b: number,
  dh: DayHours,
  dayStartMs: number,
  dayEndMs: number,
  devices: readonly TrendDevice[],
  sources: readonly Source[][],
  partialHours: (src: Source, d: TrendDevice) => Float64Array,
): void {
  into.consumption[b]! += dh.day.consumption;
  into.solar[b]! += dh.day.solar;
  for (const f of FLOWS) into.flows[f][b]! += dh.day.flows[f];
  for (let i = 0; i < devices.length; i++) {
    const d = devices[i]!;
    if (dayEndMs <= d.dataStartMs) continue;
    let kwh = 0;
    for (const src of sources[i]!) {
      if (dayStartMs >= d.dataStartMs) kwh += src === 'solar' ? dh.day.solar : dh.day.loads[src]!;
      else kwh += sum(partialHours(src, d));
    }
    into.devices[i]![b]! += kwh;
  }
}

/** A day's hours into hourly steps. */
function addHours(
  into: SeriesSet,
  dh: DayHours,
  dayStartMs: number,
  dayEndMs: number,
  start: number,
  steps: number,
  devices: readonly TrendDevice[],
  sources: readonly Source[][],
  partialHours: (src: Source, d: TrendDevice) => Float64Array,
): void {
  const bucketOf = (h: number) => Math.round((dayStartMs + h * 3_600_000 - start) / 3_600_000);
  for (let h = 0; h < dh.hours; h++) {
    const k = bucketOf(h);
    if (k < 0 || k >= steps) continue;
    into.consumption[k]! += dh.consumption[h]!;
    into.solar[k]! += dh.solar[h]!;
    for (const f of FLOWS) into.flows[f][k]! += dh.flows[f][h]!;
  }
  for (let i = 0; i < devices.length; i++) {
    const d = devices[i]!;
    if (dayEndMs <= d.dataStartMs) continue;
    const row = into.devices[i]!;
    for (const src of sources[i]!) {
      const hours = dayStartMs >= d.dataStartMs ? seriesOf(dh, src) : partialHours(src, d);
      for (let h = 0; h < dh.hours; h++) {
        const k = bucketOf(h);
        if (k >= 0 && k < steps) row[k]! += hours[h]!;
      }
    }
  }
}

const seriesOf = (dh: DayHours, src: Source): Float64Array => (src === 'solar' ? dh.solar : dh.loads[src]!);

export const sum = (a: ArrayLike<number>): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
};

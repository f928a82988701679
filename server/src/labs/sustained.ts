import type { MonitorProfile } from '../contracts';
import { voltageSeconds } from '../sim';
import { profileKey } from '../home/profileKey';
import { SUSTAINED_SPAN_H, SUSTAINED_WINDOW_S, sustainedExtremes, type Extremes } from './maths';

const HOUR_S = 3600;

/** The sustained extremes of both legs over a span of seconds, with epoch seconds instead of indexes. */
export interface LegExtremes {
  l1: { min: number; minAt: number; max: number; maxAt: number };
  l2: { min: number; minAt: number; max: number; maxAt: number };
}

/** Sustained voltage at each second t of [fromSec, toSec): the median of the readings of t−6 … t. */
function compute(profile: MonitorProfile, fromSec: number, toSec: number): LegExtremes | null {
  const lead = SUSTAINED_WINDOW_S - 1;
  const { v1, v2 } = voltageSeconds(profile, fromSec - lead, toSec - fromSec + lead);
  const a = sustainedExtremes(v1, lead);
  const b = sustainedExtremes(v2, lead);
  if (!a || !b) return null;
  const at = (e: Extremes) => ({ min: e.min, minAt: fromSec - lead + e.minAt, max: e.max, maxAt: fromSec - lead + e.maxAt });
  return { l1: at(a), l2: at(b) };
}

function merge(x: LegExtremes | null, y: LegExtremes | null): LegExtremes | null {
  if (!x) return y;
  if (!y) return x;
  const leg = (p: LegExtremes['l1'], q: LegExtremes['l1']) => ({
    ...(q.min < p.min ? { min: q.min, minAt: q.minAt } : { min: p.min, minAt: p.minAt }),
    ...(q.max > p.max ? { max: q.max, maxAt: q.maxAt } : { max: p.max, maxAt: p.maxAt }),
  });
  return { l1: leg(x.l1, y.l1), l2: leg(x.l2, y.l2) };
}

const HOUR_CACHE_MAX = 2_000;
const hourCache = new Map<string, LegExtremes | null>();

/** A whole past clock hour (cached per monitor profile: an hour of per-second readings costs ~10 ms). */
function hour(profile: MonitorProfile, h: number): LegExtremes | null {
  const key = `${profileKey(profile)}#${h}`;
  if (hourCache.has(key)) return hourCache.get(key)!;
  const value = compute(profile, h * HOUR_S, (h + 1) * HOUR_S);
  if (hourCache.size >= HOUR_CACHE_MAX) hourCache.delete(hourCache.keys().next().value as string);
  hourCache.set(key, value);
  return value;
}

/**
 * The lowest and highest sustained voltage of each leg over the previous 24 hours (spec §9): the
 * seconds of [now − 24 h, now), each the 7-second median ending at it, from the simulator's
 * per-second readings (the ones the feed sends). Whole clock hours come from a cache; the two
 * partial hours at the ends are computed.
 */
export function sustained24h(profile: MonitorProfile, nowMs: number): LegExtremes | null {
  const end = Math.floor(nowMs / 1000);
  const start = end - SUSTAINED_SPAN_H * HOUR_S;
  const firstWhole = Math.ceil(start / HOUR_S);
  const lastWhole = Math.floor(end / HOUR_S);
  if (firstWhole >= lastWhole) return compute(profile, start, end);
  let out = start < firstWhole * HOUR_S ? compute(profile, start, firstWhole * HOUR_S) : null;
  for (let h = firstWhole; h < lastWhole; h++) out = merge(out, hour(profile, h));
  if (lastWhole * HOUR_S < end) out = merge(out, compute(profile, lastWhole * HOUR_S, end));
  return out;
}

/** The whole clock hours sustained24h reads from the cache at `nowMs`. */
export function sustainedHours(nowMs: number): number[] {
  const end = Math.floor(nowMs / 1000);
  const first = Math.ceil((end - SUSTAINED_SPAN_H * HOUR_S) / HOUR_S);
  const last = Math.floor(end / HOUR_S);
  const out: number[] = [];
  for (let h = first; h < last; h++) out.push(h);
  return out;
}

export const isHourCached = (profile: MonitorProfile, h: number): boolean => hourCache.has(`${profileKey(profile)}#${h}`);

/** Computes the whole past clock hour `h` into the cache. */
export function prepareHour(profile: MonitorProfile, h: number): void {
  hour(profile, h);
}

export function clearSustainedCache(): void {
  hourCache.clear();
}

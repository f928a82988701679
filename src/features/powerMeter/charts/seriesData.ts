import { ENTRY, type BlockCache } from '../blockCache';
import { emptyFold, foldRange, type Fold } from '../blockLevels';
import type { MeterWindow, SeriesPoints, Unit } from '../types';
import { BLOCK_SIZE, blockRange, UNIT_MS } from './chartMath';

/**
 * The drawable series of a window: one point per step from a step before the window to a step
 * after it. The step is the unit's (a second, a minute, an hour), or a whole number of them when
 * there are more of those than pixels: then each point folds several entries (lowest, highest,
 * mean), aligned to the epoch so a pan keeps them in place, and nothing downstream handles more
 * points than pixels. History blocks come first; where they have nothing yet (the live edge), the
 * live seconds fill in, folded into the step the same way.
 */
export function buildSeries(cache: BlockCache, window: MeterWindow, unit: Unit, widthPx = Infinity, reuse?: SeriesPoints | null): SeriesPoints {
  const unitMs = UNIT_MS[unit];
  const perPx = (window.endMs - window.startMs) / Math.max(1, widthPx);
  const fold = Math.max(1, Math.floor(perPx / unitMs));
  const step = unitMs * fold;
  const from = Math.floor(window.startMs / step) * step - step;
  const n = Math.max(0, Math.ceil((window.endMs + step - from) / step));
  const s = seriesBuffers(n, step, reuse);
  for (let i = 0; i < n; i++) s.t[i] = from + i * step;
  if (n === 0) return s;
  const to = from + n * step;
  if (fold === 1) {
    copyEntries(cache, s, unit, from, to);
    addLive(cache, s, from, to);
    return s;
  }
  const f = pointFold;

  // Each point folds its entries through the blocks' summary levels (blockLevels.ts); a point
  // that straddles two blocks is folded in two parts, kept in `f` until its last entry.
  let current = -1;
  const [first, last] = blockRange(unit, from, to);
  for (let b = first; b <= last; b++) {
    const block = cache.get(unit, b);
    if (!block?.data) continue;
    const i0 = Math.max(0, Math.round((from - block.startMs) / unitMs));
    const i1 = Math.min(BLOCK_SIZE, Math.round((to - block.startMs) / unitMs));
    let i = i0;
    while (i < i1) {
      const k = Math.floor((block.startMs + i * unitMs - from) / step);
      const end = Math.min(i1, Math.round((from + (k + 1) * step - block.startMs) / unitMs));
      if (k !== current) {
        if (current >= 0) putPoint(s, current, f);
        current = k;
        f.lo = NaN;
        f.hi = NaN;
        f.slo = NaN;
        f.shi = NaN;
        f.m = 0;
        f.sm = 0;
        f.k = 0;
      }
      foldRange(block.data, block.levels, i, end, f);
      i = end;
    }
  }
  if (current >= 0) putPoint(s, current, f);
  addLive(cache, s, from, to);
  return s;
}

const pointFold: Fold = emptyFold();

/**
 * A point per entry (a window with fewer entries than pixels, e.g. an hour of seconds): each
 * entry copied straight from its block, the same values the fold of a single entry gives.
 */
function copyEntries(cache: BlockCache, s: SeriesPoints, unit: Unit, from: number, to: number): void {
  const unitMs = UNIT_MS[unit];
  const [first, last] = blockRange(unit, from, to);
  for (let b = first; b <= last; b++) {
    const block = cache.get(unit, b);
    const data = block?.data;
    if (!block || !data) continue;
    const i0 = Math.max(0, Math.round((from - block.startMs) / unitMs));
    const i1 = Math.min(BLOCK_SIZE, Math.round((to - block.startMs) / unitMs));
    let k = Math.round((block.startMs - from) / unitMs) + i0;
    for (let i = i0, o = i0 * ENTRY; i < i1; i++, k++, o += ENTRY) {
      const lo = data[o] as number;
      if (lo !== lo) continue; // NaN: no data
      s.min[k] = lo;
      s.max[k] = data[o + 1] as number;
      s.solarMin[k] = data[o + 2] as number;
      s.solarMax[k] = data[o + 3] as number;
      s.mid[k] = data[o + 4] as number;
      s.solarMid[k] = data[o + 5] as number;
    }
  }
}

/** A folded point into the series (left NaN when it had no data). */
function putPoint(s: SeriesPoints, k: number, f: Fold): void {
  if (f.k === 0) return;
  s.min[k] = f.lo;
  s.max[k] = f.hi;
  s.solarMin[k] = f.slo;
  s.solarMax[k] = f.shi;
  s.mid[k] = f.m / f.k;
  s.solarMid[k] = f.sm / f.k;
}

/**
 * The arrays of a series of n points, taken over from `reuse` when they are big enough (the graph
 * rebuilds its series every live second and every zoom step: reusing buffers keeps the garbage
 * collector quiet). Arrays may be longer than n; readers stop at n. A reused series must no longer
 * be read by anyone else.
 */
function seriesBuffers(n: number, step: number, reuse?: SeriesPoints | null): SeriesPoints {
  let s: SeriesPoints;
  if (reuse && reuse.t.length >= n) {
    s = { ...reuse, n, step };
  } else {
    const cap = Math.ceil(n * 1.25);
    s = {
      n,
      step,
      t: new Float64Array(cap),
      min: new Float32Array(cap),
      max: new Float32Array(cap),
      mid: new Float32Array(cap),
      solarMin: new Float32Array(cap),
      solarMax: new Float32Array(cap),
      solarMid: new Float32Array(cap),
    };
  }
  s.min.fill(NaN, 0, n);
  s.max.fill(NaN, 0, n);
  s.mid.fill(NaN, 0, n);
  s.solarMin.fill(NaN, 0, n);
  s.solarMax.fill(NaN, 0, n);
  s.solarMid.fill(NaN, 0, n);
  return s;
}

function addLive(cache: BlockCache, s: SeriesPoints, from: number, to: number): void {
  const live = cache.live;
  let i = live.lowerBound(Math.ceil(from / 1000));
  // Buckets the history already filled are left alone; the others take the live seconds.
  let bucket = -1;
  let count = 0;
  let sum = 0;
  let solarSum = 0;
  const flush = () => {
    if (bucket >= 0 && count > 0) {
      s.mid[bucket] = sum / count;
      s.solarMid[bucket] = solarSum / count;
    }
  };
  for (; i < live.size; i++) {
    const t = live.epochAt(i) * 1000;
    if (t >= to) break;
    const k = Math.floor((t - from) / s.step);
    if (k !== bucket) {
      flush();
      bucket = -1;
      count = 0;
      sum = 0;
      solarSum = 0;
      if (!Number.isNaN(s.min[k] as number)) continue;
      bucket = k;
      s.min[k] = Infinity;
      s.max[k] = -Infinity;
      s.solarMin[k] = Infinity;
      s.solarMax[k] = -Infinity;
    } else if (bucket < 0) continue;
    s.min[k] = Math.min(s.min[k] as number, live.valueAt(i, 1));
    s.max[k] = Math.max(s.max[k] as number, live.valueAt(i, 2));
    s.solarMin[k] = Math.min(s.solarMin[k] as number, live.valueAt(i, 4));
    s.solarMax[k] = Math.max(s.solarMax[k] as number, live.valueAt(i, 5));
    sum += live.valueAt(i, 0);
    solarSum += live.valueAt(i, 3);
    count += 1;
  }
  flush();
}

/** Builds series with two sets of buffers in turn: the one rebuilt is never the one on screen. */
export class SeriesPool {
  private current: SeriesPoints | null = null;
  private spare: SeriesPoints | null = null;

  build(cache: BlockCache, window: MeterWindow, unit: Unit, widthPx: number): SeriesPoints {
    const next = buildSeries(cache, window, unit, widthPx, this.spare);
    this.spare = this.current;
    this.current = next;
    return next;
  }
}

/** Index of the point with data nearest to t (null when the series has none). */
export function nearestIndex(s: SeriesPoints, t: number): number | null {
  if (s.n === 0) return null;
  const guess = Math.min(s.n - 1, Math.max(0, Math.floor((t - (s.t[0] as number)) / s.step)));
  for (let d = 0; d < s.n; d++) {
    if (guess - d >= 0 && !Number.isNaN(s.mid[guess - d] as number)) return guess - d;
    if (guess + d < s.n && !Number.isNaN(s.mid[guess + d] as number)) return guess + d;
    if (guess - d < 0 && guess + d >= s.n) break;
  }
  return null;
}

export interface Summary {
  min: number;
  max: number;
  avg: number;
  solarMax: number;
  solarAvg: number;
  points: number;
}

/** Lowest, highest and average usage (and solar) of the points inside the window. */
export function summarize(s: SeriesPoints, window: MeterWindow): Summary | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let solarMax = -Infinity;
  let solarSum = 0;
  let points = 0;
  for (let i = 0; i < s.n; i++) {
    const t = s.t[i] as number;
    if (t + s.step <= window.startMs || t >= window.endMs) continue;
    const mid = s.mid[i] as number;
    if (Number.isNaN(mid)) continue;
    min = Math.min(min, s.min[i] as number);
    max = Math.max(max, s.max[i] as number);
    sum += mid;
    const smid = s.solarMid[i] as number;
    if (!Number.isNaN(smid)) {
      solarMax = Math.max(solarMax, s.solarMax[i] as number);
      solarSum += smid;
    }
    points += 1;
  }
  if (points === 0) return null;
  return { min, max, avg: sum / points, solarMax: Math.max(0, solarMax), solarAvg: solarSum / points, points };
}

/** The largest reading drawn (usage, and solar when shown) inside the window. */
export function seriesMax(s: SeriesPoints, window: MeterWindow, withSolar: boolean): number {
  let max = 0;
  for (let i = 0; i < s.n; i++) {
    const t = s.t[i] as number;
    if (t + s.step <= window.startMs || t >= window.endMs) continue;
    const hi = s.max[i] as number;
    if (hi > max) max = hi;
    if (withSolar) {
      const shi = s.solarMax[i] as number;
      if (shi > max) max = shi;
    }
  }
  return max;
}

import { BLOCK_SIZE } from './charts/chartMath';

/**
 * Summaries of a history block at coarser steps, computed once when the block lands: level L
 * folds each run of 2^L entries (aligned to the block's start) into lowest, highest, sum of means
 * and count, for usage and solar. Folding a point of f entries then reads about 2·log2(f) summaries
 * instead of f entries, so a zoom or pan over a day of seconds (86,400 entries, about 49 a pixel)
 * reads a few thousand numbers instead of half a million.
 */

/** Levels kept: runs of 4 (2^2) to 256 (2^8) entries. Pairs are read from the entries themselves. */
export const LEVEL_MIN = 2;
export const LEVEL_MAX = 8;

/** Numbers per cached entry: [min, max, solarMin, solarMax, mean, solarMean] (blockCache's ENTRY). */
const E = 6;

export interface BlockLevels {
  /** First summary of each level (index L − LEVEL_MIN) in the arrays below. */
  offset: Int32Array;
  /** [min, max, solarMin, solarMax] per summary; NaN where the run has no data. */
  env: Float32Array;
  /** [sum of means, sum of solar means] per summary. */
  sum: Float64Array;
  /** Entries with data per summary. */
  count: Uint16Array;
}

const OFFSETS = (() => {
  const o = new Int32Array(LEVEL_MAX - LEVEL_MIN + 2);
  for (let L = LEVEL_MIN; L <= LEVEL_MAX; L++) o[L - LEVEL_MIN + 1] = (o[L - LEVEL_MIN] as number) + Math.floor(BLOCK_SIZE / 2 ** L);
  return o;
})();
/** Summaries of all levels in one block (90 + 45 + 22 + 11 + 5 + 2 + 1). */
export const SUMMARIES = OFFSETS[OFFSETS.length - 1] as number;

/** The levels of a block's entries (Float32Array of BLOCK_SIZE × 6, NaN where there is no data). */
export function buildLevels(data: Float32Array): BlockLevels {
  const env = new Float32Array(SUMMARIES * 4).fill(NaN);
  const sum = new Float64Array(SUMMARIES * 2);
  const count = new Uint16Array(SUMMARIES);
  // Level 2 from the entries.
  const n2 = Math.floor(BLOCK_SIZE / 4);
  for (let c = 0; c < n2; c++) {
    let lo = NaN;
    let hi = NaN;
    let slo = NaN;
    let shi = NaN;
    let m = 0;
    let sm = 0;
    let k = 0;
    for (let i = c * 4; i < c * 4 + 4; i++) {
      const o = i * E;
      const v = data[o] as number;
      if (Number.isNaN(v)) continue;
      if (k === 0) {
        lo = v;
        hi = data[o + 1] as number;
        slo = data[o + 2] as number;
        shi = data[o + 3] as number;
      } else {
        if (v < lo) lo = v;
        if ((data[o + 1] as number) > hi) hi = data[o + 1] as number;
        if ((data[o + 2] as number) < slo) slo = data[o + 2] as number;
        if ((data[o + 3] as number) > shi) shi = data[o + 3] as number;
      }
      m += data[o + 4] as number;
      sm += data[o + 5] as number;
      k += 1;
    }
    if (k > 0) {
      env[c * 4] = lo;
      env[c * 4 + 1] = hi;
      env[c * 4 + 2] = slo;
      env[c * 4 + 3] = shi;
      sum[c * 2] = m;
      sum[c * 2 + 1] = sm;
      count[c] = k;
    }
  }
  // Each higher level from pairs of the one below.
  for (let L = LEVEL_MIN + 1; L <= LEVEL_MAX; L++) {
    const below = OFFSETS[L - LEVEL_MIN - 1] as number;
    const here = OFFSETS[L - LEVEL_MIN] as number;
    const n = Math.floor(BLOCK_SIZE / 2 ** L);
    for (let c = 0; c < n; c++) {
      const a = below + 2 * c;
      const b = a + 1;
      const o = here + c;
      const ka = count[a] as number;
      const kb = count[b] as number;
      count[o] = ka + kb;
      sum[o * 2] = (sum[a * 2] as number) + (sum[b * 2] as number);
      sum[o * 2 + 1] = (sum[a * 2 + 1] as number) + (sum[b * 2 + 1] as number);
      for (let j = 0; j < 4; j++) {
        const va = env[a * 4 + j] as number;
        const vb = env[b * 4 + j] as number;
        const lower = j === 0 || j === 2;
        env[o * 4 + j] = ka === 0 ? vb : kb === 0 ? va : lower ? (va < vb ? va : vb) : va > vb ? va : vb;
      }
    }
  }
  return { offset: OFFSETS, env, sum, count };
}

/** Running fold of one point: lowest, highest and sums, usage and solar. */
export interface Fold {
  lo: number;
  hi: number;
  slo: number;
  shi: number;
  m: number;
  sm: number;
  k: number;
}

export const emptyFold = (): Fold => ({ lo: NaN, hi: NaN, slo: NaN, shi: NaN, m: 0, sm: 0, k: 0 });

/**
 * Folds entries [from, to) of a block into `f`, reading the largest aligned summaries that fit
 * (the entries themselves at the edges and where a run is shorter than 4).
 */
export function foldRange(data: Float32Array, levels: BlockLevels | null, from: number, to: number, f: Fold): void {
  let p = from;
  while (p < to) {
    const left = to - p;
    if (levels && left >= 4 && (p & 3) === 0) {
      // Largest level L with p a multiple of 2^L and 2^L entries left (p = 0 is aligned to every level).
      const align = p === 0 ? LEVEL_MAX : 31 - Math.clz32(p & -p);
      const fit = 31 - Math.clz32(left);
      const L = Math.min(LEVEL_MAX, align, fit);
      const o = (levels.offset[L - LEVEL_MIN] as number) + (p >> L);
      const k = levels.count[o] as number;
      if (k > 0) {
        const lo = levels.env[o * 4] as number;
        const hi = levels.env[o * 4 + 1] as number;
        const slo = levels.env[o * 4 + 2] as number;
        const shi = levels.env[o * 4 + 3] as number;
        if (f.k === 0) {
          f.lo = lo;
          f.hi = hi;
          f.slo = slo;
          f.shi = shi;
        } else {
          if (lo < f.lo) f.lo = lo;
          if (hi > f.hi) f.hi = hi;
          if (slo < f.slo) f.slo = slo;
          if (shi > f.shi) f.shi = shi;
        }
        f.m += levels.sum[o * 2] as number;
        f.sm += levels.sum[o * 2 + 1] as number;
        f.k += k;
      }
      p += 1 << L;
      continue;
    }
    const o = p * E;
    const lo = data[o] as number;
    p += 1;
    if (Number.isNaN(lo)) continue;
    if (f.k === 0) {
      f.lo = lo;
      f.hi = data[o + 1] as number;
      f.slo = data[o + 2] as number;
      f.shi = data[o + 3] as number;
    } else {
      if (lo < f.lo) f.lo = lo;
      if ((data[o + 1] as number) > f.hi) f.hi = data[o + 1] as number;
      if ((data[o + 2] as number) < f.slo) f.slo = data[o + 2] as number;
      if ((data[o + 3] as number) > f.shi) f.shi = data[o + 3] as number;
    }
    f.m += data[o + 4] as number;
    f.sm += data[o + 5] as number;
    f.k += 1;
  }
}

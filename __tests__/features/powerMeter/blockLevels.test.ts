import { BlockCache, ENTRY } from '../../../src/features/powerMeter/blockCache';
import { buildLevels, emptyFold, foldRange, LEVEL_MAX, SUMMARIES } from '../../../src/features/powerMeter/blockLevels';
import { BLOCK_SIZE, blockStart, SECOND_MS } from '../../../src/features/powerMeter/charts/chartMath';
import { buildSeries } from '../../../src/features/powerMeter/charts/seriesData';

/** A deterministic pseudo-random sequence (no Math.random: a failure must repeat). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** Wire entries (deciwatts) for `blocks` blocks, with holes where the monitor sent nothing. */
function entries(count: number, seed: number, holes = true): (number[] | null)[] {
  const rnd = lcg(seed);
  return Array.from({ length: count }, () => {
    if (holes && rnd() < 0.05) return null;
    const lo = Math.round(rnd() * 30000);
    const hi = lo + Math.round(rnd() * 5000);
    const slo = Math.round(rnd() * 10000);
    return [lo, hi, slo, slo + Math.round(rnd() * 800), Math.round((lo + hi) / 2), slo + 100];
  });
}

/** Stores wire entries; a null entry is a second with no data (the block keeps NaN there). */
function store(cache: BlockCache, first: number, list: (number[] | null)[]) {
  const blocks = Math.ceil(list.length / BLOCK_SIZE);
  cache.store('second', first, blocks, list.map((e) => e ?? []), blockStart('second', first + blocks), 1);
}

/** The fold the levels must reproduce: every entry of [from, to) read one by one. */
function naive(data: Float32Array, from: number, to: number) {
  const f = emptyFold();
  for (let i = from; i < to; i++) {
    const o = i * ENTRY;
    if (Number.isNaN(data[o]!)) continue;
    f.lo = f.k === 0 ? data[o]! : Math.min(f.lo, data[o]!);
    f.hi = f.k === 0 ? data[o + 1]! : Math.max(f.hi, data[o + 1]!);
    f.slo = f.k === 0 ? data[o + 2]! : Math.min(f.slo, data[o + 2]!);
    f.shi = f.k === 0 ? data[o + 3]! : Math.max(f.shi, data[o + 3]!);
    f.m += data[o + 4]!;
    f.sm += data[o + 5]!;
    f.k += 1;
  }
  return f;
}

describe('block summary levels', () => {
  it('summarise runs of 4 to 256 entries aligned to the block start', () => {
    const cache = new BlockCache();
    store(cache, 10, entries(BLOCK_SIZE, 7));
    const block = cache.get('second', 10)!;
    const levels = buildLevels(block.data!);
    expect(levels.count).toHaveLength(SUMMARIES);
    // The one run of 256 covers entries 0..255.
    const top = levels.offset[LEVEL_MAX - 2]!;
    const want = naive(block.data!, 0, 256);
    expect(levels.count[top]).toBe(want.k);
    expect(levels.env[top * 4]).toBe(want.lo);
    expect(levels.env[top * 4 + 3]).toBe(want.shi);
    expect(levels.sum[top * 2]).toBeCloseTo(want.m, 6);
  });

  it('fold any range of a block as its entries one by one would', () => {
    const cache = new BlockCache();
    store(cache, 3, entries(BLOCK_SIZE, 11));
    const block = cache.get('second', 3)!;
    const rnd = lcg(5);
    for (let n = 0; n < 400; n++) {
      const a = Math.floor(rnd() * BLOCK_SIZE);
      const b = a + Math.floor(rnd() * (BLOCK_SIZE - a + 1));
      const got = emptyFold();
      foldRange(block.data!, block.levels, a, b, got);
      const want = naive(block.data!, a, b);
      expect([got.k, got.lo, got.hi, got.slo, got.shi]).toEqual([want.k, want.lo, want.hi, want.slo, want.shi]);
      expect(got.m).toBeCloseTo(want.m, 6);
      expect(got.sm).toBeCloseTo(want.sm, 6);
    }
  });

  it('a run with no data stays empty, and empty runs do not count', () => {
    const cache = new BlockCache();
    store(cache, 0, Array.from({ length: BLOCK_SIZE }, (_, i) => (i < 100 ? null : [10, 20, 0, 0, 15, 0])));
    const block = cache.get('second', 0)!;
    const f = emptyFold();
    foldRange(block.data!, block.levels, 0, 96, f);
    expect(f.k).toBe(0);
    foldRange(block.data!, block.levels, 0, 128, f);
    expect([f.k, f.lo, f.hi, f.m]).toEqual([28, 1, 2, 28 * 1.5]);
  });
});

describe('series through the levels', () => {
  it('match a fold of every entry, for any width, across block edges and holes', () => {
    const cache = new BlockCache();
    const B = 4_000_000; // a second block index near 2015
    store(cache, B, entries(BLOCK_SIZE * 12, 3));
    const t0 = blockStart('second', B);
    const rnd = lcg(9);
    const wrong: string[] = [];
    for (let n = 0; n < 40; n++) {
      const startMs = t0 + Math.floor(rnd() * 600) * SECOND_MS + 137;
      const endMs = startMs + (300 + Math.floor(rnd() * 3600)) * SECOND_MS;
      const width = 20 + Math.floor(rnd() * 900);
      const s = buildSeries(cache, { startMs, endMs }, 'second', width);
      for (let k = 0; k < s.n; k++) {
        // The point's entries, read one by one from the blocks.
        const want = emptyFold();
        for (let t = s.t[k]!; t < s.t[k]! + s.step; t += SECOND_MS) {
          const b = Math.floor(t / (BLOCK_SIZE * SECOND_MS));
          const block = cache.get('second', b);
          if (!block?.data) continue;
          const i = (t - block.startMs) / SECOND_MS;
          const one = naive(block.data, i, i + 1);
          if (one.k === 0) continue;
          want.lo = want.k === 0 ? one.lo : Math.min(want.lo, one.lo);
          want.hi = want.k === 0 ? one.hi : Math.max(want.hi, one.hi);
          want.m += one.m;
          want.k += 1;
        }
        const ok = want.k === 0 ? Number.isNaN(s.mid[k]!) : s.min[k] === want.lo && s.max[k] === want.hi && Math.abs(s.mid[k]! - want.m / want.k) < 0.01;
        if (!ok) wrong.push(`${startMs}…${endMs} @${width}px point ${k}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

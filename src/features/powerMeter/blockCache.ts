import { BLOCK_SIZE, blockKey, blockStart, isBlockComplete, READING_SCALE, UNIT_MS } from './charts/chartMath';
import { buildLevels, type BlockLevels } from './blockLevels';
import { LiveBuffer } from './liveBuffer';
import type { BlockStatus, Unit } from './types';

/**
 * The power meter's data, outside Redux: history blocks (typed arrays, too big and too hot for
 * immutable state) and the live seconds. Redux keeps only what the screen renders from (window,
 * versions, pending); the saga writes here and bumps `dataVersion` / `liveVersion`, and the graph
 * reads here when those change.
 */

export interface Block {
  unit: Unit;
  index: number;
  startMs: number;
  stepMs: number;
  status: BlockStatus;
  /** When the block was last asked for or answered (the saga's clock). */
  at: number;
  /** Last asked for ahead of need (a prefetch): a failure then does not make the window wait to ask again. */
  ahead?: boolean;
  /** [min, max, solarMin, solarMax, mean, solarMean] watts per entry; NaN where there is no data. */
  data: Float32Array | null;
  /** The entries summarised at coarser steps (blockLevels.ts), made when the data lands. */
  levels: BlockLevels | null;
}

/** Numbers per cached entry. */
export const ENTRY = 6;

/** A history entry as the server sends it, deciwatts: [min_w, max_w, min_solar_w, max_solar_w] and,
 * from this server, [mean_w, mean_solar_w] too (without them the envelope's middle stands in). */
export type WireEntry = readonly number[];

export class BlockCache {
  private readonly blocks = new Map<string, Block>();
  readonly live = new LiveBuffer();

  get size(): number {
    return this.blocks.size;
  }

  get(unit: Unit, index: number): Block | undefined {
    return this.blocks.get(blockKey(unit, index));
  }

  keys(): string[] {
    return [...this.blocks.keys()];
  }

  private ensure(unit: Unit, index: number, at: number): Block {
    const key = blockKey(unit, index);
    let block = this.blocks.get(key);
    if (!block) {
      block = { unit, index, startMs: blockStart(unit, index), stepMs: UNIT_MS[unit], status: 'loading', at, data: null, levels: null };
      this.blocks.set(key, block);
    }
    return block;
  }

  markLoading(unit: Unit, first: number, count: number, at: number, ahead = false): void {
    for (let i = first; i < first + count; i++) {
      const b = this.ensure(unit, i, at);
      b.status = 'loading';
      b.at = at;
      b.ahead = ahead;
    }
  }

  markFailed(unit: Unit, first: number, count: number, at: number): void {
    for (let i = first; i < first + count; i++) {
      const b = this.get(unit, i);
      if (b && b.status === 'loading') {
        // Keep what an earlier answer gave; only a block that never had data counts as failed.
        b.status = b.data ? 'partial' : 'failed';
        b.at = at;
      }
    }
  }

  /**
   * Stores an answer covering `count` blocks from `first`: entries are deciwatts, divided by 10
   * here. A block is complete when it lies fully before endOfData, else partial.
   */
  store(unit: Unit, first: number, count: number, totals: readonly WireEntry[], endOfDataMs: number, at: number): void {
    for (let b = 0; b < count; b++) {
      const block = this.ensure(unit, first + b, at);
      const data = new Float32Array(BLOCK_SIZE * ENTRY).fill(NaN);
      for (let i = 0; i < BLOCK_SIZE; i++) {
        const e = totals[b * BLOCK_SIZE + i];
        if (!e) break;
        const o = i * ENTRY;
        for (let k = 0; k < 4; k++) {
          const v = e[k];
          data[o + k] = typeof v === 'number' ? v / READING_SCALE : NaN;
        }
        const mean = e[4];
        const solarMean = e[5];
        data[o + 4] = typeof mean === 'number' ? mean / READING_SCALE : ((data[o] as number) + (data[o + 1] as number)) / 2;
        data[o + 5] = typeof solarMean === 'number' ? solarMean / READING_SCALE : ((data[o + 2] as number) + (data[o + 3] as number)) / 2;
      }
      block.data = data;
      block.levels = buildLevels(data);
      block.status = isBlockComplete(unit, first + b, endOfDataMs) ? 'complete' : 'partial';
      block.at = at;
    }
  }

  /** Drops every block outside its unit's bounds (inclusive); returns how many went. */
  evictOutside(bounds: Partial<Record<Unit, readonly [number, number]>>): number {
    let dropped = 0;
    for (const [key, b] of this.blocks) {
      const range = bounds[b.unit];
      if (!range || b.index < range[0] || b.index > range[1]) {
        this.blocks.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Forgets failures so the next plan asks again. */
  clearFailed(): void {
    for (const [key, b] of this.blocks) if (b.status === 'failed') this.blocks.delete(key);
  }

  clear(): void {
    this.blocks.clear();
    this.live.clear();
  }
}

/** The app's one cache (the saga reaches it through the saga context; tests pass their own). */
export const powerMeterCache = new BlockCache();

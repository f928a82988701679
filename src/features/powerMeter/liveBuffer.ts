/**
 * The live seconds: one point per epoch second (the realtime feed's frames and the feed's recent
 * history), oldest first, in a fixed-size ring so memory stays flat however long the page is open.
 */
export const LIVE_CAPACITY = 3600;

export interface LivePoint {
  epoch: number;
  w: number;
  min: number;
  max: number;
  solar: number;
  solarMin: number;
  solarMax: number;
}

export class LiveBuffer {
  readonly capacity: number;
  private readonly epochs: Float64Array;
  /** w, min, max, solar, solarMin, solarMax per slot. */
  private readonly values: Float32Array;
  private head = 0;
  private count = 0;

  constructor(capacity = LIVE_CAPACITY) {
    this.capacity = capacity;
    this.epochs = new Float64Array(capacity);
    this.values = new Float32Array(capacity * 6);
  }

  get size(): number {
    return this.count;
  }

  private slot(i: number): number {
    return (this.head + i) % this.capacity;
  }

  /** Epoch second of the i-th oldest point. */
  epochAt(i: number): number {
    return this.epochs[this.slot(i)] as number;
  }

  /** Value k (0 w, 1 min, 2 max, 3 solar, 4 solarMin, 5 solarMax) of the i-th oldest point. */
  valueAt(i: number, k: number): number {
    return this.values[this.slot(i) * 6 + k] as number;
  }

  get firstEpoch(): number | null {
    return this.count ? this.epochAt(0) : null;
  }

  get lastEpoch(): number | null {
    return this.count ? this.epochAt(this.count - 1) : null;
  }

  private write(slot: number, p: LivePoint): void {
    this.epochs[slot] = p.epoch;
    const o = slot * 6;
    this.values[o] = p.w;
    this.values[o + 1] = p.min;
    this.values[o + 2] = p.max;
    this.values[o + 3] = p.solar;
    this.values[o + 4] = p.solarMin;
    this.values[o + 5] = p.solarMax;
  }

  /** Adds a point newer than every other; false (ignored) when it is not newer. */
  append(p: LivePoint): boolean {
    const last = this.lastEpoch;
    if (last !== null && p.epoch <= last) return false;
    if (this.count === this.capacity) {
      this.write(this.head, p);
      this.head = (this.head + 1) % this.capacity;
    } else {
      this.write(this.slot(this.count), p);
      this.count += 1;
    }
    return true;
  }

  /** Index of the first point at or after an epoch second (size when none). */
  lowerBound(epoch: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.epochAt(mid) < epoch) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  point(i: number): LivePoint {
    return { epoch: this.epochAt(i), w: this.valueAt(i, 0), min: this.valueAt(i, 1), max: this.valueAt(i, 2), solar: this.valueAt(i, 3), solarMin: this.valueAt(i, 4), solarMax: this.valueAt(i, 5) };
  }

  /**
   * Folds in the feed's recent history ([w, solar_w] per second from startEpoch): seconds the
   * buffer lacks are added, seconds it has keep their (richer, two-sample) point. A null reading is
   * a second the server's store has nothing of: left out, a gap. Oldest points beyond the capacity
   * are dropped.
   */
  merge(startEpoch: number, data: readonly (readonly [number | null, number | null])[]): number {
    const merged: LivePoint[] = [];
    let i = 0;
    let added = 0;
    for (let k = 0; k < data.length; k++) {
      const epoch = startEpoch + k;
      while (i < this.count && this.epochAt(i) < epoch) merged.push(this.point(i++));
      if (i < this.count && this.epochAt(i) === epoch) {
        merged.push(this.point(i++));
        continue;
      }
      const [w, s] = data[k] as readonly [number | null, number | null];
      if (typeof w !== 'number' || !Number.isFinite(w)) continue;
      const solar = typeof s === 'number' && Number.isFinite(s) ? s : 0;
      merged.push({ epoch, w, min: w, max: w, solar, solarMin: solar, solarMax: solar });
      added += 1;
    }
    while (i < this.count) merged.push(this.point(i++));
    const keep = merged.slice(Math.max(0, merged.length - this.capacity));
    this.head = 0;
    this.count = 0;
    for (const p of keep) this.write(this.count++, p);
    return added;
  }

  clear(): void {
    this.head = 0;
    this.count = 0;
  }
}

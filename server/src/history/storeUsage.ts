import type { StoreWindow } from '../measured';
import type { Entry } from './envelope';
import { STEP_MS, type UsageAnswer, type UsageQuery } from './usage';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * GET /app/history/usage from the measured store: entry i covers [start + i·step, start + (i+1)·step)
 * and holds [minW, maxW, minSolarW, maxSolarW, meanW, meanSolarW] in deciwatts over what the store
 * holds of that span: whole minutes from their rollups, second steps and the minute that holds
 * endOfData from the samples. A span the store has nothing of is a gap: its entry is six nulls (the
 * power meter draws no line there), never zeros; a home without solar data there has null solar.
 */

/** What an entry's series is made of: the consumption channel and the solar channel (or none). */
export interface UsageChannels {
  w: string;
  s: string | null;
}

/** A gap: no data at all for the step. */
export const GAP_ENTRY = [null, null, null, null, null, null] as unknown as Entry;

class Acc {
  lo = Infinity;
  hi = -Infinity;
  sum = 0;
  cov = 0;
  reset(): void {
    this.lo = Infinity;
    this.hi = -Infinity;
    this.sum = 0;
    this.cov = 0;
  }
  add(lo: number, hi: number, mean: number, cov: number): void {
    if (!(cov > 0)) return;
    // A minute whose source gave its mean only: its extremes are that mean.
    if (Number.isNaN(lo)) lo = mean;
    if (Number.isNaN(hi)) hi = mean;
    if (lo < this.lo) this.lo = lo;
    if (hi > this.hi) this.hi = hi;
    this.sum += mean * cov;
    this.cov += cov;
  }
  get empty(): boolean {
    return this.cov <= 0;
  }
  /**
   * [min, max, mean] deciwatts. Watts are stored on the 0.1 W grid (a minute's extremes as float32, which
   * is a hair off it), so they are rounded to the deciwatt, not floored and ceiled.
   */
  dw(): [number, number, number] {
    const lo = this.lo <= 0 ? 0 : Math.round(this.lo * 10);
    const hi = this.hi <= 0 ? 0 : Math.round(this.hi * 10);
    const mean = Math.min(hi, Math.max(lo, Math.round((this.sum / this.cov) * 10)));
    return [lo, hi, mean];
  }
}

function entryOf(w: Acc, s: Acc, hasSolar: boolean): Entry {
  if (w.empty && s.empty) return GAP_ENTRY;
  const [wl, wh, wm] = w.empty ? [null, null, null] : w.dw();
  const [sl, sh, sm] = s.empty ? (hasSolar ? [null, null, null] : [0, 0, 0]) : s.dw();
  return [wl, wh, sl, sh, wm, sm] as unknown as Entry;
}

/** Adds the samples of [fromMs, toMs) of one channel to an accumulator (equal weight each). */
function addRows(win: StoreWindow, key: string, fromMs: number, toMs: number, acc: Acc): void {
  const ch = win.meta.byKey.get(key);
  if (!ch) return;
  const native = win.meta.nativeMs;
  for (let m = Math.floor(fromMs / 60_000); m * 60_000 < toMs; m++) {
    for (const r of win.pages.rows(m)) {
      if (r.t < fromMs || r.t >= toMs) continue;
      const v = r.v[ch.idx]!;
      if (Number.isNaN(v)) continue;
      acc.add(v, v, v, native);
    }
  }
}

export function usageFromStore(win: StoreWindow, ch: UsageChannels, q: UsageQuery): UsageAnswer {
  const step = STEP_MS[q.granularity];
  const start = Math.floor(q.startMs / step) * step;
  const end = Math.floor(q.nowMs / 1000) * 1000;
  const count = Math.max(0, Math.min(q.frames, Math.ceil((end - start) / step)));
  const totals: Entry[] = [];
  const w = new Acc();
  const s = new Acc();
  const hasSolar = ch.s !== null && win.meta.byKey.has(ch.s);
  for (let i = 0; i < count; i++) {
    const t0 = start + i * step;
    const t1 = Math.min(t0 + step, end);
    w.reset();
    s.reset();
    if (q.granularity === 'SECOND') {
      addRows(win, ch.w, t0, t1, w);
      if (ch.s) addRows(win, ch.s, t0, t1, s);
    } else {
      const fullEnd = Math.floor(t1 / 60_000);
      for (let m = t0 / 60_000; m < fullEnd; m++) {
        const a = win.minute(ch.w, m);
        if (a) w.add(a.c.min[a.i]!, a.c.max[a.i]!, a.c.mean[a.i]!, a.c.coveredMs[a.i]!);
        const b = ch.s ? win.minute(ch.s, m) : null;
        if (b) s.add(b.c.min[b.i]!, b.c.max[b.i]!, b.c.mean[b.i]!, b.c.coveredMs[b.i]!);
      }
      if (t1 > fullEnd * 60_000) {
        // The minute that holds endOfData: its samples before endOfData.
        addRows(win, ch.w, fullEnd * 60_000, t1, w);
        if (ch.s) addRows(win, ch.s, fullEnd * 60_000, t1, s);
      }
    }
    totals.push(entryOf(w, s, hasSolar));
  }
  return { start: new Date(start).toISOString(), endOfData: new Date(end).toISOString(), granularity: q.granularity, totals };
}

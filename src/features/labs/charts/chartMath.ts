import type { WireHistogramBin, WireVoltageDay } from '../../../api/wire/labs';

/** Pure maths of the labs charts (unit-tested): summaries, domains, table rows, keyboard steps. */

export interface LegStats {
  min: number;
  max: number;
  avg: number;
}

function stats(values: (number | null)[], from = 0, to = values.length): LegStats | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (let i = from; i < to; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    n++;
  }
  return n > 0 ? { min, max, avg: sum / n } : null;
}

/** Lowest, highest and mean of each leg over the day's samples (null before any). */
export function daySummary(day: Pick<WireVoltageDay, 'l1' | 'l2'>): { l1: LegStats; l2: LegStats } | null {
  const l1 = stats(day.l1);
  const l2 = stats(day.l2);
  return l1 && l2 ? { l1, l2 } : null;
}

/** The y domain: the day's range and the dip/spike limits with a little room, in whole volts. */
export function voltageDomain(day: Pick<WireVoltageDay, 'l1' | 'l2'>, dipBelowV: number, spikeAboveV: number): [number, number] {
  const s = daySummary(day);
  const lo = Math.min(s ? Math.min(s.l1.min, s.l2.min) : dipBelowV, dipBelowV) - 3;
  const hi = Math.max(s ? Math.max(s.l1.max, s.l2.max) : spikeAboveV, spikeAboveV) + 3;
  return [Math.floor(lo), Math.ceil(hi)];
}

export interface HourRow {
  /** Index of the hour's first minute. */
  index: number;
  l1: LegStats;
  l2: LegStats;
}

/** The day as a table: one row per hour (60 minute samples) that has data. */
export function hourlyRows(day: Pick<WireVoltageDay, 'l1' | 'l2'>): HourRow[] {
  const rows: HourRow[] = [];
  for (let i = 0; i < day.l1.length; i += 60) {
    const l1 = stats(day.l1, i, Math.min(day.l1.length, i + 60));
    const l2 = stats(day.l2, i, Math.min(day.l2.length, i + 60));
    if (l1 && l2) rows.push({ index: i, l1, l2 });
  }
  return rows;
}

/** The last minute with a sample (-1 when none). */
export function lastSampleIndex(day: Pick<WireVoltageDay, 'l1'>): number {
  for (let i = day.l1.length - 1; i >= 0; i--) if (day.l1[i] !== null && day.l1[i] !== undefined) return i;
  return -1;
}

/**
 * Keyboard steps through a series of `last + 1` points: arrows one, Page Up/Down `page`, Home/End
 * the ends. Null for any other key. From no point yet, the first step lands on the last point.
 */
export function stepIndex(current: number | null, key: string, last: number, page = 60): number | null {
  if (last < 0) return null;
  const at = current ?? last;
  const next =
    key === 'ArrowLeft' || key === 'ArrowDown' ? at - 1
    : key === 'ArrowRight' || key === 'ArrowUp' ? at + 1
    : key === 'PageDown' ? at - page
    : key === 'PageUp' ? at + page
    : key === 'Home' ? 0
    : key === 'End' ? last
    : null;
  if (next === null) return null;
  return current === null && (key.startsWith('Arrow') || key.startsWith('Page')) ? last : Math.min(last, Math.max(0, next));
}

/** The bin holding a value (the last one for anything beyond the top). */
export function binIndexOf(value: number, bins: WireHistogramBin[]): number {
  const i = bins.findIndex((b) => value >= b.from && value < b.to);
  return i >= 0 ? i : value < (bins[0]?.from ?? 0) ? 0 : bins.length - 1;
}

/** Share (0-1) of the cohort's homes that use less than `value`, spreading each bin's homes evenly over it. */
export function shareBelow(value: number, bins: WireHistogramBin[]): number {
  const total = bins.reduce((a, b) => a + b.count, 0);
  if (total === 0) return 0;
  let below = 0;
  for (const b of bins) {
    if (value >= b.to) below += b.count;
    else if (value > b.from) below += (b.count * (value - b.from)) / (b.to - b.from);
  }
  return Math.min(1, below / total);
}

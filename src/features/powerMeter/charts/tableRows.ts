import type { MeterWindow, SeriesPoints } from '../types';
import { DAY_MS, HOUR_MS, MINUTE_MS, windowLength } from './chartMath';

/** Row spans the data table may use; it picks the shortest that keeps the table at ≤ 48 rows. */
const NICE_MS = [1000, 5000, 10_000, 30_000, MINUTE_MS, 5 * MINUTE_MS, 10 * MINUTE_MS, 15 * MINUTE_MS, 30 * MINUTE_MS, HOUR_MS, 2 * HOUR_MS, 3 * HOUR_MS, 6 * HOUR_MS, 12 * HOUR_MS, DAY_MS];
export const MAX_ROWS = 48;

export interface TableRow {
  t: number;
  min: number;
  max: number;
  avg: number;
  solarAvg: number;
  /** A span between rows with data that has none: the meter was not heard (the store keeps a gap as a gap). */
  gap?: boolean;
}

export function rowStepMs(window: MeterWindow, pointStepMs: number): number {
  const wanted = Math.max(pointStepMs, windowLength(window) / MAX_ROWS);
  return NICE_MS.find((ms) => ms >= wanted) ?? Math.ceil(wanted / DAY_MS) * DAY_MS;
}

/** The series folded into rows (wall-clock aligned in the zone via its UTC offset); a run of steps
 * without data between rows that have some is one row marked `gap`, and none are made before the
 * first or after the last row with data. A first row that starts before the window is shown from the window's start, so the
 * table never begins earlier than the range it describes. */
export function tableRows(s: SeriesPoints, window: MeterWindow, offsetMs: (t: number) => number): { stepMs: number; rows: TableRow[] } {
  const stepMs = rowStepMs(window, s.step);
  const rows: TableRow[] = [];
  let row: (TableRow & { n: number; sn: number }) | null = null;
  for (let i = 0; i < s.n; i++) {
    const t = s.t[i] as number;
    if (t + s.step <= window.startMs || t >= window.endMs) continue;
    const mid = s.mid[i] as number;
    if (Number.isNaN(mid)) continue;
    const off = offsetMs(t);
    const start = Math.max(window.startMs, Math.floor((t + off) / stepMs) * stepMs - off);
    if (!row || row.t !== start) {
      if (row) {
        rows.push(finish(row));
        // Steps with no data between two rows that have some: one row says so.
        if (start > row.t + stepMs) rows.push({ t: row.t + stepMs, min: NaN, max: NaN, avg: NaN, solarAvg: NaN, gap: true });
      }
      row = { t: start, min: Infinity, max: -Infinity, avg: 0, solarAvg: 0, n: 0, sn: 0 };
    }
    row.min = Math.min(row.min, s.min[i] as number);
    row.max = Math.max(row.max, s.max[i] as number);
    row.avg += mid;
    row.n += 1;
    const smid = s.solarMid[i] as number;
    if (!Number.isNaN(smid)) {
      row.solarAvg += smid;
      row.sn += 1;
    }
  }
  if (row) rows.push(finish(row));
  return { stepMs, rows };
}

function finish(r: TableRow & { n: number; sn: number }): TableRow {
  return { t: r.t, min: r.min, max: r.max, avg: r.avg / r.n, solarAvg: r.sn ? r.solarAvg / r.sn : NaN };
}

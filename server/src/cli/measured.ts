import type Database from 'better-sqlite3';
import { MeasuredReader, MINUTE_ASKED, MINUTE_DATA } from '../measured';
import { QUALITIES } from '../sources/types';

/**
 * `measured <monitor-id>`: a monitor's minute rollups as CSV, read as stored (nothing is asked of its
 * source): one line per minute and channel; a minute the store has nothing of has empty figures and
 * says whether it was never heard or asked of the source and had nothing (a gap for good).
 */
export function measuredCsv(db: Database.Database, monitorId: number, fromMs: number, toMs: number, channel: string | null): string {
  const reader = new MeasuredReader(db);
  const win = reader.window(monitorId, fromMs, toMs, { nowMs: toMs });
  if (!win) throw new Error(`Monitor ${monitorId} has no measurements (no source declared)`);
  const keys = win.meta.byIdx.filter((c) => c && (!channel || c.key === channel)).map((c) => c.key);
  if (channel && keys.length === 0) throw new Error(`Monitor ${monitorId} has no channel ${channel}`);
  const lines = ['minute_utc,channel,mean,min,max,energy_wh,covered_s,samples,qualities,state'];
  const fmt = (v: number) => (Number.isFinite(v) ? String(Math.round(v * 1000) / 1000) : '');
  for (let m = Math.floor(fromMs / 60_000); m * 60_000 < toMs; m++) {
    const state = win.pages.state(m);
    const label = state & MINUTE_DATA ? 'data' : state & MINUTE_ASKED ? 'gap' : 'unknown';
    for (const key of keys) {
      const a = win.minute(key, m);
      const cov = a ? a.c.coveredMs[a.i]! : 0;
      const at = new Date(m * 60_000).toISOString();
      if (!a || cov === 0) {
        lines.push(`${at},${key},,,,,0,0,,${label === 'data' ? 'gap' : label}`);
        continue;
      }
      const { mean, min, max, count, qmask } = a.c;
      const qualities = QUALITIES.filter((_, q) => qmask[a.i]! & (1 << q)).join('|');
      lines.push(`${at},${key},${fmt(mean[a.i]!)},${fmt(min[a.i]!)},${fmt(max[a.i]!)},${fmt((mean[a.i]! * cov) / 3_600_000)},${cov / 1000},${count[a.i]},${qualities},${label}`);
    }
  }
  return lines.join('\n');
}

import type { MonitorProfile } from '../contracts';
import { storeWindow } from './thread';

/**
 * The feed's recent_history from the store: [w, solar_w] once a second for the `seconds` before nowMs
 * (the sample at each whole second, else the second's first), watts as stored (0.1 W); null where the
 * store has nothing, so the power meter's live seconds keep a gap as a gap.
 */
export function storedRecentHistory(profile: MonitorProfile, nowMs: number, seconds: number): { data: [number | null, number | null][]; start_epoch: number } {
  const end = Math.floor(nowMs / 1000);
  const start = end - seconds;
  const data: [number | null, number | null][] = Array.from({ length: seconds }, () => [null, null]);
  const win = storeWindow(profile, start * 1000, end * 1000, nowMs, { rows: true });
  if (!win) return { data, start_epoch: start };
  const mains = win.meta.byKey.get('mains')?.idx ?? -1;
  const solar = win.meta.byKey.get('solar')?.idx ?? -1;
  for (let m = Math.floor(start / 60); m * 60 < end; m++) {
    for (const r of win.pages.rows(m)) {
      const k = Math.floor(r.t / 1000) - start;
      if (k < 0 || k >= seconds) continue;
      const e = data[k]!;
      // The whole second's sample wins over the half second's; the first one seen otherwise.
      if (e[0] !== null && r.t % 1000 !== 0) continue;
      const w = mains >= 0 ? r.v[mains]! : NaN;
      if (Number.isNaN(w)) continue;
      const s = solar >= 0 ? r.v[solar]! : 0;
      data[k] = [w, Number.isNaN(s) ? 0 : s];
    }
  }
  return { data, start_epoch: start };
}

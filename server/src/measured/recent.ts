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

/** How far back a "now" reading looks for the latest sample: a meter not heard for longer reads as not heard. */
export const LATEST_WITHIN_MS = 5_000;

/**
 * The latest stored value of each of `keys` at or before nowMs, within the last LATEST_WITHIN_MS (the
 * source asked for what the store never heard, as every read does), by key; a key the store holds no
 * value of then (an outage, a channel the monitor does not have) is absent. What a figure "now"
 * shows: the live watts of a device, the battery, the solar.
 */
export function storedLatest(profile: MonitorProfile, nowMs: number, keys: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  // Up to and with the instant nowMs (a source has its sample at now, as the feed reads it).
  const win = storeWindow(profile, nowMs - LATEST_WITHIN_MS, nowMs + 1, nowMs + 1, { rows: true });
  if (!win) return out;
  const wanted = keys.map((k) => [k, win.meta.byKey.get(k)?.idx ?? -1] as const).filter(([, idx]) => idx >= 0);
  for (let m = Math.floor(nowMs / 60_000); m >= Math.floor((nowMs - LATEST_WITHIN_MS) / 60_000) && out.size < wanted.length; m--) {
    const rows = win.pages.rows(m);
    for (let j = rows.length - 1; j >= 0 && out.size < wanted.length; j--) {
      const r = rows[j]!;
      if (r.t > nowMs || r.t < nowMs - LATEST_WITHIN_MS) continue;
      for (const [key, idx] of wanted) {
        const v = r.v[idx]!;
        if (!out.has(key) && !Number.isNaN(v)) out.set(key, v);
      }
    }
  }
  return out;
}

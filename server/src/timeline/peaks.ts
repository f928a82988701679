import { systemDeviceName } from '../i18n';
import { peakMinute } from '../sim';
import { declaredDevices } from '../measured';
import { profileKey } from '../home/profileKey';
import type { WirePeak, WirePeakDevice } from '../../../src/api/wire/timeline';
import { dayByNo, dayOf, peakRecord, PEAK_LOOKBACK_DAYS, type PeakRecord } from './daySummary';
import type { TimelineSource } from './source';
import { iso, MINUTE_MS } from './slots';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

export const PEAK_NOT_FOUND = 'Peak not found';

/** A peak id names the monitor and the peak minute (UTC): `100001-20261120T2342Z`. */
export function peakIdOf(monitorId: number, peakMs: number): string {
  const t = iso(peakMs);
  return `${monitorId}-${t.slice(0, 4)}${t.slice(5, 7)}${t.slice(8, 10)}T${t.slice(11, 13)}${t.slice(14, 16)}Z`;
}

export function parsePeakId(peakId: string): { monitorId: number; peakMs: number } | null {
  const m = /^(\d{1,15})-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/.exec(peakId);
  if (!m) return null;
  const [, id, y, mo, d, h, mi] = m.map(Number) as number[];
  const peakMs = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  // Date.UTC rolls invalid dates over (Feb 31 → Mar 3): reject those.
  if (!Number.isFinite(peakMs) || peakIdOf(id!, peakMs) !== peakId) return null;
  return { monitorId: id!, peakMs };
}

export const SETUP_SEARCH_DAYS = 90;
const recaps = new Map<string, PeakRecord | null>();

/**
 * The peak a new monitor is told about at setup: the latest day, in the 90 days before setup,
 * whose peak beat the 30 days before it (or, failing that, the highest day of the last 30).
 */
export function setupPeak(src: TimelineSource): PeakRecord | null {
  const key = `${profileKey(src.profile)}|${src.createdMs}`;
  if (recaps.has(key)) return recaps.get(key) ?? null;
  const setupDay = dayOf(src.profile, src.createdMs).dayNo;
  let found: PeakRecord | null = null;
  let best: PeakRecord | null = null;
  for (let d = setupDay - 1; d >= setupDay - SETUP_SEARCH_DAYS; d--) {
    if (dayByNo(src.profile, d).startMs < src.floorMs) break;
    const rec = peakRecord(src.profile, d, src.floorMs);
    if (rec.isRecord) {
      found = rec;
      break;
    }
    if (d >= setupDay - PEAK_LOOKBACK_DAYS && (!best || rec.day.peakW > best.day.peakW)) best = rec;
  }
  const result = found ?? best;
  if (recaps.size > 10_000) recaps.clear();
  recaps.set(key, result);
  return result;
}

/** The devices that were on in the peak minute, as the user sees them (others fold into Other). */
function peakDevices(src: TimelineSource, peakMs: number): WirePeakDevice[] {
  const peak = peakMinute(src.profile, peakMs, peakMs + MINUTE_MS);
  const sim = new Map(declaredDevices(src.profile).map((d) => [d.id, d]));
  const out = new Map<string, WirePeakDevice>();
  const other = src.names.byDeviceId('unknown') ?? { id: 'unknown', name: systemDeviceName(src.locale, 'unknown') ?? 'Other', icon: 'home', type: 'Unknown' };
  for (const { id, w } of peak?.devices ?? []) {
    const d = sim.get(id);
    if (!d) continue;
    const shown = d.special || d.stage === 'RealTime' ? (src.names.of(d) ?? other) : other;
    const row = out.get(shown.id) ?? { id: shown.id, name: shown.name, icon: shown.icon, peak_wattage: 0 };
    row.peak_wattage += w;
    out.set(shown.id, row);
  }
  return [...out.values()]
    .map((r) => ({ ...r, peak_wattage: Math.round(r.peak_wattage) }))
    .filter((r) => r.peak_wattage > 0)
    .sort((a, b) => b.peak_wattage - a.peak_wattage);
}

/**
 * GET /app/monitors/{id}/peak/{peakId}: the peak minute of a finished local day with the 30 days'
 * previous peak and the devices that were on. null for ids that name no such peak.
 */
export function lookupPeak(src: TimelineSource, peakId: string, nowMs: number): WirePeak | null {
  const parsed = parsePeakId(peakId);
  if (!parsed || parsed.monitorId !== src.monitorId) return null;
  const day = dayOf(src.profile, parsed.peakMs);
  if (day.endMs > nowMs || day.startMs < src.floorMs) return null;
  const rec = peakRecord(src.profile, day.dayNo, src.floorMs);
  if (rec.day.peakMs !== parsed.peakMs) return null;
  return {
    peak_id: peakId,
    peak_max: rec.day.peakW,
    peak_time: iso(rec.day.peakMs),
    last_peak_max: rec.previous?.peakW ?? null,
    last_alert_time: rec.previous ? iso(rec.previous.peakMs) : null,
    devices: peakDevices(src, parsed.peakMs),
  };
}

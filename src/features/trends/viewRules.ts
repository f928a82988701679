import type { WireDeviceStage } from '../../api/wire/devices';
import { TREND_UNITS, type CachedFrame, type TrendUnit, type TrendsQuery, type TrendsView } from './types';

/** Trends answers are refetched when older than 10 minutes (spec §9 "trends cache freshness"). */
export const FRESH_MS = 10 * 60_000;
/** Reloads wait for 100 ms of quiet (spec §9 "trends debounce"). */
export const RELOAD_DEBOUNCE_MS = 100;
/** Answers kept in the cache at most (the least recently fetched go first). */
export const FRAME_CACHE_MAX = 60;
export const USAGE_PATH = '/usage';

/** The cache key of a frame: unit, start and device (spec §4 "a cache per unit, start and device"). */
export const frameKey = (unit: TrendUnit, start: string, device: string | null): string => `${unit}|${start}|${device ?? 'home'}`;

/** An answer with days the server was still loading (`loading_days`) is asked for again after this long. */
export const LOADING_RETRY_MS = 3_000;

/**
 * A frame the viewer need not ask for again: answered less than 10 minutes ago (less than 3 s ago when
 * the server was still loading some of its days), or being asked for.
 */
export function isFresh(frame: CachedFrame | undefined, nowMs: number): boolean {
  if (!frame) return false;
  if (frame.status === 'loading') return true;
  const maxAge = frame.data?.loading_days ? LOADING_RETRY_MS : FRESH_MS;
  return frame.status === 'succeeded' && frame.fetchedAt !== null && nowMs - frame.fetchedAt < maxAge;
}

/** The billing cycle counts as configured unless cycle_start is null or -1 (spec §5 "Billing cycle start"). */
export const billingConfigured = (cycleStart: number | null | undefined): boolean =>
  typeof cycleStart === 'number' && Number.isFinite(cycleStart) && cycleStart !== -1;

/** The cycle's first day as the server reads it: 1-28, else 1. */
export const cycleStartDay = (cycleStart: number | null | undefined): number =>
  typeof cycleStart === 'number' && Number.isInteger(cycleStart) && cycleStart >= 1 && cycleStart <= 28 ? cycleStart : 1;

/** The initial unit: BILL when billing is configured, else MONTH (spec §4). */
export const initialUnit = (billing: boolean): TrendUnit => (billing ? 'BILL' : 'MONTH');

/**
 * The interval tabs (spec §2): BILL only when billing is configured; DAY hidden while the device shown
 * is in the Tracking stage (it has daily figures, not hourly ones yet).
 */
export function availableUnits(billing: boolean, stage: WireDeviceStage | null | undefined): TrendUnit[] {
  return TREND_UNITS.filter((u) => (u !== 'BILL' || billing) && (u !== 'DAY' || stage !== 'Tracking'));
}

/** 'month', 'BILL', 'cycle' … → a unit, or null. */
export function parseUnit(raw: string | null | undefined): TrendUnit | null {
  const s = (raw ?? '').trim().toUpperCase();
  if (s === 'CYCLE') return 'BILL';
  return (TREND_UNITS as readonly string[]).includes(s) ? (s as TrendUnit) : null;
}

/** The query of /usage: scale, start (spec §2) and device. */
export function parseQuery(search: string): TrendsQuery {
  const params = new URLSearchParams(search);
  const get = (k: string) => params.get(k)?.trim() || null;
  return { scale: get('scale'), start: get('start'), device: get('device') };
}

/** An instant the viewer can read from `start` (an ISO time or a date), or null. */
export function parseStart(raw: string | null): number | null {
  if (!raw) return null;
  const ms = Date.parse(raw);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The URL of a view: the scale unless it is the initial one, the start unless the view shows the
 * running period, the device when one is chosen. Plain /usage is the running period of the home.
 */
export function formatSearch(view: Pick<TrendsView, 'unit' | 'device' | 'current' | 'live'>, initial: TrendUnit): string {
  const params = new URLSearchParams();
  if (view.unit !== initial) params.set('scale', view.unit);
  if (!view.live) params.set('start', view.current.start);
  if (view.device) params.set('device', view.device);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Two searches name the same view (order of parameters aside). */
export function sameSearch(a: string | null, b: string | null): boolean {
  const norm = (s: string | null) => [...new URLSearchParams(s ?? '').entries()].sort(([x], [y]) => x.localeCompare(y)).map(([k, v]) => `${k}=${v}`).join('&');
  return norm(a) === norm(b);
}

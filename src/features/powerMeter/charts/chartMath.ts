import type { MeterWindow, Unit } from '../types';

/**
 * The power meter's arithmetic (spec account-settings-shell §4 and §9, monitoring §2): pure
 * functions of numbers, unit-tested. Times are epoch milliseconds unless a name says seconds.
 */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60_000;
export const QUARTER_MS = 900_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 604_800_000;

/** Entries per cached history block. */
export const BLOCK_SIZE = 360;
/** The window is padded by this share of its length: live windows end this far past now, and
 * history is fetched this far beyond each edge so a pan shows data at once. */
export const WINDOW_PAD = 0.15;
/** The default live window: 12.75 minutes back to 2.25 minutes ahead (15 minutes, padded). */
export const DEFAULT_LIVE_BACK_MS = 12.75 * MINUTE_MS;
export const DEFAULT_LIVE_AHEAD_MS = 2.25 * MINUTE_MS;
/** History readings (mains and solar) arrive in tenths of a watt. */
export const READING_SCALE = 10;
/** Live points further apart than this break the line (the feed was gone). */
export const DEAD_GAP_S = 120;
/** Recent history covers 30 minutes; it is asked for when the window ends within that of now. */
export const RECENT_HISTORY_S = 1800;
/** The cache keeps blocks from this many before to this many after the visible range. */
export const CACHE_BEFORE = 20;
export const CACHE_AFTER = 30;
/** Window lengths the zoom allows. */
export const MIN_WINDOW_MS = MINUTE_MS;
export const MAX_WINDOW_MS = 92 * DAY_MS;
/** The peak notice's window (monitoring §9): 15 minutes around the peak. */
export const PEAK_WINDOW_MS = QUARTER_MS;

export const UNIT_MS: Record<Unit, number> = { second: SECOND_MS, minute: MINUTE_MS, hour: HOUR_MS };
export const GRANULARITY: Record<Unit, 'SECOND' | 'MINUTE' | 'HOUR'> = { second: 'SECOND', minute: 'MINUTE', hour: 'HOUR' };
/** Blocks one request may carry (the server allows 14400 seconds or minutes, 1440 hours). */
export const MAX_BLOCKS_PER_REQUEST: Record<Unit, number> = { second: 40, minute: 40, hour: 4 };

export const windowLength = (w: MeterWindow): number => w.endMs - w.startMs;

/** Resolution by window length per pixel: under 60 s a pixel, seconds; under 3600, minutes; else hours. */
export function unitFor(window: MeterWindow, widthPx: number): Unit {
  const secondsPerPx = windowLength(window) / 1000 / Math.max(1, widthPx);
  if (secondsPerPx < 60) return 'second';
  if (secondsPerPx < 3600) return 'minute';
  return 'hour';
}

export const blockSpanMs = (unit: Unit): number => BLOCK_SIZE * UNIT_MS[unit];
/** The block holding an instant: blocks are aligned to multiples of 360 steps since the epoch. */
export const blockIndex = (unit: Unit, t: number): number => Math.floor(t / blockSpanMs(unit));
export const blockStart = (unit: Unit, index: number): number => index * blockSpanMs(unit);
export const blockEnd = (unit: Unit, index: number): number => (index + 1) * blockSpanMs(unit);
export const blockKey = (unit: Unit, index: number): string => `${unit}:${index}`;

/** First and last block (inclusive) touching [fromMs, toMs). */
export function blockRange(unit: Unit, fromMs: number, toMs: number): [number, number] {
  return [blockIndex(unit, fromMs), blockIndex(unit, Math.max(fromMs, toMs - 1))];
}

/** A block is complete when it lies fully in the past: its end is at or before the end of data. */
export const isBlockComplete = (unit: Unit, index: number, endOfDataMs: number): boolean => blockEnd(unit, index) <= endOfDataMs;

/** What to fetch for a window: padded by WINDOW_PAD on each side, never past now. Null when all is in the future. */
export function fetchRange(window: MeterWindow, nowMs: number): { fromMs: number; toMs: number } | null {
  const pad = windowLength(window) * WINDOW_PAD;
  const fromMs = window.startMs - pad;
  const toMs = Math.min(window.endMs + pad, nowMs);
  return toMs > fromMs ? { fromMs, toMs } : null;
}

/**
 * What is fetched ahead once a window's own blocks are in: a window's width either side, and the
 * padding the window a pan of that width lands on will fetch (so it asks for nothing), never past now.
 */
export function prefetchRange(window: MeterWindow, nowMs: number): { fromMs: number; toMs: number } | null {
  const reach = windowLength(window) * (1 + WINDOW_PAD);
  const fromMs = window.startMs - reach;
  const toMs = Math.min(window.endMs + reach, nowMs);
  return toMs > fromMs ? { fromMs, toMs } : null;
}

/**
 * Blocks the cache may keep for a unit: from 20 before to 30 after the visible range, or the
 * prefetch range (a window's width either side) when that reaches further, and no more.
 */
export function cacheBounds(window: MeterWindow, unit: Unit): [number, number] {
  const [first, last] = blockRange(unit, window.startMs, window.endMs);
  const reach = windowLength(window) * (1 + WINDOW_PAD);
  const [preFirst, preLast] = blockRange(unit, window.startMs - reach, window.endMs + reach);
  return [Math.min(first - CACHE_BEFORE, preFirst), Math.max(last + CACHE_AFTER, preLast)];
}

/**
 * The prefetch requests for a window whose own blocks [first, last] are in: the blocks of the
 * prefetch range that `wanted` says are missing, nearest first, the earlier side (a pan back in
 * time, the usual way) before the later one, in runs of at most `max` consecutive blocks.
 */
export function prefetchRuns(unit: Unit, visible: readonly [number, number], range: { fromMs: number; toMs: number }, wanted: (index: number) => boolean, max: number): { first: number; count: number }[] {
  const [first, last] = visible;
  const [from, to] = blockRange(unit, range.fromMs, range.toMs);
  const runs: { first: number; count: number }[] = [];
  let run: { first: number; count: number } | null = null;
  // Earlier side, walking away from the window: each run still asks for its blocks in order.
  for (let i = first - 1; i >= from; i--) {
    if (!wanted(i)) {
      run = null;
      continue;
    }
    if (run && run.first === i + 1 && run.count < max) {
      run.first = i;
      run.count += 1;
    } else {
      run = { first: i, count: 1 };
      runs.push(run);
    }
  }
  run = null;
  for (let i = last + 1; i <= to; i++) {
    if (!wanted(i)) {
      run = null;
      continue;
    }
    if (run && run.first + run.count === i && run.count < max) run.count += 1;
    else {
      run = { first: i, count: 1 };
      runs.push(run);
    }
  }
  return runs;
}

/** Consecutive block indexes grouped into requests of at most `max` blocks. */
export function runsOf(indexes: number[], max: number): { first: number; count: number }[] {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const runs: { first: number; count: number }[] = [];
  for (const i of sorted) {
    const last = runs[runs.length - 1];
    if (last && i === last.first + last.count && last.count < max) last.count += 1;
    else runs.push({ first: i, count: 1 });
  }
  return runs;
}

/** Two live points further apart than 120 s are not joined: the line is dead in between. */
export const isDeadGap = (prevEpochS: number, nextEpochS: number): boolean => nextEpochS - prevEpochS > DEAD_GAP_S;

/** Frames are counted in 60 Hz cycles: whole-second frames (a multiple of 60) only refresh the
 * cached last readings; the half-second frame that follows adds the second's point. */
export const isCachingFrame = (frame: number): boolean => frame % 60 === 0;

/**
 * The y-axis maximum: the largest reading × 1.2, rounded up to a step of 500 above 250, 100 above
 * 50, 20 above 10, 5 above 2, else 1, and never below 1000 W.
 */
export function yAxisMax(maxW: number): number {
  const m = Number.isFinite(maxW) && maxW > 0 ? maxW * 1.2 : 0;
  const step = m > 250 ? 500 : m > 50 ? 100 : m > 10 ? 20 : m > 2 ? 5 : 1;
  return Math.max(1000, Math.ceil(m / step) * step);
}

export const isRealtime = (window: MeterWindow, nowMs: number): boolean => window.startMs <= nowMs && nowMs <= window.endMs;

/** A live window of a given length: now sits WINDOW_PAD of the length before its end. */
export function liveWindow(nowMs: number, lengthMs: number): MeterWindow {
  const ahead = lengthMs * WINDOW_PAD;
  return { startMs: nowMs - (lengthMs - ahead), endMs: nowMs + ahead };
}

/** The default live window: 12.75 minutes back to 2.25 ahead. */
export const defaultLiveWindow = (nowMs: number): MeterWindow => ({ startMs: nowMs - DEFAULT_LIVE_BACK_MS, endMs: nowMs + DEFAULT_LIVE_AHEAD_MS });

/** Recent history is wanted when the window ends within 30 minutes of now (or after it). */
export const wantsRecentHistory = (window: MeterWindow, nowMs: number): boolean =>
  window.endMs >= nowMs - RECENT_HISTORY_S * 1000 && window.startMs <= nowMs;

/** Keeps a window's length within the zoom limits (about its centre) and its start at or before now. */
export function clampWindow(window: MeterWindow, nowMs: number): MeterWindow {
  let { startMs, endMs } = window;
  const length = Math.min(MAX_WINDOW_MS, Math.max(MIN_WINDOW_MS, endMs - startMs));
  if (length !== endMs - startMs) {
    const mid = (startMs + endMs) / 2;
    startMs = mid - length / 2;
    endMs = mid + length / 2;
  }
  if (startMs > nowMs) {
    endMs -= startMs - nowMs;
    startMs = nowMs;
  }
  return { startMs: Math.round(startMs), endMs: Math.round(endMs) };
}

/** Zooms by `factor` (< 1 zooms in) keeping `anchorMs` at the same place on screen. */
export function zoomWindow(window: MeterWindow, factor: number, anchorMs = (window.startMs + window.endMs) / 2): MeterWindow {
  return {
    startMs: anchorMs - (anchorMs - window.startMs) * factor,
    endMs: anchorMs + (window.endMs - anchorMs) * factor,
  };
}

/** Moves by a share of the window's length (negative: back in time). */
export function panWindow(window: MeterWindow, fraction: number): MeterWindow {
  const d = windowLength(window) * fraction;
  return { startMs: window.startMs + d, endMs: window.endMs + d };
}

/**
 * The power meter window a peak notice links to: from 7.5 minutes before the peak time to 7.5
 * minutes after the window start, i.e. start = peak − 7.5 min, end = start + 15 min. Null when
 * the peak time is unknown or unreadable.
 */
export function peakMeterWindow(peakTime: string | number | null | undefined): { start: string; end: string } | null {
  if (peakTime === null || peakTime === undefined || peakTime === '') return null;
  const peak = typeof peakTime === 'number' ? peakTime : Date.parse(peakTime);
  if (!Number.isFinite(peak)) return null;
  const start = peak - PEAK_WINDOW_MS / 2;
  return { start: new Date(start).toISOString(), end: new Date(start + PEAK_WINDOW_MS).toISOString() };
}

/** The link into the meter from a peak notice; plain /meter when no peak time is known. */
export function peakMeterPath(peakTime: string | number | null | undefined): string {
  const w = peakMeterWindow(peakTime);
  return w ? `/meter?${new URLSearchParams({ start: w.start, end: w.end })}` : '/meter';
}

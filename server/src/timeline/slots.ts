import { hash32, streamId } from '../hash';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * Item times are the items' keys (clients merge by time), so no two items of a monitor may share
 * one. They are unique by construction, independent of any filter or page:
 *   - a device event sits in its minute at 1 s + 1.5 s × (device index) + a hashed 0..999 ms,
 *     so below 48.5 s (a device changes state at most once a minute);
 *   - notices use fixed slots from 50 s on (below), in minutes no device slot reaches.
 */
const DEVICE_SLOTS = 32;

export function deviceEventMs(minuteStartMs: number, deviceIndex: number, seed: number): number {
  const slot = deviceIndex % DEVICE_SLOTS;
  const jitter = hash32(seed >>> 0, streamId('timeline.slot'), Math.floor(minuteStartMs / MINUTE_MS), slot) % 1000;
  return minuteStartMs + 1000 + slot * 1500 + jitter;
}

/** Offsets of notices inside their minute. */
export const NOTICE_SLOT = {
  /** At the end of a local day: the day's new peak, then the always-on change. */
  peak: 50_000,
  alwaysOn: 51_000,
  /** Setup items, in the minute before the monitor's creation (so never after it). */
  installCheck: 52_000,
  peakRecap: 53_000,
  tipNews: 54_000,
  welcomeNews: 55_000,
} as const;

export const floorMinute = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** A setup item's time: its slot in the minute before the monitor was created. */
export const setupItemMs = (createdMs: number, slot: number): number => floorMinute(createdMs) - MINUTE_MS + slot;

export const iso = (ms: number): string => new Date(ms).toISOString();

/** A stable UUID-shaped id from a few integers (items keep their guid across requests). */
export function guidOf(a: number, b: number, c: number, d = 0): string {
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  const h1 = hex(hash32(a, b, c, d * 4 + 1));
  const h2 = hex(hash32(a, b, c, d * 4 + 2));
  const h3 = hex(hash32(a, b, c, d * 4 + 3));
  const h4 = hex(hash32(a, b, c, d * 4 + 4));
  return `${h1}-${h2.slice(0, 4)}-${h2.slice(4)}-${h3.slice(0, 4)}-${h3.slice(4)}${h4}`;
}

/** Parses an ISO 8601 date-time (with a zone, or read as UTC). NaN when it is not one. */
export function parseIsoTime(text: string): number {
  const s = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(s)) return NaN;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`;
  return Date.parse(zoned);
}

import type { WireTimelineItem } from '../../../src/api/wire/timeline';
import { dayByNo, dayOf } from './daySummary';
import { deviceItems, filterCanMatch, type DeviceEventFilter } from './deviceEvents';
import { noticesIn } from './notices';
import { DAY_MS, floorMinute, MINUTE_MS } from './slots';
import type { TimelineSource } from './source';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

export const DEFAULT_ITEMS = 30;
export const DEFAULT_RELAY_ITEMS = 50;
export const MAX_ITEMS = 100;
/** A page looks back at most this many local days (a rarely used device's page may come back short). */
export const MAX_SCAN_DAYS = 120;
/** A sticky item stays pinned for a day. */
export const STICKY_MS = DAY_MS;

export interface PageQuery {
  nowMs: number;
  /** Only items strictly older than this (prior_to_item); null for the newest. */
  beforeMs: number | null;
  n: number;
  filter: DeviceEventFilter;
  /** Times of dismissed sticky items. */
  dismissed: ReadonlySet<number>;
  /**
   * Stored items from elsewhere (device-alert events): the newest `limit` strictly older than
   * beforeMs (null: the newest), newest first. Merged by time into the page.
   */
  extra?: (beforeMs: number | null, limit: number) => WireTimelineItem[];
}

export interface TimelinePage {
  items: WireTimelineItem[];
  sticky: WireTimelineItem[];
  more: boolean;
}

const newestFirst = (a: WireTimelineItem, b: WireTimelineItem) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0);

export function isSticky(item: WireTimelineItem, nowMs: number, dismissed: ReadonlySet<number>): boolean {
  const t = Date.parse(item.time);
  return item.allow_sticky === true && t <= nowMs && nowMs - t <= STICKY_MS && !dismissed.has(t);
}

const filtered = (filter: DeviceEventFilter) => Boolean(filter.deviceId || filter.relays);

/** Every item of one local day (up to nowMs), newest first. Whole days keep roll-up groups whole. */
function dayItems(src: TimelineSource, dayNo: number, nowMs: number, filter: DeviceEventFilter): WireTimelineItem[] {
  const day = dayByNo(src.profile, dayNo);
  const devices = deviceItems(src.profile, src.monitorId, src.names, day.startMs, day.endMs, nowMs, filter);
  if (filter.relays) return devices;
  const notices = noticesIn(src, day.startMs, day.endMs, nowMs).filter((n) => !filter.deviceId || n.device_id === filter.deviceId);
  return notices.length ? [...devices, ...notices].sort(newestFirst) : devices;
}

/** The items pinned in 'News' now: sticky-allowed, under a day old, not dismissed. */
export function stickyItems(src: TimelineSource, nowMs: number, dismissed: ReadonlySet<number>): WireTimelineItem[] {
  return noticesIn(src, nowMs - STICKY_MS, nowMs + 1, nowMs).filter((item) => isSticky(item, nowMs, dismissed));
}

/**
 * One page, newest first: items older than beforeMs, walking back a local day at a time until n
 * are found, the household's history starts, or MAX_SCAN_DAYS days were read. On the now timeline
 * (no filter) pinned items come in `sticky` and are left out of `items`.
 */
export function timelinePage(src: TimelineSource, q: PageQuery): TimelinePage {
  const upper = Math.min(q.beforeMs ?? Infinity, q.nowMs + 1);
  const pinnedHere = !filtered(q.filter);
  const items: WireTimelineItem[] = [];
  let exhausted = !filterCanMatch(src.profile, src.names, q.filter);
  let dayNo = dayOf(src.profile, upper - 1).dayNo;
  for (let scanned = 0; !exhausted && items.length <= q.n; scanned++, dayNo--) {
    if (dayByNo(src.profile, dayNo).endMs <= src.floorMs) {
      exhausted = true;
      break;
    }
    if (scanned >= MAX_SCAN_DAYS) break;
    for (const item of dayItems(src, dayNo, q.nowMs, q.filter)) {
      if (Date.parse(item.time) >= upper) continue;
      if (pinnedHere && isSticky(item, q.nowMs, q.dismissed)) continue;
      items.push(item);
    }
  }
  const stored = q.extra ? q.extra(upper, q.n + 1).filter((item) => Date.parse(item.time) <= q.nowMs) : [];
  const merged = stored.length ? [...items.slice(0, q.n + 1), ...stored].sort(newestFirst).slice(0, q.n + 1) : items;
  return {
    items: merged.slice(0, q.n),
    sticky: pinnedHere ? stickyItems(src, q.nowMs, q.dismissed) : [],
    more: merged.length > q.n || (!exhausted && items.length > 0),
  };
}

/** The item at exactly this time (for dismissing), or null. */
export function itemAt(src: TimelineSource, timeMs: number, nowMs: number): WireTimelineItem | null {
  if (timeMs > nowMs) return null;
  const notice = noticesIn(src, timeMs, timeMs + 1, nowMs)[0];
  if (notice) return notice;
  const minute = floorMinute(timeMs);
  const event = deviceItems(src.profile, src.monitorId, src.names, minute, minute + MINUTE_MS, nowMs, {});
  return event.find((item) => Date.parse(item.time) === timeMs) ?? null;
}

/** Relay switch events (RelayOn / RelayOff) with a time in [startMs, endMs), oldest first: the feed's new_relay_event. */
export function liveRelayEvents(src: TimelineSource, startMs: number, endMs: number, nowMs: number): { device_id: string; time: string; type: string; body: string }[] {
  if (!src.profile.relays) return [];
  return deviceItems(src.profile, src.monitorId, src.names, startMs, endMs, nowMs, { relays: true })
    .filter((item) => typeof item.device_id === 'string')
    .map((item) => ({ device_id: item.device_id as string, time: item.time, type: item.type, body: item.body }))
    .reverse();
}

/** Items with a time in [startMs, endMs) as the feed pushes them (single events, no roll-up). */
export function liveItems(src: TimelineSource, startMs: number, endMs: number, nowMs: number): WireTimelineItem[] {
  const devices = deviceItems(src.profile, src.monitorId, src.names, startMs, endMs, nowMs, {});
  const notices = noticesIn(src, startMs, endMs, nowMs);
  return [...devices, ...notices].sort((a, b) => -newestFirst(a, b));
}

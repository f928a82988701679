import type { IsoTime } from '../../api/wire/common';
import type { WireRelayEvent, WireTimelineItem } from '../../api/wire/timeline';

/** Sticky items stay pinned for one day (spec §4). */
export const STICKY_MS = 24 * 3_600_000;

const ms = (time: string) => {
  const t = Date.parse(time);
  return Number.isNaN(t) ? 0 : t;
};

export const newestFirst = (a: { time: string }, b: { time: string }) => ms(b.time) - ms(a.time);

export const isPeakItem = (item: WireTimelineItem) => typeof item.destination === 'string' && item.destination.startsWith('peak:');

const isItem = (value: unknown): value is WireTimelineItem =>
  !!value && typeof value === 'object' && typeof (value as WireTimelineItem).time === 'string' && typeof (value as WireTimelineItem).type === 'string';

/** Keeps well-formed items only (feed payloads are untyped). */
export const validItems = (items: unknown): WireTimelineItem[] => (Array.isArray(items) ? items.filter(isItem) : []);

/** Merges by time: one item per time, the incoming one replacing the stored one; newest first. */
export function mergeByTime(existing: WireTimelineItem[], incoming: WireTimelineItem[]): WireTimelineItem[] {
  if (incoming.length === 0) return existing;
  const byTime = new Map(existing.map((item) => [item.time, item]));
  for (const item of incoming) byTime.set(item.time, item);
  return [...byTime.values()].sort(newestFirst);
}

/** Relay panel events merge on time plus type (spec §4). */
export function mergeRelayEvents(existing: WireTimelineItem[], incoming: WireTimelineItem[]): WireTimelineItem[] {
  const key = (item: WireTimelineItem) => `${item.time}|${item.type}`;
  const byKey = new Map(existing.map((item) => [key(item), item]));
  for (const item of incoming) byKey.set(key(item), item);
  return [...byKey.values()].sort(newestFirst);
}

export const relayEventItem = (e: WireRelayEvent): WireTimelineItem => ({ time: e.time, type: e.type, body: e.body, device_id: e.device_id });

export interface StickyRules {
  dismissed: IsoTime[];
  dismissedPeaks: IsoTime[];
  now: number;
}

/**
 * Sticky items are kept only if allowed to be sticky, not dismissed and within one day; a dismissed
 * peak notice stays hidden (spec §4).
 */
export function keepSticky(items: WireTimelineItem[], rules: StickyRules): WireTimelineItem[] {
  return items
    .filter((item) => {
      if (item.allow_sticky !== true || rules.dismissed.includes(item.time)) return false;
      if (isPeakItem(item) && rules.dismissedPeaks.includes(item.time)) return false;
      return Math.abs(rules.now - ms(item.time)) <= STICKY_MS;
    })
    .sort(newestFirst);
}

/** Events without the pinned ones (an item is either in 'News' or in the list). */
export const withoutTimes = (items: WireTimelineItem[], pinned: WireTimelineItem[]) => {
  if (pinned.length === 0) return items;
  const times = new Set(pinned.map((item) => item.time));
  return items.filter((item) => !times.has(item.time));
};

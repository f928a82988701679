import type { IntlShape } from 'react-intl';
import type { WireTimelineChild, WireTimelineItem } from '../../api/wire/timeline';
import { zonedDayOf } from '../../common/zonedDate';
import messages from './messages';

/** The monitor's zone when the browser knows it, else the browser's own (never throws). */
export function safeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The local calendar day of an item in the monitor's zone, e.g. '2026-11-22'. */
export function dayKey(time: string, zone: string | undefined): string {
  return zonedDayOf(time, zone);
}

export interface DayGroup<T extends { time: string }> {
  key: string;
  /** The first item's time (for the header). */
  time: string;
  items: T[];
}

/** Consecutive items of the same local day (items are newest first). */
export function groupByDay<T extends { time: string }>(items: T[], zone: string | undefined): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.time, zone);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, time: item.time, items: [item] });
  }
  return groups;
}

/** Day header: weekday, month, day (spec §2). */
export const formatDay = (intl: IntlShape, time: string, zone: string | undefined) =>
  intl.formatDate(new Date(time), { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone });

export const formatClock = (intl: IntlShape, time: string, zone: string | undefined) =>
  intl.formatTime(new Date(time), { hour: 'numeric', minute: '2-digit', timeZone: zone });

export type ItemKind = 'event' | 'info' | 'install';

export function kindOf(item: WireTimelineItem): ItemKind {
  if (item.type === 'InstallCheck') return 'install';
  if (item.type === 'Info' || item.type === 'NewPeak') return 'info';
  return 'event';
}

/** Device-on or device-idle events whose count is above 1 expand into their sub-events (spec §2). */
export const isExpandable = (item: WireTimelineItem) =>
  (item.type === 'DeviceWasOn' || item.type === 'DeviceWasIdle') && (item.count ?? 0) > 1 && (item.children?.length ?? 0) > 0;

/** A normal event's description, translated for the known device events; otherwise the server's body. */
export function describe(intl: IntlShape, item: WireTimelineItem): string {
  const name = item.device_name;
  const count = item.count ?? 0;
  if (!name) return item.body;
  switch (item.type) {
    case 'DeviceWasOn':
      return count > 1 ? intl.formatMessage(messages.turnedOnTimes, { name, count }) : intl.formatMessage(messages.turnedOn, { name });
    case 'DeviceWasIdle':
      return count > 1 ? intl.formatMessage(messages.wentIdleTimes, { name, count }) : intl.formatMessage(messages.wentIdle, { name });
    case 'RelayOn':
      return intl.formatMessage(messages.turnedOn, { name });
    case 'DeviceOff':
    case 'RelayOff':
      return intl.formatMessage(messages.turnedOff, { name });
    default:
      return item.body;
  }
}

export function describeChild(intl: IntlShape, child: WireTimelineChild): string {
  const state = child.device_state ?? child.type;
  if (state === 'DeviceOn') return intl.formatMessage(messages.childOn);
  if (state === 'DeviceIdle') return intl.formatMessage(messages.childIdle);
  if (state === 'DeviceOff') return intl.formatMessage(messages.childOff);
  return child.body;
}

export type Destination = { kind: 'peak'; peakId: string } | { kind: 'web'; href: string } | { kind: 'device'; deviceId: string } | null;

/** `peak:<id>` opens the peak modal; http links open in a new tab; `device:<id>` goes to the device. */
export function destinationOf(destination: string | null | undefined): Destination {
  if (!destination) return null;
  if (destination.startsWith('peak:')) return destination.length > 5 ? { kind: 'peak', peakId: destination.slice(5) } : null;
  if (/^https?:\/\//i.test(destination)) return { kind: 'web', href: destination };
  if (destination.startsWith('device:') && destination.length > 7) return { kind: 'device', deviceId: destination.slice(7) };
  return null;
}

/** Where a now-timeline event leads: the device (relays to their panel page). */
export function deviceHref(deviceId: string | null | undefined): string | null {
  if (!deviceId) return null;
  const id = encodeURIComponent(deviceId);
  return deviceId.startsWith('relay-') ? `/panel/${id}` : `/devices/${id}`;
}

/** A device or relay timeline item: the device's day view at the item's time (spec §2). */
export const dayViewHref = (deviceId: string, time: string, relay: boolean) =>
  `/${relay ? 'panel' : 'devices'}/${encodeURIComponent(deviceId)}?scale=DAY&start=${encodeURIComponent(time)}`;

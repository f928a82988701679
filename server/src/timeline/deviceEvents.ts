import type { MonitorProfile, DeviceInfo } from '../contracts';
import { t, type Locale, type MessageKey } from '../i18n';
import { deviceTransitions, type DeviceState, type DeviceTransition } from '../devices/transitions';
import { declaredDevices } from '../measured';
import { calendarFor } from '../time/calendar';
import type { WireTimelineChild, WireTimelineItem } from '../../../src/api/wire/timeline';
import type { DeviceNames, TimelineDevice } from './names';
import { deviceEventMs, floorMinute, guidOf, HOUR_MS, iso, MINUTE_MS } from './slots';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/** Which device events a list wants. */
export interface DeviceEventFilter {
  /** Only this reported device (a merged device includes its members' events). */
  deviceId?: string | null;
  /** Only relay circuits, as RelayOn / RelayOff items (the relay panel timeline). */
  relays?: boolean;
  /** Several runs of a device within a local clock hour become one item with children. */
  rollup?: boolean;
}

interface DeviceEvent {
  tr: DeviceTransition;
  rep: TimelineDevice;
  ms: number;
}

const STATE: Record<DeviceState, 'DeviceOn' | 'DeviceIdle' | 'DeviceOff'> = { On: 'DeviceOn', Idle: 'DeviceIdle', Off: 'DeviceOff' };
const TEXT: Record<DeviceState, MessageKey> = { On: 'timeline.device.on', Idle: 'timeline.device.idle', Off: 'timeline.device.off' };
const KIND: Record<DeviceState, number> = { On: 1, Idle: 2, Off: 3 };

/** Devices with timeline events: detected appliances in the real-time stage (relays included). */
function eligibleDevices(profile: MonitorProfile): Map<string, { device: DeviceInfo; index: number }> {
  const out = new Map<string, { device: DeviceInfo; index: number }>();
  declaredDevices(profile).forEach((device, index) => {
    if (device.special || device.stage !== 'RealTime' || device.tags.TimelineAllowed !== 'true') return;
    out.set(device.id, { device, index });
  });
  return out;
}

/** Whether a filter can match anything (an unknown id, or a non-relay on the relay list, cannot). */
export function filterCanMatch(profile: MonitorProfile, names: DeviceNames, filter: DeviceEventFilter): boolean {
  if (!filter.relays && (!filter.deviceId || filter.deviceId === 'always_on')) return true;
  for (const { device } of eligibleDevices(profile).values()) {
    if (filter.relays && !device.relay) continue;
    if (!filter.deviceId || device.id === filter.deviceId || names.of(device)?.id === filter.deviceId) return true;
  }
  return false;
}

/** The state changes behind the items with a time in [startMs, endMs) and not after nowMs, oldest first. */
function collect(profile: MonitorProfile, names: DeviceNames, startMs: number, endMs: number, nowMs: number, filter: DeviceEventFilter): DeviceEvent[] {
  const last = Math.min(endMs - 1, nowMs);
  if (last < startMs) return [];
  const eligible = eligibleDevices(profile);
  const wanted = filter.deviceId ? names.membersOf(filter.deviceId) : null;
  const out: DeviceEvent[] = [];
  for (const tr of deviceTransitions(profile, floorMinute(startMs), floorMinute(last) + MINUTE_MS, nowMs)) {
    const e = eligible.get(tr.deviceId);
    if (!e || (filter.relays && !e.device.relay)) continue;
    if (tr.epochMs < Date.parse(e.device.dateCreated)) continue;
    const rep = names.of(e.device);
    if (!rep || (wanted && !wanted.has(tr.deviceId) && rep.id !== filter.deviceId)) continue;
    const ms = deviceEventMs(tr.epochMs, e.index, profile.seed);
    if (ms < startMs || ms > last) continue;
    out.push({ tr, rep, ms });
  }
  return out.sort((a, b) => a.ms - b.ms);
}

function base(monitorId: number, e: DeviceEvent, kind: number): WireTimelineItem {
  return {
    time: iso(e.ms),
    type: 'DeviceOff',
    body: '',
    title: null,
    count: 1,
    device_id: e.rep.id,
    device_name: e.rep.name,
    device_state: STATE[e.tr.to],
    device_transition_from_state: e.tr.from,
    user_device_type: e.rep.type,
    icon: e.rep.icon,
    destination: `device:${e.rep.id}`,
    action_title: null,
    show_action: false,
    progress: null,
    allow_sticky: false,
    guid: guidOf(monitorId, Math.floor(e.ms / MINUTE_MS), kind, e.ms % MINUTE_MS),
    monitor_id: monitorId,
    start_time: iso(e.ms),
  };
}

/** 'Dryer turned on', in the locale (the device name as the user sees it). */
const eventText = (locale: Locale, e: DeviceEvent): string => t(locale, TEXT[e.tr.to], { name: e.rep.name });

function single(locale: Locale, monitorId: number, e: DeviceEvent, relays: boolean): WireTimelineItem {
  const item = base(monitorId, e, KIND[e.tr.to]);
  item.body = eventText(locale, e);
  if (relays) item.type = e.tr.to === 'Off' ? 'RelayOff' : 'RelayOn';
  else item.type = e.tr.to === 'On' ? 'DeviceWasOn' : e.tr.to === 'Idle' ? 'DeviceWasIdle' : 'DeviceOff';
  return item;
}

const child = (locale: Locale, e: DeviceEvent): WireTimelineChild => ({
  time: iso(e.ms),
  type: STATE[e.tr.to],
  body: eventText(locale, e),
  device_id: e.rep.id,
  device_state: STATE[e.tr.to],
  icon: e.rep.icon,
});

/** One device's events within one local hour: a group when it turned on (or went idle) twice or more. */
function rollUp(locale: Locale, monitorId: number, events: DeviceEvent[]): WireTimelineItem[] {
  const on = events.filter((e) => e.tr.to === 'On').length;
  const idle = events.filter((e) => e.tr.to === 'Idle').length;
  if (on < 2 && idle < 2) return events.map((e) => single(locale, monitorId, e, false));
  const first = events[0]!;
  const lastEvent = events[events.length - 1]!;
  const type = on >= 2 ? 'DeviceWasOn' : 'DeviceWasIdle';
  const count = on >= 2 ? on : idle;
  const item = base(monitorId, first, 9);
  item.type = type;
  item.count = count;
  item.body = t(locale, type === 'DeviceWasOn' ? 'timeline.device.onTimes' : 'timeline.device.idleTimes', { name: first.rep.name, count });
  item.device_state = STATE[lastEvent.tr.to];
  item.children = events.map((e) => child(locale, e)).reverse();
  return [item];
}

/**
 * Device items with a time in [startMs, endMs) and not after nowMs, newest first. With rollup the
 * range should be whole local hours (the server asks for whole local days). Texts are written in
 * names.locale.
 */
export function deviceItems(profile: MonitorProfile, monitorId: number, names: DeviceNames, startMs: number, endMs: number, nowMs: number, filter: DeviceEventFilter = {}): WireTimelineItem[] {
  const events = collect(profile, names, startMs, endMs, nowMs, filter);
  const { locale } = names;
  let items: WireTimelineItem[];
  if (filter.rollup && !filter.relays) {
    const cal = calendarFor(profile.timeZone);
    const groups = new Map<string, DeviceEvent[]>();
    for (const e of events) {
      const hour = Math.floor((e.ms + cal.offsetMin(e.ms) * MINUTE_MS) / HOUR_MS);
      const key = `${e.rep.id}|${hour}`;
      const list = groups.get(key);
      if (list) list.push(e);
      else groups.set(key, [e]);
    }
    items = [...groups.values()].flatMap((g) => rollUp(locale, monitorId, g));
  } else {
    items = events.map((e) => single(locale, monitorId, e, Boolean(filter.relays)));
  }
  return items.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

import type { WireAlertTimelineItem } from '../../../src/api/wire/alerts';
import { DEFAULT_LOCALE, t, type Locale, type MessageKey } from '../i18n';
import { hash32, streamId } from '../hash';
import type { DueFiring } from './evaluator';
import type { AlertState } from './rules';

const DEVICE_STATE: Record<AlertState, WireAlertTimelineItem['device_state']> = { on: 'DeviceOn', off: 'DeviceOff', idle: 'DeviceIdle' };
const S_GUID = streamId('alerts.guid');

const NOW_TEXT: Record<AlertState, MessageKey> = { on: 'alert.nowOn', off: 'alert.nowOff', idle: 'alert.nowIdle' };
const FOR_TEXT: Record<AlertState, MessageKey> = { on: 'alert.forOn', off: 'alert.forOff', idle: 'alert.forIdle' };

/** 93780 → '1 day 2 hours 3 minutes' in the locale; zero parts are left out; 0 → '0 minutes'. */
export function durationText(locale: Locale, seconds: number): string {
  const parts: [MessageKey, number][] = [
    ['duration.days', Math.floor(seconds / 86_400)],
    ['duration.hours', Math.floor((seconds % 86_400) / 3600)],
    ['duration.minutes', Math.floor((seconds % 3600) / 60)],
    ['duration.seconds', seconds % 60],
  ];
  const texts = parts.filter(([, n]) => n > 0).map(([key, n]) => t(locale, key, { n }));
  return texts.length ? texts.join(' ') : t(locale, 'duration.minutes', { n: 0 });
}

/** 'Dryer has been off for 1 day 2 hours 3 minutes'; with no duration 'Dryer is now off'. */
export function alertBody(locale: Locale, deviceName: string, state: AlertState, seconds: number): string {
  if (seconds <= 0) return t(locale, NOW_TEXT[state], { name: deviceName });
  return t(locale, FOR_TEXT[state], { name: deviceName, duration: durationText(locale, seconds) });
}

/** A stable UUID-shaped id of one firing (the same alert and run always give the same guid). */
export function firingGuid(monitorId: number, alertId: number, runStartMs: number): string {
  const minute = Math.floor(runStartMs / 60_000);
  const hex = (i: number) => hash32(monitorId, alertId, minute, S_GUID + i).toString(16).padStart(8, '0');
  const [a, b, c, d] = [hex(1), hex(2), hex(3), hex(4)];
  return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}

/** How the device is shown: the user's name and icon (renames and merges applied). */
export interface AlertDeviceView {
  id: string;
  name: string;
  icon: string;
  type?: string;
}

/** The timeline item of a firing (type 'DeviceAlert'; wire: WireAlertTimelineItem), written in the locale. */
export function alertItem(
  monitorId: number,
  f: Pick<DueFiring, 'alertId' | 'state' | 'duration' | 'runStartMs' | 'firedAtMs'>,
  device: AlertDeviceView,
  locale: Locale = DEFAULT_LOCALE,
): WireAlertTimelineItem {
  const time = new Date(f.firedAtMs).toISOString();
  return {
    time,
    type: 'DeviceAlert',
    body: alertBody(locale, device.name, f.state, f.duration),
    title: null,
    count: 1,
    device_id: device.id,
    device_name: device.name,
    device_state: DEVICE_STATE[f.state],
    user_device_type: device.type ?? null,
    icon: device.icon,
    destination: `device:${device.id}`,
    action_title: null,
    show_action: false,
    progress: null,
    allow_sticky: false,
    guid: firingGuid(monitorId, f.alertId, f.runStartMs),
    monitor_id: monitorId,
    start_time: new Date(f.runStartMs).toISOString(),
    alert_id: f.alertId,
    alert_state: f.state,
    alert_duration: f.duration,
  };
}

/**
 * A stored item as shown now: with the device's present name and icon (the user may have renamed
 * it since), its body written in the reader's language. The stored body (English) is not read:
 * the state and duration stored beside it are enough, so rows of any age render in any language.
 */
export function refreshItem(item: WireAlertTimelineItem, device: AlertDeviceView, locale: Locale = DEFAULT_LOCALE): WireAlertTimelineItem {
  return { ...item, device_name: device.name, icon: device.icon, body: alertBody(locale, device.name, item.alert_state, item.alert_duration) };
}

import type { WireAlertTimelineItem } from '../../../src/api/wire/alerts';
import { hash32, streamId } from '../sim/hash';
import type { DueFiring } from './evaluator';
import { alertBody, type AlertState } from './rules';

const DEVICE_STATE: Record<AlertState, WireAlertTimelineItem['device_state']> = { on: 'DeviceOn', off: 'DeviceOff', idle: 'DeviceIdle' };
const S_GUID = streamId('alerts.guid');

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

/** The timeline item of a firing (type 'DeviceAlert'; wire: WireAlertTimelineItem). */
export function alertItem(monitorId: number, f: Pick<DueFiring, 'alertId' | 'state' | 'duration' | 'runStartMs' | 'firedAtMs'>, device: AlertDeviceView): WireAlertTimelineItem {
  const time = new Date(f.firedAtMs).toISOString();
  return {
    time,
    type: 'DeviceAlert',
    body: alertBody(device.name, f.state, f.duration),
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

/** A stored item shown with the device's present name and icon (the user may have renamed it since). */
export function refreshItem(item: WireAlertTimelineItem, device: AlertDeviceView): WireAlertTimelineItem {
  if (item.device_name === device.name && item.icon === device.icon) return item;
  return { ...item, device_name: device.name, icon: device.icon, body: alertBody(device.name, item.alert_state, item.alert_duration) };
}

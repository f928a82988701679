import type { IsoTime } from './common';

/**
 * The timeline (wire §3.9, §2.4 new_timeline_event; spec monitoring §3 "Timeline item" and
 * "Peak usage"). Shared by the browser app and the local server (type-only imports).
 */

/**
 * Item types the local server sends. The hosted API has more; clients show an unknown type as a
 * normal event with its `body`.
 *  - DeviceWasOn / DeviceWasIdle: a device turned on / went idle; with `count` > 1 a rolled-up
 *    group whose `children` are the single transitions (DeviceOn, DeviceIdle, DeviceOff).
 *  - DeviceOff: a device turned off.
 *  - Info: news with an optional action link; NewPeak: a peak notice (destination `peak:<id>`).
 *  - InstallCheck: installation-check progress (`progress` 0..100).
 *  - AlwaysOnChanged: the daily always-on figure moved.
 *  - RelayOn / RelayOff: a relay circuit switched (relay panel timeline).
 */
export type WireTimelineItemType =
  | 'DeviceWasOn'
  | 'DeviceWasIdle'
  | 'DeviceOn'
  | 'DeviceIdle'
  | 'DeviceOff'
  | 'Info'
  | 'InstallCheck'
  | 'NewPeak'
  | 'AlwaysOnChanged'
  | 'RelayOn'
  | 'RelayOff'
  | (string & {});

export type WireTimelineDeviceState = 'DeviceOn' | 'DeviceIdle' | 'DeviceOff' | (string & {});

/** A sub-event of a rolled-up item. */
export interface WireTimelineChild {
  time: IsoTime;
  type: WireTimelineItemType;
  body: string;
  device_id?: string;
  device_state?: WireTimelineDeviceState;
  icon?: string;
}

export interface WireTimelineItem {
  /** The item's key: clients merge by it (no two items of a timeline share a time). */
  time: IsoTime;
  type: WireTimelineItemType;
  body: string;
  title?: string | null;
  /** How many events a rolled-up item stands for (1 for a single event, 0 for notices). */
  count?: number;
  device_id?: string | null;
  device_name?: string | null;
  device_state?: WireTimelineDeviceState | null;
  device_transition_from_state?: 'On' | 'Off' | 'Idle' | null;
  user_device_type?: string | null;
  icon?: string | null;
  /** `device:<id>`, `peak:<peakId>`, or an https link. */
  destination?: string | null;
  action_title?: string | null;
  show_action?: boolean;
  /** InstallCheck progress in percent. */
  progress?: number | null;
  /** May be pinned in the 'News' section (for a day, until dismissed). */
  allow_sticky?: boolean;
  guid?: string;
  monitor_id?: number;
  start_time?: IsoTime;
  children?: WireTimelineChild[];
}

/** GET /users/{id}/timeline (the now timeline). Device and relay timelines send no sticky items. */
export interface WireTimelineResponse {
  items: WireTimelineItem[];
  sticky_items: WireTimelineItem[];
  more_items: boolean;
  user_id: number;
}

/** GET /users/{id}/timeline?device_id=… and /timeline/smartcircuit. */
export interface WireDeviceTimelineResponse {
  items: WireTimelineItem[];
  more_items: boolean;
  user_id: number;
  sticky_items?: WireTimelineItem[];
}

export interface WirePeakDevice {
  id: string;
  name: string;
  icon: string;
  /** Watts the device drew in the peak minute. */
  peak_wattage: number;
}

/** GET /app/monitors/{id}/peak/{peakId}. */
export interface WirePeak {
  peak_id: string;
  /** Watts (mean over the peak minute). */
  peak_max: number;
  peak_time: IsoTime;
  /** The previous peak (the highest of the 30 days before), watts; null when unknown. */
  last_peak_max: number | null;
  last_alert_time: IsoTime | null;
  devices: WirePeakDevice[];
}

/** new_timeline_event payload (wire §2.4). */
export interface WireNewTimelineEvent {
  items_added: WireTimelineItem[];
  items_removed: WireTimelineItem[];
  items_updated: WireTimelineItem[];
  user_id: number;
}

/** new_relay_event payload (the feed's message type; see src/api/wire/realtime.ts). */
export interface WireRelayEvent {
  device_id: string;
  time: IsoTime;
  type: string;
  body: string;
}

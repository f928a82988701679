import type { IsoTime } from './common';

export type DeviceTags = Record<string, string | string[] | { Name: string; UserDeviceType: string; Percent: number; Icon: string; UserDeviceTypeDisplayString?: string }[]>;

/** One entry of realtime_update.devices[] (wire §2.6). */
export interface WireRealtimeDevice {
  id: string;
  name: string;
  icon: string;
  tags: DeviceTags;
  /** e.g. ['Idle'] when the device is idle. */
  attrs: string[];
  w: number;
  c?: number;
  make?: string;
  model?: string;
  location?: string;
  given_location?: string;
  given_make?: string;
  ao_w?: number;
}

export interface WireTouAlert {
  name: string;
  end_time: IsoTime;
  cost_multiplier: number;
  tou_cost?: number;
}

/** realtime_update payload (wire §2.5-2.6, plus battery and generator fields from the spec). */
export interface WireRealtimeUpdate {
  w: number;
  d_w: number;
  grid_w: number;
  c: number;
  defaultCost: number;
  hz: number;
  voltage: [number, number];
  channels: number[];
  epoch: number;
  frame: number;
  _stats: { brcv: number; mrcv: number; msnd: number };
  deltas: { frame: number; channel: number; start_frame: number; w: number }[];
  power_flow: Partial<Record<'solar' | 'grid' | 'battery' | 'home', ('home' | 'grid' | 'battery')[]>>;
  devices: WireRealtimeDevice[];
  // with solar
  solar_w?: number;
  d_solar_w?: number;
  solar_pct?: number;
  solar_c?: number;
  aux?: { solar: [number, number] };
  // with a battery
  battery_w?: number;
  d_battery_w?: number;
  battery_pct?: number;
  charge_state?: 'Charging' | 'Discharging' | 'Idle' | 'Full' | 'Empty';
  /** Minutes until empty at the present discharge rate; null when not discharging. */
  battery_time_to_empty?: number | null;
  // generator and grid state
  gen_state?: 'On' | 'Off';
  gen_last_state_time?: IsoTime;
  grid_status?: 'Connected' | 'Disconnected';
  backup_power?: boolean;
  tou_alert?: WireTouAlert;
  /** False when the monitor itself has stopped reporting (shown as 'Monitor Offline'). */
  monitor_online?: boolean;
}

export interface WireDataChange {
  device_data_checksum: string;
  monitor_overview_checksum: string;
  partner_checksum: string;
  pending_events: Record<string, unknown>;
  settings_version: number;
  user_version: number;
}

export interface WireDeviceStates {
  states: { device_id: string; mode: string; state: string; faults?: string[] }[];
  update_type: 'full' | 'partial';
}

export interface WireRecentHistory {
  /** One entry per second, oldest first: [w, solar_w]; null where the server's store has nothing (a gap). */
  data: [number | null, number | null][];
  start_epoch: number;
}

/** Every server frame: {type, payload} (wire §2.2). */
export type WireFeedMessage =
  | { type: 'hello'; payload: { online: boolean; connection_state?: string } }
  | { type: 'monitor_info'; payload: { features: string } }
  | { type: 'data_change'; payload: WireDataChange }
  | { type: 'device_states'; payload: WireDeviceStates }
  | { type: 'realtime_update'; payload: WireRealtimeUpdate }
  | { type: 'recent_history'; payload: WireRecentHistory }
  | { type: 'new_timeline_event'; payload: { items_added: unknown[]; items_removed: unknown[]; items_updated: unknown[]; user_id: number } }
  | { type: 'new_relay_event'; payload: { device_id: string; time: IsoTime; type: string; body: string } }
  | { type: 'error'; payload: { authorized: boolean; error_reason: string } }
  | { type: 'close_connection'; payload: { reason: string } };

/** Client frames. Unknown ones are ignored by the server. */
export type WireClientMessage = { type: 'send_recent_history'; payload?: { seconds?: number } } | { type: 'hello' } | { type: 'ping' };

import type { IsoTime } from '../../api/wire/common';
import type { WireClientMessage, WireTouAlert } from '../../api/wire/realtime';

/**
 * The feed's life cycle. idle: not started (or stopped); pending: a socket is being opened;
 * live: at least one message arrived on the present socket; closed: the socket closed (a retry
 * may be scheduled, see `reconnect`, or the retries are spent, see `gaveUp`).
 */
export type RealtimeStatus = 'idle' | 'pending' | 'live' | 'closed';

export type DeviceRealtimeState = 'On' | 'Off' | 'Idle';

/** A react-intl message descriptor kept in state, so any feature can render it by id. */
export interface StoredMessage {
  id: string;
  defaultMessage: string;
}

/** spec monitoring §3 realtime_state, per device, plus what a bubble needs to draw it. */
export interface DeviceRealtime {
  id: string;
  name: string;
  icon: string;
  w: number;
  ao_w: number | null;
  last_state: DeviceRealtimeState;
  last_state_time: IsoTime | null;
  /** From device_states (network devices): e.g. active / off. */
  network_mode: string | null;
  /** From device_states: e.g. online / offline. */
  network_state: string | null;
  faults: string[];
}

/** spec monitoring §3 "Realtime signal state". */
export interface SignalState {
  /** Watts on the first two channels (the mains legs). */
  mains: number[];
  /** The aux solar channel, negated (production shown positive); null without solar. */
  solar: number[] | null;
  /** Per-leg volts, rounded to 0.1. */
  voltage: number[];
  /** Line frequency in Hz, rounded to 0.1. */
  frequency: number | null;
}

/** spec account-settings-shell §3 Realtime state: wattage. Watts; grid_w > 0 imports. */
export interface Wattage {
  w: number;
  d_w: number;
  grid_w: number;
  solar_w: number | null;
  d_solar_w: number | null;
  solar_pct: number | null;
  battery_w: number | null;
  d_battery_w: number | null;
  battery_pct: number | null;
  /** Cost rate in cents per hour. */
  c: number | null;
}

export interface BatteryStatus {
  charge_state: 'Charging' | 'Discharging' | 'Idle' | 'Full' | 'Empty' | null;
  /** Minutes until empty at the present discharge rate. */
  time_to_empty: number | null;
}

export interface RealtimeState {
  status: RealtimeStatus;
  /** True once any socket of this session delivered a message ("had been live"). */
  everLive: boolean;
  /** Retry number of the present attempt (0 = first attempt). */
  attempt: number;
  reconnect: { attempt: number; delayMs: number } | null;
  gaveUp: boolean;
  closeMessage: StoredMessage | null;
  closeCode: number | null;
  closeDescription: string | null;
  /** The last attempt was abandoned: the socket did not open within the connection timeout. */
  closeTimedOut: boolean;
  error: string | null;
  errorTitle: StoredMessage | null;
  /** hello.online; false shows 'Monitor Offline'. */
  monitorOnline: boolean | null;
  /** realtime_update.monitor_online; false shows 'System Offline'. */
  systemOnline: boolean | null;
  features: string[];
  /** Epoch ms of the last realtime_update (null before the first). */
  updatedAt: number | null;
  signal: SignalState | null;
  wattage: Wattage | null;
  battery: BatteryStatus;
  power_flow: Partial<Record<'solar' | 'grid' | 'battery' | 'home', string[]>> | null;
  gen_state: 'On' | 'Off' | null;
  gen_last_state_time: IsoTime | null;
  grid_status: string | null;
  backup_power: boolean;
  tou_alert: WireTouAlert | null;
  dismissedRateZoneEndTime: IsoTime | null;
  devices: Record<string, DeviceRealtime>;
  /** Devices that are on or idle, in a stable order (first seen first), for the bubbles. */
  activeDeviceIds: string[];
  detailLoaded: Record<string, true>;
  versions: { user: number; settings: number } | null;
}

/** Selectors are written over this structural type, so they need no RootState. */
export interface StateWithRealtime {
  realtime: RealtimeState;
}

/** What the socket factory reports. The default factory wraps sockette (realtimeSocket.ts). */
export interface RealtimeSocketHandlers {
  onOpen(): void;
  onMessage(data: string): void;
  onClose(code: number, reason: string): void;
  onError(message: string): void;
}

/** One connection attempt: the saga owns the retry schedule. */
export interface RealtimeSocket {
  send(message: WireClientMessage): void;
  close(code?: number, reason?: string): void;
}

/** Saga context 'createRealtimeSocket'. */
export type RealtimeSocketFactory = (url: string, handlers: RealtimeSocketHandlers) => RealtimeSocket;

/** Saga context 'now': epoch milliseconds. */
export type Clock = () => number;

/** The feature's saga-context keys (src/app/sagaContext.ts). Without a factory the saga uses sockette's. */
declare module '../../app/sagaContext' {
  interface SagaContext {
    createRealtimeSocket?: RealtimeSocketFactory;
  }
}

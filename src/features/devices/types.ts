import type {
  WireBatteryInfo, WireDevice, WireDeviceCategory, WireDeviceDetail, WireDeviceUsageHistory, WireInverterInfo,
  WireUsageScale, WireUserAlwaysOnDevice,
} from '../../api/wire/devices';

/** A fetch's life cycle (ARCHITECTURE habit 2). */
export type FetchStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** A write's life cycle. */
export type ActionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** What every devices `xFailed` event carries. */
export interface Failure {
  status: number | 'error';
  message: string;
}

export interface Remote<T> {
  status: FetchStatus;
  data: T | null;
  /** The last failure's text (spec §4: "failures record the error text"). */
  error: string | null;
}

/** One write (update, delete, merge, supersede, reset data) and the device it concerns. */
export interface Operation {
  status: ActionStatus;
  deviceId: string | null;
  error: string | null;
}

/** The three things DELETE …/devices/{id} does (spec §7). */
export type DeleteKind = 'delete' | 'unmerge' | 'relayReset';

export interface UsageView {
  status: FetchStatus;
  scale: WireUsageScale;
  /** The requested period start (null: the period containing now). */
  start: string | null;
  data: WireDeviceUsageHistory | null;
  error: string | null;
}

export interface DevicesState {
  list: {
    status: FetchStatus;
    /** Every device of the overview (include_merged=true), in the server's order. */
    ids: string[];
    byId: Record<string, WireDevice>;
    checksum: string | null;
    error: string | null;
  };
  types: Remote<WireDeviceCategory[]>;
  /** Details by device id; `notFound` when the server said the device does not exist. */
  details: Record<string, Remote<WireDeviceDetail> & { notFound?: boolean }>;
  /** The usage chart's period, per device. */
  usage: Record<string, UsageView>;
  battery: Remote<WireBatteryInfo>;
  inverter: Remote<WireInverterInfo>;
  update: Operation;
  remove: Operation & { kind: DeleteKind | null };
  merge: Operation;
  supersede: Operation;
  resetData: Operation;
  /** The always-on page's network-detection prompt; `dismissed` null until read from storage. */
  networkPrompt: { monitorId: number | null; dismissed: boolean | null };
  /** Always-on devices the user added, by id ('ao-<n>'); `notFound` when the server says there is none. */
  alwaysOnDevices: Record<string, Remote<WireUserAlwaysOnDevice> & { notFound?: boolean }>;
  /** Adding (deviceId NEW_ALWAYS_ON) or editing one. */
  alwaysOnSave: Operation;
  alwaysOnRemove: Operation;
}

/** The Operation deviceId of an always-on device being added. */
export const NEW_ALWAYS_ON = 'new';

/** Selectors of this feature take any state that holds the slice. */
export interface StateWithDevices {
  devices: DevicesState;
}

/**
 * The part of state.realtime the devices screens read (live watts and on/idle/off). Features do
 * not import each other (house rule 3): this is a structural view of features/realtime's state,
 * and __tests__/features/devices/liveDevicesContract.test.ts checks the slice still satisfies it.
 */
export interface LiveDeviceView {
  readonly w: number;
  /** Its always-on watts (for always_on: the 48-hour estimate). */
  readonly ao_w?: number | null;
  readonly last_state: 'On' | 'Off' | 'Idle';
  readonly last_state_time: string | null;
  readonly faults: readonly string[];
}
/** The feed's battery figures (top-level in realtime_update, not a device of its own). */
export type ChargeState = 'Charging' | 'Discharging' | 'Idle' | 'Full' | 'Empty';
export interface LiveBatteryView {
  readonly wattage: { readonly d_battery_w: number | null; readonly battery_w: number | null; readonly battery_pct: number | null } | null;
  readonly battery: { readonly charge_state: ChargeState | null; readonly time_to_empty: number | null };
}
export interface StateWithLiveDevices {
  realtime?: { readonly devices: Readonly<Record<string, LiveDeviceView>> } & Partial<LiveBatteryView>;
}

/** Variants of the detail screen (routes: /devices/{id}, /always_on/{id}, /panel/{id}). */
export type DetailVariant = 'device' | 'alwaysOnDevice' | 'relay';

/** Events of other features (plain type strings: no cross-feature imports). */
export const NOW_TIMELINE_FETCH_REQUESTED = 'timeline/nowFetchRequested';
export const REALTIME_DATA_CHANGE_RECEIVED = 'realtime/dataChangeReceived';

import type { WireAlertState, WireDeviceAlert } from '../../api/wire/alerts';

/** A fetch's life cycle (ARCHITECTURE habit 2). */
export type FetchStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** A write's life cycle. */
export type ActionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** What every alerts `xFailed` event carries. */
export interface Failure {
  status: number | 'error';
  message: string;
}

/** The device whose alerts the section shows; the devices settings screen hands it over (alertsSlot). */
export interface AlertDevice {
  id: string;
  name: string;
  /** Basic and custom groups are hidden for a power box (spec monitoring §6). */
  isPowerBox: boolean;
  /** Relays show 'Relay status notifications'. */
  isRelay: boolean;
}

/** The words the dialog offers: 'standby' is stored as 'idle' (spec §5). */
export type AlertStateChoice = 'on' | 'off' | 'standby';

/** A duration as the dialog's three selectors hold it. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

/** The three groups of one device's alerts. */
export interface AlertGroups {
  basic: WireDeviceAlert[];
  custom: WireDeviceAlert[];
  relay: WireDeviceAlert[];
}

/** Which write the custom alert dialog is running. */
export type EditOperation = 'create' | 'update' | 'delete';

export interface AlertsState {
  /** The device the alerts belong to (the settings screen shows one device at a time). */
  deviceId: string | null;
  status: FetchStatus;
  error: string | null;
  groups: AlertGroups;
  /**
   * Toggles changed but not yet saved: alert id → wanted `enabled`. They are saved by the section's
   * own Save button, or together with the device settings form (on `devices/updateRequested`).
   */
  pending: Record<string, boolean>;
  flush: { status: ActionStatus; error: string | null };
  /** The custom alert dialog: closed, creating (alertId null) or editing one alert. */
  dialog: { open: boolean; alertId: number | null };
  edit: { status: ActionStatus; op: EditOperation | null; error: string | null };
}

export type { WireAlertState, WireDeviceAlert };

/** The devices feature's settings-submit event: the alerts saga saves pending toggles alongside it. */
export const DEVICES_UPDATE_REQUESTED = 'devices/updateRequested';
/** The app's analytics event (src/app/analytics.ts logs it). */
export const ANALYTICS_EVENT_LOGGED = 'analytics/eventLogged';
export const NOTIFICATION_ENABLED_EVENT = 'notification_enabled';
/** The alert delete toast lasts 3 s (spec monitoring §9). */
export const DELETE_TOAST_MS = 3000;

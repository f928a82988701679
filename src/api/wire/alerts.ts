/**
 * Device alerts API wire types (spec monitoring §2 "Device alerts section" and "Custom alert
 * dialog", §3 "Device alert", §4 "Alert create/edit", §5 durations, §6 power box, §7 calls).
 * Shared by the browser app and the local server (type-only imports), so they cannot drift.
 * All paths are under /apiservice/api/v1; {deviceId} is a device of the list (a merged, virtual
 * device included).
 *
 *   GET    /app/monitors/{monitorId}/devices/{deviceId}/notifications             → WireDeviceAlertsResponse
 *   PUT    /app/monitors/{monitorId}/devices/{deviceId}/notifications             body WireAlertCreate      → WireDeviceAlert (the new custom alert)
 *   POST   /app/monitors/{monitorId}/devices/{deviceId}/notifications             body WireAlertsBulkUpdate → WireDeviceAlertsResponse
 *   POST   /app/monitors/{monitorId}/devices/{deviceId}/notifications/{alertId}   body WireAlertUpdate      → WireDeviceAlert (after the change)
 *   DELETE /app/monitors/{monitorId}/devices/{deviceId}/notifications/{alertId}                            → WireAlertDeleteResponse
 *
 * Bodies may be JSON or form-encoded (the bulk update needs JSON: it carries a list).
 *
 * Failures are WireErrorBody ({status:'error', error_reason}); nothing is written on any failure:
 *   400 'Invalid field 'state': must be one of on, off, idle, standby'
 *   400 'Invalid field 'destination': must be one of push'
 *   400 'Invalid field 'enabled': must be boolean' · 'Invalid field 'duration': must be integer'
 *   400 'Missing required field 'state'' (PUT: state and duration are required) · 'Missing required field 'alerts''
 *   400 'The duration must be between 0 and 2678340 seconds (30 days 23 hours 59 minutes)'
 *   400 'Nothing to change: send state, duration, enabled or destination' (single update with none of them)
 *   400 'Alerts are not available for this device' (Always On, Other, Solar; a power box's basic/custom alerts)
 *   400 'A device can have at most 20 custom alerts'
 *   400 'Only enabled can be changed on a basic or relay alert' (a different state/duration sent for one)
 *   400 'Basic and relay alerts cannot be deleted; turn them off instead'
 *   404 'Monitor not found' · 'Device not found' · 'Alert not found' (another monitor's or device's
 *       alert id answers exactly like a missing one; in a bulk update, any unknown id fails the whole request)
 *
 * When an enabled custom alert's device stays in the alert's state for its duration, the server
 * writes a timeline event (WireAlertTimelineItem, type 'DeviceAlert') and pushes it on the feed as
 * `new_timeline_event`; it also appears in GET /users/{id}/timeline. It fires once per continuous
 * run of that state. Basic and relay toggles are stored preferences: the local server has no push
 * service, and the timeline already shows every on/off/idle change.
 */
import type { WireTimelineItem } from './timeline';

/** Stored state of an alert. The UI word 'standby' is stored (and answered) as 'idle'. */
export type WireAlertState = 'on' | 'off' | 'idle';
/** What a create/update body may send as state: 'standby' is accepted and stored as 'idle'. */
export type WireAlertStateInput = WireAlertState | 'standby';

/** The only destination: a push notification (spec §3). */
export type WireAlertDestination = 'push';

/** basic: the 'Basic notifications' group; custom: 'Custom notifications'; relay: 'Relay status notifications'. */
export type WireAlertKind = 'basic' | 'custom' | 'relay';

/** The basic alerts every alertable device has (not a power box): 'alert me on standby', 'alert me on ON/OFF'. */
export type WireBasicAlertType = 'standby' | 'on_off';
/** The relay alerts of a relay (tag IntegrationType 'WiserRelay'). */
export type WireRelayAlertType = 'circuit_breaker_off' | 'relay_overcurrent' | 'relay_overtemperature';

/**
 * Basic and relay alerts have fixed ids, the same on every device, always negative (custom alerts
 * have positive ids unique on the server). They exist for every eligible device, disabled, until
 * toggled; the id never changes when toggled. Ids are unique within one device's response.
 */
export const BASIC_ALERT_IDS: Readonly<Record<WireBasicAlertType | WireRelayAlertType, number>> = {
  standby: -1,
  on_off: -2,
  circuit_breaker_off: -3,
  relay_overcurrent: -4,
  relay_overtemperature: -5,
};

/** Custom alert duration selectors (spec §5): seconds = days × 86400 + hours × 3600 + minutes × 60. */
export const ALERT_MAX_DAYS = 30;
export const ALERT_MAX_HOURS = 23;
export const ALERT_MAX_MINUTES = 59;
/** 30 days 23 hours 59 minutes, in seconds: the largest duration the server accepts. */
export const ALERT_DURATION_MAX_S = 2_678_340;
/** A new custom alert's defaults (spec §5): state on, 300 s. */
export const ALERT_DEFAULT_STATE: WireAlertState = 'on';
export const ALERT_DEFAULT_DURATION_S = 300;
/** At most this many custom alerts per device. */
export const CUSTOM_ALERTS_MAX = 20;

/** One alert (spec §3 "Device alert"). */
export interface WireDeviceAlert {
  /** Positive for custom alerts; BASIC_ALERT_IDS for basic and relay alerts. */
  id: number;
  state: WireAlertState;
  enabled: boolean;
  /** Seconds the device must stay in `state` (0 to ALERT_DURATION_MAX_S); 0 for basic and relay alerts. */
  duration: number;
  destination: WireAlertDestination;
  kind: WireAlertKind;
  /** Basic and relay alerts only: which one (translate the toggle's label by it). */
  type?: WireBasicAlertType | WireRelayAlertType;
  /** Basic and relay alerts only: an English label ('alert me on standby', 'Circuit breaker off', …). */
  title?: string;
}

/**
 * GET …/notifications and the bulk update's answer: the three groups, each keyed by the device id
 * of the request. Every group always has that key (an empty list when the group does not apply):
 *   alerts       basic alerts, in the order standby, on_off (empty for a power box or a device without alerts);
 *   user_alerts  custom alerts, oldest first (empty likewise);
 *   relay_alerts relay alerts, in the order circuit_breaker_off, relay_overcurrent, relay_overtemperature (relays only).
 */
export interface WireDeviceAlertsResponse {
  alerts: Record<string, WireDeviceAlert[]>;
  user_alerts: Record<string, WireDeviceAlert[]>;
  relay_alerts: Record<string, WireDeviceAlert[]>;
}

/** PUT …/notifications: creates a custom alert (spec §7: enabled true, destination push). */
export interface WireAlertCreate {
  state: WireAlertStateInput;
  /** Integer seconds, 0 to ALERT_DURATION_MAX_S. */
  duration: number;
  /** Default true. */
  enabled?: boolean;
  /** Default 'push'. */
  destination?: WireAlertDestination;
}

/**
 * POST …/notifications/{alertId}: the fields to change (sending the whole WireDeviceAlert back is
 * fine: id, kind, type and title are ignored). Basic and relay alerts change `enabled` only.
 */
export interface WireAlertUpdate {
  /** The app sends the alert whole (spec); the path's id is the one that counts. */
  id?: number;
  state?: WireAlertStateInput;
  duration?: number;
  enabled?: boolean;
  destination?: WireAlertDestination;
}

/** POST …/notifications (JSON): toggles several alerts of the device at once (1 to 100 entries). */
export interface WireAlertsBulkUpdate {
  alerts: { id: number; enabled: boolean }[];
}

/** DELETE …/notifications/{alertId}. */
export interface WireAlertDeleteResponse {
  status: 'ok';
}

/**
 * The timeline item an alert writes (in GET /users/{id}/timeline and in new_timeline_event), e.g.
 * body 'Dryer has been off for 1 day 2 hours 3 minutes'. Its time is in the first second of the
 * minute in which the alert fired (at most a minute after the duration was reached; within a
 * second for whole-minute durations). The alert_* fields let the app word the body itself.
 */
export interface WireAlertTimelineItem extends WireTimelineItem {
  type: 'DeviceAlert';
  device_id: string;
  device_name: string;
  /** DeviceOn, DeviceOff or DeviceIdle: the state the device stayed in. */
  device_state: 'DeviceOn' | 'DeviceOff' | 'DeviceIdle';
  /** `device:<deviceId>`. */
  destination: string;
  alert_id: number;
  alert_state: WireAlertState;
  /** Seconds. */
  alert_duration: number;
}

import type * as Wire from '../../../src/api/wire/alerts';
import type { DeviceTags } from '../../../src/api/wire/devices';
import { HttpError } from '../errors';

/**
 * The device alert rules as runtime values for the server (the server build may import only types
 * from src/): typed as the wire constants' literal types, so changing one side without the other
 * fails the type check.
 */
export const ALERT_DURATION_MAX_S: typeof Wire.ALERT_DURATION_MAX_S = 2_678_340;
export const CUSTOM_ALERTS_MAX: typeof Wire.CUSTOM_ALERTS_MAX = 20;
export const BULK_MAX = 100;

export type AlertState = Wire.WireAlertState;
export type AlertKind = Wire.WireAlertKind;
export type FixedAlertType = Wire.WireBasicAlertType | Wire.WireRelayAlertType;

/** The basic and relay alerts: fixed id, state and English label; duration 0. */
export interface FixedAlert {
  type: FixedAlertType;
  kind: 'basic' | 'relay';
  id: number;
  state: AlertState;
  title: string;
}

export const BASIC_ALERTS: readonly FixedAlert[] = [
  { type: 'standby', kind: 'basic', id: -1, state: 'idle', title: 'alert me on standby' },
  { type: 'on_off', kind: 'basic', id: -2, state: 'on', title: 'alert me on ON/OFF' },
];
export const RELAY_ALERTS: readonly FixedAlert[] = [
  { type: 'circuit_breaker_off', kind: 'relay', id: -3, state: 'off', title: 'Circuit breaker off' },
  { type: 'relay_overcurrent', kind: 'relay', id: -4, state: 'on', title: 'Relay overcurrent' },
  { type: 'relay_overtemperature', kind: 'relay', id: -5, state: 'on', title: 'Relay overtemperature' },
];

// The wire's id table and ours must agree.
const idsOf = (list: readonly FixedAlert[]) => Object.fromEntries(list.map((a) => [a.type, a.id])) as Record<FixedAlertType, number>;
export const FIXED_ALERT_IDS: typeof Wire.BASIC_ALERT_IDS = { ...idsOf(BASIC_ALERTS), ...idsOf(RELAY_ALERTS) };

/** Error texts of the alert endpoints (the README lists them). */
export const ALERT_ERRORS = {
  deviceNotFound: 'Device not found',
  alertNotFound: 'Alert not found',
  durationRange: `The duration must be between 0 and ${ALERT_DURATION_MAX_S} seconds (30 days 23 hours 59 minutes)`,
  nothingToChange: 'Nothing to change: send state, duration, enabled or destination',
  notAlertable: 'Alerts are not available for this device',
  tooMany: `A device can have at most ${CUSTOM_ALERTS_MAX} custom alerts`,
  fixedOnlyEnabled: 'Only enabled can be changed on a basic or relay alert',
  fixedNotDeletable: 'Basic and relay alerts cannot be deleted; turn them off instead',
} as const;

export const bad = (reason: string) => new HttpError(400, reason);
export const deviceNotFound = () => new HttpError(404, ALERT_ERRORS.deviceNotFound);
export const alertNotFound = () => new HttpError(404, ALERT_ERRORS.alertNotFound);

/** 'standby' is the UI's word for idle (spec §5). */
export const toState = (input: Wire.WireAlertStateInput): AlertState => (input === 'standby' ? 'idle' : input);

export function checkDuration(seconds: number): number {
  if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > ALERT_DURATION_MAX_S) throw bad(ALERT_ERRORS.durationRange);
  return seconds;
}

/** What a device offers, from its (wire) tags and type. */
export interface AlertOffer {
  /** Basic and custom alerts (spec §6: hidden for a power box). */
  basic: boolean;
  /** Relay status alerts (a Wiser relay). */
  relay: boolean;
}

const tag = (tags: DeviceTags, key: string): string | undefined => {
  const v = tags[key];
  return typeof v === 'string' ? v : undefined;
};

export const isPowerBox = (tags: DeviceTags, type: string | undefined): boolean =>
  type === 'PowerBox' || ['Type', 'UserDeviceType', 'DefaultUserDeviceType'].some((k) => tag(tags, k) === 'PowerBox');

export const isRelay = (tags: DeviceTags): boolean => tag(tags, 'IntegrationType') === 'WiserRelay';

export function offerOf(tags: DeviceTags, type: string | undefined): AlertOffer {
  const alertable = tag(tags, 'Alertable') === 'true';
  return { basic: alertable && !isPowerBox(tags, type), relay: isRelay(tags) };
}

export const fixedAlertsOf = (offer: AlertOffer): FixedAlert[] => [...(offer.basic ? BASIC_ALERTS : []), ...(offer.relay ? RELAY_ALERTS : [])];


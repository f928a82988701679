import type { WireAlertState, WireDeviceAlert, WireDeviceAlertsResponse } from '../../api/wire/alerts';
import type { AlertGroups } from './types';

/** The device's three groups from a list (or bulk update) answer; a missing key is an empty group. */
export function groupsOf(response: WireDeviceAlertsResponse, deviceId: string): AlertGroups {
  return {
    basic: response.alerts?.[deviceId] ?? [],
    custom: response.user_alerts?.[deviceId] ?? [],
    relay: response.relay_alerts?.[deviceId] ?? [],
  };
}

export const allAlerts = (groups: AlertGroups): WireDeviceAlert[] => [...groups.basic, ...groups.custom, ...groups.relay];

/** The alert as the user sees it: its stored value, or the toggle they changed but did not save yet. */
export const enabledWithPending = (alert: WireDeviceAlert, pending: Record<string, boolean>): boolean =>
  pending[String(alert.id)] ?? alert.enabled;

/** The pending toggles that differ from what is stored, as a bulk update's entries. */
export function changedToggles(groups: AlertGroups, pending: Record<string, boolean>): { id: number; enabled: boolean }[] {
  return allAlerts(groups)
    .filter((a) => pending[String(a.id)] !== undefined && pending[String(a.id)] !== a.enabled)
    .map((a) => ({ id: a.id, enabled: pending[String(a.id)] as boolean }));
}

const enabledStates = (alerts: WireDeviceAlert[]) => new Set(alerts.filter((a) => a.enabled).map((a) => a.state));

/**
 * Spec monitoring §4: after an update, the states that had no enabled alert before and have an
 * enabled one now (each is reported as a notification-enabled analytics event).
 */
export function newlyEnabledStates(before: WireDeviceAlert[], after: WireDeviceAlert[]): WireAlertState[] {
  const was = enabledStates(before);
  return [...enabledStates(after)].filter((state) => !was.has(state));
}

/** The groups with one alert replaced by its updated version. */
export function replaceAlert(groups: AlertGroups, alert: WireDeviceAlert): AlertGroups {
  const swap = (list: WireDeviceAlert[]) => list.map((a) => (a.id === alert.id ? alert : a));
  return { basic: swap(groups.basic), custom: swap(groups.custom), relay: swap(groups.relay) };
}

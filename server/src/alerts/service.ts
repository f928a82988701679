import type { WireAlertCreate, WireAlertUpdate, WireDeviceAlert, WireDeviceAlertsResponse } from '../../../src/api/wire/alerts';
import type { AlertRow, AlertsRepo } from './alertsRepo';
import {
  ALERT_ERRORS, alertNotFound, bad, BULK_MAX, checkDuration, CUSTOM_ALERTS_MAX, fixedAlertsOf, toState,
  type AlertOffer, type FixedAlert,
} from './rules';

/**
 * The alert operations on one device, behind the routes (routes/notifications.ts). The caller has
 * checked the monitor's ownership and that the device exists, and passes what it offers.
 */
export interface AlertScope {
  repo: AlertsRepo;
  monitorId: number;
  deviceId: string;
  offer: AlertOffer;
  now: number;
}

function customWire(row: AlertRow): WireDeviceAlert {
  return { id: row.id, state: row.state, enabled: !!row.enabled, duration: row.duration, destination: 'push', kind: 'custom' };
}

function fixedWire(f: FixedAlert, row: AlertRow | undefined): WireDeviceAlert {
  return { id: f.id, state: f.state, enabled: !!row?.enabled, duration: 0, destination: 'push', kind: f.kind, type: f.type, title: f.title };
}

/** GET …/notifications: the three groups, keyed by the device id. */
export function listAlerts(s: AlertScope): WireDeviceAlertsResponse {
  const rows = s.repo.forDevice(s.monitorId, s.deviceId);
  const stored = new Map(rows.filter((r) => r.type !== null).map((r) => [r.type, r]));
  const fixed = fixedAlertsOf(s.offer).map((f) => fixedWire(f, stored.get(f.type)));
  return {
    alerts: { [s.deviceId]: fixed.filter((a) => a.kind === 'basic') },
    user_alerts: { [s.deviceId]: s.offer.basic ? rows.filter((r) => r.kind === 'custom').map(customWire) : [] },
    relay_alerts: { [s.deviceId]: fixed.filter((a) => a.kind === 'relay') },
  };
}

/** PUT …/notifications: a new custom alert. */
export function createAlert(s: AlertScope, body: WireAlertCreate): WireDeviceAlert {
  if (!s.offer.basic) throw bad(ALERT_ERRORS.notAlertable);
  const duration = checkDuration(body.duration);
  const state = toState(body.state);
  return s.repo.transaction(() => {
    if (s.repo.countCustom(s.monitorId, s.deviceId) >= CUSTOM_ALERTS_MAX) throw bad(ALERT_ERRORS.tooMany);
    const id = s.repo.createCustom(s.monitorId, s.deviceId, { state, duration, enabled: body.enabled ?? true }, s.now);
    return customWire(s.repo.get(s.monitorId, s.deviceId, id)!);
  });
}

type Target = { kind: 'custom'; row: AlertRow } | { kind: 'fixed'; fixed: FixedAlert };

/** An alert id of this device: a stored custom alert, or one of the fixed ids the device offers. */
function resolve(s: AlertScope, id: number): Target {
  if (id < 0) {
    const fixed = fixedAlertsOf(s.offer).find((f) => f.id === id);
    if (fixed) return { kind: 'fixed', fixed };
  } else if (id > 0) {
    const row = s.repo.get(s.monitorId, s.deviceId, id);
    if (row && row.kind === 'custom') return { kind: 'custom', row };
  }
  throw alertNotFound();
}

const fixedResponse = (s: AlertScope, f: FixedAlert) => fixedWire(f, s.repo.fixed(s.monitorId, s.deviceId, f.type));

/** POST …/notifications/{alertId}: changes one alert. */
export function updateAlert(s: AlertScope, alertId: number, body: WireAlertUpdate): WireDeviceAlert {
  if (body.state === undefined && body.duration === undefined && body.enabled === undefined && body.destination === undefined) {
    throw bad(ALERT_ERRORS.nothingToChange);
  }
  const state = body.state === undefined ? undefined : toState(body.state);
  const duration = body.duration === undefined ? undefined : checkDuration(body.duration);
  return s.repo.transaction(() => {
    const target = resolve(s, alertId);
    if (target.kind === 'fixed') {
      const f = target.fixed;
      if ((state !== undefined && state !== f.state) || (duration !== undefined && duration !== 0)) throw bad(ALERT_ERRORS.fixedOnlyEnabled);
      if (body.enabled !== undefined) s.repo.putFixed(s.monitorId, s.deviceId, f, body.enabled, s.now);
      return fixedResponse(s, f);
    }
    const row = target.row;
    const enabled = body.enabled ?? !!row.enabled;
    const changed = (state !== undefined && state !== row.state) || (duration !== undefined && duration !== row.duration);
    // Re-armed when switched on, or when what it watches for changes while on.
    const rearm = enabled && (!row.enabled || changed);
    s.repo.update(row, { state, duration, enabled: enabled ? 1 : 0, armed_at: rearm ? s.now : undefined }, s.now);
    return customWire(s.repo.get(s.monitorId, s.deviceId, row.id)!);
  });
}

/** POST …/notifications: toggles several alerts; all ids must be this device's, else nothing changes. */
export function bulkToggle(s: AlertScope, items: { id: number; enabled: boolean }[]): WireDeviceAlertsResponse {
  if (items.length > BULK_MAX) throw bad(`At most ${BULK_MAX} alerts can be changed at once`);
  s.repo.transaction(() => {
    const targets = items.map((item) => ({ target: resolve(s, item.id), enabled: item.enabled }));
    for (const { target, enabled } of targets) {
      if (target.kind === 'fixed') s.repo.putFixed(s.monitorId, s.deviceId, target.fixed, enabled, s.now);
      else {
        const row = s.repo.get(s.monitorId, s.deviceId, target.row.id)!;
        if (!!row.enabled !== enabled) s.repo.update(row, { enabled: enabled ? 1 : 0, armed_at: enabled ? s.now : undefined }, s.now);
      }
    }
  });
  return listAlerts(s);
}

/** DELETE …/notifications/{alertId}: removes a custom alert (its past timeline events stay). */
export function deleteAlert(s: AlertScope, alertId: number): void {
  s.repo.transaction(() => {
    const target = resolve(s, alertId);
    if (target.kind === 'fixed') throw bad(ALERT_ERRORS.fixedNotDeletable);
    s.repo.remove(target.row.id);
  });
}

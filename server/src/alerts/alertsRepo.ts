import type Database from 'better-sqlite3';
import type { AlertKind, AlertState, FixedAlertType } from './rules';

/** A row of device_alerts (migration 4). Basic and relay alerts have a row only once toggled. */
export interface AlertRow {
  id: number;
  monitor_id: number;
  device_id: string;
  kind: AlertKind;
  /** Basic / relay type; null for a custom alert. */
  type: FixedAlertType | null;
  state: AlertState;
  /** Seconds. */
  duration: number;
  enabled: number;
  destination: 'push';
  /** Epoch ms since which the alert has been enabled with its present state and duration:
   * a condition reached before it does not fire. */
  armed_at: number;
  created_at: number;
  updated_at: number;
}

/** A row of alert_firings: one alert reaching its duration in one continuous run of its state. */
export interface FiringRow {
  id: number;
  alert_id: number;
  monitor_id: number;
  device_id: string;
  /** Epoch ms the run of the state began. */
  run_start: number;
  /** Epoch ms of the timeline item (unique per monitor). */
  fired_at: number;
  state: AlertState;
  duration: number;
  item_json: string;
}

export type NewFiring = Omit<FiringRow, 'id'>;

export interface CustomAlertInput {
  state: AlertState;
  duration: number;
  enabled: boolean;
}

export type AlertPatch = Partial<Pick<AlertRow, 'state' | 'duration' | 'enabled' | 'armed_at'>>;

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;

/** device_alerts and alert_firings. Callers check ownership (monitor) and the device first. */
export function createAlertsRepo(db: Database.Database) {
  const forDevice = db.prepare('SELECT * FROM device_alerts WHERE monitor_id = ? AND device_id = ? ORDER BY id');
  const byId = db.prepare('SELECT * FROM device_alerts WHERE id = ? AND monitor_id = ? AND device_id = ?');
  const fixed = db.prepare('SELECT * FROM device_alerts WHERE monitor_id = ? AND device_id = ? AND type = ?');
  const countCustom = db.prepare("SELECT COUNT(*) AS n FROM device_alerts WHERE monitor_id = ? AND device_id = ? AND kind = 'custom'");
  const insert = db.prepare(`INSERT INTO device_alerts (monitor_id, device_id, kind, type, state, duration, enabled, armed_at, created_at, updated_at)
    VALUES (@monitor_id, @device_id, @kind, @type, @state, @duration, @enabled, @now, @now, @now)`);
  const update = db.prepare(`UPDATE device_alerts SET state = @state, duration = @duration, enabled = @enabled, armed_at = @armed_at,
    updated_at = @now WHERE id = @id`);
  const remove = db.prepare('DELETE FROM device_alerts WHERE id = ?');
  // Custom alerts and the basic ones (standby, ON/OFF) are evaluated; relay alerts have no simulated trips.
  const enabledEvaluated = db.prepare("SELECT * FROM device_alerts WHERE monitor_id = ? AND enabled = 1 AND kind IN ('custom', 'basic') ORDER BY id");
  const armedMonitors = db.prepare("SELECT DISTINCT monitor_id FROM device_alerts WHERE enabled = 1 AND kind IN ('custom', 'basic') ORDER BY monitor_id LIMIT ?");
  const firedSince = db.prepare('SELECT alert_id, run_start FROM alert_firings WHERE monitor_id = ? AND run_start >= ?');
  const timeTaken = db.prepare('SELECT 1 FROM alert_firings WHERE monitor_id = ? AND fired_at = ?');
  const insertFiring = db.prepare(`INSERT OR IGNORE INTO alert_firings (alert_id, monitor_id, device_id, run_start, fired_at, state, duration, item_json)
    VALUES (@alert_id, @monitor_id, @device_id, @run_start, @fired_at, @state, @duration, @item_json)`);

  return {
    /** Every stored alert of a device (custom, and toggled basic / relay ones), oldest first. */
    forDevice: (monitorId: number, deviceId: string) => forDevice.all(monitorId, deviceId) as AlertRow[],
    /** One alert, only if it belongs to this monitor and device. */
    get: (monitorId: number, deviceId: string, id: number) => byId.get(id, monitorId, deviceId) as AlertRow | undefined,
    fixed: (monitorId: number, deviceId: string, type: FixedAlertType) => fixed.get(monitorId, deviceId, type) as AlertRow | undefined,
    countCustom: (monitorId: number, deviceId: string) => (countCustom.get(monitorId, deviceId) as { n: number }).n,

    createCustom(monitorId: number, deviceId: string, a: CustomAlertInput, now: number): number {
      const info = insert.run({ monitor_id: monitorId, device_id: deviceId, kind: 'custom', type: null, state: a.state, duration: a.duration, enabled: a.enabled ? 1 : 0, now });
      return Number(info.lastInsertRowid);
    },

    /** Stores a basic / relay alert's toggle (creating its row the first time). */
    putFixed(monitorId: number, deviceId: string, f: { type: FixedAlertType; kind: 'basic' | 'relay'; state: AlertState }, enabled: boolean, now: number): void {
      const row = fixed.get(monitorId, deviceId, f.type) as AlertRow | undefined;
      if (!row) {
        insert.run({ monitor_id: monitorId, device_id: deviceId, kind: f.kind, type: f.type, state: f.state, duration: 0, enabled: enabled ? 1 : 0, now });
      } else if (!!row.enabled !== enabled) {
        update.run({ id: row.id, state: row.state, duration: row.duration, enabled: enabled ? 1 : 0, armed_at: enabled ? now : row.armed_at, now });
      }
    },

    update(row: AlertRow, patch: AlertPatch, now: number): void {
      update.run({
        id: row.id,
        state: patch.state ?? row.state,
        duration: patch.duration ?? row.duration,
        enabled: patch.enabled ?? row.enabled,
        armed_at: patch.armed_at ?? row.armed_at,
        now,
      });
    },

    remove: (id: number) => void remove.run(id),

    /** Monitors with at least one enabled custom alert (the runner's work list). */
    armedMonitors: (limit: number) => (armedMonitors.all(limit) as { monitor_id: number }[]).map((r) => r.monitor_id),
    enabledEvaluated: (monitorId: number) => enabledEvaluated.all(monitorId) as AlertRow[],

    /** `alertId:runStart` keys of the firings of runs that began at or after sinceMs. */
    firedKeys(monitorId: number, sinceMs: number): Set<string> {
      const rows = firedSince.all(monitorId, sinceMs) as { alert_id: number; run_start: number }[];
      return new Set(rows.map((r) => `${r.alert_id}:${r.run_start}`));
    },
    isTimeTaken: (monitorId: number, firedAt: number) => timeTaken.get(monitorId, firedAt) !== undefined,
    /** Stores a firing; false when that run of that alert had already fired. */
    addFiring: (f: NewFiring): boolean => insertFiring.run(f).changes === 1,

    /** A monitor's firings newest first, optionally before a time and for some devices. */
    firings(monitorId: number, opts: { beforeMs?: number | null; limit: number; deviceIds?: readonly string[] | null }): FiringRow[] {
      const where = ['monitor_id = ?'];
      const args: (number | string)[] = [monitorId];
      if (opts.beforeMs !== null && opts.beforeMs !== undefined) {
        where.push('fired_at < ?');
        args.push(opts.beforeMs);
      }
      if (opts.deviceIds) {
        if (opts.deviceIds.length === 0) return [];
        where.push(`device_id IN (${opts.deviceIds.map(() => '?').join(', ')})`);
        args.push(...opts.deviceIds);
      }
      args.push(opts.limit);
      return db.prepare(`SELECT * FROM alert_firings WHERE ${where.join(' AND ')} ORDER BY fired_at DESC LIMIT ?`).all(...args) as FiringRow[];
    },

    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

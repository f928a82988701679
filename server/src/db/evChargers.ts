import type Database from 'better-sqlite3';
import type { EvCommand } from '../contracts';

/** A monitor's charge-point integration (migration 10): present once enabled. */
export interface EvChargerRow {
  monitor_id: number;
  integration_id: string;
  enabled_at: number;
  daily_min_miles: number;
  charge_by_time: string;
  mpg_conversion: number;
  use_excess_solar: number;
  minimize_carbon: number;
  settings_updated_at: number | null;
}

export interface EvSettingsPatch {
  daily_min_miles?: number;
  charge_by_time?: string;
  mpg_conversion?: number;
  use_excess_solar?: boolean;
  minimize_carbon?: boolean;
}

const PATCHABLE = ['daily_min_miles', 'charge_by_time', 'mpg_conversion', 'use_excess_solar', 'minimize_carbon'] as const;

export type EvChargersRepo = ReturnType<typeof createEvChargersRepo>;

/** ev_chargers and ev_charge_commands. Callers pass monitors the guard has checked. */
export function createEvChargersRepo(db: Database.Database) {
  const get = db.prepare('SELECT * FROM ev_chargers WHERE monitor_id = ?');
  const enable = db.prepare('INSERT OR IGNORE INTO ev_chargers (monitor_id, integration_id, enabled_at) VALUES (?, ?, ?)');
  const commands = db.prepare('SELECT at_ms, action FROM ev_charge_commands WHERE monitor_id = ? ORDER BY at_ms');
  const lastCommand = db.prepare('SELECT at_ms, action FROM ev_charge_commands WHERE monitor_id = ? ORDER BY at_ms DESC LIMIT 1');
  const addCommand = db.prepare('INSERT INTO ev_charge_commands (monitor_id, at_ms, action, created_at) VALUES (?, ?, ?, ?)');

  const toCommand = (r: { at_ms: number; action: EvCommand['action'] }): EvCommand => ({ atMs: r.at_ms, action: r.action });

  return {
    get: (monitorId: number) => get.get(monitorId) as EvChargerRow | undefined,

    /** Enables the integration once (a second call keeps the first one's id and time); returns the row. */
    enable(monitorId: number, integrationId: string, now: number): EvChargerRow {
      enable.run(monitorId, integrationId, now);
      return get.get(monitorId) as EvChargerRow;
    },

    /** Writes the given settings (already validated). */
    updateSettings(monitorId: number, patch: EvSettingsPatch, now: number): void {
      const sets: string[] = ['settings_updated_at = @now'];
      const values: Record<string, unknown> = { monitor_id: monitorId, now };
      for (const key of PATCHABLE) {
        const v = patch[key];
        if (v === undefined) continue;
        sets.push(`${key} = @${key}`);
        values[key] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
      }
      db.prepare(`UPDATE ev_chargers SET ${sets.join(', ')} WHERE monitor_id = @monitor_id`).run(values);
    },

    commands: (monitorId: number): EvCommand[] => (commands.all(monitorId) as { at_ms: number; action: EvCommand['action'] }[]).map(toCommand),
    lastCommand(monitorId: number): EvCommand | undefined {
      const r = lastCommand.get(monitorId) as { at_ms: number; action: EvCommand['action'] } | undefined;
      return r ? toCommand(r) : undefined;
    },
    /** Records a command (the triggers copy the list onto the monitor row the simulator reads). */
    addCommand: (monitorId: number, command: EvCommand, now: number) => void addCommand.run(monitorId, command.atMs, command.action, now),
  };
}

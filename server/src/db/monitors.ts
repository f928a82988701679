import type Database from 'better-sqlite3';
import type { WireMonitorAttributes } from '../../../src/api/wire/monitor';

export interface MonitorRow {
  id: number;
  user_id: number;
  serial_number: string;
  time_zone: string;
  latitude: number;
  longitude: number;
  seed: number;
  solar: number;
  battery: number;
  relays: number;
  hardware_type: string;
  aux_port: 'solar' | 'generator' | 'split_service' | 'dedicated_circuit' | null;
  num_detected: number;
  attributes_json: string;
  date_created: string;
  signal_check_completed_time: string | null;
  /** 1 unless something marked the monitor offline (migration 2). */
  online: number;
  /** Network device identification switched on (migration 6). */
  ndi_enabled: number;
  /** The EV charger's Start / Stop commands, `[[at_ms, "start"|"stop"], …]` oldest first (migration 10, kept by triggers). */
  ev_commands_json?: string;
  /** Faults the simulator plays out, comma-separated SimFaults keys ('' for none; migration 9). */
  sim_faults?: string;
  /** The time-of-use rate zones, `[[id, name, cost, start_date, end_date, start_time, end_time, all_day, days_mask, alert, rollover], …]` (migration 14, kept by triggers). */
  rate_zones_json?: string;
}

export interface NewMonitor {
  id?: number;
  userId: number;
  serialNumber: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  seed?: number;
  solar: boolean;
  battery: boolean;
  relays: boolean;
  hardwareType: string;
  auxPort: MonitorRow['aux_port'];
  numDetected: number;
  attributes: WireMonitorAttributes;
  dateCreated: string;
  /** SimFaults keys (Labs demo homes); none by default. */
  simFaults?: string[];
}

export type MonitorsRepo = ReturnType<typeof createMonitorsRepo>;

export const attributesOf = (row: MonitorRow): WireMonitorAttributes => JSON.parse(row.attributes_json) as WireMonitorAttributes;

/** monitors. Every read that serves a request goes through forUser: ownership is part of the query. */
export function createMonitorsRepo(db: Database.Database) {
  const forUser = db.prepare('SELECT * FROM monitors WHERE id = ? AND user_id = ?');
  const listForUser = db.prepare('SELECT * FROM monitors WHERE user_id = ? ORDER BY id');
  const bySerial = db.prepare('SELECT * FROM monitors WHERE serial_number = ?');
  const nextId = db.prepare('SELECT COALESCE(MAX(id), 100000) + 1 AS id FROM monitors');
  const setNdi = db.prepare('UPDATE monitors SET ndi_enabled = ? WHERE id = ? AND user_id = ?');
  const setAttributes = db.prepare('UPDATE monitors SET attributes_json = ? WHERE id = ? AND user_id = ?');
  const insert = db.prepare(`INSERT INTO monitors
    (id, user_id, serial_number, time_zone, latitude, longitude, seed, solar, battery, relays, hardware_type,
     aux_port, num_detected, attributes_json, date_created, signal_check_completed_time, sim_faults)
    VALUES (@id, @user_id, @serial_number, @time_zone, @latitude, @longitude, @seed, @solar, @battery, @relays,
     @hardware_type, @aux_port, @num_detected, @attributes_json, @date_created, @date_created, @sim_faults)`);

  return {
    forUser: (userId: number, monitorId: number) => forUser.get(monitorId, userId) as MonitorRow | undefined,
    listForUser: (userId: number) => listForUser.all(userId) as MonitorRow[],
    bySerial: (serial: string) => bySerial.get(serial) as MonitorRow | undefined,
    nextId: () => (nextId.get() as { id: number }).id,

    /** Switches network device identification of a monitor the user owns; false when it is not theirs. */
    setNdiEnabled: (userId: number, monitorId: number, enabled: boolean): boolean => setNdi.run(enabled ? 1 : 0, monitorId, userId).changes === 1,

    /** Replaces the home attributes of a monitor the user owns (the id inside stays the monitor's); false when it is not theirs. */
    setAttributes: (userId: number, monitorId: number, attributes: WireMonitorAttributes): boolean =>
      setAttributes.run(JSON.stringify({ ...attributes, id: monitorId }), monitorId, userId).changes === 1,

    insert(m: NewMonitor): number {
      const id = m.id ?? (nextId.get() as { id: number }).id;
      insert.run({
        id,
        user_id: m.userId,
        serial_number: m.serialNumber,
        time_zone: m.timeZone,
        latitude: m.latitude,
        longitude: m.longitude,
        seed: m.seed ?? id,
        solar: m.solar ? 1 : 0,
        battery: m.battery ? 1 : 0,
        relays: m.relays ? 1 : 0,
        hardware_type: m.hardwareType,
        aux_port: m.auxPort,
        num_detected: m.numDetected,
        attributes_json: JSON.stringify({ ...m.attributes, id }),
        date_created: m.dateCreated,
        sim_faults: (m.simFaults ?? []).join(','),
      });
      return id;
    },
  };
}

import type Database from 'better-sqlite3';
import type { MonitorRow } from './monitors';

/** A user's changes to one device of a monitor (a simulated device or a virtual merged one). */
export interface DeviceOverrideRow {
  monitor_id: number;
  device_id: string;
  name: string | null;
  icon: string | null;
  type: string | null;
  location: string | null;
  make: string | null;
  model: string | null;
  notes: string | null;
  standby_threshold_w: number | null;
  /** JSON object of user-set tags ('true'/'false' strings). */
  tags_json: string | null;
  user_deleted: number;
  /** Epoch ms; usage statistics count only after it. */
  data_reset_at: number | null;
  updated_at: number;
}

export interface DeviceMerge {
  virtualId: string;
  members: string[];
  createdAt: number;
}

export interface DeviceSupersede {
  deviceId: string;
  type: string;
  otherSuperseded: boolean;
  members: string[];
  updatedAt: number;
}

/** A smart plug the smart-plug integration found (server/src/integrations/plugs.ts): it measures one device. */
export interface DevicePlug {
  /** Its device id in the list (`ssi-…`). */
  id: string;
  /** The simulated device plugged into it. */
  deviceId: string;
  model: string;
  mac: string;
  /** Epoch ms it was found: its usage counts from then. */
  foundAt: number;
}

/** An always-on device the user added (migration 13): a name and its standby watts. */
export interface UserAlwaysOnDevice {
  id: number;
  name: string;
  watts: number;
  createdAt: number;
  updatedAt: number;
}

/** Everything the user changed about a monitor's devices. */
export interface DeviceUserData {
  overrides: Map<string, DeviceOverrideRow>;
  merges: DeviceMerge[];
  supersedes: DeviceSupersede[];
  /** Smart plugs found so far (absent when there are none). */
  plugs?: DevicePlug[];
  /** Always-on devices the user added (absent: none). */
  alwaysOn?: UserAlwaysOnDevice[];
}

/** The columns an update may set; undefined keeps the stored value, null clears it. */
export type OverridePatch = Partial<
  Pick<DeviceOverrideRow, 'name' | 'icon' | 'type' | 'location' | 'make' | 'model' | 'notes' | 'standby_threshold_w' | 'tags_json' | 'data_reset_at'>
> & { user_deleted?: boolean };

const PATCHABLE = ['name', 'icon', 'type', 'location', 'make', 'model', 'notes', 'standby_threshold_w', 'tags_json', 'data_reset_at'] as const;

const members = (json: string): string[] => {
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : [];
};

export type DevicesRepo = ReturnType<typeof createDevicesRepo>;

/** device_overrides, device_merges, device_supersedes (migration 2), and the monitor online flag. */
export function createDevicesRepo(db: Database.Database) {
  const overrides = db.prepare('SELECT * FROM device_overrides WHERE monitor_id = ?');
  const override = db.prepare('SELECT * FROM device_overrides WHERE monitor_id = ? AND device_id = ?');
  const ensure = db.prepare('INSERT OR IGNORE INTO device_overrides (monitor_id, device_id, updated_at) VALUES (?, ?, ?)');
  const removeOverride = db.prepare('DELETE FROM device_overrides WHERE monitor_id = ? AND device_id = ?');
  const merges = db.prepare('SELECT virtual_id, members_json, created_at FROM device_merges WHERE monitor_id = ? ORDER BY created_at, virtual_id');
  const putMerge = db.prepare(`INSERT INTO device_merges (monitor_id, virtual_id, members_json, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT(monitor_id, virtual_id) DO UPDATE SET members_json = excluded.members_json`);
  const removeMerge = db.prepare('DELETE FROM device_merges WHERE monitor_id = ? AND virtual_id = ?');
  const supersedes = db.prepare('SELECT * FROM device_supersedes WHERE monitor_id = ? ORDER BY device_id');
  const putSupersede = db.prepare(`INSERT INTO device_supersedes (monitor_id, device_id, type, other_superseded, members_json, updated_at)
    VALUES (@monitor_id, @device_id, @type, @other_superseded, @members_json, @updated_at)
    ON CONFLICT(monitor_id, device_id) DO UPDATE SET type = excluded.type, other_superseded = excluded.other_superseded,
      members_json = excluded.members_json, updated_at = excluded.updated_at`);
  const removeSupersede = db.prepare('DELETE FROM device_supersedes WHERE monitor_id = ? AND device_id = ?');
  // Migration 8 (server/src/integrations): only plugs discovery has reached are devices.
  const plugs = db.prepare('SELECT id, device_id, model, mac, found_at FROM smart_plugs WHERE monitor_id = ? AND found_at IS NOT NULL ORDER BY id');
  const monitor = db.prepare('SELECT * FROM monitors WHERE id = ?');
  const online = db.prepare('SELECT online FROM monitors WHERE id = ?');
  const setOnline = db.prepare('UPDATE monitors SET online = ? WHERE id = ?');
  const bumpUser = db.prepare('UPDATE users SET user_version = user_version + 1 WHERE id = ?');
  const alwaysOnRows = db.prepare('SELECT id, name, watts, created_at, updated_at FROM always_on_devices WHERE monitor_id = ? ORDER BY id');
  const addAlwaysOn = db.prepare('INSERT INTO always_on_devices (monitor_id, name, watts, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const patchAlwaysOn = db.prepare('UPDATE always_on_devices SET name = ?, watts = ?, updated_at = ? WHERE monitor_id = ? AND id = ?');
  const removeAlwaysOn = db.prepare('DELETE FROM always_on_devices WHERE monitor_id = ? AND id = ?');
  const userVersion = db.prepare('SELECT user_version FROM users WHERE id = ?');

  return {
    load(monitorId: number): DeviceUserData {
      const rows = overrides.all(monitorId) as DeviceOverrideRow[];
      const found = plugs.all(monitorId) as { id: string; device_id: string; model: string; mac: string; found_at: number }[];
      const data: DeviceUserData = {
        overrides: new Map(rows.map((r) => [r.device_id, r])),
        merges: (merges.all(monitorId) as { virtual_id: string; members_json: string; created_at: number }[]).map((r) => ({
          virtualId: r.virtual_id,
          members: members(r.members_json),
          createdAt: r.created_at,
        })),
        supersedes: (supersedes.all(monitorId) as { device_id: string; type: string; other_superseded: number; members_json: string; updated_at: number }[]).map(
          (r) => ({ deviceId: r.device_id, type: r.type, otherSuperseded: !!r.other_superseded, members: members(r.members_json), updatedAt: r.updated_at }),
        ),
        alwaysOn: (alwaysOnRows.all(monitorId) as { id: number; name: string; watts: number; created_at: number; updated_at: number }[]).map((r) => ({
          id: r.id,
          name: r.name,
          watts: r.watts,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        })),
      };
      if (found.length > 0) data.plugs = found.map((r) => ({ id: r.id, deviceId: r.device_id, model: r.model, mac: r.mac, foundAt: r.found_at }));
      return data;
    },

    /** Always-on devices the user added (always_on_devices, migration 13). */
    addAlwaysOn: (monitorId: number, name: string, watts: number, now: number): number =>
      Number(addAlwaysOn.run(monitorId, name, watts, now, now).lastInsertRowid),
    patchAlwaysOn: (monitorId: number, id: number, name: string, watts: number, now: number) => void patchAlwaysOn.run(name, watts, now, monitorId, id),
    removeAlwaysOn: (monitorId: number, id: number) => void removeAlwaysOn.run(monitorId, id),

    override: (monitorId: number, deviceId: string) => override.get(monitorId, deviceId) as DeviceOverrideRow | undefined,

    /** Sets the given columns of a device's override row (creating it). */
    patchOverride(monitorId: number, deviceId: string, patch: OverridePatch, now: number): void {
      ensure.run(monitorId, deviceId, now);
      const sets: string[] = ['updated_at = @updated_at'];
      const values: Record<string, unknown> = { monitor_id: monitorId, device_id: deviceId, updated_at: now };
      for (const key of PATCHABLE) {
        if (patch[key] === undefined) continue;
        sets.push(`${key} = @${key}`);
        values[key] = patch[key];
      }
      if (patch.user_deleted !== undefined) {
        sets.push('user_deleted = @user_deleted');
        values.user_deleted = patch.user_deleted ? 1 : 0;
      }
      db.prepare(`UPDATE device_overrides SET ${sets.join(', ')} WHERE monitor_id = @monitor_id AND device_id = @device_id`).run(values);
    },

    removeOverride: (monitorId: number, deviceId: string) => void removeOverride.run(monitorId, deviceId),
    putMerge: (monitorId: number, virtualId: string, memberIds: string[], now: number) =>
      void putMerge.run(monitorId, virtualId, JSON.stringify(memberIds), now),
    removeMerge: (monitorId: number, virtualId: string) => void removeMerge.run(monitorId, virtualId),
    putSupersede(monitorId: number, s: Omit<DeviceSupersede, 'updatedAt'>, now: number): void {
      putSupersede.run({
        monitor_id: monitorId,
        device_id: s.deviceId,
        type: s.type,
        other_superseded: s.otherSuperseded ? 1 : 0,
        members_json: JSON.stringify(s.members),
        updated_at: now,
      });
    },
    removeSupersede: (monitorId: number, deviceId: string) => void removeSupersede.run(monitorId, deviceId),

    /** A monitor row by id, without an ownership check (for the feed and the timeline, which checked it). */
    monitor: (monitorId: number) => monitor.get(monitorId) as MonitorRow | undefined,

    /** The monitor's online flag (1 unless something marked it offline). */
    isOnline: (monitorId: number) => ((online.get(monitorId) as { online: number } | undefined)?.online ?? 0) === 1,
    setOnline: (monitorId: number, value: boolean) => void setOnline.run(value ? 1 : 0, monitorId),

    /** Bumps the user's record version (the feed's device_data_checksum follows it); returns the new one. */
    bumpUserVersion(userId: number): number {
      bumpUser.run(userId);
      return (userVersion.get(userId) as { user_version: number }).user_version;
    },

    /** Runs fn in one transaction. */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

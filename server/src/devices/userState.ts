import type Database from 'better-sqlite3';
import { createDevicesRepo, type DevicesRepo } from '../db/devices';
import type { Repos } from '../db/repos';
import type { DeviceOverride, MergedDevice, UserDeviceState } from '../contracts';
import { toMonitorProfile } from '../wire/monitorWire';
import { buildBook, type DeviceBook } from './book';

const reposByDb = new WeakMap<Database.Database, DevicesRepo>();

function devicesRepoOf(source: Pick<Repos, 'devices'> | Database.Database): DevicesRepo {
  if ('devices' in source) return source.devices;
  let repo = reposByDb.get(source);
  if (!repo) {
    repo = createDevicesRepo(source);
    reposByDb.set(source, repo);
  }
  return repo;
}

/** The user's view of a monitor's devices as the simulator's report takes it. */
export function userStateOf(book: DeviceBook): UserDeviceState {
  const devices: Record<string, DeviceOverride> = {};
  const merges: MergedDevice[] = [];
  for (const b of book.all) {
    if (b.plug) {
      // The plug measures its device in real time: the feed reports it under the plug, whatever the device's stage.
      merges.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, members: b.members, measured: true, tags: b.wire.tags });
      continue;
    }
    if (b.virtual) {
      merges.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, members: b.members });
      continue;
    }
    const o = b.override;
    if (b.deleted) devices[b.id] = { deleted: true };
    else if (o && (o.name || o.icon || o.type || o.location || o.make)) {
      const d: DeviceOverride = {};
      if (o.name) d.name = o.name;
      if (o.icon) d.icon = o.icon;
      if (o.type) d.type = o.type;
      if (o.location) d.location = o.location;
      if (o.make) d.make = o.make;
      devices[b.id] = d;
    }
    // A supersede declaration reports the device and what it supersedes as one (like a merge).
    if (!b.deleted && b.members.length > 0) {
      merges.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, members: [b.id, ...b.members] });
    }
  }
  return { devices, merges };
}

/**
 * The user's device names, deletions, merges and supersede declarations of a monitor, in the
 * simulator's terms (sim/report.ts UserDeviceState). The realtime feed (registerRealtime's
 * deviceOverrides) and the timeline use it so renames and merges show everywhere.
 * Returns null for an unknown monitor. Accepts the app's repos or a bare database handle.
 */
export function loadUserDeviceState(source: Pick<Repos, 'devices'> | Database.Database, monitorId: number): UserDeviceState | null {
  const repo = devicesRepoOf(source);
  const row = repo.monitor(monitorId);
  if (!row) return null;
  return userStateOf(buildBook(toMonitorProfile(row), repo.load(monitorId)));
}

/** The device book of a monitor (the list with the user's changes applied). */
export function loadBook(source: Pick<Repos, 'devices'> | Database.Database, monitorId: number): DeviceBook | null {
  const repo = devicesRepoOf(source);
  const row = repo.monitor(monitorId);
  if (!row) return null;
  return buildBook(toMonitorProfile(row), repo.load(monitorId));
}

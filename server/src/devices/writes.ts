import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { HttpError } from '../errors';
import type { WireDeviceDeleteResponse, WireDeviceUpdate } from '../../../src/api/wire/devices';
import { DEVICE_NAME_MAX } from './limits';
import { findDevice, type BookDevice, type DeviceBook } from './book';
import { bad, checkResettable, deleteAction, DEVICE_ERRORS, mergeMembers, parseIds, supersedeMembers, updatePatch } from './rules';

/**
 * Every device write: checked (rules.ts), refused with 409 while the monitor is offline, run in
 * one transaction that also bumps the user's version, then announced with `user-changed` so the
 * realtime feed reloads the user's device state and sends data_change with a new
 * device_data_checksum.
 */
export interface WriteScope {
  ctx: AppContext;
  monitor: MonitorRow;
  book: DeviceBook;
}

function commit(scope: WriteScope, write: () => void, offlineReason: string = DEVICE_ERRORS.offline): void {
  const { ctx, monitor } = scope;
  const repo = ctx.repos.devices;
  if (!repo.isOnline(monitor.id)) throw new HttpError(409, offlineReason);
  const userVersion = repo.transaction(() => {
    write();
    return repo.bumpUserVersion(monitor.user_id);
  });
  ctx.events.emit('user-changed', { userId: monitor.user_id, userVersion });
}

const find = (scope: WriteScope) => (id: string) => findDevice(scope.book, id);

/** POST …/devices/{id}. Returns false when the body changed nothing (no write, no version bump). */
export function updateDevice(scope: WriteScope, b: BookDevice, body: WireDeviceUpdate): boolean {
  const patch = updatePatch(b, body);
  if (Object.keys(patch).length === 0) return false;
  const offline = b.relay && patch.name !== undefined ? DEVICE_ERRORS.relayOffline : DEVICE_ERRORS.offline;
  commit(scope, () => scope.ctx.repos.devices.patchOverride(scope.monitor.id, b.id, patch, scope.ctx.now()), offline);
  return true;
}

/** DELETE …/devices/{id}: delete, relay factory reset, or unmerge. */
export function deleteDevice(scope: WriteScope, b: BookDevice): WireDeviceDeleteResponse {
  const action = deleteAction(b);
  const repo = scope.ctx.repos.devices;
  const monitorId = scope.monitor.id;
  const now = scope.ctx.now();
  commit(scope, () => {
    if (action === 'unmerged') {
      repo.removeMerge(monitorId, b.id);
      repo.removeOverride(monitorId, b.id);
      return;
    }
    repo.removeSupersede(monitorId, b.id);
    // A factory reset forgets everything the user set; a deletion keeps it (in case it is restored).
    if (action === 'reset') repo.removeOverride(monitorId, b.id);
    repo.patchOverride(monitorId, b.id, { user_deleted: true }, now);
  });
  const out: WireDeviceDeleteResponse = { status: 'ok', id: b.id, action };
  if (action === 'unmerged') out.restored = [...b.members];
  return out;
}

/** POST …/devices/{id}/reset_data: usage statistics count only from now on. */
export function resetData(scope: WriteScope, b: BookDevice): number {
  checkResettable(b);
  const now = scope.ctx.now();
  commit(scope, () => scope.ctx.repos.devices.patchOverride(scope.monitor.id, b.id, { data_reset_at: now }, now));
  return now;
}

function mergeName(raw: string | undefined, members: BookDevice[]): string {
  if (raw === undefined) {
    const joined = members.map((m) => m.wire.name).join(' + ');
    return joined.length <= DEVICE_NAME_MAX ? joined : `${joined.slice(0, DEVICE_NAME_MAX - 1)}…`;
  }
  const name = raw.trim();
  if (name === '') throw bad(DEVICE_ERRORS.nameRequired);
  if (name.length > DEVICE_NAME_MAX) throw bad(DEVICE_ERRORS.nameTooLong);
  return name;
}

/** POST …/devices/{id}/merge: creates a virtual device (or, on a virtual one, replaces its members). */
export function mergeDevices(scope: WriteScope, target: BookDevice, body: { devices: string; name?: string; icon?: string }): string {
  const members = mergeMembers(target, parseIds(body.devices), find(scope));
  if (body.icon !== undefined && !/^[a-z0-9_]{1,40}$/.test(body.icon.trim())) throw bad(DEVICE_ERRORS.badIcon);
  const repo = scope.ctx.repos.devices;
  const monitorId = scope.monitor.id;
  const now = scope.ctx.now();
  const ids = members.map((m) => m.id);
  if (target.virtual) {
    const name = body.name === undefined ? undefined : mergeName(body.name, members);
    commit(scope, () => {
      repo.putMerge(monitorId, target.id, ids, now);
      if (name !== undefined || body.icon !== undefined) repo.patchOverride(monitorId, target.id, { name, icon: body.icon?.trim() }, now);
    });
    return target.id;
  }
  const id = `merged-${randomBytes(4).toString('hex')}`;
  const name = mergeName(body.name, members);
  commit(scope, () => {
    repo.putMerge(monitorId, id, ids, now);
    repo.patchOverride(monitorId, id, { name, icon: body.icon?.trim() ?? members[0]!.wire.icon }, now);
  });
  return id;
}

/** POST …/devices/{id}/supersede (encompass=false) or /encompass (relays): replaces the declaration. */
export function supersedeDevices(
  scope: WriteScope,
  target: BookDevice,
  body: { devices: string; other_superseded: boolean; type: string },
  encompass: boolean,
): string {
  const members = supersedeMembers(target, parseIds(body.devices), body.type, encompass, find(scope));
  const decl = { deviceId: target.id, type: body.type.trim(), otherSuperseded: body.other_superseded, members: members.map((m) => m.id) };
  commit(scope, () => scope.ctx.repos.devices.putSupersede(scope.monitor.id, decl, scope.ctx.now()));
  return target.id;
}

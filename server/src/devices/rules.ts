import { HttpError } from '../errors';
import type { OverridePatch } from '../db/devices';
import type { WireDeviceUpdate } from '../../../src/api/wire/devices';
import { DEVICE_NAME_MAX, DEVICE_NOTES_MAX, DEVICE_TEXT_MAX, STANDBY_MAX_W, STANDBY_MIN_W } from './limits';
import type { BookDevice } from './book';
import { isCatalogueType, isCategory } from './catalogue';

/** Error texts of the device endpoints (the README lists them). */
export const DEVICE_ERRORS = {
  notFound: 'Device not found',
  nameRequired: 'please enter a name',
  nameTooLong: `Names can be at most ${DEVICE_NAME_MAX} characters`,
  notesTooLong: `Notes can be at most ${DEVICE_NOTES_MAX} characters`,
  standbyRange: `The standby threshold must be between ${STANDBY_MIN_W} and ${STANDBY_MAX_W} W`,
  badIcon: 'An icon is 1 to 40 lower-case letters, digits or underscores',
  notEditable: 'This device cannot be edited',
  notDeletable: 'This device cannot be deleted',
  offline: 'Updates not saved. Please try again when your monitor is online.',
  relayOffline: 'Your relay was not renamed. Please rename it when your monitor is online.',
  mergeTooFew: 'Select at least two devices to merge',
  mergeVirtual: 'A merged device cannot be merged into another one',
  supersedeOnRelay: 'Relays declare what they power with encompass',
  encompassNotRelay: 'Only relays can encompass other devices',
  supersedeVirtual: 'A merged device cannot have devices connected to it',
  plugNotDeletable: 'This device is measured by a smart plug: turn the smart-plug integration off to remove it',
  plugFixed: 'A smart plug measures one device: it cannot be merged or have devices connected to it',
} as const;

export const bad = (reason: string) => new HttpError(400, reason);

/** "Always On", "Other", "Solar": how a pseudo device is named in errors. */
const label = (b: BookDevice) => b.wire.name;
const quoted = (b: BookDevice) => `'${b.wire.name}'`;

export function notFound(): HttpError {
  return new HttpError(404, DEVICE_ERRORS.notFound);
}

const TEXT_FIELDS = [
  ['location', 'location'],
  ['make', 'make'],
  ['model', 'model'],
] as const;
const EDITABLE_TAGS = new Set(['TimelineDefault', 'UserShowBubble', 'UserShowInDeviceList']);
const ICON = /^[a-z0-9_]{1,40}$/;

/** Checks an update against the edit rules (settings spec §5-§6) and turns it into a patch. */
export function updatePatch(b: BookDevice, body: WireDeviceUpdate): OverridePatch {
  if (b.special) throw bad(body.name !== undefined ? `${label(b)} cannot be renamed` : `${label(b)} cannot be edited`);
  if (b.wire.tags.UserEditable !== 'true') throw bad(DEVICE_ERRORS.notEditable);
  const patch: OverridePatch = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name === '') throw bad(DEVICE_ERRORS.nameRequired);
    if (name.length > DEVICE_NAME_MAX) throw bad(DEVICE_ERRORS.nameTooLong);
    patch.name = name;
  }
  if (body.icon !== undefined) {
    const icon = body.icon.trim();
    if (!ICON.test(icon)) throw bad(DEVICE_ERRORS.badIcon);
    patch.icon = icon;
  }
  if (body.type !== undefined) {
    const type = body.type.trim();
    const current = String(b.wire.tags.DefaultUserDeviceType ?? '');
    if (!isCatalogueType(type) && type !== current) throw bad(`Unknown device type '${type}'`);
    patch.type = type;
  }
  for (const [field, text] of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const v = value.trim();
    if (v.length > DEVICE_TEXT_MAX) throw bad(`The ${text} can be at most ${DEVICE_TEXT_MAX} characters`);
    patch[field] = v === '' ? null : v;
  }
  if (body.notes !== undefined) {
    const notes = body.notes.trim();
    if (notes.length > DEVICE_NOTES_MAX) throw bad(DEVICE_ERRORS.notesTooLong);
    patch.notes = notes === '' ? null : notes;
  }
  if (body.standby_threshold_w !== undefined) {
    const w = body.standby_threshold_w;
    if (!Number.isFinite(w) || w < STANDBY_MIN_W || w > STANDBY_MAX_W) throw bad(DEVICE_ERRORS.standbyRange);
    patch.standby_threshold_w = Math.round(w * 10) / 10;
  }
  if (body.tags !== undefined) {
    const stored: Record<string, string> = b.override?.tags_json ? (JSON.parse(b.override.tags_json) as Record<string, string>) : {};
    for (const [key, value] of Object.entries(body.tags)) {
      if (!EDITABLE_TAGS.has(key)) throw bad(`The tag '${key}' cannot be changed`);
      if (value !== 'true' && value !== 'false') throw bad(`The tag '${key}' must be 'true' or 'false'`);
      stored[key] = value;
    }
    patch.tags_json = JSON.stringify(stored);
  }
  return patch;
}

/** What DELETE does to a device: unmerge a virtual one, reset a relay, or delete. */
export function deleteAction(b: BookDevice): 'unmerged' | 'reset' | 'deleted' {
  if (b.special) throw bad(`${label(b)} cannot be deleted`);
  if (b.plug) throw bad(DEVICE_ERRORS.plugNotDeletable);
  if (b.virtual) return 'unmerged';
  if (b.mergeId) throw bad(`${quoted(b)} is part of a merged device. Unmerge it first.`);
  if (b.supersededBy) throw bad(`${quoted(b)} is declared as connected to another device. Remove it there first.`);
  if (b.relay) return 'reset';
  if (b.wire.tags.UserDeletable !== 'true') throw bad(DEVICE_ERRORS.notDeletable);
  return 'deleted';
}

export function checkResettable(b: BookDevice): void {
  if (b.special) throw bad(`${label(b)} data cannot be reset`);
}

/** Comma-joined ids → distinct, trimmed, non-empty ids. */
export function parseIds(raw: string): string[] {
  return [...new Set(raw.split(',').map((s) => s.trim()).filter((s) => s !== ''))];
}

/** The members of a merge on `target` (validated): its own id is included for a real device. */
export function mergeMembers(target: BookDevice, ids: string[], find: (id: string) => BookDevice | undefined): BookDevice[] {
  if (target.special) throw bad(`${label(target)} cannot be merged`);
  if (target.plug) throw bad(DEVICE_ERRORS.plugFixed);
  const wanted = target.virtual ? ids.filter((id) => id !== target.id) : [target.id, ...ids.filter((id) => id !== target.id)];
  const members = wanted.map((id) => {
    const m = find(id);
    if (!m) throw notFound();
    return m;
  });
  for (const m of members) {
    if (m.special) throw bad(`${label(m)} cannot be merged`);
    if (m.plug) throw bad(DEVICE_ERRORS.plugFixed);
    if (m.virtual) throw bad(DEVICE_ERRORS.mergeVirtual);
    if (m.wire.tags.UserMergeable !== 'true') throw bad(`${quoted(m)} cannot be merged`);
    if (m.mergeId && m.mergeId !== (target.virtual ? target.id : undefined)) throw bad(`${quoted(m)} is already part of a merged device`);
    if (m.supersededBy) throw bad(`${quoted(m)} is declared as connected to another device`);
    if (m.members.length > 0) throw bad(`${quoted(m)} has devices connected to it and cannot be merged`);
  }
  if (members.length < 2) throw bad(DEVICE_ERRORS.mergeTooFew);
  return members;
}

/** Validates a supersede / encompass declaration on `target`; returns the member devices. */
export function supersedeMembers(
  target: BookDevice,
  ids: string[],
  type: string,
  encompass: boolean,
  find: (id: string) => BookDevice | undefined,
): BookDevice[] {
  if (target.special) throw bad(`${label(target)} cannot have devices connected to it`);
  if (target.plug) throw bad(DEVICE_ERRORS.plugFixed);
  if (target.virtual) throw bad(DEVICE_ERRORS.supersedeVirtual);
  if (encompass && !target.relay) throw bad(DEVICE_ERRORS.encompassNotRelay);
  if (!encompass && target.relay) throw bad(DEVICE_ERRORS.supersedeOnRelay);
  if (target.mergeId) throw bad(`${quoted(target)} is part of a merged device. Unmerge it first.`);
  if (target.supersededBy) throw bad(`${quoted(target)} is declared as connected to another device`);
  const t = type.trim();
  if (!isCatalogueType(t) && !isCategory(t)) throw bad(`Unknown device type '${t}'`);
  return ids.map((id) => {
    const m = find(id);
    if (!m) throw notFound();
    if (m.id === target.id) throw bad('A device cannot be connected to itself');
    if (m.special) throw bad(`${label(m)} cannot be connected to another device`);
    if (m.virtual || m.relay) throw bad(`${quoted(m)} cannot be connected to another device`);
    if (m.mergeId) throw bad(`${quoted(m)} is part of a merged device. Unmerge it first.`);
    if (m.supersededBy && m.supersededBy !== target.id) throw bad(`${quoted(m)} is already connected to another device`);
    if (m.members.length > 0) throw bad(`${quoted(m)} has devices connected to it`);
    return m;
  });
}

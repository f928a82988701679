import type { MonitorProfile, DeviceInfo } from '../contracts';
import type { DeviceOverrideRow, DevicePlug, DeviceUserData } from '../db/devices';
import { DEFAULT_LOCALE, systemDeviceName, t, type Locale } from '../i18n';
import { declaredDevices } from '../measured';
import type { DeviceTags, WireDevice, WireDeviceStage } from '../../../src/api/wire/devices';
import { SPECIAL_DEVICE_IDS, STANDBY_DEFAULT_W } from './limits';
import { isCatalogueType, typeDisplay } from './catalogue';

/**
 * A monitor's devices as the user sees them: the simulator's household with the user's names,
 * deletions, merges (virtual devices) and supersede declarations applied. Pure: built from the
 * profile and the rows of db/devices.ts on every request (cheap: ~25 devices). Written in the
 * reader's language: system devices the user has not renamed and type names; typed names as typed.
 */
export interface BookDevice {
  id: string;
  /** The device as its source declared it (measured declaredDevices); absent for a virtual (merged) device. */
  info?: DeviceInfo;
  virtual: boolean;
  special: boolean;
  relay: boolean;
  override?: DeviceOverrideRow;
  deleted: boolean;
  /** For a virtual device: its members. For a device with a supersede declaration: the devices it supersedes. */
  members: string[];
  /** Set on a member of a merged device (and on a device a smart plug measures: the plug's id). */
  mergeId?: string;
  /** A smart plug's device (virtual, one member: the simulated device plugged into it). */
  plug?: { model: string; mac: string; info: DeviceInfo };
  /** Set on a device declared as connected to another. */
  supersededBy?: string;
  /** The simulator series whose energy is this device's usage. */
  energyIds: string[];
  /** Epoch ms from which its usage counts (creation, or the last reset_data). */
  dataStartMs: number;
  wire: WireDevice;
}

export interface DeviceBook {
  profile: MonitorProfile;
  data: DeviceUserData;
  /** The language of the book's texts (the request's). */
  locale: Locale;
  byId: Map<string, BookDevice>;
  /** Every device in list order (deleted ones included; see listed()). */
  all: BookDevice[];
}

export const isSpecialId = (id: string): boolean => (SPECIAL_DEVICE_IDS as readonly string[]).includes(id);

const STAGE_RANK: Record<WireDeviceStage, number> = { Inventory: 0, Identified: 1, Tracking: 2, RealTime: 3 };

function parseTags(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function applyText(wire: WireDevice, o: DeviceOverrideRow | undefined, sim?: DeviceInfo): void {
  const location = o?.location ?? sim?.location;
  const make = o?.make ?? sim?.make;
  const model = o?.model ?? sim?.model;
  if (location) wire.location = wire.given_location = location;
  if (make) wire.make = wire.given_make = make;
  if (model) wire.model = wire.given_model = model;
}

function declaredWire(profile: MonitorProfile, d: DeviceInfo, o: DeviceOverrideRow | undefined, locale: Locale): WireDevice {
  const tags: DeviceTags = { ...d.tags, ...parseTags(o?.tags_json ?? null) };
  const systemName = d.special ? systemDeviceName(locale, d.id) : null;
  if (d.special) tags.UserDeletable = 'false';
  if (o?.name) tags.name_useredit = 'true';
  const type = o?.type ?? d.type;
  if (o?.type) {
    tags.UserDeviceType = o.type;
    tags.UserDeviceTypeDisplayString = typeDisplay(o.type, locale);
  } else if (systemName) {
    // A system device's type is itself (Always On, Other, Solar).
    tags.UserDeviceTypeDisplayString = systemName;
  } else if (locale.language !== 'en' && typeof tags.UserDeviceType === 'string' && isCatalogueType(tags.UserDeviceType)) {
    tags.UserDeviceTypeDisplayString = typeDisplay(tags.UserDeviceType, locale);
  }
  const wire: WireDevice = {
    id: d.id,
    name: o?.name ?? systemName ?? d.name,
    icon: o?.icon ?? d.icon,
    tags,
    monitor_id: profile.id,
    stage: d.stage,
    type,
    number_of_devices: 1,
    faults: [],
  };
  if (d.relay) wire.network_state = { mode: 'active' };
  applyText(wire, o, d);
  return wire;
}

function virtualWire(profile: MonitorProfile, id: string, members: BookDevice[], o: DeviceOverrideRow | undefined, createdAt: number, locale: Locale): WireDevice {
  const type = o?.type ?? 'OtherDevice';
  const created = new Date(createdAt).toISOString();
  const tags: DeviceTags = {
    Alertable: 'true',
    DateCreated: created,
    DefaultUserDeviceType: 'OtherDevice',
    DeviceListAllowed: 'true',
    MergedDevices: members.map((m) => m.id).join(','),
    name_useredit: 'true',
    OriginalName: o?.name ?? id,
    TimelineAllowed: 'true',
    TimelineDefault: 'true',
    UserDeletable: 'true',
    UserDeleted: 'false',
    UserDeviceType: type,
    UserDeviceTypeDisplayString: typeDisplay(type, locale),
    UserEditable: 'true',
    UserMergeable: 'true',
    UserShowBubble: 'true',
    UserShowInDeviceList: 'true',
    Virtual: 'true',
    ...parseTags(o?.tags_json ?? null),
  };
  const stage = members.reduce<WireDeviceStage>((best, m) => (STAGE_RANK[m.wire.stage] > STAGE_RANK[best] ? m.wire.stage : best), 'Inventory');
  const wire: WireDevice = {
    id,
    name: o?.name ?? members.map((m) => m.wire.name).join(' + '),
    icon: o?.icon ?? members[0]?.wire.icon ?? 'socket',
    tags,
    monitor_id: profile.id,
    stage,
    type,
    number_of_devices: members.length,
    faults: [],
  };
  applyText(wire, o);
  return wire;
}

/**
 * A smart plug as a device of the list: the plug measures the device plugged into it, in real
 * time whatever the monitor has learnt of it, so it lists in the RealTime stage under the plug's
 * name ('TV plug'), with the measured device's type and location. Removed by turning the
 * smart-plug integration off, never deleted or merged by hand.
 */
function plugWire(profile: MonitorProfile, p: DevicePlug, member: BookDevice, o: DeviceOverrideRow | undefined, locale: Locale): WireDevice {
  const m = member.wire;
  const created = new Date(p.foundAt).toISOString();
  const type = o?.type ?? m.type ?? 'OtherDevice';
  const tags: DeviceTags = {
    Alertable: 'true',
    DateCreated: created,
    DateFirstUsage: created.slice(0, 10),
    DefaultUserDeviceType: 'SmartPlug',
    DeviceListAllowed: 'true',
    IntegrationType: 'TPLink',
    name_useredit: o?.name ? 'true' : 'false',
    OriginalName: t(locale, 'smartPlug.deviceName', { name: m.name }),
    SmartPlugModel: p.model,
    SSIEnabled: 'true',
    SSIModel: p.model,
    TimelineAllowed: 'false',
    TimelineDefault: 'false',
    UserDeletable: 'false',
    UserDeleted: 'false',
    UserDeviceType: type,
    UserDeviceTypeDisplayString: typeof m.tags.UserDeviceTypeDisplayString === 'string' && !o?.type ? m.tags.UserDeviceTypeDisplayString : typeDisplay(type, locale),
    UserEditable: 'true',
    UserMergeable: 'false',
    UserShowBubble: 'true',
    UserShowInDeviceList: 'true',
    UserVisibleDeviceId: p.mac,
    Virtual: 'false',
    ...parseTags(o?.tags_json ?? null),
  };
  const wire: WireDevice = {
    id: p.id,
    name: o?.name ?? t(locale, 'smartPlug.deviceName', { name: m.name }),
    icon: o?.icon ?? m.icon,
    tags,
    monitor_id: profile.id,
    stage: 'RealTime',
    type,
    number_of_devices: 1,
    faults: [],
  };
  if (m.location && !o?.location) wire.location = wire.given_location = m.location;
  applyText(wire, o);
  return wire;
}

/** Adds the smart plugs found (after merges: a device the user merged or connected to another keeps that). */
function addPlugs(book: Pick<DeviceBook, 'profile' | 'byId' | 'all'>, data: DeviceUserData, locale: Locale): void {
  for (const p of data.plugs ?? []) {
    const member = book.byId.get(p.deviceId);
    if (!member?.info || member.deleted || member.special || member.mergeId || member.supersededBy || member.members.length > 0) continue;
    const o = data.overrides.get(p.id);
    const b: BookDevice = {
      id: p.id,
      virtual: true,
      special: false,
      relay: false,
      override: o,
      deleted: false,
      members: [member.id],
      energyIds: [...member.energyIds],
      dataStartMs: Math.max(p.foundAt, o?.data_reset_at ?? 0),
      plug: { model: p.model, mac: p.mac, info: member.info },
      wire: plugWire(book.profile, p, member, o, locale),
    };
    member.mergeId = p.id;
    member.wire.tags = { ...member.wire.tags, MergeId: p.id };
    book.byId.set(b.id, b);
    book.all.push(b);
  }
}

/** Builds the book of a monitor from its profile and the user's stored changes, in the locale's language. */
export function buildBook(profile: MonitorProfile, data: DeviceUserData, locale: Locale = DEFAULT_LOCALE): DeviceBook {
  const byId = new Map<string, BookDevice>();
  const all: BookDevice[] = [];
  for (const d of declaredDevices(profile)) {
    const o = data.overrides.get(d.id);
    const created = Date.parse(d.dateCreated);
    const b: BookDevice = {
      id: d.id,
      info: d,
      virtual: false,
      special: !!d.special,
      relay: !!d.relay,
      override: o,
      deleted: !!o?.user_deleted,
      members: [],
      energyIds: [d.id],
      dataStartMs: Math.max(Number.isFinite(created) ? created : 0, o?.data_reset_at ?? 0),
      wire: declaredWire(profile, d, o, locale),
    };
    byId.set(d.id, b);
    all.push(b);
  }
  // Energy of deleted devices is reported as Other (as the realtime feed folds them into unknown).
  const unknown = byId.get('unknown');
  if (unknown) for (const b of all) if (b.deleted && !b.special) unknown.energyIds.push(b.id);

  for (const s of data.supersedes) {
    const b = byId.get(s.deviceId);
    if (!b || b.deleted) continue;
    const members = s.members.filter((id) => byId.get(id) && !byId.get(id)!.deleted && id !== b.id);
    b.members = members;
    for (const id of members) {
      const m = byId.get(id)!;
      m.supersededBy = b.id;
      m.wire.tags = { ...m.wire.tags, SupersededBy: b.id };
      b.energyIds.push(id);
    }
    const tags: DeviceTags = { ...b.wire.tags, OtherSuperseded: s.otherSuperseded ? 'true' : 'false', OtherSupersededType: s.type };
    if (!b.override?.type) {
      tags.UserDeviceType = s.type;
      tags.UserDeviceTypeDisplayString = typeDisplay(s.type, locale);
      b.wire.type = s.type;
    }
    b.wire.tags = tags;
    b.wire.number_of_devices = Math.max(1, members.length + (s.otherSuperseded ? 1 : 0));
  }

  for (const m of data.merges) {
    const members = m.members.map((id) => byId.get(id)).filter((x): x is BookDevice => !!x && !x.deleted && !x.virtual);
    if (members.length === 0) continue;
    const o = data.overrides.get(m.virtualId);
    const v: BookDevice = {
      id: m.virtualId,
      virtual: true,
      special: false,
      relay: false,
      override: o,
      deleted: false,
      members: members.map((x) => x.id),
      energyIds: members.flatMap((x) => x.energyIds),
      dataStartMs: Math.max(Math.min(...members.map((x) => x.dataStartMs)), o?.data_reset_at ?? 0),
      wire: virtualWire(profile, m.virtualId, members, o, m.createdAt, locale),
    };
    for (const x of members) {
      x.mergeId = v.id;
      x.wire.tags = { ...x.wire.tags, MergeId: v.id };
    }
    byId.set(v.id, v);
    all.push(v);
  }
  addPlugs({ profile, byId, all }, data, locale);
  return { profile, data, locale, byId, all };
}

/** The devices a list shows: not deleted; merge members and superseded devices only with includeMerged. */
export function listed(book: DeviceBook, includeMerged: boolean): BookDevice[] {
  // The battery is in the device list (deviceListOf), not among the devices that use energy.
  const out = book.all.filter((b) => !b.deleted && b.id !== 'battery' && (includeMerged || (!b.mergeId && !b.supersededBy)));
  const rank = (b: BookDevice) => (b.id === 'always_on' ? 0 : b.id === 'unknown' ? 1 : b.id === 'solar' ? 3 : 2);
  return out.sort((a, b) => rank(a) - rank(b) || a.wire.name.localeCompare(b.wire.name, 'en') || a.id.localeCompare(b.id));
}

/**
 * The device list's entries (GET …/devices, …/devices/overview): the listed devices, and the battery
 * with its charge state after them, before solar (issue 12: the spec hides only solar). Figures that
 * sum the home's devices (trends) keep to listed(): a battery stores energy, it does not use it.
 */
export function deviceListOf(book: DeviceBook, includeMerged: boolean): BookDevice[] {
  const devices = listed(book, includeMerged);
  const battery = book.byId.get('battery');
  if (!battery || battery.deleted) return devices;
  const solarAt = devices.findIndex((b) => b.id === 'solar');
  return solarAt < 0 ? [...devices, battery] : [...devices.slice(0, solarAt), battery, ...devices.slice(solarAt)];
}

/** A device the user can address (present, not deleted), or undefined. */
export function findDevice(book: DeviceBook, id: string): BookDevice | undefined {
  const b = book.byId.get(id);
  return b && !b.deleted ? b : undefined;
}

export const standbyThreshold = (b: BookDevice): number => b.override?.standby_threshold_w ?? STANDBY_DEFAULT_W;

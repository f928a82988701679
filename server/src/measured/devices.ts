import type { DeviceInfo, MonitorProfile } from '../contracts';
import type { ChannelKind } from '../sources/types';
import type { Declaration, MonitorMeta } from './meta';
import { measuredReader } from './thread';

/**
 * The devices of a monitor: what its source declared (ChannelDecl.device), as the store keeps it. A
 * circuit, a plug or a detected device is a channel of its own; the home's solar, battery and generator
 * are devices of those channels. Every figure that lists, names or indexes devices reads this list.
 *
 * Order: the devices' own channels in the order they were declared (a device found later comes last),
 * then solar, battery and generator. Figures index their rows "like declaredDevices(profile)".
 */

const EQUIPMENT: ReadonlySet<string> = new Set(['solar', 'battery', 'generator']);

let declarer: ((profile: MonitorProfile) => Declaration) | null = null;

/**
 * How this thread learns a declaration the store does not have yet (set by the core from
 * server/src/sources, as the back-fill hook is: the store never imports a source). The main thread's
 * declares to the store too; without a store (unit tests) it is the only answer. Returns the one before.
 */
export function setDeclarer(d: ((profile: MonitorProfile) => Declaration) | null): ((profile: MonitorProfile) => Declaration) | null {
  const before = declarer;
  declarer = d;
  return before;
}

function ordered(channels: readonly { kind: ChannelKind; device?: DeviceInfo | null }[]): readonly DeviceInfo[] {
  const own: DeviceInfo[] = [];
  const equipment: DeviceInfo[] = [];
  for (const c of channels) if (c.device) (EQUIPMENT.has(c.kind) ? equipment : own).push(c.device);
  return Object.freeze([...own, ...equipment]);
}

const ofMeta = new WeakMap<MonitorMeta, readonly DeviceInfo[]>();
const ofProfile = new WeakMap<MonitorProfile, readonly DeviceInfo[]>();

/** The monitor's declared devices (see above). Throws when nothing declared it and no declarer is set. */
export function declaredDevices(profile: MonitorProfile): readonly DeviceInfo[] {
  const reader = measuredReader();
  const meta = reader?.meta(profile.id);
  if (meta) return ofMetaList(meta);
  if (!declarer) throw new Error(`measured: monitor ${profile.id} has declared no devices, and this thread has no declarer`);
  const d = declarer(profile);
  // The main thread's declarer has just written the declaration to the store: read it there.
  const declared = reader?.meta(profile.id);
  if (declared) return ofMetaList(declared);
  let list = ofProfile.get(profile);
  if (!list) ofProfile.set(profile, (list = ordered(d.channels)));
  return list;
}

function ofMetaList(meta: MonitorMeta): readonly DeviceInfo[] {
  let list = ofMeta.get(meta);
  if (!list) ofMeta.set(meta, (list = ordered(meta.byIdx.filter(Boolean))));
  return list;
}

/** A battery's rating, as its source declared it. */
export interface BatteryRating {
  capacityWh: number;
  maxW: number;
  reserve: number;
}

/** The home's solar rating (W, 0 without solar) and battery rating (null without one), as declared. */
export function declaredEquipment(profile: MonitorProfile): { solarCapacityW: number; battery: BatteryRating | null } {
  const devices = declaredDevices(profile);
  const solar = devices.find((d) => d.special === 'solar');
  const battery = devices.find((d) => d.special === 'battery')?.nameplate;
  return {
    solarCapacityW: solar?.nameplate?.capacityW ?? 0,
    battery: battery && battery.capacityWh !== undefined ? { capacityWh: battery.capacityWh, maxW: battery.maxW ?? 0, reserve: battery.reserve ?? 0 } : null,
  };
}

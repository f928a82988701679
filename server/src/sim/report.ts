import type { DeviceTags } from '../../../src/api/wire/realtime';
import type { DeviceOverride, MergedDevice, UserDeviceState } from '../contracts';
import type { SimDevice, SimDeviceState, SimSample } from './types';

export type { DeviceOverride, MergedDevice, UserDeviceState };

export interface ReportedDevice {
  id: string;
  name: string;
  icon: string;
  tags: DeviceTags;
  w: number;
  state: SimDeviceState;
  make?: string;
  location?: string;
  given_make?: string;
  given_location?: string;
}

const overridden = new WeakMap<SimDevice, { key: string; tags: DeviceTags }>();

/** A device's tags with the user's overrides (memoised per device, so frames reuse one object). */
function tagsFor(d: SimDevice, o: DeviceOverride | undefined): DeviceTags {
  if (!o || (!o.name && !o.type)) return d.tags;
  const key = `${o.name ?? ''}|${o.type ?? ''}`;
  const hit = overridden.get(d);
  if (hit && hit.key === key) return hit.tags;
  const tags: DeviceTags = { ...d.tags };
  if (o.name) tags.name_useredit = 'true';
  if (o.type) {
    tags.UserDeviceType = o.type;
    tags.UserDeviceTypeDisplayString = o.type;
  }
  overridden.set(d, { key, tags });
  return tags;
}

const mergedTags = new Map<string, DeviceTags>();
function tagsForMerge(m: MergedDevice): DeviceTags {
  const key = `${m.id}|${m.members.join(',')}`;
  let t = mergedTags.get(key);
  if (!t) {
    t = {
      DefaultUserDeviceType: 'OtherDevice',
      DeviceListAllowed: 'true',
      MergedDevices: m.members.join(','),
      TimelineAllowed: 'true',
      UserDeletable: 'true',
      UserDeleted: 'false',
      UserDeviceType: 'OtherDevice',
      UserEditable: 'true',
      UserMergeable: 'true',
      UserShowInDeviceList: 'true',
      Virtual: 'true',
    };
    if (mergedTags.size > 10_000) mergedTags.clear();
    mergedTags.set(key, t);
  }
  return t;
}

const rank: Record<SimDeviceState, number> = { Off: 0, Idle: 1, On: 2 };

/**
 * The devices a realtime frame lists, from a sample: RealTime-stage devices that are On or Idle,
 * always_on and unknown (always, even at 0 W), and solar and the generator while producing. Devices not yet in the
 * RealTime stage and deleted devices are folded into unknown ("Other"); merge members are summed
 * into their virtual device. Sorted by watts, highest first.
 */
export function reportDevices(sample: SimSample, user?: UserDeviceState | null): ReportedDevice[] {
  const overrides = user?.devices ?? {};
  const mergeOf = new Map<string, MergedDevice>();
  for (const m of user?.merges ?? []) for (const id of m.members) mergeOf.set(id, m);
  const merged = new Map<string, ReportedDevice>();
  const out: ReportedDevice[] = [];
  let unknown: ReportedDevice | null = null;
  let folded = 0;
  for (const { device: d, w, state } of sample.devices) {
    const o = overrides[d.id];
    if (d.special === 'battery') continue;
    if (d.special === 'solar' || d.special === 'generator') {
      if (w > 0) out.push({ id: d.id, name: d.name, icon: d.icon, tags: d.tags, w, state });
      continue;
    }
    const m = mergeOf.get(d.id);
    if (!d.special && ((d.stage !== 'RealTime' && !m?.measured) || o?.deleted)) {
      folded += w;
      continue;
    }
    if (m) {
      const v = merged.get(m.id) ?? { id: m.id, name: m.name, icon: m.icon, tags: m.tags ?? tagsForMerge(m), w: 0, state: 'Off' as SimDeviceState };
      v.w += w;
      if (rank[state] > rank[v.state]) v.state = state;
      merged.set(m.id, v);
      continue;
    }
    if (!d.special && state === 'Off') continue;
    const r: ReportedDevice = { id: d.id, name: o?.name ?? d.name, icon: o?.icon ?? d.icon, tags: tagsFor(d, o), w, state };
    const make = o?.make ?? d.make;
    const location = o?.location ?? d.location;
    if (make) r.make = r.given_make = make;
    if (location) r.location = r.given_location = location;
    if (d.special === 'unknown') unknown = r;
    out.push(r);
  }
  if (unknown) unknown.w += folded;
  for (const v of merged.values()) if (v.state !== 'Off') out.push(v);
  return out.sort((a, b) => b.w - a.w);
}

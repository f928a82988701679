import type { DeviceInfo, MonitorProfile, Nameplate } from '../../contracts';
import { equipment } from '../../sim';
import { householdOf } from '../../sim/household';
import type { ChannelDecl } from '../types';

/**
 * The simulator's channels and where each sits in a frame (frame.ts keeps one row of 120
 * half-second values per channel, in this order). The order is fixed for a profile: mains, its
 * legs, solar, battery and its charge, generator (each only when the profile has it), the leg
 * voltages, the line frequency, then one `detected` channel per household load, in the
 * household's load order (what a detection would have found).
 */
export interface Layout {
  decls: readonly ChannelDecl[];
  keys: readonly string[];
  /** Whether the channel is watts (rounded to 0.1 W like the feed's values). */
  watts: readonly boolean[];
  mains: number;
  l1: number;
  l2: number;
  /** -1 when the profile has none. */
  solar: number;
  battery: number;
  soc: number;
  generator: number;
  v1: number;
  v2: number;
  hz: number;
  /** Row of the first load; load k is row `load0 + k`. */
  load0: number;
  nLoads: number;
}

const ratedDevices = new WeakMap<DeviceInfo, DeviceInfo>();

/** The household's solar or battery device with its nameplate (one object per device: the store's declare is cheap when nothing changed). */
function rated(d: DeviceInfo | undefined, nameplate: Nameplate | undefined): DeviceInfo | undefined {
  if (!d || !nameplate) return d;
  let out = ratedDevices.get(d);
  if (!out) ratedDevices.set(d, (out = { ...d, nameplate: { ...nameplate } }));
  return out;
}

export function layoutOf(profile: MonitorProfile): Layout {
  const h = householdOf(profile);
  const decls: ChannelDecl[] = [];
  const add = (d: ChannelDecl): number => decls.push(d) - 1;
  const mains = add({ key: 'mains', kind: 'mains', label: 'Mains' });
  const l1 = add({ key: 'mains.L1', kind: 'mains_leg', label: 'Mains L1' });
  const l2 = add({ key: 'mains.L2', kind: 'mains_leg', label: 'Mains L2' });
  const special = (id: string) => h.devices.find((d) => d.special === id);
  const { solarCapacityW, battery: spec } = equipment(profile);
  const solar = profile.solar ? add({ key: 'solar', kind: 'solar', label: 'Solar', device: rated(special('solar'), { capacityW: solarCapacityW }) }) : -1;
  const battery = profile.battery ? add({ key: 'battery', kind: 'battery', label: 'Battery', device: rated(special('battery'), spec ?? undefined) }) : -1;
  const soc = profile.battery ? add({ key: 'battery.soc', kind: 'battery_soc', label: 'Battery charge' }) : -1;
  const generator = profile.generator ? add({ key: 'generator', kind: 'generator', label: 'Generator', device: special('generator') }) : -1;
  const v1 = add({ key: 'voltage.L1', kind: 'voltage', label: 'Voltage L1' });
  const v2 = add({ key: 'voltage.L2', kind: 'voltage', label: 'Voltage L2' });
  const hz = add({ key: 'frequency', kind: 'frequency', label: 'Frequency' });
  const load0 = decls.length;
  for (const rt of h.loads) add({ key: `device:${rt.device.id}`, kind: 'detected', label: rt.device.name, device: rt.device });
  const watts = decls.map((d) => d.kind !== 'voltage' && d.kind !== 'frequency' && d.kind !== 'battery_soc');
  return { decls, keys: decls.map((d) => d.key), watts, mains, l1, l2, solar, battery, soc, generator, v1, v2, hz, load0, nLoads: h.loads.length };
}

/** Watts as the source reports them: rounded to 0.1 W (and never −0). */
export const roundW = (w: number): number => Math.round(w * 10) / 10 + 0;

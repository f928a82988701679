import type { MonitorProfile } from '../contracts';
import { energyByDevice, type SimDevice } from '../sim';
import { between, streamId } from '../sim/hash';
import type { WireAlwaysOn, WireAlwaysOnContributor } from '../../../src/api/wire/devices';
import { t } from '../i18n';
import type { DeviceBook } from './book';
import { profileKey } from './figures';

/**
 * The always-on figures. The simulator models Always On as one load (standby draw, networking,
 * clocks...). Its figure, wherever it is shown (the always-on page, the Now card, the feed's
 * ao_w, the Always On device's statistics), is the spec's estimate from the past 48 hours:
 * alwaysOnEstimateW. That total is split into the devices the monitor can pick out (past the
 * Inventory stage) that draw standby power, each with a stable figure from the seed; the rest,
 * devices it cannot pick out yet included, is the unknown estimate.
 */
const STANDBY_W: Partial<Record<string, [number, number]>> = {
  router: [0, 0], // its rated power is its standby
  tv: [1.5, 4],
  computer: [2, 6],
  microwave: [2, 4],
  coffee: [1, 2.5],
  dishwasher: [0.8, 2],
  washer: [0.8, 2],
  dryer: [1, 3],
};

/** The standby watts of a simulated device, or 0. Deterministic per monitor seed. */
export function standbyW(profile: MonitorProfile, d: SimDevice): number {
  const range = STANDBY_W[d.kind];
  if (!range) return 0;
  if (d.kind === 'router') return d.ratedW;
  return Math.round(between(range[0], range[1], profile.seed >>> 0, streamId(`standby:${d.kind}`)) * 10) / 10;
}

/**
 * A device's share of Always On as the product shows it (its page, its always-on row, the feed's
 * ao_w), or null: no standby draw, or a device the monitor cannot pick out yet (Inventory stage),
 * whose standby stays in the unknown estimate.
 */
export function alwaysOnShareW(profile: MonitorProfile, d: SimDevice): number | null {
  if (d.special || d.stage === 'Inventory') return null;
  const w = standbyW(profile, d);
  return w > 0 ? w : null;
}

/** A smart plug's share of Always On: the standby of the device it measures, or null. */
export function plugStandbyW(profile: MonitorProfile, b: Pick<DeviceBook['all'][number], 'plug'>): number | null {
  if (!b.plug) return null;
  const w = standbyW(profile, b.plug.sim);
  return w > 0 ? w : null;
}

const WINDOW_MS = 48 * 3_600_000;
const estimates = new Map<string, number>();

/** Always On in watts, estimated from the 48 hours before nowMs (spec), to 0.1 W. Cached per minute. */
export function alwaysOnEstimateW(profile: MonitorProfile, nowMs: number): number {
  const to = Math.floor(nowMs / 60_000) * 60_000;
  const key = `${profileKey(profile)}@${to}`;
  const hit = estimates.get(key);
  if (hit !== undefined) return hit;
  const kwh = energyByDevice(profile, to - WINDOW_MS, to).get('always_on') ?? 0;
  const w = Math.round(((kwh * 1000) / 48) * 10) / 10;
  if (estimates.size >= 5_000) estimates.delete(estimates.keys().next().value as string);
  estimates.set(key, w);
  return w;
}

/** The always-on breakdown: the estimate, the picked-out devices' rows, and the unknown rest. */
export function alwaysOnOf(book: DeviceBook, nowMs: number): WireAlwaysOn {
  const { profile } = book;
  const total = alwaysOnEstimateW(profile, nowMs);
  const devices: WireAlwaysOnContributor[] = [];
  for (const b of book.all) {
    if (b.deleted) continue;
    // A smart plug measures its device's standby itself, whatever the monitor has learnt of it.
    if (b.plug) {
      const w = plugStandbyW(profile, b);
      if (w !== null) devices.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, w, sublabel: 'smart_plug' });
      continue;
    }
    if (!b.sim || (b.mergeId && book.byId.get(b.mergeId)?.plug)) continue;
    const w = alwaysOnShareW(profile, b.sim);
    if (w !== null) devices.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, w, sublabel: 'sensor' });
  }
  devices.sort((a, b) => b.w - a.w || a.name.localeCompare(b.name, 'en'));
  const listed = devices.reduce((s, d) => s + d.w, 0);
  return {
    description: t(book.locale, 'device.alwaysOn.description'),
    total_watts: total,
    unknown_watts: Math.max(0, Math.round((total - listed) * 10) / 10),
    devices,
  };
}

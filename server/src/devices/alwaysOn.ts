import type { MonitorProfile } from '../contracts';
import { energyByDevice, type SimDevice } from '../sim';
import { between, streamId } from '../sim/hash';
import type { WireAlwaysOn, WireAlwaysOnContributor } from '../../../src/api/wire/devices';
import { t } from '../i18n';
import type { DeviceBook } from './book';

/**
 * The always-on breakdown. The simulator models Always On as one load (standby draw, networking,
 * clocks...); here that total is split into the devices known to draw standby power, each with a
 * stable figure derived from the seed, and the rest is the unknown estimate.
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

const WINDOW_MS = 48 * 3_600_000;

/** Always On over the past 48 hours (spec: "always-on is estimated from the past 48 hours"). */
export function alwaysOnOf(book: DeviceBook, nowMs: number): WireAlwaysOn {
  const { profile } = book;
  const to = Math.floor(nowMs / 60_000) * 60_000;
  const kwh = energyByDevice(profile, to - WINDOW_MS, to).get('always_on') ?? 0;
  const total = Math.round(((kwh * 1000) / 48) * 10) / 10;
  const devices: WireAlwaysOnContributor[] = [];
  for (const b of book.all) {
    if (!b.sim || b.deleted) continue;
    const w = standbyW(profile, b.sim);
    if (w > 0) devices.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, w, sublabel: 'sensor' });
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

import type { MonitorProfile, DeviceInfo } from '../contracts';
import { sampleRange } from '../sim';
import { localDay, type LocalDay } from '../time/calendar';
import { storeDay, storedDay } from '../db/persistedDays';
import { between, streamId } from '../hash';
import type { WireAlwaysOn, WireAlwaysOnContributor, WireUserAlwaysOnDevice } from '../../../src/api/wire/devices';
import type { UserAlwaysOnDevice } from '../db/devices';
import { storedRange, versionedDayKey } from '../measured';
import { rateOf } from './money';
import { meanRate } from '../rates/zones';
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
export function standbyW(profile: MonitorProfile, d: DeviceInfo): number {
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
export function alwaysOnShareW(profile: MonitorProfile, d: DeviceInfo): number | null {
  if (d.special || d.stage === 'Inventory') return null;
  const w = standbyW(profile, d);
  return w > 0 ? w : null;
}

/** A smart plug's share of Always On: the standby of the device it measures, or null. */
export function plugStandbyW(profile: MonitorProfile, b: Pick<DeviceBook['all'][number], 'plug'>): number | null {
  if (!b.plug) return null;
  const w = standbyW(profile, b.plug.info);
  return w > 0 ? w : null;
}

const WINDOW_MS = 48 * 3_600_000;
const estimates = new Map<string, number>();
const DAYS_MAX = 64;
const loadDays = new Map<string, LoadMinutes>();

/** The always-on load's minute values (W, energy means: a gap counts nothing) and how many of each minute's ms were heard. */
interface LoadMinutes {
  values: Float32Array;
  /** Per minute, the ms the store holds (all 60 000 from the simulator without a store). */
  coveredMs: Float64Array;
}

/**
 * The always-on load's minutes over [fromMs, fromMs + minutes), minute-aligned: its channel in the
 * measured store, or the simulator's without a store.
 */
function loadMinutes(profile: MonitorProfile, fromMs: number, minutes: number): LoadMinutes {
  const stored = storedRange(profile, fromMs, 60_000, minutes, fromMs + minutes * 60_000, { devices: true });
  if (stored) return { values: stored.devices?.get('always_on') ?? new Float32Array(minutes), coveredMs: stored.coveredMs };
  const values = sampleRange(profile, fromMs, 60_000, minutes, { devices: true }).devices?.get('always_on') ?? new Float32Array(minutes);
  return { values, coveredMs: new Float64Array(minutes).fill(60_000) };
}

/**
 * The always-on load's minutes of a whole past local day, persisted (db/persistedDays.ts, key `ao:`, with
 * the store's version of the day; values then covered ms, exact in a Float64Array), so after a restart
 * the 48-hour estimate reads the days before today back instead of computing them.
 */
function loadOfDay(profile: MonitorProfile, key: string, day: LocalDay): LoadMinutes {
  const k = versionedDayKey(profile.id, key, day.dayNo);
  const hit = loadDays.get(k);
  if (hit) return hit;
  const stored = storedDay(`ao:${k}`);
  let load: LoadMinutes;
  if (stored && stored.length === 2 * day.lengthMin) {
    load = { values: Float32Array.from(stored.subarray(0, day.lengthMin)), coveredMs: stored.slice(day.lengthMin) };
  } else {
    load = loadMinutes(profile, day.startMs, day.lengthMin);
    const row = new Float64Array(2 * day.lengthMin);
    row.set(load.values);
    row.set(load.coveredMs, day.lengthMin);
    storeDay(`ao:${k}`, row);
  }
  if (loadDays.size >= DAYS_MAX) loadDays.delete(loadDays.keys().next().value as string);
  loadDays.set(k, load);
  return load;
}

/** Forgets the cached estimates and days (tests). */
export function clearAlwaysOnCaches(): void {
  estimates.clear();
  loadDays.clear();
}

/**
 * Always On in watts, estimated from the 48 hours before nowMs (spec), to 0.1 W. Cached per minute.
 * The minutes of the always-on channel are summed in order, whole past days read back, so the figure
 * is the one a range over the 48 hours gives, to the bit. A gap is not a zero: the energy heard is
 * divided by the time heard (0 when nothing of the 48 hours was).
 */
export function alwaysOnEstimateW(profile: MonitorProfile, nowMs: number): number {
  const to = Math.floor(nowMs / 60_000) * 60_000;
  const pk = profileKey(profile);
  const key = `${pk}@${to}`;
  const hit = estimates.get(key);
  if (hit !== undefined) return hit;
  let sum = 0;
  let heardMs = 0;
  for (let t = to - WINDOW_MS; t < to; ) {
    const day = localDay(profile, t);
    const end = Math.min(day.endMs, to);
    const minutes = (end - t) / 60_000;
    const whole = day.endMs <= to;
    const load = whole ? loadOfDay(profile, pk, day) : loadMinutes(profile, t, minutes);
    const offset = whole ? (t - day.startMs) / 60_000 : 0;
    for (let q = 0; q < minutes; q++) {
      sum += load.values[offset + q]!;
      heardMs += load.coveredMs[offset + q]!;
    }
    t = end;
  }
  const wh = (sum / 60 / 1000) * 1000;
  const w = heardMs >= WINDOW_MS ? Math.round((wh / 48) * 10) / 10 : heardMs > 0 ? Math.round(((wh * 3_600_000) / heardMs) * 10) / 10 : 0;
  if (estimates.size >= 5_000) estimates.delete(estimates.keys().next().value as string);
  estimates.set(key, w);
  return w;
}

/**
 * Whether a smart plug measures the device (a plug integration's own device, or a device on a plug):
 * its always-on row says so instead of "measured by the monitor".
 */
export function plugMeasured(tags: Record<string, unknown>): boolean {
  const integration = String(tags.IntegrationType ?? '');
  return tags.DefaultUserDeviceType === 'SmartPlug' || ['TPLink', 'Wemo', 'SmartPlug'].includes(integration);
}

/** The wire id of an always-on device the user added ('ao-<n>'), and back (null for anything else). */
export const userAlwaysOnId = (id: number): string => `ao-${id}`;
export function parseUserAlwaysOnId(raw: string): number | null {
  const m = /^ao-([1-9]\d{0,15})$/.exec(raw);
  return m ? Number(m[1]) : null;
}

const round1 = (w: number) => Math.round(w * 10) / 10;

/** The rows of the devices the monitor picks out (sensor or smart plug), biggest first. */
function detectedRows(book: DeviceBook): WireAlwaysOnContributor[] {
  const rows: WireAlwaysOnContributor[] = [];
  for (const b of book.all) {
    if (b.deleted) continue;
    // A smart plug measures its device's standby itself, whatever the monitor has learnt of it.
    if (b.plug) {
      const w = plugStandbyW(book.profile, b);
      if (w !== null) rows.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, w, sublabel: 'smart_plug' });
      continue;
    }
    if (!b.info || (b.mergeId && book.byId.get(b.mergeId)?.plug)) continue;
    const w = alwaysOnShareW(book.profile, b.info);
    if (w !== null) rows.push({ id: b.id, name: b.wire.name, icon: b.wire.icon, w, sublabel: plugMeasured(b.wire.tags) ? 'smart_plug' : 'sensor' });
  }
  return rows;
}

/**
 * The always-on power not matched to any device: the estimate minus the picked-out devices and the
 * devices the user added (`except` leaves one of those out, to check an edit of it). Can go below 0
 * when the estimate has fallen since the user's devices were added.
 */
export function unassignedAlwaysOnW(book: DeviceBook, nowMs: number, except?: number): number {
  const detected = detectedRows(book).reduce((s, r) => s + r.w, 0);
  const added = (book.data.alwaysOn ?? []).filter((d) => d.id !== except).reduce((s, d) => s + d.watts, 0);
  return alwaysOnEstimateW(book.profile, nowMs) - detected - added;
}

/**
 * The always-on breakdown: the estimate, the rows of the devices the monitor picks out, those the
 * user added (sublabel 'user'), and the unknown rest. The rows and the unknown add up to the total
 * (to the 0.1 W of each row) as long as the added devices fit in it, which adding one checks.
 */
export function alwaysOnOf(book: DeviceBook, nowMs: number): WireAlwaysOn {
  const total = alwaysOnEstimateW(book.profile, nowMs);
  const devices = [
    ...detectedRows(book),
    ...(book.data.alwaysOn ?? []).map((d): WireAlwaysOnContributor => ({ id: userAlwaysOnId(d.id), name: d.name, icon: USER_ALWAYS_ON_ICON, w: round1(d.watts), sublabel: 'user' })),
  ];
  devices.sort((a, b) => b.w - a.w || a.name.localeCompare(b.name, 'en'));
  const listed = devices.reduce((s, d) => s + d.w, 0);
  return {
    description: t(book.locale, 'device.alwaysOn.description'),
    total_watts: total,
    unknown_watts: Math.max(0, round1(total - listed)),
    devices,
  };
}

/** The icon of an always-on device the user added. */
export const USER_ALWAYS_ON_ICON = 'plug';

const YEAR_HOURS = 365 * 24;

/** An added always-on device with its figures: its watts around the clock, at the home's rate (one yearly model). */
export function userAlwaysOnOf(book: DeviceBook, d: UserAlwaysOnDevice, nowMs: number): WireUserAlwaysOnDevice {
  const yearlyKwh = (d.watts * YEAR_HOURS) / 1000;
  // A steady load pays the time-weighted mean rate of the past year (rate zones included), as Always On does.
  const yearlyCost = yearlyKwh * meanRate(book.profile, nowMs - YEAR_HOURS * 3_600_000, nowMs, (z) => rateOf(book.profile, z));
  const total = alwaysOnEstimateW(book.profile, nowMs);
  return {
    id: userAlwaysOnId(d.id),
    name: d.name,
    icon: USER_ALWAYS_ON_ICON,
    watts: round1(d.watts),
    monthly_kwh: Math.round((yearlyKwh / 12) * 1000) / 1000,
    monthly_cost: Math.round(yearlyCost / 12),
    yearly_kwh: Math.round(yearlyKwh * 1000) / 1000,
    yearly_cost: Math.round(yearlyCost),
    share_pct: total > 0 ? round1(Math.min(100, (d.watts / total) * 100)) : 0,
    created_at: new Date(d.createdAt).toISOString(),
    updated_at: new Date(d.updatedAt).toISOString(),
  };
}

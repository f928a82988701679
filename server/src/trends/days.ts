import type { MonitorProfile, RateZoneRule } from '../contracts';
import { daySchedule, type DaySchedule } from '../rates/zones';
import { calendarFor, type LocalDay } from '../time/calendar';
import { storeDay, storedDay } from '../db/persistedDays';
import { householdOf, type Household } from '../sim/household';
import { daySeries } from '../sim/series';
import { generatorMinutesOfDay } from '../sim/generator';
import { storedRange, versionedDayKey } from '../measured';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * Hourly energy of one local day, from the measured store's minute rollups (server/src/measured: the
 * store asks the monitor's source for minutes it never heard; a gap adds nothing), the same minutes the
 * power meter reads. Where the server has no store (no data folder) the simulator's minute aggregates
 * (sim/series.ts). Every figure is kWh = Σ minute mean W / 60 000 over the minutes that have
 * fully elapsed (a minute still running, and every later one, counts 0: "hours not yet happened are
 * 0"). Hour h covers the day's minutes [60h, 60h + 60): a daylight-saving day has 23 or 25 hours.
 *
 * Grid flows are split minute by minute: solar serves the home first, then the battery, then the
 * grid; the battery discharges to the home first, then to the grid; battery charging beyond the
 * solar surplus comes from the grid; a generator carries what the grid would have (its minutes buy
 * nothing). So from_grid − to_grid equals consumption − solar − battery − generator (the power
 * meter's grid) every minute, and from_grid and to_grid are never both non-zero.
 *
 * This is the one model of a day's energy: trends, usage and the CSV read it, and so do the device
 * figures (devices/figures.ts: each device's kWh and cost, where the power went) through dayHours and
 * hoursOfRanges, so a figure shown in two places is the same sum of the same minutes.
 */
export const FLOWS = ['fromGrid', 'toGrid', 'solarToHome', 'solarToBattery', 'gridToBattery', 'batteryToHome', 'batteryToGrid'] as const;
export type Flow = (typeof FLOWS)[number];

export interface DayHours {
  dayNo: number;
  startMs: number;
  /** 23, 24 or 25. */
  hours: number;
  /** Minutes counted (elapsed) in the day. */
  minutes: number;
  /** Of those, minutes the store holds nothing of (the meter was not heard): a gap adds no energy. */
  missing: number;
  /** Per simulator load (Household.loads order), kWh per hour. */
  loads: Float64Array[];
  consumption: Float64Array;
  solar: Float64Array;
  /** What a generator delivered (zeros without one). */
  generator: Float64Array;
  flows: Record<Flow, Float64Array>;
  /** The same summed over the day (periods of days and months add these). */
  day: { loads: Float64Array; consumption: number; solar: number; generator: number; flows: Record<Flow, number> };
}

const total = (a: Float64Array): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
};

const KWH_PER_WMIN = 1 / 60_000;
/** Below this a flow is float32 rounding, not energy (1 mW for a minute is 1.7e-8 kWh). */
const NOISE_W = 0.001;
const CACHE_MAX = 6_000;
/** Whole past days (they never change: the simulator is a pure function of time). */
const whole = new Map<string, DayHours>();
/** The day in progress, by its elapsed minutes (a handful at a time). */
const partial = new Map<string, DayHours>();
/** A load's hours from its data start (loadHoursFrom). */
const partialLoads = new Map<string, Float64Array>();
/** The same hours counted over each rate zone's minutes only, by zone id (dayBands). */
const bands = new Map<string, Map<number, DayHours>>();

export function clearTrendDayCache(): void {
  whole.clear();
  partial.clear();
  partialLoads.clear();
  bands.clear();
  minutesCache.clear();
}

/** How many whole days are cached (benchmarks and tests). */
export const cachedTrendDays = (): number => whole.size;

function remember(cache: Map<string, DayHours>, key: string, value: DayHours, max: number): DayHours {
  if (cache.size >= max) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** Minute ranges [from, to) of a day. */
type Ranges = readonly (readonly [number, number])[];

/** What the sums read of a day: mean W per minute of consumption, solar, battery, generator and each load (Household.loads order). */
interface DayMinutes {
  day: LocalDay;
  /** How much of each minute the store holds (ms; absent: all of it). */
  coveredMs?: ArrayLike<number>;
  loads: ArrayLike<number>[];
  consumption: ArrayLike<number>;
  solar: ArrayLike<number>;
  battery: ArrayLike<number>;
  /** Absent: no generator ran. */
  generator?: ArrayLike<number>;
}

/** The last few days' minutes read (a device chart's hours, a rate zone's pieces, today's spans read one day many times). */
const MINUTES_MAX = 4;
const minutesCache = new Map<string, DayMinutes>();

/**
 * A day's minutes from the measured store, up to nowMs (energy means: a gap counts 0); the simulator's
 * day series where there is no store. A load the store has no channel for counts 0.
 */
function minutesOf(profile: MonitorProfile, h: Household, day: LocalDay, nowMs: number): DayMinutes {
  const key = `${dayKey(profile, h, day)}#${elapsedOf(day, nowMs)}`;
  const hit = minutesCache.get(key);
  if (hit) return hit;
  const r = storedRange(profile, day.startMs, 60_000, day.lengthMin, Math.min(nowMs, day.endMs), { devices: true });
  let out: DayMinutes;
  if (r) {
    const zeros = new Float32Array(day.lengthMin);
    out = { day, loads: h.loads.map((rt) => r.devices?.get(rt.device.id) ?? zeros), consumption: r.consumption, solar: r.solar, battery: r.battery, generator: r.generator, coveredMs: r.coveredMs };
  } else {
    const ds = daySeries(h, day.dayNo);
    out = { day, loads: ds.loads, consumption: ds.consumption, solar: ds.solar, battery: ds.battery, generator: simGenerator(profile, ds, day) };
  }
  if (minutesCache.size >= MINUTES_MAX) minutesCache.delete(minutesCache.keys().next().value as string);
  minutesCache.set(key, out);
  return out;
}

/** Without a store, the simulator's generator: during its run it carries what the grid would have (sim/range.ts). */
function simGenerator(profile: MonitorProfile, ds: DayMinutes, day: LocalDay): Float32Array | undefined {
  const run = generatorMinutesOfDay(profile, day);
  if (!run) return undefined;
  const out = new Float32Array(day.lengthMin);
  for (let i = Math.max(0, run[0] - day.startMin); i < Math.min(day.lengthMin, run[1] - day.startMin); i++) {
    out[i] = Math.max(0, ds.consumption[i]! - ds.solar[i]! - ds.battery[i]!);
  }
  return out;
}

/** A day's cache key: the household (its loads), the day, and the store's version of the day (data that
 * arrives late for a day makes it a new key). */
function dayKey(profile: MonitorProfile, h: Household, day: LocalDay): string {
  return versionedDayKey(profile.id, h.key, day.dayNo);
}

/**
 * Sums the minutes of `ranges` (within the first `limit` minutes) into hours. `minutes` is the day's
 * elapsed minutes; `missing` counts the unheard ones among those the ranges cover.
 */
function compute(h: Household, ds: DayMinutes, limit: number, ranges: Ranges = [[0, limit]]): DayHours {
  const len = ds.day.lengthMin;
  const hours = Math.ceil(len / 60);
  const n = h.loads.length;
  const loads = Array.from({ length: n }, () => new Float64Array(hours));
  const consumption = new Float64Array(hours);
  const solar = new Float64Array(hours);
  const generator = new Float64Array(hours);
  const flows = Object.fromEntries(FLOWS.map((f) => [f, new Float64Array(hours)])) as Record<Flow, Float64Array>;
  let missing = 0;
  for (const [from, to] of ranges) {
    const [a, b] = [Math.max(0, from), Math.min(to, limit)];
    addMinutes(h, ds, a, b, loads, consumption, solar, generator, flows);
    if (ds.coveredMs) for (let i = a; i < b; i++) if (!(ds.coveredMs[i]! > 0)) missing++;
  }
  const all = [...loads, consumption, solar, generator, ...Object.values(flows)];
  for (const a of all) for (let j = 0; j < hours; j++) a[j]! *= KWH_PER_WMIN;
  return { dayNo: ds.day.dayNo, startMs: ds.day.startMs, hours, minutes: limit, missing, loads, consumption, solar, generator, flows, day: dayTotals(loads, consumption, solar, generator, flows) };
}

function dayTotals(loads: Float64Array[], consumption: Float64Array, solar: Float64Array, generator: Float64Array, flows: Record<Flow, Float64Array>): DayHours['day'] {
  return {
    loads: Float64Array.from(loads, total),
    consumption: total(consumption),
    solar: total(solar),
    generator: total(generator),
    flows: Object.fromEntries(FLOWS.map((f) => [f, total(flows[f])])) as Record<Flow, number>,
  };
}

function addMinutes(
  h: Household,
  ds: DayMinutes,
  first: number,
  limit: number,
  loads: Float64Array[],
  consumption: Float64Array,
  solar: Float64Array,
  generator: Float64Array,
  flows: Record<Flow, Float64Array>,
): void {
  const n = h.loads.length;
  const { fromGrid, toGrid, solarToHome, solarToBattery, gridToBattery, batteryToHome, batteryToGrid } = flows;
  for (let k = 0; k < n; k++) {
    const src = ds.loads[k]!;
    const dst = loads[k]!;
    for (let i = first; i < limit; i++) dst[(i / 60) | 0]! += src[i]!;
  }
  const gen = ds.generator;
  for (let i = first; i < limit; i++) {
    const hr = (i / 60) | 0;
    const c = ds.consumption[i]!;
    const s = ds.solar[i]!;
    const b = ds.battery[i]!;
    const g = gen ? gen[i]! : 0;
    consumption[hr]! += c;
    solar[hr]! += s;
    generator[hr]! += g;
    const sth = s < c ? s : c;
    const surplus = s - sth;
    let stb = 0;
    let gtb = 0;
    let bth = 0;
    let btg = 0;
    if (b < 0) {
      stb = surplus < -b ? surplus : -b;
      gtb = -b - stb;
      // The battery's watts are float32: a charge that equals the surplus can exceed it by a hair.
      if (gtb < NOISE_W) gtb = 0;
    } else if (b > 0) {
      bth = b < c - sth ? b : c - sth;
      btg = b - bth;
      if (btg < NOISE_W) btg = 0;
    }
    solarToHome[hr]! += sth;
    solarToBattery[hr]! += stb;
    gridToBattery[hr]! += gtb;
    batteryToHome[hr]! += bth;
    batteryToGrid[hr]! += btg;
    toGrid[hr]! += surplus - stb + btg;
    const bought = c - sth - bth + gtb - g;
    if (bought > 0) fromGrid[hr]! += bought;
  }
}

/** A day's hours as one array (header dayNo, startMs, hours, minutes, loads, missing; then every hourly array): how it is persisted. */
export function encodeDayHours(d: DayHours): Float64Array {
  const n = d.loads.length;
  const arrays = [...d.loads, d.consumption, d.solar, d.generator, ...FLOWS.map((f) => d.flows[f])];
  const out = new Float64Array(HEADER + arrays.length * d.hours);
  out.set([d.dayNo, d.startMs, d.hours, d.minutes, n, d.missing]);
  arrays.forEach((a, j) => out.set(a, HEADER + j * d.hours));
  return out;
}

const HEADER = 6;

export function decodeDayHours(a: Float64Array, offset = 0): DayHours {
  const [dayNo, startMs, hours, minutes, n, missing] = [a[offset]!, a[offset + 1]!, a[offset + 2]!, a[offset + 3]!, a[offset + 4]!, a[offset + 5]!];
  let o = offset + HEADER;
  // Views into the stored array (one allocation per day): cached days are never written to.
  const next = () => {
    const out = a.subarray(o, o + hours);
    o += hours;
    return out;
  };
  const loads = Array.from({ length: n }, next);
  const consumption = next();
  const solar = next();
  const generator = next();
  const flows = Object.fromEntries(FLOWS.map((f) => [f, next()])) as Record<Flow, Float64Array>;
  return { dayNo, startMs, hours, minutes, missing, loads, consumption, solar, generator, flows, day: dayTotals(loads, consumption, solar, generator, flows) };
}

/** The hourly arrays besides the loads: consumption, solar, generator and the seven flows. */
const encodedLength = (d: Float64Array, offset: number): number => HEADER + (d[offset + 4]! + 3 + FLOWS.length) * d[offset + 2]!;

/**
 * Persisted-row keys (db/persistedDays.ts) of a whole day's hours and its rate-zone bands. Rows of the
 * model before generators counted (`t:`, `tz:`) are not read: the day is summed again.
 */
const HOURS_ROW = 'th:';
const BANDS_ROW = 'thz:';

/** Zone bands of a day as one array: [count, then per zone its id and its encoded hours]. */
function encodeBands(parts: Map<number, DayHours>): Float64Array {
  const encoded = [...parts].map(([id, d]) => [id, encodeDayHours(d)] as const);
  const out = new Float64Array(1 + encoded.reduce((a, [, e]) => a + 1 + e.length, 0));
  out[0] = parts.size;
  let o = 1;
  for (const [id, e] of encoded) {
    out[o] = id;
    out.set(e, o + 1);
    o += 1 + e.length;
  }
  return out;
}

function decodeBands(a: Float64Array): Map<number, DayHours> {
  const out = new Map<number, DayHours>();
  for (let z = 0, o = 1; z < a[0]!; z++) {
    out.set(a[o]!, decodeDayHours(a, o + 1));
    o += 1 + encodedLength(a, o + 1);
  }
  return out;
}

/**
 * The hours of a local day as of nowMs: complete when the day is over, otherwise its elapsed
 * minutes only (an empty day when it has not begun). A whole day is read back from the day store
 * when an earlier run (or the background warm-up) persisted it (db/persistedDays.ts).
 */
export function dayHours(profile: MonitorProfile, day: LocalDay, nowMs: number): DayHours {
  const h = householdOf(profile);
  const elapsed = elapsedOf(day, nowMs);
  const done = elapsed === day.lengthMin;
  const base = dayKey(profile, h, day);
  const key = done ? base : `${base}#${elapsed}`;
  const cache = done ? whole : partial;
  const hit = cache.get(key);
  if (hit) return hit;
  if (done) {
    const stored = storedDay(`${HOURS_ROW}${key}`);
    if (stored && stored[4] === h.loads.length) return remember(cache, key, decodeDayHours(stored), CACHE_MAX);
  }
  const result = compute(h, minutesOf(profile, h, day, nowMs), elapsed);
  if (done) storeDay(`${HOURS_ROW}${key}`, encodeDayHours(result));
  return remember(cache, key, result, done ? CACHE_MAX : 8);
}

/**
 * The hours of a day counting only the minutes of `ranges` (minute offsets in the day, [from, to))
 * that have elapsed by nowMs: the sums dayHours makes, for a piece of a day (a device chart's hour, a
 * rate zone's minutes within a span, a day from a device's data start on). Not cached itself: the
 * day's minutes are (the last few days read).
 */
export function hoursOfRanges(profile: MonitorProfile, day: LocalDay, ranges: Ranges, nowMs: number): DayHours {
  const h = householdOf(profile);
  return compute(h, minutesOf(profile, h, day, nowMs), elapsedOf(day, nowMs), ranges);
}

/**
 * A device as the state model sees it: its id, the watts at or below which it is Idle, whether it is
 * special (Always On, Other and the equipment: no transitions of their own), and for the equipment
 * (solar, battery, generator) its own rule.
 */
export interface LoadSpec {
  id: string;
  idleW: number;
  special: boolean;
  equipment?: 'solar' | 'battery' | 'generator';
}

/** Each load's (then the equipment's) minute watts of a day, in `specs` order, and how much of each minute the store holds (absent: all of it). */
export interface LoadMinutes {
  specs: LoadSpec[];
  loads: ArrayLike<number>[];
  coveredMs?: ArrayLike<number>;
}

/**
 * The loads' minutes of a local day as the day model reads them (the same cached read as dayHours):
 * what the devices' states (devices/transitions.ts) are made of.
 */
export function dayLoadMinutes(profile: MonitorProfile, day: LocalDay, nowMs: number): LoadMinutes {
  const h = householdOf(profile);
  const ds = minutesOf(profile, h, day, nowMs);
  const specs: LoadSpec[] = h.loads.map((rt) => ({ id: rt.device.id, idleW: rt.device.idleW, special: !!rt.device.special }));
  const loads = [...ds.loads];
  for (const d of h.devices) {
    const kind = d.special;
    if (kind !== 'solar' && kind !== 'battery' && kind !== 'generator') continue;
    specs.push({ id: d.id, idleW: 0, special: true, equipment: kind });
    loads.push(kind === 'solar' ? ds.solar : kind === 'battery' ? ds.battery : (ds.generator ?? new Float32Array(day.lengthMin)));
  }
  return { specs, loads, coveredMs: ds.coveredMs };
}

const elapsedOf = (day: LocalDay, nowMs: number) => Math.max(0, Math.min(day.lengthMin, Math.floor(nowMs / 60_000) - day.startMin));

/** Each rate zone's minutes of a day (the schedule's segments of that zone), by zone id. */
function zoneRanges(schedule: DaySchedule): Map<number, { zone: RateZoneRule; ranges: [number, number][] }> {
  const out = new Map<number, { zone: RateZoneRule; ranges: [number, number][] }>();
  for (const s of schedule.segments) {
    if (!s.zone) continue;
    let e = out.get(s.zone.id);
    if (!e) out.set(s.zone.id, (e = { zone: s.zone, ranges: [] }));
    e.ranges.push([s.from, s.to]);
  }
  return out;
}

/** The part of a day's hours that fell in one rate zone's minutes. */
export interface DayBand {
  zone: RateZoneRule;
  hours: DayHours;
}

/**
 * The day's hours split by rate zone (as of nowMs, like dayHours): for each zone in force some
 * minute of the day, the same figures counted over that zone's minutes only. Empty on a day at the
 * flat rate; the flat rate's part is dayHours minus every band. Cached by the zones' minutes (not
 * their costs: a new cost reprices without recomputing).
 */
export function dayBands(profile: MonitorProfile, day: LocalDay, nowMs: number): DayBand[] {
  const schedule = daySchedule(profile, day);
  if (schedule.key === '') return [];
  const h = householdOf(profile);
  const elapsed = elapsedOf(day, nowMs);
  const key = `${dayKey(profile, h, day)}#${elapsed === day.lengthMin ? 'w' : elapsed}#${schedule.key}`;
  const zones = zoneRanges(schedule);
  const hit = bands.get(key) ?? computeBands(profile, h, day, elapsed, zones, key, nowMs);
  return [...zones.values()].map((z) => ({ zone: z.zone, hours: hit.get(z.zone.id)! }));
}

function computeBands(profile: MonitorProfile, h: Household, day: LocalDay, elapsed: number, zones: ReturnType<typeof zoneRanges>, key: string, nowMs: number): Map<number, DayHours> {
  const full = elapsed === day.lengthMin;
  const stored = full ? storedDay(`${BANDS_ROW}${key}`) : undefined;
  let out: Map<number, DayHours>;
  if (stored) out = decodeBands(stored);
  else {
    const ds = minutesOf(profile, h, day, nowMs);
    out = new Map([...zones].map(([id, z]) => [id, compute(h, ds, elapsed, z.ranges)]));
    if (full) storeDay(`${BANDS_ROW}${key}`, encodeBands(out));
  }
  if (bands.size >= CACHE_MAX) bands.delete(bands.keys().next().value as string);
  bands.set(key, out);
  return out;
}

/** True when the whole day `day` is already cached, its rate-zone split too (routes prepare cold days in slices). */
export function isDayCached(profile: MonitorProfile, day: LocalDay): boolean {
  const key = dayKey(profile, householdOf(profile), day);
  if (!whole.has(key)) return false;
  const schedule = daySchedule(profile, day);
  return schedule.key === '' || bands.has(`${key}#w#${schedule.key}`);
}

/**
 * Brings a whole past day's hours (and its rate-zone split) into memory from the day store, if an
 * earlier run or a pool thread persisted them; false when the day still has to be simulated.
 */
export function loadStoredDay(profile: MonitorProfile, day: LocalDay): boolean {
  const h = householdOf(profile);
  const key = dayKey(profile, h, day);
  if (!whole.has(key)) {
    const stored = storedDay(`${HOURS_ROW}${key}`);
    if (!stored || stored[4] !== h.loads.length) return false;
    remember(whole, key, decodeDayHours(stored), CACHE_MAX);
  }
  const schedule = daySchedule(profile, day);
  if (schedule.key === '') return true;
  const bandKey = `${key}#w#${schedule.key}`;
  if (bands.has(bandKey)) return true;
  const stored = storedDay(`${BANDS_ROW}${bandKey}`);
  if (!stored) return false;
  if (bands.size >= CACHE_MAX) bands.delete(bands.keys().next().value as string);
  bands.set(bandKey, decodeBands(stored));
  return true;
}

/**
 * Simulates up to maxDays whole past days of [fromMs, min(toMs, nowMs)) that neither memory nor
 * the day store holds (hours and zone split; each goes to the store). Where to go on from, or null
 * when the span is done: a pool thread runs it a month at a time (workers/jobs.ts 'trendDays'). With
 * sliceMs it also stops, after at least one day, once that long has passed (workers/figures.ts
 * sliceFor: 15 ms in the background, 250 ms for a request), so other jobs wait for one slice, not a
 * month (a month with its store back-fill took 1.5-7 s on a loaded two-core machine, and every job on
 * that monitor's thread waited for it).
 */
export function fillTrendDays(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, maxDays: number, sliceMs?: number): number | null {
  let computed = 0;
  const deadline = sliceMs === undefined ? Infinity : performance.now() + sliceMs;
  for (const day of daysBetween(profile, fromMs, Math.min(toMs, nowMs))) {
    if (day.endMs > nowMs) return null;
    if (isDayCached(profile, day) || loadStoredDay(profile, day)) continue;
    if (computed === maxDays || (computed > 0 && performance.now() > deadline)) return day.startMs;
    dayHours(profile, day, nowMs);
    dayBands(profile, day, nowMs);
    computed++;
  }
  return null;
}

function loadHoursKey(profile: MonitorProfile, day: LocalDay, loadIndex: number | 'solar', fromMs: number, nowMs: number, zoneId?: number) {
  const h = householdOf(profile);
  const first = Math.max(0, Math.ceil(fromMs / 60_000) - day.startMin);
  const limit = elapsedOf(day, nowMs);
  const schedule = zoneId === undefined ? null : daySchedule(profile, day);
  const key = `${dayKey(profile, h, day)}#${loadIndex}#${first}#${limit}${schedule ? `#${zoneId}#${schedule.key}` : ''}`;
  return { first, limit, schedule, key };
}

/** True when loadHoursFrom of a whole past day is in memory or in the day store (nothing to simulate). */
export function hasStoredLoadHours(profile: MonitorProfile, day: LocalDay, loadIndex: number | 'solar', fromMs: number, nowMs: number): boolean {
  const { key } = loadHoursKey(profile, day, loadIndex, fromMs, nowMs);
  return partialLoads.has(key) || storedDay(`tl:${key}`) !== undefined;
}

/**
 * A load's kWh per hour of a day counting only minutes in [fromMs, elapsed end): for a device
 * whose data starts (detection or reset_data) inside the day (at most one day per device; cached).
 * With `zoneId`, only that rate zone's minutes of them.
 */
export function loadHoursFrom(profile: MonitorProfile, day: LocalDay, loadIndex: number | 'solar', fromMs: number, nowMs: number, zoneId?: number): Float64Array {
  const h = householdOf(profile);
  const { first, limit, schedule, key } = loadHoursKey(profile, day, loadIndex, fromMs, nowMs, zoneId);
  const hit = partialLoads.get(key);
  if (hit) return hit;
  // A day that is over never changes: persisted like whole days (db/persistedDays.ts).
  const done = limit === day.lengthMin;
  const stored = done ? storedDay(`tl:${key}`) : undefined;
  if (stored) {
    if (partialLoads.size >= CACHE_MAX) partialLoads.delete(partialLoads.keys().next().value as string);
    partialLoads.set(key, stored);
    return stored;
  }
  const ds = minutesOf(profile, h, day, nowMs);
  const hours = Math.ceil(day.lengthMin / 60);
  const out = new Float64Array(hours);
  const src = loadIndex === 'solar' ? ds.solar : ds.loads[loadIndex]!;
  const ranges = schedule ? (zoneRanges(schedule).get(zoneId!)?.ranges ?? []) : [[0, day.lengthMin] as [number, number]];
  for (const [a, b] of ranges) for (let i = Math.max(first, a); i < Math.min(limit, b); i++) out[(i / 60) | 0]! += src[i]!;
  for (let j = 0; j < hours; j++) out[j]! *= KWH_PER_WMIN;
  if (done) storeDay(`tl:${key}`, out);
  if (partialLoads.size >= CACHE_MAX) partialLoads.delete(partialLoads.keys().next().value as string);
  partialLoads.set(key, out);
  return out;
}

/** The local days overlapping [fromMs, toMs), in order. */
export function daysBetween(profile: MonitorProfile, fromMs: number, toMs: number): LocalDay[] {
  const cal = calendarFor(profile.timeZone);
  const out: LocalDay[] = [];
  let t = fromMs;
  while (t < toMs) {
    const d = cal.dayOf(t);
    out.push(d);
    t = d.endMs;
  }
  return out;
}

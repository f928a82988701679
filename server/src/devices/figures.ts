import type { MonitorProfile, RateZoneRule } from '../contracts';
import { daySchedule, type DaySchedule } from '../rates/zones';
import { localDay, type LocalDay } from '../time/calendar';
import { storeDay, storedDay } from '../db/persistedDays';
import { profileKey } from '../home/profileKey';
import { declaredDevices, versionedDayKey } from '../measured';
import { dayBands, dayHours, hoursOfRanges, loadStoredDay as loadStoredTrendDay, type DayHours } from '../trends/days';
import type { ZonePrice } from './money';
import { deviceTransitions } from './transitions';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * Energy, runs and on-time of every device over a span. The energy (each device's, the home's, and
 * where the power went) is the day model trends read (trends/days.ts: the measured store's minutes,
 * each device's channel, the mains, solar, battery and generator, a gap counting nothing), so a
 * device's kWh or cost here and in Usage is the same sum. Runs, on-time and state changes still come
 * from the simulator's device transitions: no source delivers device states yet (detection will).
 * Whole past local days are cached per monitor profile and the store's version of the day (data that
 * arrives late for a day makes it a new key), so a year of statistics costs ~365 day computations
 * once and a lookup afterwards. Other spans (today so far, an hour of a chart) are cached briefly by
 * their exact bounds and the day's version.
 */
export interface Figures {
  /** Indexed like declaredDevices(profile): kWh, runs (starts from Off), minutes not Off. */
  kwh: Float64Array;
  runs: Float64Array;
  onMin: Float64Array;
  /**
   * Epoch ms of each device's last state change (Off/Idle/On, minute by minute as
   * devices/transitions.ts reads them from the store) in the span, -Infinity when none. Known for spans computed with
   * runs (whole days always are); a span without runs has -Infinity throughout. Sums keep the latest.
   */
  last: Float64Array;
  /** Whole-home consumption (every load; not solar, battery or generator), kWh. */
  consumptionKwh: number;
  /** Bought from the grid / sent to it, kWh. */
  gridInKwh: number;
  gridOutKwh: number;
  /** Of solar production, the part exported, kWh. */
  solarOutKwh: number;
  /** Battery discharge, and of it the part exported, kWh. */
  batteryOutKwh: number;
  batteryExportKwh: number;
}

const SCALARS = ['consumptionKwh', 'gridInKwh', 'gridOutKwh', 'solarOutKwh', 'batteryOutKwh', 'batteryExportKwh'] as const;

function empty(n: number): Figures {
  return {
    kwh: new Float64Array(n), runs: new Float64Array(n), onMin: new Float64Array(n), last: new Float64Array(n).fill(-Infinity),
    consumptionKwh: 0, gridInKwh: 0, gridOutKwh: 0, solarOutKwh: 0, batteryOutKwh: 0, batteryExportKwh: 0,
  };
}

const DAY_CACHE_MAX = 12_000;
const SPAN_CACHE_MAX = 2_000;
const dayCache = new Map<string, Figures>();
const spanCache = new Map<string, Figures>();

/** The monitor's configuration key (home/profileKey.ts): every cache below keys on it. */
export { profileKey };

/** A day's cache key: the profile's, the day, and the store's version of the day (none without a store). */
const dayKeyOf = (profile: MonitorProfile, key: string, dayNo: number): string => versionedDayKey(profile.id, key, dayNo);

const indexCache = new Map<string, Map<string, number>>();
/** Device id → index into Figures arrays. */
export function indexOf(profile: MonitorProfile): Map<string, number> {
  const key = profileKey(profile);
  let idx = indexCache.get(key);
  if (!idx) {
    idx = new Map(declaredDevices(profile).map((d, i) => [d.id, i]));
    if (indexCache.size > 5_000) indexCache.clear();
    indexCache.set(key, idx);
  }
  return idx;
}

function remember(cache: Map<string, Figures>, key: string, f: Figures, max: number): Figures {
  if (cache.size >= max) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, f);
  return f;
}

/**
 * The energy part of figures from a day's hours (trends/days.ts): each load's kWh (declaredDevices(profile)
 * lists the loads first, in Household.loads order), then solar, the battery (net: + discharged), the
 * generator; the home's consumption is every load's; grid and export flows are the model's.
 */
export function energyOf(profile: MonitorProfile, hours: DayHours): Figures {
  const devices = declaredDevices(profile);
  const f = empty(devices.length);
  const { loads, solar, generator, flows } = hours.day;
  for (let i = 0; i < devices.length; i++) {
    const d = devices[i]!;
    if (i < loads.length) {
      f.kwh[i] = loads[i]!;
      f.consumptionKwh += loads[i]!;
    } else if (d.special === 'solar') f.kwh[i] = solar;
    else if (d.special === 'battery') f.kwh[i] = flows.batteryToHome + flows.batteryToGrid - flows.solarToBattery - flows.gridToBattery;
    else if (d.special === 'generator') f.kwh[i] = generator;
  }
  f.gridInKwh = flows.fromGrid;
  f.gridOutKwh = flows.toGrid;
  f.solarOutKwh = flows.toGrid - flows.batteryToGrid;
  f.batteryOutKwh = flows.batteryToHome + flows.batteryToGrid;
  f.batteryExportKwh = flows.batteryToGrid;
  return f;
}

/** Minute offsets in `day` of [fromMs, toMs). */
const rangeIn = (day: LocalDay, fromMs: number, toMs: number): [number, number] => [(fromMs - day.startMs) / 60_000, (toMs - day.startMs) / 60_000];

/** Computes the figures of [fromMs, toMs) (minute-aligned, within one local day, nowMs ≥ toMs). Runs and on-time only when asked. */
function compute(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, withRuns: boolean): Figures {
  const day = localDay(profile, fromMs);
  const whole = fromMs === day.startMs && toMs === day.endMs;
  const f = energyOf(profile, whole ? dayHours(profile, day, toMs) : hoursOfRanges(profile, day, [rangeIn(day, fromMs, toMs)], nowMs));
  if (!withRuns) return f;
  const devices = declaredDevices(profile);
  const n = devices.length;
  const idx = indexOf(profile);
  const state: (string | undefined)[] = new Array(n);
  const since = new Float64Array(n).fill(fromMs);
  for (const t of deviceTransitions(profile, fromMs, toMs, nowMs)) {
    const i = idx.get(t.deviceId);
    if (i === undefined) continue;
    const before = state[i] ?? t.from;
    if (before !== 'Off') f.onMin[i]! += (t.epochMs - since[i]!) / 60_000;
    // A run is a use: it starts when the device leaves Off (On ↔ Idle inside it is the same run).
    if (before === 'Off' && t.to !== 'Off') f.runs[i]! += 1;
    state[i] = t.to;
    since[i] = t.epochMs;
    f.last[i] = t.epochMs;
  }
  for (let i = 0; i < n; i++) {
    const d = devices[i]!;
    if (d.special) continue;
    // No change in the span: on throughout if it used energy.
    const s = state[i] ?? (f.kwh[i]! > 0 ? 'On' : 'Off');
    if (s !== 'Off') f.onMin[i]! += (toMs - since[i]!) / 60_000;
  }
  return f;
}

function add(into: Figures, f: Figures): void {
  for (let i = 0; i < into.kwh.length; i++) {
    into.kwh[i]! += f.kwh[i]!;
    into.runs[i]! += f.runs[i]!;
    into.onMin[i]! += f.onMin[i]!;
    if (f.last[i]! > into.last[i]!) into.last[i] = f.last[i]!;
  }
  for (const k of SCALARS) into[k] += f[k];
}

/**
 * Figures as one array (kwh, runs, onMin, the scalars, then with `withLast` each device's last
 * change): how a day is persisted (db/persistedDays.ts). A whole day's row has the last changes (so a
 * week of device states is read back, not simulated); a rate zone's part (no runs) does not.
 */
export function encodeFigures(f: Figures, withLast = true): Float64Array {
  const n = f.kwh.length;
  const width = 3 * n + SCALARS.length;
  const out = new Float64Array(withLast ? width + n : width);
  out.set(f.kwh, 0);
  out.set(f.runs, n);
  out.set(f.onMin, 2 * n);
  SCALARS.forEach((k, j) => (out[3 * n + j] = f[k]));
  if (withLast) out.set(f.last, width);
  return out;
}

/** Reads encodeFigures' array back (the last changes when `withLast`, else none). */
export function decodeFigures(a: Float64Array, offset = 0, n = (a.length - SCALARS.length) / 4, withLast = true): Figures {
  const f = empty(n);
  f.kwh.set(a.subarray(offset, offset + n));
  f.runs.set(a.subarray(offset + n, offset + 2 * n));
  f.onMin.set(a.subarray(offset + 2 * n, offset + 3 * n));
  SCALARS.forEach((k, j) => (f[k] = a[offset + 3 * n + j]!));
  if (withLast) f.last.set(a.subarray(offset + 3 * n + SCALARS.length, offset + 4 * n + SCALARS.length));
  return f;
}

/** A whole day's persisted row: 4 values per device and the scalars (an older row without last changes is simulated again). */
const dayRowLength = (profile: MonitorProfile): number => 4 * declaredDevices(profile).length + SCALARS.length;

/**
 * A whole day's persisted row key (db/persistedDays.ts). A day's rate-zone split is not persisted here: it
 * is the day model's bands (trends/days.ts dayBands), which are.
 */
const storeKey = (dayKey: string): string => `f:${dayKey}`;

function wholeDay(profile: MonitorProfile, key: string, day: { dayNo: number; startMs: number; endMs: number }): Figures {
  const k = dayKeyOf(profile, key, day.dayNo);
  const hit = dayCache.get(k);
  if (hit) return hit;
  const stored = storedDay(storeKey(k));
  if (stored && stored.length === dayRowLength(profile)) return remember(dayCache, k, decodeFigures(stored), DAY_CACHE_MAX);
  const f = compute(profile, day.startMs, day.endMs, day.endMs, true);
  journal?.push({ key: k, ...f });
  storeDay(storeKey(k), encodeFigures(f));
  return remember(dayCache, k, f, DAY_CACHE_MAX);
}

/**
 * Figures over [fromMs, toMs), nowMs being the present (whole days before it are cached).
 * Bounds are floored to the minute. withRuns=false skips runs and on-time of partial spans.
 */
export function figuresBetween(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, withRuns = true): Figures {
  const out = empty(declaredDevices(profile).length);
  const key = profileKey(profile);
  forEachDayPiece(profile, fromMs, toMs, nowMs, (day, t, end) => {
    add(out, t === day.startMs && end === day.endMs && day.endMs <= nowMs ? wholeDay(profile, key, day) : spanFigures(profile, key, day, t, end, nowMs, withRuns));
  });
  return out;
}

const toMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/**
 * Walks [fromMs, min(toMs, nowMs)), both bounds floored to the minute, one local day's piece at a
 * time, in order: visit(day, start, end) with [start, end) inside that day.
 */
function forEachDayPiece(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, visit: (day: LocalDay, start: number, end: number) => void): void {
  const to = toMinute(Math.min(toMs, nowMs));
  for (let t = toMinute(fromMs); t < to; ) {
    const day = localDay(profile, t);
    const end = Math.min(day.endMs, to);
    visit(day, t, end);
    t = end;
  }
}

/** The figures of [from, to) within one local day, not a whole past one (today so far, an hour), cached by their exact bounds and the day's version. */
function spanFigures(profile: MonitorProfile, key: string, day: LocalDay, from: number, to: number, nowMs: number, withRuns: boolean): Figures {
  const k = `${dayKeyOf(profile, key, day.dayNo)}|${from}|${to}|${withRuns ? 1 : 0}`;
  return spanCache.get(k) ?? remember(spanCache, k, compute(profile, from, to, nowMs, withRuns), SPAN_CACHE_MAX);
}

/**
 * Each device's last state change in [fromMs, min(toMs, nowMs)) (minute-aligned), -Infinity when
 * none, indexed like declaredDevices(profile): the last of sim deviceTransitions over the span, read
 * from the whole days' figures (persisted, so a week of states is never simulated again) and the
 * running day's figures so far (the span the statistics read too). A day only partly in the span
 * counts its last change when it falls inside.
 */
export function lastChanges(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number): Float64Array {
  const n = declaredDevices(profile).length;
  const out = new Float64Array(n).fill(-Infinity);
  const from = toMinute(fromMs);
  const key = profileKey(profile);
  forEachDayPiece(profile, fromMs, toMs, nowMs, (day, _start, end) => {
    const f = end === day.endMs && day.endMs <= nowMs ? wholeDay(profile, key, day) : spanFigures(profile, key, day, day.startMs, end, nowMs, true);
    for (let i = 0; i < n; i++) {
      const l = f.last[i]!;
      if (l >= from && l > out[i]!) out[i] = l;
    }
  });
  return out;
}

/** Sums a device's series (its energy ids) out of figures. */
export function pick(profile: MonitorProfile, f: Figures, ids: readonly string[]): { kwh: number; runs: number; onMin: number } {
  const idx = indexOf(profile);
  let kwh = 0;
  let runs = 0;
  let onMin = 0;
  for (const id of ids) {
    const i = idx.get(id);
    if (i === undefined) continue;
    kwh += f.kwh[i]!;
    runs += f.runs[i]!;
    onMin += f.onMin[i]!;
  }
  return { kwh, runs, onMin };
}

/** How many whole past days of a profile are cached (benchmarks and tests). */
export const cachedDays = (profile: MonitorProfile): number => {
  const prefix = `${profileKey(profile)}#`;
  let count = 0;
  for (const k of dayCache.keys()) if (k.startsWith(prefix)) count++;
  return count;
};

export function clearFigureCaches(): void {
  dayCache.clear();
  spanCache.clear();
  zoneDayCache.clear();
  zoneSpanCache.clear();
}

/** The figures of one time-of-use rate zone's minutes within a span. */
export interface ZoneFigures {
  zone: RateZoneRule;
  f: Figures;
}

/** Whole past days split by rate zone, keyed by the day and its zones' minutes (not their costs). */
const zoneDayCache = new Map<string, Map<number, Figures>>();
const zoneSpanCache = new Map<string, Map<number, Figures>>();

/** Each zone's figures over [from, to) of one local day (minute-aligned), from the day's schedule. */
function zoneFiguresOfDay(profile: MonitorProfile, day: LocalDay, schedule: DaySchedule, from: number, to: number, nowMs: number): Map<number, Figures> {
  const ranges = new Map<number, [number, number][]>();
  for (const seg of schedule.segments) {
    if (!seg.zone) continue;
    const a = Math.max(from, day.startMs + seg.from * 60_000);
    const b = Math.min(to, day.startMs + seg.to * 60_000);
    if (b <= a) continue;
    let r = ranges.get(seg.zone.id);
    if (!r) ranges.set(seg.zone.id, (r = []));
    r.push(rangeIn(day, a, b));
  }
  return new Map([...ranges].map(([id, r]) => [id, energyOf(profile, hoursOfRanges(profile, day, r, nowMs))]));
}

function zonesOfWholeDay(profile: MonitorProfile, key: string, day: LocalDay, schedule: DaySchedule): Map<number, Figures> {
  const k = `${dayKeyOf(profile, key, day.dayNo)}#${schedule.key}`;
  const hit = zoneDayCache.get(k);
  if (hit) return hit;
  const f = new Map(dayBands(profile, day, day.endMs).map((b) => [b.zone.id, energyOf(profile, b.hours)]));
  if (zoneDayCache.size >= DAY_CACHE_MAX) zoneDayCache.delete(zoneDayCache.keys().next().value as string);
  zoneDayCache.set(k, f);
  return f;
}

/**
 * Figures over [fromMs, toMs) split by time-of-use rate zone: for each zone in force some minute of
 * the span, the figures of its minutes (the flat rate's part is figuresBetween minus every zone's).
 * Empty when no zone applies. Whole past days are cached by the zones' minutes.
 */
export function zoneFiguresBetween(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number): ZoneFigures[] {
  const key = profileKey(profile);
  const out = new Map<number, ZoneFigures>();
  const n = declaredDevices(profile).length;
  forEachDayPiece(profile, fromMs, toMs, nowMs, (day, t, end) => {
    const schedule = daySchedule(profile, day);
    if (schedule.key !== '') {
      let parts: Map<number, Figures>;
      if (t === day.startMs && end === day.endMs && day.endMs <= nowMs) parts = zonesOfWholeDay(profile, key, day, schedule);
      else {
        const k = `${dayKeyOf(profile, key, day.dayNo)}|${t}|${end}|${schedule.key}`;
        parts = zoneSpanCache.get(k) ?? zoneFiguresOfDay(profile, day, schedule, t, end, nowMs);
        if (!zoneSpanCache.has(k)) {
          if (zoneSpanCache.size >= SPAN_CACHE_MAX) zoneSpanCache.delete(zoneSpanCache.keys().next().value as string);
          zoneSpanCache.set(k, parts);
        }
      }
      for (const [id, f] of parts) {
        let z = out.get(id);
        if (!z) {
          const zone = schedule.segments.find((s) => s.zone?.id === id)!.zone!;
          out.set(id, (z = { zone, f: empty(n) }));
        }
        add(z.f, f);
      }
    }
  });
  return [...out.values()];
}

/** The flat rate's part of figures: the whole minus every zone's part. */
export function flatPart(f: Figures, zones: readonly ZoneFigures[]): Figures {
  if (zones.length === 0) return f;
  const out = empty(f.kwh.length);
  add(out, f);
  for (const z of zones) {
    for (let i = 0; i < out.kwh.length; i++) out.kwh[i]! -= z.f.kwh[i]!;
    for (const k of SCALARS) out[k] -= z.f[k];
  }
  return out;
}

/**
 * A figure priced minute by minute: each zone's part at its rate, the rest of `value(f)` at the
 * flat rate (devices/money.ts gives the price of a part).
 */
export function priceFigure(f: Figures, zones: readonly ZoneFigures[], value: (f: Figures) => number, price: ZonePrice): number {
  let rest = value(f);
  let cents = 0;
  for (const z of zones) {
    const v = value(z.f);
    rest -= v;
    cents += price(v, z.zone);
  }
  return cents + price(rest, null);
}

/**
 * Whole days computed in another thread (the worker pool) come back to this one's day cache, so
 * it knows what every thread has computed. A day is keyed `${profileKey}#${dayNo}`.
 */
export interface KeyedFigures extends Figures {
  key: string;
}

let journal: KeyedFigures[] | null = null;

/** Runs fn and returns, with its value, the whole days it computed (not those it found cached). */
export function recordingDays<T>(fn: () => T): { value: T; days: KeyedFigures[] } {
  const outer = journal;
  const days: KeyedFigures[] = [];
  journal = days;
  try {
    return { value: fn(), days };
  } finally {
    journal = outer;
    outer?.push(...days);
  }
}

/** Stores whole days computed elsewhere: the same numbers this thread would compute. */
export function adoptDays(days: readonly KeyedFigures[]): void {
  for (const { key, ...f } of days) if (!dayCache.has(key)) remember(dayCache, key, f, DAY_CACHE_MAX);
}

/**
 * Brings a whole past day (and its zone split) into memory from the day store; false when something
 * must be computed. `k` is the day's key (dayKeyOf).
 */
function loadStoredDay(profile: MonitorProfile, k: string, day: LocalDay, schedule: DaySchedule): boolean {
  if (!dayCache.has(k)) {
    const stored = storedDay(storeKey(k));
    if (!stored || stored.length !== dayRowLength(profile)) return false;
    remember(dayCache, k, decodeFigures(stored), DAY_CACHE_MAX);
  }
  if (schedule.key === '') return true;
  const zk = `${k}#${schedule.key}`;
  if (zoneDayCache.has(zk)) return true;
  // The day model's bands, read back if persisted (trends/days.ts).
  if (!loadStoredTrendDay(profile, day)) return false;
  zonesOfWholeDay(profile, profileKey(profile), day, schedule);
  return true;
}

/**
 * fillWholeDays newest day first: the whole past days of [fromMs, min(toMs, nowMs)) from the last one
 * back, at most maxDays computed (days held are read back, uncounted). Returns where the days still to
 * do end (those from there to toMs are ready), or null when the span is done.
 */
export function fillWholeDaysBack(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, maxDays: number, sliceMs?: number): number | null {
  const key = profileKey(profile);
  const first = localDay(profile, fromMs).startMs;
  const deadline = sliceMs === undefined ? Infinity : performance.now() + sliceMs;
  let t = Math.min(toMs, nowMs);
  let computed = 0;
  while (t > first) {
    const day = localDay(profile, t - 1);
    if (day.endMs <= nowMs) {
      if (performance.now() > deadline) return t;
      const done = readyWholeDay(profile, key, day, computed < maxDays);
      if (done === 'over') return t;
      if (done === 'computed') computed++;
    }
    t = day.startMs;
  }
  return null;
}

/** Whether every whole past day of [fromMs, min(toMs, nowMs)) is in this thread's cache (nothing is read or computed). */
export function wholeDaysCached(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number): boolean {
  const key = profileKey(profile);
  const end = Math.min(toMs, nowMs);
  for (let t = localDay(profile, fromMs).startMs; t < end; ) {
    const day = localDay(profile, t);
    if (day.endMs > nowMs) return true;
    if (!heldDay(profile, key, day).held) return false;
    t = day.endMs;
  }
  return true;
}

/** A whole day's cache key and rate schedule, and whether its figures (and its zones', when zoned) are in this thread's cache. */
function heldDay(profile: MonitorProfile, key: string, day: LocalDay): { k: string; schedule: DaySchedule; held: boolean } {
  const schedule = daySchedule(profile, day);
  const k = dayKeyOf(profile, key, day.dayNo);
  return { k, schedule, held: dayCache.has(k) && (schedule.key === '' || zoneDayCache.has(`${k}#${schedule.key}`)) };
}

/**
 * Readies one whole past day for the fills: held already, or read back from the day store (days
 * persisted by an earlier run or another thread: not computed, not counted), or computed when
 * `mayCompute` (the job's budget of computed days is not spent). 'over' when it was left undone.
 */
function readyWholeDay(profile: MonitorProfile, key: string, day: LocalDay, mayCompute: boolean): 'ready' | 'computed' | 'over' {
  const { k, schedule, held } = heldDay(profile, key, day);
  if (held || loadStoredDay(profile, k, day, schedule)) return 'ready';
  if (!mayCompute) return 'over';
  wholeDay(profile, key, day);
  if (schedule.key !== '') zonesOfWholeDay(profile, key, day, schedule);
  return 'computed';
}

/**
 * Computes the missing whole past days of [fromMs, min(toMs, nowMs)), at most maxDays of them, in
 * order (days the store holds are read back instead, uncounted). Returns where to go on from, or null when the span is done: callers split a cold year
 * (~2.5 s) into short pieces that other work can interleave with. With sliceMs, it also stops once
 * that long has passed (background work: a year read back from a cold thread is ~100 ms).
 */
export function fillWholeDays(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, maxDays: number, sliceMs?: number): number | null {
  const key = profileKey(profile);
  const end = Math.min(toMs, nowMs);
  const deadline = sliceMs === undefined ? Infinity : performance.now() + sliceMs;
  let t = localDay(profile, fromMs).startMs;
  let computed = 0;
  while (t < end) {
    if (performance.now() > deadline) return t;
    const day = localDay(profile, t);
    if (day.endMs > nowMs) return null;
    const done = readyWholeDay(profile, key, day, computed < maxDays);
    if (done === 'over') return t;
    if (done === 'computed') computed++;
    t = day.endMs;
  }
  return null;
}

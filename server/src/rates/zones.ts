import type { MonitorProfile, RateZoneRule } from '../contracts';
import { calendarFor, type LocalDay } from '../time/calendar';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * When each time-of-use rate zone is in force (spec account-settings-shell §3, §5). A zone applies
 * on the local days from its start date up to (not including) its end date, on its weekdays, over
 * [start time, end time) of the local clock; rollover repeats those dates every later year. A minute
 * belongs to a zone when the minute starts inside the zone's window. Where zones overlap, the one
 * with the shorter daily window applies (a 4-9 pm peak inside an all-day summer zone), then the one
 * with fewer weekdays, then the newer one.
 *
 * Zones shape costs only while the home's time-of-use switch is on (profile.touEnabled); otherwise
 * every day is flat. devices/money.ts is the one place a rate is looked up, and it asks this module
 * which zone (if any) is in force.
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → the calendar's day number (days since 1970-01-01 of that local date). */
export function dateDayNo(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
}

/** A day number → 'YYYY-MM-DD'. */
export function dayNoDate(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** 'HH:MM[:SS[.mmm]]' → milliseconds after local midnight (the pattern is checked before). */
export function timeOfDayMs(time: string): number {
  const [hm, frac] = time.split('.');
  const [h, m, s] = hm!.split(':').map(Number);
  const ms = frac ? Number(frac.padEnd(3, '0')) : 0;
  return ((h! * 60 + m!) * 60 + (s ?? 0)) * 1000 + ms;
}

/** The local day `years` later (29 February becomes the 28th in other years). */
export function shiftYears(dayNo: number, years: number): number {
  if (years === 0) return dayNo;
  const d = new Date(dayNo * DAY_MS);
  const y = d.getUTCFullYear() + years;
  const m = d.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / DAY_MS;
}

/** [start, end) of the zone's daily window in ms after local midnight; equal times are the whole day. */
export function windowOf(z: RateZoneRule): [number, number] {
  if (z.allDay || z.startMs === z.endMs) return [0, DAY_MS];
  return [z.startMs, z.endMs];
}

const yearOf = (dayNo: number) => new Date(dayNo * DAY_MS).getUTCFullYear();

/** The dates [startDay, endDay) of the occurrence `years` after the stored one. */
export const occurrence = (z: RateZoneRule, years: number): [number, number] => [shiftYears(z.startDay, years), shiftYears(z.endDay, years)];

/** Whether the zone's dates (or, with rollover, a yearly repeat of them) hold a local day. */
export function datesHold(z: RateZoneRule, dayNo: number): boolean {
  if (dayNo >= z.startDay && dayNo < z.endDay) return true;
  if (!z.rollover || dayNo < z.endDay) return false;
  const k = yearOf(dayNo) - yearOf(z.startDay);
  for (const j of [k - 1, k]) {
    if (j < 1) continue;
    const [a, b] = occurrence(z, j);
    if (dayNo >= a && dayNo < b) return true;
  }
  return false;
}

/** Whether the zone applies on a local day (dates and weekday). */
export const appliesOn = (z: RateZoneRule, day: Pick<LocalDay, 'dayNo' | 'weekday'>): boolean =>
  (z.days & (1 << (day.weekday - 1))) !== 0 && datesHold(z, day.dayNo);

/** Order of precedence: a zone later in this order wins a minute both hold. */
export function precedence(a: RateZoneRule, b: RateZoneRule): number {
  const [as, ae] = windowOf(a);
  const [bs, be] = windowOf(b);
  return be - bs - (ae - as) || bitCount(b.days) - bitCount(a.days) || a.id - b.id;
}

const bitCount = (n: number) => {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
};

/** Minutes [from, to) of a local day (0 = its first minute) and the zone in force, null for the flat rate. */
export interface DaySegment {
  from: number;
  to: number;
  zone: RateZoneRule | null;
}

export interface DaySchedule {
  segments: DaySegment[];
  /** '' for a day at the flat rate; otherwise the zoned minutes and their zone ids (a cache key part). */
  key: string;
}

const FLAT = new Map<number, DaySchedule>();
function flatDay(lengthMin: number): DaySchedule {
  let s = FLAT.get(lengthMin);
  if (!s) {
    s = { segments: [{ from: 0, to: lengthMin, zone: null }], key: '' };
    FLAT.set(lengthMin, s);
  }
  return s;
}

/** The zones that take part in costs: all of them while time-of-use is on, none otherwise. */
export const activeZones = (profile: MonitorProfile): readonly RateZoneRule[] =>
  profile.touEnabled && profile.rateZones && profile.rateZones.length > 0 ? profile.rateZones : [];

const zoneKeys = new WeakMap<readonly RateZoneRule[], string>();
/** Changes whenever anything of a zone does (schedules hold the zones themselves). */
export function zonesKey(profile: MonitorProfile): string {
  const zones = activeZones(profile);
  if (zones.length === 0) return '';
  let key = zoneKeys.get(zones);
  if (key === undefined) {
    key = JSON.stringify(zones.map((z) => [z.id, z.name, z.cost, z.startDay, z.endDay, z.startMs, z.endMs, z.allDay, z.days, z.alert, z.rollover]));
    zoneKeys.set(zones, key);
  }
  return key;
}

/** The first minute of the day that starts at or after a local clock time. */
function minuteAtOrAfter(cal: ReturnType<typeof calendarFor>, day: LocalDay, clockMs: number): number {
  if (clockMs <= 0) return 0;
  if (clockMs >= DAY_MS) return day.lengthMin;
  const whole = Math.floor(clockMs / 60_000);
  const at = cal.clockToMs(day, whole) + (clockMs - whole * 60_000);
  return Math.min(day.lengthMin, Math.max(0, Math.ceil((at - day.startMs) / 60_000)));
}

function computeSchedule(profile: MonitorProfile, zones: readonly RateZoneRule[], day: LocalDay): DaySchedule {
  const todays = zones.filter((z) => appliesOn(z, day)).sort(precedence);
  if (todays.length === 0) return flatDay(day.lengthMin);
  const cal = calendarFor(profile.timeZone);
  const owner = new Int16Array(day.lengthMin).fill(-1);
  todays.forEach((z, k) => {
    const [s, e] = windowOf(z);
    const from = minuteAtOrAfter(cal, day, s);
    const to = minuteAtOrAfter(cal, day, e);
    owner.fill(k, from, to);
  });
  const segments: DaySegment[] = [];
  let start = 0;
  for (let i = 1; i <= day.lengthMin; i++) {
    if (i < day.lengthMin && owner[i] === owner[start]) continue;
    const k = owner[start]!;
    segments.push({ from: start, to: i, zone: k >= 0 ? todays[k]! : null });
    start = i;
  }
  const zoned = segments.filter((s) => s.zone);
  if (zoned.length === 0) return flatDay(day.lengthMin);
  return { segments, key: zoned.map((s) => `${s.from}-${s.to}:${s.zone!.id}`).join(';') };
}

const CACHE_MAX = 20_000;
const schedules = new Map<string, DaySchedule>();

export function clearScheduleCache(): void {
  schedules.clear();
}

/** Which rate is in force over each minute of a local day (cached per zones and day). */
export function daySchedule(profile: MonitorProfile, day: LocalDay): DaySchedule {
  const zones = activeZones(profile);
  if (zones.length === 0) return flatDay(day.lengthMin);
  const key = `${zonesKey(profile)}|${profile.timeZone}|${day.dayNo}`;
  let s = schedules.get(key);
  if (!s) {
    s = computeSchedule(profile, zones, day);
    if (schedules.size >= CACHE_MAX) schedules.delete(schedules.keys().next().value as string);
    schedules.set(key, s);
  }
  return s;
}

const lastLookup = new WeakMap<readonly RateZoneRule[], { zone: string; minute: number; rule: RateZoneRule | null }>();

/** The zone in force at an instant (the minute that holds it), or null: the flat rate applies. */
export function zoneAt(profile: MonitorProfile, atMs: number): RateZoneRule | null {
  const zones = activeZones(profile);
  if (zones.length === 0) return null;
  const minute = Math.floor(atMs / 60_000);
  const hit = lastLookup.get(zones);
  if (hit && hit.minute === minute && hit.zone === profile.timeZone) return hit.rule;
  const day = calendarFor(profile.timeZone).dayOf(atMs);
  const i = minute - day.startMin;
  const seg = daySchedule(profile, day).segments.find((s) => i >= s.from && i < s.to);
  const rule = seg?.zone ?? null;
  lastLookup.set(zones, { zone: profile.timeZone, minute, rule });
  return rule;
}

/**
 * While a zone is in force at atMs: that zone and the instant its run ends (where the rate next
 * changes to something else than a zone of the same name and cost, looking at most 8 days ahead).
 */
export function zoneRunAt(profile: MonitorProfile, atMs: number): { zone: RateZoneRule; endMs: number } | null {
  const zone = zoneAt(profile, atMs);
  if (!zone) return null;
  const cal = calendarFor(profile.timeZone);
  const same = (z: RateZoneRule | null) => z !== null && (z.id === zone.id || (z.name === zone.name && z.cost === zone.cost));
  let day = cal.dayOf(atMs);
  let i = Math.floor(atMs / 60_000) - day.startMin;
  for (let n = 0; n < 9; n++) {
    for (const s of daySchedule(profile, day).segments) {
      if (s.to <= i) continue;
      if (!same(s.zone)) return { zone, endMs: day.startMs + s.from * 60_000 };
    }
    day = cal.dayOf(day.endMs);
    i = 0;
  }
  return { zone, endMs: day.startMs };
}

/** Today's status of a zone and the occurrence it refers to (the home's local date `todayNo`). */
export function statusOf(z: RateZoneRule, todayNo: number): { status: 'historic' | 'present' | 'future'; start: number; end: number } {
  if (todayNo < z.startDay) return { status: 'future', start: z.startDay, end: z.endDay };
  if (todayNo < z.endDay) return { status: 'present', start: z.startDay, end: z.endDay };
  if (!z.rollover) return { status: 'historic', start: z.startDay, end: z.endDay };
  for (let k = Math.max(1, yearOf(todayNo) - yearOf(z.endDay)); k < 400; k++) {
    const [a, b] = occurrence(z, k);
    if (b <= todayNo) continue;
    return { status: a <= todayNo ? 'present' : 'future', start: a, end: b };
  }
  return { status: 'historic', start: z.startDay, end: z.endDay };
}

/**
 * The time-weighted mean rate over [fromMs, toMs), cents per kWh: what a constant load pays per
 * kWh (Always On's yearly estimate). `rateOf` prices a zone (null: the flat rate).
 */
export function meanRate(profile: MonitorProfile, fromMs: number, toMs: number, rateOf: (zone: RateZoneRule | null) => number): number {
  const flat = rateOf(null);
  if (activeZones(profile).length === 0 || toMs <= fromMs) return flat;
  const cal = calendarFor(profile.timeZone);
  let weighted = 0;
  let t = fromMs;
  while (t < toMs) {
    const day = cal.dayOf(t);
    const end = Math.min(toMs, day.endMs);
    const a = (t - day.startMs) / 60_000;
    const b = (end - day.startMs) / 60_000;
    for (const s of daySchedule(profile, day).segments) {
      const lo = Math.max(a, s.from);
      const hi = Math.min(b, s.to);
      if (hi > lo) weighted += (hi - lo) * rateOf(s.zone);
    }
    t = end;
  }
  return weighted / ((toMs - fromMs) / 60_000);
}

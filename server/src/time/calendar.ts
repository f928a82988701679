import { DateTime, IANAZone } from 'luxon';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * Local-time bookkeeping for one monitor time zone. luxon is only asked once per local day and
 * twice per 6-hour UTC chunk (once per 15-minute bucket of a chunk that holds a transition: offsets
 * only change on those boundaries); hot loops read caches.
 */

export interface LocalDay {
  /** Local calendar day number: days since 1970-01-01 in the monitor's zone. */
  dayNo: number;
  startMs: number;
  endMs: number;
  /** startMs / 60000. */
  startMin: number;
  /** Minutes in the day: 1440, or 1380 / 1500 on daylight-saving days. */
  lengthMin: number;
  year: number;
  month: number;
  day: number;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** 1..366. */
  dayOfYear: number;
}

/** A local day from its day number, its midnights and its calendar date (startMin and lengthMin follow). */
function dayBetween(dayNo: number, startMs: number, endMs: number, date: Pick<LocalDay, 'year' | 'month' | 'day' | 'weekday' | 'dayOfYear'>): LocalDay {
  return { dayNo, startMs, endMs, startMin: Math.floor(startMs / 60_000), lengthMin: Math.round((endMs - startMs) / 60_000), ...date };
}

const BUCKET_MS = 15 * 60_000;
/** Offsets change at most once in this long (a zone's transitions are months apart). */
const CHUNK_MS = 6 * 3_600_000;
const DEFAULT_ZONE = 'America/New_York';

export class Calendar {
  readonly zoneName: string;
  private readonly zone: IANAZone;
  private readonly days = new Map<number, LocalDay>();
  private readonly offsets = new Map<number, number>();
  /** A 6-hour chunk's offset, or NaN when it changes inside (then its buckets are looked up one by one). */
  private readonly chunks = new Map<number, number>();
  private readonly midnights = new Map<number, number | null>();
  private lastBucket = NaN;
  private lastOffset = 0;

  constructor(timeZone: string) {
    const zone = IANAZone.create(timeZone);
    this.zone = zone.isValid ? zone : IANAZone.create(DEFAULT_ZONE);
    this.zoneName = this.zone.name;
  }

  /** UTC offset in minutes at an instant (e.g. -240 for EDT). */
  offsetMin(ms: number): number {
    const bucket = Math.floor(ms / BUCKET_MS);
    if (bucket === this.lastBucket) return this.lastOffset;
    // Most 6-hour chunks hold no transition: one offset for all their buckets (two luxon calls a chunk,
    // not one a bucket: a year of days is ~35 000 buckets, ~15 µs each).
    const chunk = Math.floor(ms / CHUNK_MS);
    let flat = this.chunks.get(chunk);
    if (flat === undefined) {
      const first = this.zone.offset(chunk * CHUNK_MS);
      flat = first === this.zone.offset((chunk + 1) * CHUNK_MS - BUCKET_MS) ? first : NaN;
      if (this.chunks.size > 100_000) this.chunks.clear();
      this.chunks.set(chunk, flat);
    }
    let off = flat;
    if (Number.isNaN(off)) {
      const hit = this.offsets.get(bucket);
      if (hit === undefined) {
        off = this.zone.offset(bucket * BUCKET_MS);
        if (this.offsets.size > 20_000) this.offsets.clear();
        this.offsets.set(bucket, off);
      } else off = hit;
    }
    this.lastBucket = bucket;
    this.lastOffset = off;
    return off;
  }

  /** Local clock minutes since midnight (0..1439) at an instant. */
  clockMin(ms: number): number {
    const local = Math.floor(ms / 60_000) + this.offsetMin(ms);
    return ((local % 1440) + 1440) % 1440;
  }

  day(dayNo: number): LocalDay {
    const cached = this.days.get(dayNo);
    if (cached) return cached;
    const d = this.quickDay(dayNo) ?? this.luxonDay(dayNo);
    if (this.days.size > 5000) {
      this.days.clear();
      this.midnights.clear();
    }
    this.days.set(dayNo, d);
    return d;
  }

  /**
   * Local midnight of a day when the zone's offset is the same from 3 hours before it to 3 hours
   * after (no clock change near midnight: then midnight exists once, and it is what luxon gives),
   * else null. Two or three offset look-ups instead of luxon's dozen: a year of days in a cold
   * thread is ~7x faster (a cold device detail walks its year).
   */
  private midnight(dayNo: number): number | null {
    const hit = this.midnights.get(dayNo);
    if (hit !== undefined) return hit;
    const local = dayNo * 86_400_000;
    const off = this.offsetMin(local - this.offsetMin(local) * 60_000);
    const start = local - off * 60_000;
    const steady = this.offsetMin(start - 3 * 3_600_000) === off && this.offsetMin(start + 3 * 3_600_000) === off;
    const out = steady ? start : null;
    this.midnights.set(dayNo, out);
    return out;
  }

  /** The day from its midnights and its UTC calendar date, or null near a clock change (luxonDay then). */
  private quickDay(dayNo: number): LocalDay | null {
    const startMs = this.midnight(dayNo);
    const endMs = startMs === null ? null : this.midnight(dayNo + 1);
    if (startMs === null || endMs === null) return null;
    const utc = new Date(dayNo * 86_400_000);
    const year = utc.getUTCFullYear();
    return dayBetween(dayNo, startMs, endMs, {
      year,
      month: utc.getUTCMonth() + 1,
      day: utc.getUTCDate(),
      weekday: utc.getUTCDay() || 7,
      dayOfYear: dayNo - Date.UTC(year, 0, 1) / 86_400_000 + 1,
    });
  }

  /** The day as luxon computes it (every case, clock changes at midnight included). */
  private luxonDay(dayNo: number): LocalDay {
    const utc = new Date(dayNo * 86_400_000);
    const start = DateTime.fromObject(
      { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() },
      { zone: this.zone },
    ).startOf('day');
    const end = start.plus({ days: 1 }).startOf('day');
    return dayBetween(dayNo, start.toMillis(), end.toMillis(), { year: start.year, month: start.month, day: start.day, weekday: start.weekday, dayOfYear: start.ordinal });
  }

  /** The local day that contains an instant. */
  dayOf(ms: number): LocalDay {
    const guess = Math.floor((ms + this.offsetMin(ms) * 60_000) / 86_400_000);
    let d = this.day(guess);
    if (ms < d.startMs) d = this.day(guess - 1);
    else if (ms >= d.endMs) d = this.day(guess + 1);
    return d;
  }

  /** The instant at a local clock time (minutes since midnight) of a day, across DST changes. */
  clockToMs(day: LocalDay, clockMinutes: number): number {
    const guess = day.startMs + clockMinutes * 60_000;
    return guess - (this.offsetMin(guess) - this.offsetMin(day.startMs)) * 60_000;
  }
}

const calendars = new Map<string, Calendar>();

export function calendarFor(timeZone: string): Calendar {
  let c = calendars.get(timeZone);
  if (!c) {
    c = new Calendar(timeZone);
    calendars.set(timeZone, c);
  }
  return c;
}

/** The local calendar day (in the monitor's zone) containing an instant: what history buckets by. */
export function localDay(zoned: { timeZone: string }, epochMs: number): LocalDay {
  return calendarFor(zoned.timeZone).dayOf(epochMs);
}

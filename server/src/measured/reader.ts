import type Database from 'better-sqlite3';
import type { Backfill, BackfillOptions } from '../sources/types';
import { calendarFor, type LocalDay } from '../time/calendar';
import { decodeDay, decodeHour, decodeRaw, MAX_ABS_VALUE, MINUTE_ASKED, MINUTE_DATA, MINUTE_UNKNOWN, type DayRollup, type HourRollup, type MinuteColumns } from './codec';
import { cachedMeta, type MonitorMeta } from './meta';
import { HourCache, Pages, QUALITY_CODE, rowOf, rowsOfBlock, type Row } from './pages';
import { rollDay } from './rollup';
import type { Prepared } from './store';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/** How a reader may ask the monitor's source for what the store does not have (see sources/types.ts). */
export interface Filler {
  resolution: 'native' | 'minute';
  read(fromMs: number, toMs: number, resolution: 'native' | 'minute', options?: BackfillOptions): Backfill;
}

export interface WindowOptions {
  /** The server clock's now: nothing at or after it is asked of the source. */
  nowMs: number;
  /** The monitor's source, when it can back-fill; without it the store answers with what it has. */
  fill?: Filler | null;
  /** The caller reads samples (a power meter at second steps), not only minute rollups. */
  rows?: boolean;
  /**
   * The caller draws minute extremes (the power meter's envelopes): minutes back-filled with means only
   * are asked again with their extremes. Energy figures leave it off and get means, which is cheaper.
   */
  extremes?: boolean;
}

/** A window of one monitor's store: its pages with the journal and any back-fill applied. */
export interface StoreWindow {
  meta: MonitorMeta;
  pages: Pages;
  /** Minute i's columns of a channel in its hour, or null when the channel has none there. */
  minute(key: string, minute: number): { c: MinuteColumns; i: number } | null;
  /** Whether any of the window's minutes is still being filled or unknown. */
  unknownMinutes: number;
}

/**
 * The measured store's reads. Safe in a pool thread on a read-only connection: what it fills from the
 * source is kept in memory for the answer and handed back (prepared()) for the main thread to write.
 */
export class MeasuredReader {
  private readonly metas = new Map<number, MonitorMeta>();
  private outbox: Prepared[] = [];
  private readonly hourCache = new HourCache();
  /** Statements by their SQL, prepared once per reader (a window or a day asks several times a request). */
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  private q(sql: string, pluck = false): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.db.prepare(sql);
      if (pluck) st.pluck();
      this.statements.set(sql, st);
    }
    return st;
  }

  meta(monitorId: number): MonitorMeta | null {
    return cachedMeta(this.metas, this.db, monitorId);
  }

  /** Forgets cached channel lists (a monitor declared new channels). */
  refresh(monitorId: number): void {
    this.metas.delete(monitorId);
  }

  /** What this reader filled since the last call, for the main thread (MeasuredStore.applyPrepared). */
  prepared(): Prepared[] {
    const out = this.outbox;
    this.outbox = [];
    return out;
  }

  /** Journalled rows of [fromMs, toMs) not yet packed. */
  private journal(meta: MonitorMeta, fromMs: number, toMs: number): Row[] {
    const rows = this.q('SELECT t, body FROM measured_journal WHERE monitor_id = ? AND t >= ? AND t < ? ORDER BY t').all(meta.monitorId, fromMs, toMs) as {
      t: number;
      body: Buffer;
    }[];
    return rows.flatMap((r) => rowsOfBlock(meta, decodeRaw(Math.floor(r.t / 60_000), r.body, meta.scaleOf)));
  }

  /**
   * The minutes [fromMs, toMs) of a monitor (whole minutes around them), with journalled samples rolled
   * in and, when a source is given, what the store has never heard asked of it: unknown whole minutes as
   * minute aggregates (or samples), minutes heard only in part at the native rate, and the current minute
   * up to now. Minutes the source was asked for and had nothing stay gaps.
   */
  window(monitorId: number, fromMs: number, toMs: number, opts: WindowOptions): StoreWindow | null {
    const meta = this.meta(monitorId);
    if (!meta) return null;
    const pages = new Pages(this.db, meta);
    const fromMin = Math.floor(fromMs / 60_000);
    const toMin = Math.ceil(toMs / 60_000);
    // And the minutes either side: a sample held into the window, and the one the window's last sample holds until.
    const journal = this.journal(meta, fromMin * 60_000 - 60_000, toMin * 60_000 + 60_000);
    if (journal.length) pages.applyRows(journal);
    pages.preloadHours(Math.floor(fromMin / 60), Math.ceil(toMin / 60), this.hourCache);
    pages.scanRaw(fromMin - 1, toMin + 1);
    pages.changedRaw.clear();
    pages.changedHours.clear();
    pages.touchedMinutes.clear();

    const fill = opts.fill ?? null;
    const nowMin = Math.floor(opts.nowMs / 60_000);
    if (fill) this.fillWindow(pages, fill, fromMin, Math.min(toMin, nowMin), opts);
    if (fill && toMin > nowMin && fromMin <= nowMin && fill.resolution === 'native') {
      // The current minute, up to now: from after its last stored sample.
      const rows = pages.rows(nowMin);
      const from = rows.length ? rows[rows.length - 1]!.t + meta.nativeMs : nowMin * 60_000;
      if (opts.nowMs > from) this.apply(pages, fill.read(from, opts.nowMs, 'native'), null);
    }
    if (pages.changedRaw.size || pages.changedHours.size) {
      const { raw, hours } = pages.changed();
      this.outbox.push({ monitorId, raw, hours });
    }
    let unknownMinutes = 0;
    for (let m = fromMin; m < Math.min(toMin, nowMin + 1); m++) if (pages.state(m) === MINUTE_UNKNOWN && !pages.hasRaw(m)) unknownMinutes++;
    return {
      meta,
      pages,
      unknownMinutes,
      minute(key, minute) {
        const ch = meta.byKey.get(key);
        if (!ch) return null;
        const h = pages.hour(Math.floor(minute / 60));
        const c = h.channels.get(ch.idx);
        return c ? { c, i: minute - h.hour * 60 } : null;
      },
    };
  }

  private apply(pages: Pages, b: Backfill, asked: [number, number] | null, upgrade = false): void {
    const meta = pages.meta;
    // What the writer's ingest would refuse stays out here too (a non-finite value cannot even be encoded).
    const known = (q: string | undefined) => q === undefined || QUALITY_CODE[q] !== undefined;
    const samples = (b.samples ?? []).filter((s) => {
      const keys = Object.keys(s.values);
      return Number.isInteger(s.t) && known(s.quality) && keys.length > 0 && keys.every((k) => meta.byKey.has(k) && Math.abs(s.values[k]!) <= MAX_ABS_VALUE && known(s.qualities?.[k]));
    });
    if (samples.length) pages.applyRows(samples.map((s) => rowOf(meta, s)));
    if (b.minutes?.length) pages.applyAggregates(b.minutes, upgrade);
    if (b.series?.length) pages.applySeries(b.series, upgrade);
    if (asked) pages.markAsked(asked[0], asked[1]);
  }

  private fillWindow(pages: Pages, fill: Filler, fromMin: number, toMin: number, opts: WindowOptions): void {
    const native = pages.meta.nativeMs;
    // Runs of whole minutes that need the source, and how: samples at the native rate, minute
    // aggregates with extremes, means only, or extremes for minutes that have only means.
    type Need = 'native' | 'minute' | 'mean' | 'upgrade';
    let runFrom = -1;
    let runRes: Need = 'minute';
    const flush = (end: number) => {
      if (runFrom < 0) return;
      const [from, to] = [runFrom * 60_000, end * 60_000];
      if (runRes === 'native') this.apply(pages, fill.read(from, to, 'native'), [runFrom, end]);
      else if (runRes === 'mean') this.apply(pages, fill.read(from, to, 'minute', { extremes: false }), [runFrom, end]);
      else this.apply(pages, fill.read(from, to, 'minute', { extremes: true }), [runFrom, end], runRes === 'upgrade');
      runFrom = -1;
    };
    for (let m = fromMin; m < toMin; m++) {
      const state = pages.state(m);
      let need: Need | null = null;
      if (state & MINUTE_ASKED) {
        // Asked already: a caller reading samples may want the rows of an aggregate-only minute, one
        // drawing envelopes the extremes of a means-only one.
        if (state & MINUTE_DATA && !pages.hasRaw(m)) {
          if (opts.rows && fill.resolution === 'native') need = 'native';
          else if (opts.extremes && pages.extremesUnknown(m)) need = 'upgrade';
        }
      } else if (state === MINUTE_UNKNOWN && !pages.hasRaw(m)) {
        need = opts.rows ? fill.resolution : opts.extremes ? 'minute' : 'mean';
      } else if (fill.resolution === 'native' && covered(pages.hour(Math.floor(m / 60)), m) < 60_000 - native) {
        // Heard in part (a feed that opened mid-minute): the rest from the source's own record.
        need = 'native';
      }
      if (need !== (runFrom >= 0 ? runRes : null)) {
        flush(m);
        if (need) {
          runFrom = m;
          runRes = need;
        }
      }
    }
    flush(toMin);
  }

  /**
   * A local day's rollup: the stored one when it is current, else rolled from its minutes (dirty, or
   * with samples still in the journal, or never rolled).
   */
  day(monitorId: number, day: LocalDay): DayRollup | null {
    const meta = this.meta(monitorId);
    if (!meta) return null;
    const dirty = this.q('SELECT 1 FROM measured_dirty_days WHERE monitor_id = ? AND day_no = ?').get(monitorId, day.dayNo);
    const inJournal = this.q('SELECT 1 FROM measured_journal WHERE monitor_id = ? AND t >= ? AND t < ? LIMIT 1').get(monitorId, day.startMs, day.endMs);
    if (!dirty && !inJournal) {
      const blob = this.q('SELECT body FROM measured_days WHERE monitor_id = ? AND day_no = ?', true).get(monitorId, day.dayNo) as Buffer | undefined;
      if (blob) return decodeDay(day.dayNo, blob);
    }
    const hours = new Map<number, HourRollup>();
    const rows = this.q('SELECT hour, body FROM measured_minutes WHERE monitor_id = ? AND hour >= ? AND hour < ?').all(
      monitorId,
      Math.floor(day.startMin / 60),
      Math.ceil((day.startMin + day.lengthMin) / 60),
    ) as { hour: number; body: Buffer }[];
    for (const r of rows) hours.set(r.hour, decodeHour(r.hour, r.body));
    if (inJournal) {
      const pages = new Pages(this.db, meta);
      pages.applyRows(this.journal(meta, day.startMs - 60_000, day.endMs + 60_000));
      for (const h of pages.changedHours) hours.set(h, pages.hour(h));
    }
    return rollDay(day, hours);
  }

  /** The version of a monitor's local day: it moves on when data the readers did not fill themselves arrives for it. */
  dayVersion(monitorId: number, dayNo: number): number {
    return (this.q('SELECT version FROM measured_day_versions WHERE monitor_id = ? AND day_no = ?', true).get(monitorId, dayNo) as number | undefined) ?? 0;
  }

  /**
   * The versions of a monitor's local days [fromDayNo, toDayNo) summed: it moves on when any of them
   * does (an answer cached for a span of days is keyed by it).
   */
  daysVersion(monitorId: number, fromDayNo: number, toDayNo: number): number {
    return this.q('SELECT COALESCE(SUM(version), 0) FROM measured_day_versions WHERE monitor_id = ? AND day_no >= ? AND day_no < ?', true).get(monitorId, fromDayNo, toDayNo) as number;
  }

  /** The local day of an instant in the monitor's zone. */
  dayOf(meta: MonitorMeta, ms: number): LocalDay {
    return calendarFor(meta.timeZone).dayOf(ms);
  }
}

/** The most any channel covers of minute m (ms). */
function covered(h: HourRollup, m: number): number {
  const i = m - h.hour * 60;
  let best = 0;
  for (const c of h.channels.values()) if (c.coveredMs[i]! > best) best = c.coveredMs[i]!;
  return best;
}

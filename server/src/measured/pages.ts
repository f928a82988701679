import type Database from 'better-sqlite3';
import { QUALITIES, type MinuteAggregate, type MinuteSeries, type Sample } from '../sources/types';
import { decodeHour, decodeRaw, encodeHour, encodeRaw, inflateHour, viewHour, MINUTE_ASKED, MINUTE_DATA, MINUTE_UNKNOWN, newHour, type HourRollup, type RawBlock } from './codec';
import { clearMinute, columnsOf, rollSeries, settleState } from './rollup';
import type { MonitorMeta } from './meta';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

// Without a prototype: 'constructor' or 'toString' is not a quality.
export const QUALITY_CODE: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, Object.fromEntries(QUALITIES.map((q, i) => [q, i])));
const BACKFILLED = QUALITY_CODE.backfilled!;

/** A sample with its values by channel index (NaN: absent) and qualities: what blocks hold. */
export interface Row {
  t: number;
  v: Float64Array;
  q: Uint8Array;
}

/**
 * A source's Sample as a Row (channels must be declared: the caller has validated). Values are quantised
 * as blocks keep them, so what is rolled up is what is stored (and rolls up the same again later).
 */
export function rowOf(meta: MonitorMeta, s: Sample): Row {
  const n = meta.byIdx.length;
  const v = new Float64Array(n).fill(NaN);
  const q = new Uint8Array(n);
  const base = QUALITY_CODE[s.quality ?? 'measured']!;
  for (const key in s.values) {
    const ch = meta.byKey.get(key)!;
    v[ch.idx] = Math.round(s.values[key]! * ch.scale) / ch.scale;
    const own = s.qualities?.[key];
    q[ch.idx] = own ? QUALITY_CODE[own]! : base;
  }
  return { t: s.t, v, q };
}

/** Rows of a block (or a journal body), by instant. */
export function rowsOfBlock(meta: MonitorMeta, b: RawBlock): Row[] {
  const n = meta.byIdx.length;
  return b.t.map((t, i) => {
    const v = new Float64Array(n).fill(NaN);
    const q = new Uint8Array(n);
    for (const [idx, c] of b.channels) {
      if (idx >= n) continue;
      v[idx] = c.v[i]!;
      q[idx] = c.q[i]!;
    }
    return { t, v, q };
  });
}

/** A block from rows of one minute (sorted by the caller). */
export function blockOf(meta: MonitorMeta, minute: number, rows: readonly Row[]): RawBlock {
  const channels = new Map<number, { v: Float64Array; q: Uint8Array }>();
  const n = rows.length;
  for (let idx = 0; idx < meta.byIdx.length; idx++) {
    let any = false;
    for (let j = 0; j < n && !any; j++) if (rows[j]!.v[idx] === rows[j]!.v[idx]) any = true;
    if (!any) continue;
    const v = new Float64Array(n);
    const q = new Uint8Array(n);
    for (let j = 0; j < n; j++) {
      v[j] = rows[j]!.v[idx]!;
      q[j] = rows[j]!.q[idx]!;
    }
    channels.set(idx, { v, q });
  }
  const t = new Array<number>(n);
  for (let j = 0; j < n; j++) t[j] = rows[j]!.t;
  return { minute, t, channels };
}

/**
 * Inflated hour bodies a reader keeps (most recently used), by monitor, hour and generation: a window
 * over hours already read costs a copy each instead of an inflate. Pages get copies, never these.
 */
export class HourCache {
  private readonly map = new Map<string, { gen: number; bytes: Uint8Array }>();
  constructor(private readonly max = 1000) {}
  get(monitorId: number, hour: number, gen: number): Uint8Array | null {
    const key = `${monitorId}:${hour}`;
    const hit = this.map.get(key);
    if (!hit || hit.gen !== gen) return null;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.bytes;
  }
  put(monitorId: number, hour: number, gen: number, bytes: Uint8Array): void {
    const key = `${monitorId}:${hour}`;
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, { gen, bytes });
  }
}

/** A connection's prepared reads, made once (a window or a pack makes a Pages each time). */
const statements = new WeakMap<
  Database.Database,
  { raw: Database.Statement; hour: Database.Statement; hourRange: Database.Statement; hourGens: Database.Statement; rawRange: Database.Statement }
>();
function statementsOf(db: Database.Database) {
  let st = statements.get(db);
  if (!st) {
    st = {
      raw: db.prepare('SELECT body FROM measured_raw WHERE monitor_id = ? AND minute = ?').pluck(),
      hour: db.prepare('SELECT body FROM measured_minutes WHERE monitor_id = ? AND hour = ?').pluck(),
      hourRange: db.prepare('SELECT hour, body, gen FROM measured_minutes WHERE monitor_id = ? AND hour >= ? AND hour < ?'),
      hourGens: db.prepare('SELECT hour, gen FROM measured_minutes WHERE monitor_id = ? AND hour >= ? AND hour < ?'),
      rawRange: db.prepare('SELECT minute FROM measured_raw WHERE monitor_id = ? AND minute >= ? AND minute < ?').pluck(),
    };
    statements.set(db, st);
  }
  return st;
}

/**
 * A working set of one monitor's pages: raw blocks (by minute) and minute rollups (by hour), read from
 * the database once and changed in memory. The writer persists what changed; a reader (which may hold
 * a read-only connection, in a pool thread) hands it back to the main thread to persist.
 *
 * Applying samples merges them into the minutes' blocks (an instant already stored keeps its first
 * value: a duplicate lands once) and rolls the minutes again, and the minute after each (a sample held
 * across the boundary spills into it).
 */
export class Pages {
  private readonly raw = new Map<number, Row[] | null>();
  private readonly hourPages = new Map<number, HourRollup | null>();
  readonly changedRaw = new Set<number>();
  readonly changedHours = new Set<number>();
  /** Minutes whose rollups this set wrote (and only those, for a reader's hand-back). */
  readonly touchedMinutes = new Set<number>();
  duplicates = 0;

  private readonly qRaw: Database.Statement;
  private readonly qHour: Database.Statement;
  private readonly qRawRange: Database.Statement;
  private readonly qHourRange: Database.Statement;
  private readonly st: ReturnType<typeof statementsOf>;

  constructor(
    db: Database.Database,
    readonly meta: MonitorMeta,
  ) {
    const st = statementsOf(db);
    this.st = st;
    this.qRaw = st.raw;
    this.qHour = st.hour;
    this.qHourRange = st.hourRange;
    this.qRawRange = st.rawRange;
  }

  /** The stored rows of a minute (sorted), or an empty list. */
  rows(minute: number): Row[] {
    let r = this.raw.get(minute);
    if (r === undefined) {
      const blob = this.qRaw.get(this.meta.monitorId, minute) as Buffer | undefined;
      r = blob ? rowsOfBlock(this.meta, decodeRaw(minute, blob, this.meta.scaleOf)) : null;
      this.raw.set(minute, r);
    }
    return r ?? [];
  }

  hasRaw(minute: number): boolean {
    return this.rows(minute).length > 0;
  }

  /** The hour's rollups (a new, unknown hour when none is stored). */
  hour(hour: number): HourRollup {
    let h = this.hourPages.get(hour);
    if (h === undefined || h === null) {
      const blob = this.qHour.get(this.meta.monitorId, hour) as Buffer | undefined;
      h = blob ? decodeHour(hour, blob) : newHour(hour);
      this.hourPages.set(hour, h);
    }
    return h;
  }

  /** Whether an hour's page is already in this set (read or made). */
  hasHour(hour: number): boolean {
    return Boolean(this.hourPages.get(hour));
  }

  state(minute: number): number {
    return this.hour(Math.floor(minute / 60)).state[minute - Math.floor(minute / 60) * 60]!;
  }

  /** Merges rows (any order, any minutes) and rolls the minutes they touch again. */
  applyRows(rows: readonly Row[]): void {
    const byMinute = new Map<number, Row[]>();
    for (const r of rows) {
      const m = Math.floor(r.t / 60_000);
      let list = byMinute.get(m);
      if (!list) byMinute.set(m, (list = []));
      list.push(r);
    }
    const reroll = new Set<number>();
    for (const [m, list] of byMinute) {
      const have = this.rows(m);
      const seen = new Set(have.map((r) => r.t));
      let added = false;
      for (const r of list) {
        if (seen.has(r.t)) {
          this.duplicates++;
          continue;
        }
        seen.add(r.t);
        have.push(r);
        added = true;
      }
      if (!added) continue;
      have.sort((a, b) => a.t - b.t);
      this.raw.set(m, have);
      this.changedRaw.add(m);
      // The minute before too: its last sample holds until the first one of this minute.
      reroll.add(m - 1);
      reroll.add(m);
      reroll.add(m + 1);
    }
    for (const m of reroll) this.roll(m);
  }

  /**
   * Rolls minute m again from its rows and its neighbours': a sample of the minute before may hold into
   * it, and its own last sample holds until the next one, which may be in the minute after.
   */
  roll(m: number): void {
    const rows = this.rows(m);
    const prev = this.rows(m - 1);
    const h = this.hour(Math.floor(m / 60));
    const i = m - h.hour * 60;
    if (rows.length === 0) {
      if (prev.length === 0 && !(h.state[i]! & MINUTE_DATA)) return;
      // A minute known only as a source's aggregate (no rows of its own) keeps it.
      for (const c of h.channels.values()) if (c.count[i]! > 0) return;
    }
    const series = prev.concat(rows, this.rows(m + 1));
    clearMinute(h, i);
    const native = this.meta.nativeMs;
    for (let idx = 0; idx < this.meta.byIdx.length; idx++) {
      const t: number[] = [];
      const v: number[] = [];
      const q: number[] = [];
      for (const r of series) {
        const x = r.v[idx]!;
        if (Number.isNaN(x)) continue;
        t.push(r.t);
        v.push(x);
        q.push(r.q[idx]!);
      }
      if (t.length === 0) continue;
      rollSeries({ t, v, q }, native, m, m + 1, () => ({ c: columnsOf(h, idx), i }));
    }
    const before = h.state[i]!;
    settleState(h, i, false);
    // A minute that stays empty and unknown (nothing spilled into it) changes nothing: no page is written.
    if (before === MINUTE_UNKNOWN && h.state[i] === MINUTE_UNKNOWN && rows.length === 0) return;
    this.changedHours.add(h.hour);
    this.touchedMinutes.add(m);
  }

  /** Minute aggregates (a source's back-fill): minutes with rows already keep them. */
  applyAggregates(list: readonly MinuteAggregate[], upgrade = false): void {
    for (const a of list) {
      if (this.hasRaw(a.minute)) continue;
      const h = this.hour(Math.floor(a.minute / 60));
      const i = a.minute - h.hour * 60;
      if (h.state[i]! & MINUTE_DATA && !(upgrade && this.extremesUnknown(a.minute))) continue;
      clearMinute(h, i);
      for (const key in a.values) {
        const ch = this.meta.byKey.get(key);
        if (!ch) continue;
        const x = a.values[key]!;
        if (!Number.isFinite(x.mean)) continue;
        const c = columnsOf(h, ch.idx);
        c.mean[i] = x.mean;
        c.min[i] = x.min ?? x.mean;
        c.max[i] = x.max ?? x.mean;
        c.coveredMs[i] = 60_000;
        c.count[i] = a.count ?? 1;
        c.qmask[i] = 1 << BACKFILLED;
      }
      settleState(h, i, true);
      this.changedHours.add(h.hour);
      this.touchedMinutes.add(a.minute);
    }
  }

  /**
   * Minute columns (a source's log read back in bulk). Minutes with samples keep them; minutes already
   * known keep what they have, unless `upgrade` and their extremes are unknown. A minute column without
   * extremes leaves them unknown (NaN); a NaN mean leaves that channel out of the minute.
   */
  applySeries(list: readonly MinuteSeries[], upgrade = false): void {
    for (const sr of list) {
      const cols = Object.entries(sr.channels).flatMap(([key, col]) => {
        const ch = this.meta.byKey.get(key);
        return ch ? [{ idx: ch.idx, col }] : [];
      });
      const count = sr.samplesPerMinute ?? 1;
      for (let j = 0; j < sr.count; j++) {
        const m = sr.fromMinute + j;
        if (this.hasRaw(m)) continue;
        const h = this.hour(Math.floor(m / 60));
        const i = m - h.hour * 60;
        if (h.state[i]! & MINUTE_DATA && !(upgrade && this.extremesUnknown(m))) continue;
        clearMinute(h, i);
        for (const { idx, col } of cols) {
          const mean = col.mean[j]!;
          if (!Number.isFinite(mean)) continue;
          const c = columnsOf(h, idx);
          c.mean[i] = mean;
          c.min[i] = col.min ? col.min[j]! : NaN;
          c.max[i] = col.max ? col.max[j]! : NaN;
          c.coveredMs[i] = 60_000;
          c.count[i] = count;
          c.qmask[i] = 1 << BACKFILLED;
        }
        settleState(h, i, true);
        this.changedHours.add(h.hour);
        this.touchedMinutes.add(m);
      }
    }
  }

  /** Whether a minute holds a channel whose extremes are unknown (means-only back-fill). */
  extremesUnknown(m: number): boolean {
    const h = this.hour(Math.floor(m / 60));
    const i = m - h.hour * 60;
    for (const c of h.channels.values()) if (c.coveredMs[i]! > 0 && Number.isNaN(c.min[i]!)) return true;
    return false;
  }

  /**
   * Reads the stored hours of [fromHour, toHour) (a window's pages, before it reads them one by one):
   * one query for their generations, the bodies only of those the cache does not hold as they are now.
   */
  preloadHours(fromHour: number, toHour: number, cache?: HourCache): void {
    const id = this.meta.monitorId;
    const gens = this.st.hourGens.all(id, fromHour, toHour) as { hour: number; gen: number }[];
    const missing: number[] = [];
    for (const { hour, gen } of gens) {
      if (this.hourPages.get(hour)) continue;
      const kept = cache?.get(id, hour, gen);
      if (kept) this.hourPages.set(hour, viewHour(hour, kept.slice()));
      else missing.push(hour);
    }
    if (missing.length) {
      for (const r of this.st.hourRange.all(id, missing[0], missing[missing.length - 1]! + 1) as { hour: number; body: Buffer; gen: number }[]) {
        if (this.hourPages.get(r.hour)) continue;
        const bytes = inflateHour(r.body);
        cache?.put(id, r.hour, r.gen, bytes.slice());
        this.hourPages.set(r.hour, viewHour(r.hour, bytes));
      }
    }
    for (let hr = fromHour; hr < toHour; hr++) if (!this.hourPages.get(hr)) this.hourPages.set(hr, newHour(hr));
  }

  /** The minutes of [fromMin, toMin) that have a raw block stored (one query). */
  storedRawMinutes(fromMin: number, toMin: number): Set<number> {
    return new Set(this.qRawRange.all(this.meta.monitorId, fromMin, toMin) as number[]);
  }

  /** One query for which minutes of [fromMin, toMin) have raw blocks: the others need none of their own. */
  scanRaw(fromMin: number, toMin: number): void {
    const have = this.storedRawMinutes(fromMin, toMin);
    for (let m = fromMin; m < toMin; m++) if (!have.has(m) && !this.raw.has(m)) this.raw.set(m, null);
  }

  /** Marks minutes [fromMin, toMin) as asked of the source: whatever is not stored there is a gap for good. */
  markAsked(fromMin: number, toMin: number): void {
    for (let m = fromMin; m < toMin; m++) {
      const h = this.hour(Math.floor(m / 60));
      const i = m - h.hour * 60;
      if (h.state[i]! & MINUTE_ASKED) continue;
      h.state[i]! |= MINUTE_ASKED;
      this.changedHours.add(h.hour);
      this.touchedMinutes.add(m);
    }
  }

  /** Encoded pages that changed: raw blocks and hours. */
  changed(): { raw: { minute: number; body: Buffer }[]; hours: { hour: number; body: Buffer }[] } {
    return {
      raw: [...this.changedRaw].map((m) => ({ minute: m, body: encodeRaw(blockOf(this.meta, m, this.rows(m)), this.meta.scaleOf) })),
      hours: [...this.changedHours].map((hr) => ({ hour: hr, body: encodeHour(this.hour(hr)) })),
    };
  }

  /** Drops cached pages (after a persist, so the next read sees the database). */
  forget(): void {
    this.raw.clear();
    this.hourPages.clear();
    this.changedRaw.clear();
    this.changedHours.clear();
    this.touchedMinutes.clear();
    this.duplicates = 0;
  }
}

export { MINUTE_UNKNOWN };

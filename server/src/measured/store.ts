import type Database from 'better-sqlite3';
import { calendarFor } from '../time/calendar';
import type { Backfill, Sample } from '../sources/types';
import { decodeHour, decodeRaw, encodeDay, encodeRaw, MAX_ABS_VALUE, MINUTE_ASKED, MINUTE_UNKNOWN, type HourRollup } from './codec';
import { cachedMeta, declare, deviceToken, loadMeta, type Declaration, type MonitorMeta } from './meta';
import { blockOf, Pages, QUALITY_CODE, rowOf, rowsOfBlock, type Row } from './pages';
import { clearMinute, columnsOf, rollDay } from './rollup';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

export const DEFAULT_RETENTION_DAYS = 14;
/** An instant further ahead of the server clock than this is refused. */
export const FUTURE_SLACK_MS = 10 * 60_000;
/** Buffered minutes are packed this long (clock ms) after the last sample of their monitor even if no later sample comes. */
const IDLE_PACK_MS = 5_000;

/** Up to 15 s after the minute (and its two native intervals), by monitor. */
export const packDelayOf = (monitorId: number): number => (Math.imul(monitorId, 2654435761) >>> 0) % 15_000;

export interface IngestResult {
  accepted: number;
  duplicates: number;
  refused: number;
  /** The first refusal's reason, when any. */
  reason?: string;
}

export interface StoreStats {
  accepted: number;
  duplicates: number;
  refused: number;
  refusedByReason: Record<string, number>;
}

/** Pages a pool thread filled from a source, encoded, for the main thread to keep. */
export interface Prepared {
  monitorId: number;
  raw: { minute: number; body: Buffer }[];
  hours: { hour: number; body: Buffer }[];
}

export interface StoreOptions {
  now: () => number;
  retentionDays?: number;
  /** Where refusals are reported (never a value: a reason and a count). */
  log?: (message: string) => void;
}

interface Pending {
  meta: MonitorMeta;
  /** Journalled rows not yet packed, by minute. */
  minutes: Map<number, Row[]>;
  latestT: number;
  lastIngestAt: number;
}

/**
 * The measured store's writer (server/README.md "The measured store"). Ingest validates every sample,
 * then commits it to the journal in one transaction before it returns: what ingest acknowledged is on
 * disk. Closed minutes are packed (journal → raw block + minute rollups, one transaction), so a crash
 * leaves either the journal rows or their packed form, never half of both. Day rollups are marked
 * dirty in that transaction and rolled again later (or by a reader when asked before then).
 */
export class MeasuredStore {
  readonly stats: StoreStats = { accepted: 0, duplicates: 0, refused: 0, refusedByReason: {} };
  private readonly metas = new Map<number, MonitorMeta>();
  private readonly signatures = new Map<number, string>();
  private readonly pending = new Map<number, Pending>();
  private readonly retentionMs: number;
  private lastSweepMin = -Infinity;
  private readonly st: Record<string, Database.Statement>;
  private readonly loggedReasons = new Map<string, number>();

  constructor(
    readonly db: Database.Database,
    private readonly options: StoreOptions,
  ) {
    this.retentionMs = (options.retentionDays ?? DEFAULT_RETENTION_DAYS) * 86_400_000;
    this.st = {
      journal: db.prepare('INSERT OR IGNORE INTO measured_journal (monitor_id, t, body) VALUES (?, ?, ?)'),
      unjournal: db.prepare('DELETE FROM measured_journal WHERE monitor_id = ? AND t >= ? AND t < ?'),
      putRaw: db.prepare('INSERT OR REPLACE INTO measured_raw (monitor_id, minute, body) VALUES (?, ?, ?)'),
      putHour: db.prepare('INSERT INTO measured_minutes (monitor_id, hour, body) VALUES (?, ?, ?) ON CONFLICT (monitor_id, hour) DO UPDATE SET body = excluded.body, gen = gen + 1'),
      putDay: db.prepare('INSERT INTO measured_days (monitor_id, day_no, body) VALUES (?, ?, ?) ON CONFLICT (monitor_id, day_no) DO UPDATE SET body = excluded.body'),
      clean: db.prepare('DELETE FROM measured_dirty_days WHERE monitor_id = ? AND day_no = ?'),
      dirtyList: db.prepare('SELECT monitor_id, day_no FROM measured_dirty_days'),
      hourRange: db.prepare('SELECT hour, body FROM measured_minutes WHERE monitor_id = ? AND hour >= ? AND hour < ?'),
      sweep: db.prepare('DELETE FROM measured_raw WHERE monitor_id = ? AND minute < ?'),
      sweepMonitors: db.prepare('SELECT monitor_id FROM measured_monitors').pluck(),
      getRaw: db.prepare('SELECT body FROM measured_raw WHERE monitor_id = ? AND minute = ?').pluck(),
      getHour: db.prepare('SELECT body FROM measured_minutes WHERE monitor_id = ? AND hour = ?').pluck(),
      dirty: db.prepare('INSERT OR IGNORE INTO measured_dirty_days (monitor_id, day_no) VALUES (?, ?)'),
      bump: db.prepare('INSERT INTO measured_day_versions (monitor_id, day_no, version) VALUES (?, ?, 1) ON CONFLICT (monitor_id, day_no) DO UPDATE SET version = version + 1'),
      refusedCount: db.prepare('UPDATE measured_monitors SET refused = refused + ? WHERE monitor_id = ?'),
    };
    this.recover();
  }

  /** Records a monitor's source and channels (idempotent). */
  declare(monitorId: number, d: Declaration): MonitorMeta {
    // The same declaration as last time (every tick of the feed declares): nothing to ask the database.
    const sig = `${d.sourceKind}|${d.nativeIntervalMs}|${d.timeZone}|${d.channels.map((c) => `${c.key}:${c.kind}:${c.label ?? ''}:${deviceToken(c.device)}`).join(',')}`;
    const known = this.metas.get(monitorId);
    if (known && this.signatures.get(monitorId) === sig) return known;
    this.signatures.set(monitorId, sig);
    if (declare(this.db, monitorId, d) || !this.metas.has(monitorId)) {
      const meta = loadMeta(this.db, monitorId)!;
      this.metas.set(monitorId, meta);
      const p = this.pending.get(monitorId);
      if (p) p.meta = meta;
    }
    return this.metas.get(monitorId)!;
  }

  meta(monitorId: number): MonitorMeta | null {
    return cachedMeta(this.metas, this.db, monitorId);
  }

  /** Why a sample cannot be stored, or null. */
  private check(meta: MonitorMeta, s: Sample, now: number): string | null {
    if (typeof s !== 'object' || s === null || !Number.isInteger(s.t) || s.t < 0) return 'instant is not a whole number of milliseconds';
    if (s.t > now + FUTURE_SLACK_MS) return 'instant is in the future';
    if (s.t < now - this.retentionMs) return 'instant is older than the raw retention window';
    if (s.quality !== undefined && QUALITY_CODE[s.quality] === undefined) return `quality "${String(s.quality)}" is unknown`;
    if (typeof s.values !== 'object' || s.values === null) return 'sample has no values';
    let any = false;
    for (const key in s.values) {
      if (!meta.byKey.has(key)) return `channel "${key}" was never declared`;
      const v = s.values[key];
      if (typeof v !== 'number' || !Number.isFinite(v)) return `value of "${key}" is not a finite number`;
      if (Math.abs(v) > MAX_ABS_VALUE) return `value of "${key}" is out of range`;
      const q = s.qualities?.[key];
      if (q !== undefined && QUALITY_CODE[q] === undefined) return `quality "${String(q)}" is unknown`;
      any = true;
    }
    return any ? null : 'sample has no values';
  }

  private refuse(monitorId: number, reason: string, n = 1): void {
    this.stats.refused += n;
    this.stats.refusedByReason[reason] = (this.stats.refusedByReason[reason] ?? 0) + n;
    const key = `${monitorId}:${reason}`;
    const now = this.options.now();
    // One line a minute per monitor and reason: a misbehaving meter cannot flood the log.
    if ((this.loggedReasons.get(key) ?? -Infinity) <= now - 60_000) {
      this.loggedReasons.set(key, now);
      this.options.log?.(`measured: monitor ${monitorId}: sample refused: ${reason}`);
    }
  }

  /**
   * Validates and commits samples of one monitor. Returns once they are on disk; packs the minutes that
   * have closed. Refused samples are counted, logged (reason only) and never stored.
   */
  ingest(monitorId: number, samples: readonly Sample[]): IngestResult {
    const meta = this.meta(monitorId);
    if (!meta) {
      this.refuse(monitorId, 'monitor has no declared source', samples.length);
      return { accepted: 0, duplicates: 0, refused: samples.length, reason: 'monitor has no declared source' };
    }
    const now = this.options.now();
    const rows: Row[] = [];
    let refused = 0;
    let reason: string | undefined;
    for (const s of samples) {
      const why = this.check(meta, s, now);
      if (why) {
        refused++;
        reason ??= why;
        this.refuse(monitorId, why);
        continue;
      }
      rows.push(rowOf(meta, s));
    }
    let p = this.pending.get(monitorId);
    if (!p) this.pending.set(monitorId, (p = { meta, minutes: new Map(), latestT: -Infinity, lastIngestAt: now }));
    let accepted = 0;
    let duplicates = 0;
    if (rows.length) {
      const fresh: Row[] = [];
      // Instants already packed (a repeat of a closed minute): a duplicate, not journalled again.
      const packed = new Map<number, Set<number> | null>();
      const isPacked = (r: Row): boolean => {
        const m = Math.floor(r.t / 60_000);
        let have = packed.get(m);
        if (have === undefined) {
          const blob = this.st.getRaw!.get(monitorId, m) as Buffer | undefined;
          packed.set(m, (have = blob ? new Set(decodeRaw(m, blob, meta.scaleOf).t) : null));
        }
        return have !== null && have.has(r.t);
      };
      this.db.transaction(() => {
        for (const r of rows) {
          if (isPacked(r)) {
            duplicates++;
            continue;
          }
          const body = encodeRaw(blockOf(meta, Math.floor(r.t / 60_000), [r]), meta.scaleOf, false);
          if (this.st.journal!.run(monitorId, r.t, body).changes === 0) duplicates++;
          else fresh.push(r);
        }
        if (refused) this.st.refusedCount!.run(refused, monitorId);
      })();
      for (const r of fresh) {
        const m = Math.floor(r.t / 60_000);
        let list = p.minutes.get(m);
        if (!list) p.minutes.set(m, (list = []));
        list.push(r);
        if (r.t > p.latestT) p.latestT = r.t;
      }
      accepted = fresh.length;
      p.lastIngestAt = now;
    } else if (refused) this.st.refusedCount!.run(refused, monitorId);
    this.stats.accepted += accepted;
    this.stats.duplicates += duplicates;
    this.packDue(monitorId);
    return { accepted, duplicates, refused, ...(reason ? { reason } : {}) };
  }

  /** Packs the minutes of a monitor that have closed (every buffered one with `all`). */
  private packDue(monitorId: number, all = false): void {
    const p = this.pending.get(monitorId);
    if (!p || p.minutes.size === 0) return;
    const idle = this.options.now() - p.lastIngestAt >= IDLE_PACK_MS;
    // A minute packs once samples two native intervals past its end have come, plus a few seconds that
    // differ by monitor: thousands of monitors do not all pack at the same instant after each minute.
    const closedBefore = Math.floor((p.latestT - 2 * p.meta.nativeMs - packDelayOf(monitorId)) / 60_000);
    const due = [...p.minutes.keys()].filter((m) => all || idle || m < closedBefore);
    if (due.length === 0) return;
    this.pack(p, due);
  }

  private pack(p: Pending, minutes: number[]): void {
    const pages = new Pages(this.db, p.meta);
    const rows: Row[] = [];
    for (const m of minutes) rows.push(...p.minutes.get(m)!);
    this.db.transaction(() => {
      pages.applyRows(rows);
      this.persist(pages);
      for (const m of minutes) this.st.unjournal!.run(p.meta.monitorId, m * 60_000, (m + 1) * 60_000);
    })();
    for (const m of minutes) p.minutes.delete(m);
    // Instants already stored here were acknowledged as accepted (ingest counts repeats): not duplicates.
    this.sweepRetention();
  }

  /** Writes a page set's changes and marks the days they touch dirty (inside the caller's transaction). */
  private persist(pages: Pages, bump = true): void {
    const id = pages.meta.monitorId;
    const { raw, hours } = pages.changed();
    for (const r of raw) this.st.putRaw!.run(id, r.minute, r.body);
    for (const h of hours) this.st.putHour!.run(id, h.hour, h.body);
    this.markDirty(pages.meta, pages.touchedMinutes, bump);
  }

  /**
   * Marks the local days of these minutes dirty (their day rollups are rolled again) and, unless the
   * change is a reader's own back-fill (which that reader's figures already counted), moves their
   * version on: figures cached per day (trends) are keyed by it, so data that arrives late for a day
   * already summed is summed again.
   */
  private markDirty(meta: MonitorMeta, minutes: Iterable<number>, bump = true): void {
    const cal = calendarFor(meta.timeZone);
    const days = new Set<number>();
    for (const m of minutes) days.add(cal.dayOf(m * 60_000).dayNo);
    for (const d of days) {
      this.st.dirty!.run(meta.monitorId, d);
      if (bump) this.st.bump!.run(meta.monitorId, d);
    }
  }

  /** A source's back-fill of [fromMs, toMs), applied here in the main thread (tests, small fills). */
  applyBackfill(monitorId: number, fromMs: number, toMs: number, fill: Backfill): void {
    const meta = this.meta(monitorId);
    if (!meta) return;
    const pages = new Pages(this.db, meta);
    const now = this.options.now();
    const samples = (fill.samples ?? []).filter((s) => this.check(meta, s, now) === null);
    this.db.transaction(() => {
      pages.applyRows(samples.map((s) => rowOf(meta, s)));
      pages.applyAggregates(fill.minutes ?? []);
      // The interval's whole minutes were asked: what the source did not have is a gap for good.
      pages.markAsked(Math.ceil(fromMs / 60_000), Math.floor(toMs / 60_000));
      this.persist(pages);
    })();
  }

  /**
   * Keeps what a pool thread filled. Pages that arrived meanwhile win: a raw block merges by instant
   * (what is stored stays), an hour takes the thread's minutes only where the stored minute is still
   * unknown or was not yet asked of the source.
   */
  applyPrepared(prepared: readonly Prepared[]): void {
    for (const p of prepared) {
      const meta = this.meta(p.monitorId);
      if (!meta) continue;
      this.db.transaction(() => {
        const pages = new Pages(this.db, meta);
        // Raw blocks: a minute the store holds no block of (the usual case, a back-fill) takes the thread's
        // block as it is, with no decoding here (a 4-hour back-fill is 240 blocks of 31 channels: decoding
        // and rolling them again held the event loop for a third of a second). A minute stored meanwhile
        // merges by instant (what is stored stays) and rolls again from all of its samples, so a minute's
        // rollup always agrees with its raw block.
        const direct = new Set<number>();
        const merged = new Set<number>();
        if (p.raw.length) {
          let lo = Infinity;
          let hi = -Infinity;
          for (const r of p.raw) {
            lo = Math.min(lo, r.minute);
            hi = Math.max(hi, r.minute);
          }
          const stored = pages.storedRawMinutes(lo, hi + 1);
          const rows: Row[] = [];
          for (const r of p.raw) {
            if (stored.has(r.minute)) {
              merged.add(Math.floor(r.minute / 60));
              rows.push(...rowsOfBlock(meta, decodeRaw(r.minute, r.body, meta.scaleOf)));
            } else {
              this.st.putRaw!.run(p.monitorId, r.minute, r.body);
              direct.add(r.minute);
            }
          }
          if (rows.length) pages.applyRows(rows);
        }
        const cal = calendarFor(meta.timeZone);
        for (const h of p.hours) {
          // Hours never stored: the thread's page as it is, no decoding here either.
          if (!merged.has(h.hour) && !pages.hasHour(h.hour) && this.st.getHour!.get(p.monitorId, h.hour) === undefined) {
            this.st.putHour!.run(p.monitorId, h.hour, h.body);
            for (const t of [h.hour * 3_600_000, h.hour * 3_600_000 + 3_599_999]) this.st.dirty!.run(p.monitorId, cal.dayOf(t).dayNo);
            continue;
          }
          const theirs = decodeHour(h.hour, h.body);
          const ours = pages.hour(h.hour);
          for (let i = 0; i < 60; i++) {
            const m = h.hour * 60 + i;
            if (theirs.state[i] === MINUTE_UNKNOWN) continue;
            if (direct.has(m)) {
              // Its block was stored as the thread sent it: so is the minute the thread rolled from it.
              const asked = ours.state[i]! & MINUTE_ASKED;
              copyMinute(theirs, ours, i);
              ours.state[i]! |= asked;
            } else {
              if (ours.state[i]! & MINUTE_ASKED) continue;
              if (ours.state[i] !== MINUTE_UNKNOWN && !(theirs.state[i]! & MINUTE_ASKED)) continue;
              if (pages.hasRaw(m)) {
                // Rolled from its samples above: only the mark that the source was asked comes along.
                ours.state[i]! |= theirs.state[i]! & MINUTE_ASKED;
              } else copyMinute(theirs, ours, i);
            }
            pages.changedHours.add(h.hour);
            pages.touchedMinutes.add(m);
          }
        }
        // A reader's own back-fill: the figures it computed already counted it (no new day version).
        this.persist(pages, false);
      })();
    }
  }

  /** Packs every buffered minute and rolls every dirty day (tests; benchmarks' end). */
  flush(): void {
    this.packAll();
    this.rollDirtyDays();
  }

  /** Packs every buffered minute (shutdown: dirty days wait for the next start's upkeep, so closing stays quick). */
  packAll(): void {
    for (const id of this.pending.keys()) this.packDue(id, true);
  }

  /** Runs fn in one transaction: every ingest inside it commits together (the feed stores a tick's samples of every monitor at once). */
  batch<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /**
   * Packs minutes whose monitor went quiet; rolls dirty days of the past for at most `budgetMs`. True
   * when days are left to roll (the caller comes back after a turn of the event loop).
   */
  maintain(budgetMs = 25): boolean {
    for (const id of this.pending.keys()) this.packDue(id);
    const left = this.st.dirtyList!.all().length;
    return this.rollDirtyDays(this.options.now(), budgetMs) < left && left > 0 && this.hasPastDirty();
  }

  private hasPastDirty(): boolean {
    const now = this.options.now();
    for (const d of this.st.dirtyList!.all() as { monitor_id: number; day_no: number }[]) {
      const meta = this.meta(d.monitor_id);
      if (meta && calendarFor(meta.timeZone).day(d.day_no).endMs <= now) return true;
    }
    return false;
  }

  /** Rolls dirty days again from their minutes (those ended before `beforeMs`, or all). */
  rollDirtyDays(beforeMs = Infinity, budgetMs = Infinity): number {
    const dirty = this.st.dirtyList!.all() as { monitor_id: number; day_no: number }[];
    const until = performance.now() + budgetMs;
    let n = 0;
    for (const d of dirty) {
      if (performance.now() > until) break;
      const meta = this.meta(d.monitor_id);
      if (!meta) continue;
      const day = calendarFor(meta.timeZone).day(d.day_no);
      if (day.endMs > beforeMs) continue;
      const hours = new Map<number, HourRollup>();
      const rows = this.st.hourRange!.all(
        d.monitor_id,
        Math.floor(day.startMin / 60),
        Math.ceil((day.startMin + day.lengthMin) / 60),
      ) as { hour: number; body: Buffer }[];
      for (const r of rows) hours.set(r.hour, decodeHour(r.hour, r.body));
      const rolled = rollDay(day, hours);
      this.db.transaction(() => {
        this.st.putDay!.run(d.monitor_id, d.day_no, encodeDay(rolled));
        this.st.clean!.run(d.monitor_id, d.day_no);
      })();
      n++;
    }
    return n;
  }

  /** Raw blocks older than the retention window go (minute rollups stay for ever). At most once a clock minute. */
  private sweepRetention(): void {
    const nowMin = Math.floor(this.options.now() / 60_000);
    if (nowMin === this.lastSweepMin) return;
    this.lastSweepMin = nowMin;
    // Per monitor, so each delete is a seek on the primary key (monitor_id, minute), not a scan.
    const cutoff = nowMin - this.retentionMs / 60_000;
    for (const id of this.st.sweepMonitors!.all() as number[]) this.st.sweep!.run(id, cutoff);
  }

  /**
   * After a crash: journal rows that were committed but not packed are packed now, so the rollups agree
   * with every sample that survived; dirty days are rolled again later (maintain).
   */
  private recover(): void {
    const ids = this.db.prepare('SELECT DISTINCT monitor_id FROM measured_journal').pluck().all() as number[];
    for (const id of ids) {
      const meta = this.meta(id);
      if (!meta) continue;
      const rows = (this.db.prepare('SELECT t, body FROM measured_journal WHERE monitor_id = ? ORDER BY t').all(id) as { t: number; body: Buffer }[]).flatMap((r) =>
        rowsOfBlock(meta, decodeRaw(Math.floor(r.t / 60_000), r.body, meta.scaleOf)),
      );
      const p: Pending = { meta, minutes: new Map(), latestT: -Infinity, lastIngestAt: this.options.now() };
      for (const r of rows) {
        const m = Math.floor(r.t / 60_000);
        let list = p.minutes.get(m);
        if (!list) p.minutes.set(m, (list = []));
        list.push(r);
      }
      this.pack(p, [...p.minutes.keys()]);
    }
    // Dirty days are rolled later by maintain(), in slices (a reader rolls a dirty day it reads itself):
    // after a warm-up there can be thousands, and the server must not wait for them to listen.
  }

  /** Journal rows waiting to be packed (tests, README's crash figure). */
  journalRows(): number {
    return this.db.prepare('SELECT COUNT(*) FROM measured_journal').pluck().get() as number;
  }
}

function copyMinute(from: HourRollup, to: HourRollup, i: number): void {
  clearMinute(to, i);
  for (const [idx, c] of from.channels) {
    const d = columnsOf(to, idx);
    d.mean[i] = c.mean[i]!;
    d.min[i] = c.min[i]!;
    d.max[i] = c.max[i]!;
    d.coveredMs[i] = c.coveredMs[i]!;
    d.count[i] = c.count[i]!;
    d.qmask[i] = c.qmask[i]!;
  }
  to.state[i] = from.state[i]!;
}

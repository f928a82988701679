import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase } from '../../../../server/src/db/database';
import { decodeHour, decodeRaw, type HourRollup, type RawBlock } from '../../../../server/src/measured/codec';
import type { Declaration, MonitorMeta } from '../../../../server/src/measured/meta';
import { MeasuredReader } from '../../../../server/src/measured/reader';
import { MeasuredStore } from '../../../../server/src/measured/store';
import type { ChannelDecl, Sample } from '../../../../server/src/sources/types';

export const MONITOR = 1;
export const NATIVE_MS = 1000;
export const ZONE = 'America/New_York';

export const CHANNELS: ChannelDecl[] = [
  { key: 'mains', kind: 'mains' },
  { key: 'solar', kind: 'solar' },
  ...Array.from({ length: 16 }, (_, i): ChannelDecl => ({ key: `device:d${i + 1}`, kind: 'detected' })),
];

export const DECLARATION: Declaration = { sourceKind: 'test', nativeIntervalMs: NATIVE_MS, timeZone: ZONE, channels: CHANNELS };

export const tmpDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-measured-'));

export interface Fixture {
  dir: string;
  db: Database.Database;
  store: MeasuredStore;
  reader: MeasuredReader;
  meta: MonitorMeta;
  clock: { now: number };
  logs: string[];
  /** A new store (and reader) on the same database: what a restart does. */
  reopen(): void;
  /** Closes the database and removes the data folder. */
  close(): void;
}

/** A data folder with the store on it, monitor 1 declared, and a clock the test moves. */
export function openFixture(nowMs: number, opts: { retentionDays?: number; dir?: string } = {}): Fixture {
  const dir = opts.dir ?? tmpDir();
  const db = openDatabase(dir);
  const clock = { now: nowMs };
  const logs: string[] = [];
  const make = () => new MeasuredStore(db, { now: () => clock.now, retentionDays: opts.retentionDays, log: (m) => logs.push(m) });
  const store = make();
  const meta = store.declare(MONITOR, DECLARATION);
  const fx: Fixture = {
    dir,
    db,
    store,
    reader: new MeasuredReader(db),
    meta,
    clock,
    logs,
    reopen() {
      fx.store = make();
      fx.reader = new MeasuredReader(db);
    },
    close() {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return fx;
}

/** Every stored raw block of the monitor, decoded, by minute. */
export function rawBlocks(db: Database.Database, meta: MonitorMeta): Map<number, RawBlock> {
  const rows = db.prepare('SELECT minute, body FROM measured_raw WHERE monitor_id = ? ORDER BY minute').all(meta.monitorId) as { minute: number; body: Buffer }[];
  return new Map(rows.map((r) => [r.minute, decodeRaw(r.minute, r.body, meta.scaleOf)]));
}

/** Every stored hour of minute rollups of the monitor, decoded, by hour. */
export function hourPages(db: Database.Database, monitorId = MONITOR): Map<number, HourRollup> {
  const rows = db.prepare('SELECT hour, body FROM measured_minutes WHERE monitor_id = ? ORDER BY hour').all(monitorId) as { hour: number; body: Buffer }[];
  return new Map(rows.map((r) => [r.hour, decodeHour(r.hour, r.body)]));
}

/** One channel's stored samples (from the raw blocks), in time order: instant, value, quality code. */
export function storedSeries(db: Database.Database, meta: MonitorMeta, key: string): { t: number; v: number; q: number }[] {
  const idx = meta.byKey.get(key)!.idx;
  const out: { t: number; v: number; q: number }[] = [];
  for (const b of rawBlocks(db, meta).values()) {
    const c = b.channels.get(idx);
    if (!c) continue;
    b.t.forEach((t, i) => {
      if (!Number.isNaN(c.v[i]!)) out.push({ t, v: c.v[i]!, q: c.q[i]! });
    });
  }
  return out;
}

export const count = (db: Database.Database, table: string): number => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** Rounds to the store's quantum for watts (0.1 W), as the store keeps values. */
export const q10 = (x: number): number => Math.round(x * 10) / 10;

// ---------- the reference arithmetic, written apart from server/src/measured/rollup.ts ----------

export interface RefMinute {
  wh: number;
  coveredMs: number;
  count: number;
  min: number;
  max: number;
  qmask: number;
  /** Time-weighted mean over what is covered (NaN when nothing is). */
  mean: number;
}

/**
 * Sample-and-hold of one channel's samples, by minute: sample i holds until sample i+1 when that comes
 * within two native intervals, else for one native interval. Min, max and qmask include a value held
 * into the minute from before it; count is of the samples taken in the minute.
 */
export function refMinutes(points: readonly { t: number; v: number; q?: number }[], nativeMs = NATIVE_MS): Map<number, RefMinute> {
  const pts = [...points].sort((a, b) => a.t - b.t);
  const out = new Map<number, RefMinute>();
  const get = (m: number) => {
    let r = out.get(m);
    if (!r) out.set(m, (r = { wh: 0, coveredMs: 0, count: 0, min: Infinity, max: -Infinity, qmask: 0, mean: NaN }));
    return r;
  };
  pts.forEach((p, i) => {
    const next = pts[i + 1];
    const hold = next && next.t - p.t <= 2 * nativeMs ? next.t - p.t : nativeMs;
    get(Math.floor(p.t / 60_000)).count++;
    let t = p.t;
    const end = p.t + hold;
    while (t < end) {
      const m = Math.floor(t / 60_000);
      const stop = Math.min(end, (m + 1) * 60_000);
      const r = get(m);
      r.wh += (p.v * (stop - t)) / 3_600_000;
      r.coveredMs += stop - t;
      r.min = Math.min(r.min, p.v);
      r.max = Math.max(r.max, p.v);
      r.qmask |= 1 << (p.q ?? 0);
      t = stop;
    }
  });
  for (const r of out.values()) r.mean = r.coveredMs > 0 ? (r.wh * 3_600_000) / r.coveredMs : NaN;
  return out;
}

/** Total sample-and-hold energy (Wh) of one channel's samples. */
export const refEnergyWh = (points: readonly { t: number; v: number }[], nativeMs = NATIVE_MS): number => {
  let wh = 0;
  for (const r of refMinutes(points, nativeMs).values()) wh += r.wh;
  return wh;
};

/** Points of one channel from samples (those that carry it). */
export const pointsOf = (samples: readonly Sample[], key: string): { t: number; v: number }[] =>
  samples.filter((s) => s.values[key] !== undefined).map((s) => ({ t: s.t, v: s.values[key]! }));

import type Database from 'better-sqlite3';
import type { DeviceInfo } from '../contracts';
import { UNIT_OF, type ChannelDecl, type ChannelKind } from '../sources/types';
import { SCALE_OF_UNIT } from './codec';

/** A declared channel of a monitor: its index in blocks and rollups (stable for ever), key, kind and quantum. */
export interface ChannelInfo {
  idx: number;
  key: string;
  kind: ChannelKind;
  label: string | null;
  /** The device the channel is (ChannelDecl.device), or null. */
  device: DeviceInfo | null;
  /** Integer steps per unit the store keeps (10 for watts: 0.1 W). */
  scale: number;
}

/** What the store knows of a monitor's source: its native interval, its zone (local days), its channels. */
export interface MonitorMeta {
  monitorId: number;
  sourceKind: string;
  nativeMs: number;
  timeZone: string;
  byKey: Map<string, ChannelInfo>;
  byIdx: ChannelInfo[];
  scaleOf: (idx: number) => number;
}

export interface Declaration {
  sourceKind: string;
  nativeIntervalMs: number;
  timeZone: string;
  channels: readonly ChannelDecl[];
}

interface ChannelRow {
  idx: number;
  key: string;
  kind: ChannelKind;
  label: string | null;
  device: string | null;
}

const texts = new WeakMap<DeviceInfo, string>();
const tokens = new WeakMap<DeviceInfo, number>();
let nextToken = 1;

/** A short token per device object, for a cheap "same declaration as last time" check. */
export function deviceToken(d: DeviceInfo | undefined): number {
  if (!d) return 0;
  let t = tokens.get(d);
  if (t === undefined) tokens.set(d, (t = nextToken++));
  return t;
}

/** How the store keeps a declared device: JSON (kept per object: every tick of the feed declares), or null. */
export function deviceText(d: DeviceInfo | undefined): string | null {
  if (!d) return null;
  let t = texts.get(d);
  if (t === undefined) texts.set(d, (t = JSON.stringify(d)));
  return t;
}

export function loadMeta(db: Database.Database, monitorId: number): MonitorMeta | null {
  const m = db.prepare('SELECT source_kind, native_ms, time_zone FROM measured_monitors WHERE monitor_id = ?').get(monitorId) as
    | { source_kind: string; native_ms: number; time_zone: string }
    | undefined;
  if (!m) return null;
  const rows = db.prepare('SELECT idx, key, kind, label, device FROM measured_channels WHERE monitor_id = ? ORDER BY idx').all(monitorId) as ChannelRow[];
  const byIdx: ChannelInfo[] = [];
  const byKey = new Map<string, ChannelInfo>();
  for (const r of rows) {
    const info: ChannelInfo = { ...r, device: r.device ? (JSON.parse(r.device) as DeviceInfo) : null, scale: SCALE_OF_UNIT[UNIT_OF[r.kind]] };
    byIdx[r.idx] = info;
    byKey.set(r.key, info);
  }
  return { monitorId, sourceKind: m.source_kind, nativeMs: m.native_ms, timeZone: m.time_zone, byKey, byIdx, scaleOf: (idx) => byIdx[idx]?.scale ?? 10 };
}

/**
 * Records a monitor's source and channels. Idempotent: a channel already declared keeps its index;
 * a new one is appended (a device found later). Returns true when anything changed.
 */
export function declare(db: Database.Database, monitorId: number, d: Declaration): boolean {
  const have = loadMeta(db, monitorId);
  const same =
    have &&
    have.sourceKind === d.sourceKind &&
    have.nativeMs === d.nativeIntervalMs &&
    have.timeZone === d.timeZone &&
    d.channels.every((c) => {
      const h = have.byKey.get(c.key);
      return h && h.kind === c.kind && h.label === (c.label ?? null) && deviceText(h.device ?? undefined) === deviceText(c.device);
    });
  if (same) return false;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO measured_monitors (monitor_id, source_kind, native_ms, time_zone) VALUES (?, ?, ?, ?)
       ON CONFLICT (monitor_id) DO UPDATE SET source_kind = excluded.source_kind, native_ms = excluded.native_ms, time_zone = excluded.time_zone`,
    ).run(monitorId, d.sourceKind, d.nativeIntervalMs, d.timeZone);
    let next = have ? have.byIdx.length : 0;
    const insert = db.prepare('INSERT INTO measured_channels (monitor_id, idx, key, kind, label, device) VALUES (?, ?, ?, ?, ?, ?)');
    const update = db.prepare('UPDATE measured_channels SET kind = ?, label = ?, device = ? WHERE monitor_id = ? AND key = ?');
    for (const c of d.channels) {
      const h = have?.byKey.get(c.key);
      const device = deviceText(c.device);
      if (h) {
        if (h.kind !== c.kind || h.label !== (c.label ?? null) || deviceText(h.device ?? undefined) !== device) update.run(c.kind, c.label ?? null, device, monitorId, c.key);
      } else insert.run(monitorId, next++, c.key, c.kind, c.label ?? null, device);
    }
  })();
  return true;
}

/** A monitor's meta from `cache`, read (and kept) on first use; null when it has no declared source. */
export function cachedMeta(cache: Map<number, MonitorMeta>, db: Database.Database, monitorId: number): MonitorMeta | null {
  let m = cache.get(monitorId);
  if (!m) {
    const loaded = loadMeta(db, monitorId);
    if (!loaded) return null;
    cache.set(monitorId, (m = loaded));
  }
  return m;
}

import type Database from 'better-sqlite3';
import type { MonitorProfile } from '../contracts';
import type { Declaration, Filler } from '../measured';
import { simulatorSource, type SimulatorSource } from './simulator';

/**
 * Which source serves a monitor, and what the store needs to know of it. Today every monitor is the
 * simulator's demo home; a monitor set up with a real meter (the "Real meters in" issue) gets its own
 * kind here, and nothing else changes: figures read the store whatever filled it.
 */

export type Outage = readonly [number, number];

/** The intervals the monitor's source was stopped ([from, to), to = Infinity while it still is). */
export function outagesOf(db: Database.Database, monitorId: number): Outage[] {
  const rows = db.prepare('SELECT from_ms, to_ms FROM source_outages WHERE monitor_id = ? ORDER BY from_ms').all(monitorId) as { from_ms: number; to_ms: number | null }[];
  return rows.map((r) => [r.from_ms, r.to_ms ?? Infinity] as const);
}

/** The monitor's source, with its outages (a stopped source delivers nothing, live or back-filled). */
export function sourceFor(profile: MonitorProfile, outages: readonly Outage[]): SimulatorSource {
  return simulatorSource(profile, { outages });
}

export function declarationOf(profile: MonitorProfile, source: SimulatorSource): Declaration {
  const caps = source.capabilities();
  return { sourceKind: source.kind, nativeIntervalMs: caps.nativeIntervalMs, timeZone: profile.timeZone, channels: caps.channels };
}

/** The declaration of a monitor's source as it stands without outages (the store not needed): what a thread with no store, or a test, answers. */
export function declarationFor(profile: MonitorProfile): Declaration {
  return declarationOf(profile, sourceFor(profile, []));
}

/** How a store reader may back-fill from the source, or null when it cannot. */
export function fillerOf(source: SimulatorSource): Filler | null {
  const res = source.capabilities().backfill;
  if (!res) return null;
  return { resolution: res, read: (from, to, r, options) => source.backfill(from, to, r, options) };
}

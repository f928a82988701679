import type Database from 'better-sqlite3';
import type { MonitorProfile } from '../contracts';
import type { MeasuredStore, MonitorMeta } from '../measured';
import { declarationOf, outagesOf, sourceFor, type Outage } from './registry';

/**
 * The main thread's side of the sources: declares each monitor's channels to the store, stores a live
 * sample before the feed publishes it (record), and stops and resumes a monitor's source (an outage:
 * nothing is delivered, live or back-filled, so the store keeps a gap there).
 */
export class LiveSources {
  private readonly outages = new Map<number, Outage[]>();

  constructor(
    private readonly db: Database.Database,
    private readonly store: MeasuredStore,
    private readonly now: () => number,
  ) {}

  private outagesFor(monitorId: number): Outage[] {
    let o = this.outages.get(monitorId);
    if (!o) this.outages.set(monitorId, (o = outagesOf(this.db, monitorId)));
    return o;
  }

  /** The monitor's source, its channels declared to the store. */
  ensure(profile: MonitorProfile): { meta: MonitorMeta; source: ReturnType<typeof sourceFor> } {
    const source = sourceFor(profile, this.outagesFor(profile.id));
    const meta = this.store.declare(profile.id, declarationOf(profile, source));
    return { meta, source };
  }

  /**
   * Stores the source's live sample at tMs. True when a sample was stored (or was there already): the
   * feed publishes only then, so the feed shows what was stored.
   */
  record(profile: MonitorProfile, tMs: number): boolean {
    const { source } = this.ensure(profile);
    const sample = source.liveSample(tMs);
    if (!sample) return false;
    const r = this.store.ingest(profile.id, [sample]);
    return r.accepted + r.duplicates > 0;
  }

  /** Stores a tick's live samples of several monitors in one transaction; the ids of those stored. */
  recordTick(profiles: readonly MonitorProfile[], tMs: number): Set<number> {
    const stored = new Set<number>();
    this.store.batch(() => {
      for (const p of profiles) {
        try {
          if (this.record(p, tMs)) stored.add(p.id);
        } catch (err) {
          console.error('measured: storing a live sample failed', err);
        }
      }
    });
    return stored;
  }

  running(monitorId: number): boolean {
    const o = this.outagesFor(monitorId);
    return !(o.length && o[o.length - 1]![1] === Infinity);
  }

  /** Stops the monitor's source from now on (idempotent). */
  stop(monitorId: number): void {
    if (!this.running(monitorId)) return;
    this.db.prepare('INSERT OR IGNORE INTO source_outages (monitor_id, from_ms, to_ms) VALUES (?, ?, NULL)').run(monitorId, this.now());
    this.outages.delete(monitorId);
  }

  /** Starts it again (idempotent). */
  resume(monitorId: number): void {
    this.db.prepare('UPDATE source_outages SET to_ms = ? WHERE monitor_id = ? AND to_ms IS NULL').run(this.now(), monitorId);
    this.outages.delete(monitorId);
  }
}

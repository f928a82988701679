import type { MonitorProfile } from '../contracts';
import { profileKey } from '../devices/figures';
import type { WorkerPool } from './pool';

/**
 * Device statistics off the event loop. A cold year of whole-day figures is ~2.5 s of simulation;
 * the pool computes it a month per job (~200 ms), on the monitor's own thread (affinity = monitor
 * id), so other users' jobs take turns in between and the detail job that follows finds the days in
 * that thread's cache. The main thread never walks the calendar for it.
 */
const CHUNK_DAYS = 31;
export const WARM_UP_OWNER = 'warm-up';

/**
 * Background work (owner WARM_UP_OWNER) gives way: before each of its jobs it waits until no other
 * job waits for the pool, so a user's request waits at most for the one warm-up job running.
 */
export async function giveWay(pool: WorkerPool, owner: string): Promise<void> {
  if (owner !== WARM_UP_OWNER) return;
  while (pool.queueLength > 0) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Makes sure the whole past days of [fromMs, min(toMs, nowMs)) are cached in the monitor's pool thread. */
export async function ensureFigures(pool: WorkerPool, profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, owner: string): Promise<void> {
  let from: number | null = fromMs;
  while (from !== null) {
    await giveWay(pool, owner);
    from = (await pool.run('figureDays', { profile, fromMs: from, toMs, nowMs, maxDays: CHUNK_DAYS }, owner, profile.id)).result;
  }
}

const warming = new WeakMap<WorkerPool, Set<string>>();

/**
 * Background warm-up after the device list: the year a detail will ask for, a month at a time,
 * and only while nothing else waits for the pool (it stops at the first sign of other work).
 */
export function warmFigures(pool: WorkerPool, profile: MonitorProfile, fromMs: number, nowMs: number): void {
  const key = profileKey(profile);
  let active = warming.get(pool);
  if (!active) warming.set(pool, (active = new Set()));
  if (active.has(key) || pool.queueLength > 0) return;
  active.add(key);
  const step = async (from: number | null): Promise<void> => {
    while (from !== null && pool.queueLength === 0) {
      from = (await pool.run('figureDays', { profile, fromMs: from, toMs: nowMs, nowMs, maxDays: CHUNK_DAYS }, WARM_UP_OWNER, profile.id)).result;
    }
  };
  step(fromMs)
    .catch(() => undefined) // refused or closed: a detail computes what it needs itself
    .finally(() => active.delete(key));
}

import type { MonitorProfile } from '../contracts';
import { profileKey, wholeDaysCached } from '../devices/figures';
import { BACKGROUND_OWNER, type WorkerPool } from './pool';

/**
 * Device statistics off the event loop. A cold year of whole-day figures is ~2.5 s of simulation;
 * the pool computes it up to a month per job, in time slices (sliceFor), on the monitor's own thread
 * (affinity = monitor id), so other jobs take turns in between and the detail job that follows finds the days in
 * that thread's cache. The main thread never walks the calendar for it.
 */
const CHUNK_DAYS = 31;
/** Background jobs stop after this long, once they have done at least one day (a request waits for at most one). */
const BACKGROUND_SLICE_MS = 15;
/**
 * A request's jobs stop after this long too (after a day at least): its next piece queues behind the
 * user's other jobs, so a page's device list does not wait seconds behind the same user's year of
 * trends being computed a month per job.
 */
const REQUEST_SLICE_MS = 250;
/** The slice of a job for this owner. */
export const sliceFor = (owner: string): number => (owner === WARM_UP_OWNER ? BACKGROUND_SLICE_MS : REQUEST_SLICE_MS);
/** The pool owner of background work: it gives way to every request (workers/pool.ts). */
export const WARM_UP_OWNER = BACKGROUND_OWNER;

/**
 * Background work (owner WARM_UP_OWNER) gives way: before each of its jobs it waits until no
 * request's job waits for the pool and no request holds it, so it does not even queue meanwhile.
 */
export async function giveWay(pool: WorkerPool, owner: string): Promise<void> {
  if (owner !== WARM_UP_OWNER) return;
  while (pool.busyForBackground) await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * Makes sure the whole past days of [fromMs, min(toMs, nowMs)) are cached in the monitor's pool
 * thread, in slices (sliceFor: a job stops after a day once 15 ms have passed in the background, 250 ms
 * for a request), so other jobs on that thread wait for one slice, not a month.
 */
export async function ensureFigures(pool: WorkerPool, profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, owner: string, signal?: AbortSignal): Promise<void> {
  const sliceMs = sliceFor(owner);
  let from: number | null = fromMs;
  while (from !== null) {
    await giveWay(pool, owner);
    from = (await pool.run('figureDays', { profile, fromMs: from, toMs, nowMs, maxDays: CHUNK_DAYS, sliceMs }, owner, profile.id, signal)).result;
  }
}

/**
 * ensureFigures for [fromMs, nowMs), newest day first (a job walks days already held in one go,
 * and computes up to a month), until `deadline` (performance.now() ms): returns where the days ready
 * now begin (a local midnight), fromMs when all of them are. A
 * device detail on a brand-new data folder answers by its deadline from the months ready (its yearly
 * figures extrapolated from them, as after a data reset) and says how many days are still loading.
 */
export async function ensureRecentFigures(pool: WorkerPool, profile: MonitorProfile, fromMs: number, nowMs: number, owner: string, deadline: number, signal?: AbortSignal): Promise<number> {
  const sliceMs = sliceFor(owner);
  let to: number | null = nowMs;
  while (to !== null) {
    // Past the deadline, only days already at hand (this thread's cache) still count as ready.
    if (to < nowMs && performance.now() > deadline && !wholeDaysCached(profile, fromMs, to, nowMs)) return to;
    await giveWay(pool, owner);
    to = (await pool.run('figureDaysBack', { profile, fromMs, toMs: to, nowMs, maxDays: CHUNK_DAYS, sliceMs }, owner, profile.id, signal)).result;
  }
  return fromMs;
}

const warming = new WeakMap<WorkerPool, Set<string>>();

/**
 * Background warm-up after the device list: the year a detail will ask for, a month (or ~15 ms of
 * days read back) at a time, and only while no request needs the pool (it stops at the first sign
 * of other work).
 */
export function warmFigures(pool: WorkerPool, profile: MonitorProfile, fromMs: number, nowMs: number): void {
  const key = profileKey(profile);
  let active = warming.get(pool);
  if (!active) warming.set(pool, (active = new Set()));
  if (active.has(key) || pool.busyForBackground) return;
  active.add(key);
  const step = async (from: number | null): Promise<void> => {
    while (from !== null && !pool.busyForBackground) {
      from = (await pool.run('figureDays', { profile, fromMs: from, toMs: nowMs, nowMs, maxDays: CHUNK_DAYS, sliceMs: BACKGROUND_SLICE_MS }, WARM_UP_OWNER, profile.id)).result;
    }
  };
  step(fromMs)
    .catch(() => undefined) // refused or closed: a detail computes what it needs itself
    .finally(() => active.delete(key));
}

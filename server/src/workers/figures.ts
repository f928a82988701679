import type { MonitorProfile } from '../contracts';
import { adoptDayFigures, missingDays, profileKey, type WholeDay } from '../devices/figures';
import type { WorkerPool } from './pool';

/**
 * Device statistics off the event loop: the whole past days a detail or chart needs and the day
 * cache lacks are computed by the worker pool (a month per job, ~200 ms) and stored in the main
 * thread's day cache, so the route then sums cached days in a few milliseconds. A cold year costs
 * ~2.5 s of simulation; the feed and other requests no longer wait for it.
 */
const CHUNK_DAYS = 31;
export const WARM_UP_OWNER = 'warm-up';

/** Days being computed, by `${profileKey}#${dayNo}`: a detail waits for a warm-up's job instead of repeating it. */
const inFlight = new Map<string, Promise<void>>();

function chunks(days: WholeDay[]): WholeDay[][] {
  const out: WholeDay[][] = [];
  for (let i = 0; i < days.length; i += CHUNK_DAYS) out.push(days.slice(i, i + CHUNK_DAYS));
  return out;
}

/** Submits the missing days (those not already in flight) and returns what to wait for. */
function submit(pool: WorkerPool, profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, owner: string): Promise<unknown>[] {
  const key = profileKey(profile);
  const waits: Promise<unknown>[] = [];
  const todo: WholeDay[] = [];
  for (const day of missingDays(profile, fromMs, toMs, nowMs)) {
    const pending = inFlight.get(`${key}#${day.dayNo}`);
    if (pending) waits.push(pending);
    else todo.push(day);
  }
  if (todo.length === 0) return waits;
  const groups = chunks(todo);
  const jobs = pool.runMany('dayFigures', groups.map((days) => ({ profile, days })), owner).then((done) => {
    for (const { result } of done) for (const f of result) adoptDayFigures(profile, f.dayNo, f);
  });
  // Waiters of other requests only need the days to be there; a failure shows as days still missing.
  const tracked = jobs.then(
    () => undefined,
    () => undefined,
  );
  for (const day of todo) inFlight.set(`${key}#${day.dayNo}`, tracked);
  void tracked.then(() => {
    for (const day of todo) if (inFlight.get(`${key}#${day.dayNo}`) === tracked) inFlight.delete(`${key}#${day.dayNo}`);
  });
  waits.push(jobs);
  return waits;
}

/**
 * Makes sure the whole past days of [fromMs, toMs) are in the day cache, computed by the pool.
 * Rejects with the pool's 429/503 when it is full.
 */
export async function ensureFigures(pool: WorkerPool, profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, owner: string): Promise<void> {
  await Promise.all(submit(pool, profile, fromMs, toMs, nowMs, owner));
  // Days another request was computing and failed to get: compute them now (once).
  const left = missingDays(profile, fromMs, toMs, nowMs);
  if (left.length > 0) await Promise.all(submit(pool, profile, left[0]!.startMs, toMs, nowMs, owner));
}

/** Background warm-up (after the device list): the year a detail will ask for, when the pool has room. */
export function warmFigures(pool: WorkerPool, profile: MonitorProfile, fromMs: number, nowMs: number): void {
  if (pool.queueLength > 0 || pool.pendingFor(WARM_UP_OWNER) > 0) return;
  for (const wait of submit(pool, profile, fromMs, nowMs, nowMs, WARM_UP_OWNER)) wait.catch(() => undefined);
}

import type { MonitorProfile } from '../contracts';
import { dayStore } from '../db/persistedDays';
import { profileKey } from '../home/profileKey';
import { giveWay, sliceFor, WARM_UP_OWNER } from '../workers/figures';
import type { WorkerPool } from '../workers/pool';
import type { LocalDay } from '../time/calendar';
import { dayBands, dayHours, daysBetween, fillTrendDays, hasStoredLoadHours, isDayCached, loadHoursFrom, loadStoredDay } from './days';
import { devicesKey, sourcesOf, type TrendDevice } from './series';

const SLICE_MS = 20;

/** The worker pool and the user a request's simulation runs for. */
export interface OffLoop {
  pool: WorkerPool;
  owner: string;
  /** True once the work is no longer wanted (a warm-up stopped): it ends at its next step. */
  cancelled?: () => boolean;
}

const CHUNK_DAYS = 31;

/**
 * A span's fill by the pool, by span. It runs for the requests waiting on it (at the first one's
 * priority); once none waits (each answered at its deadline) it goes on as background work, giving
 * way to every request, and a request for the same span joins it again.
 */
interface Fill {
  done: Promise<void>;
  /** The owners of the requests waiting on it now. */
  waiters: string[];
}
const filling = new Map<string, Fill>();

/**
 * Makes the whole past days of [fromMs, toMs) ready in trends/days.ts's memory, so the pure maths
 * finds every day cached:
 * - a day in memory is ready; a day in the day store (db/persistedDays.ts: persisted by an earlier run,
 *   the start-up warm-up or a pool thread) is read back (~20 µs, no simulation);
 * - with `offLoop` (the routes), the days nobody has yet are back-filled by the monitor's pool
 *   thread a month per job (which persists them), then read back here: no simulation on the event
 *   loop. A request that finds nothing yet waits on the pool, not the loop;
 * - otherwise (no pool or no store, or the pool refuses), they are computed here ~20 ms at a time
 *   with a turn of the event loop in between.
 * With a `deadline` (performance.now() ms: a request must answer within 5 s, Home Assistant's client
 * timeout) it stops waiting then, and answers the past days still not ready (a brand-new store's
 * back-fill): the pool's fill goes on in the background, and the next request for the span joins it.
 */
export async function prepareDays(
  profile: MonitorProfile,
  fromMs: number,
  toMs: number,
  nowMs: number,
  devices: readonly TrendDevice[] = [],
  offLoop?: OffLoop,
  deadline = Infinity,
): Promise<LocalDay[]> {
  let sliceEnd = performance.now() + SLICE_MS;
  const turn = async () => {
    if (performance.now() > sliceEnd) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceEnd = performance.now() + SLICE_MS;
    }
  };
  const until = Math.min(toMs, nowMs);
  const past = daysBetween(profile, fromMs, until).filter((day) => day.endMs <= nowMs);
  const missing: typeof past = [];
  for (const day of past) {
    if (isDayCached(profile, day)) continue;
    await turn();
    if (!loadStoredDay(profile, day)) missing.push(day);
  }
  /** The missing days still not ready (read back what the pool has done meanwhile). */
  const notReady = () => missing.filter((day) => !isDayCached(profile, day) && !loadStoredDay(profile, day));
  const startsMissing = devices.length > 0 && deviceStartDays(profile, fromMs, until, nowMs, devices).some(([day, src, d]) => !hasStoredLoadHours(profile, day, src, d.dataStartMs, nowMs));
  if ((missing.length > 0 || startsMissing) && offLoop && offLoop.pool.options.size > 0 && dayStore()) {
    const key = `${profile.id}|${profileKey(profile)}|${fromMs}|${toMs}|${devicesKey(devices)}`;
    let fill = filling.get(key);
    if (fill) fill.waiters.push(offLoop.owner);
    else {
      const first = Math.min(missing.length > 0 ? missing[0]!.startMs : until, until);
      const f: Fill = { waiters: [offLoop.owner], done: Promise.resolve() };
      f.done = fillByPool(profile, first, fromMs, until, nowMs, devices, offLoop, () => f.waiters[0] ?? WARM_UP_OWNER).finally(() => filling.delete(key));
      filling.set(key, (fill = f));
    }
    const wait = deadline - performance.now();
    let late = false;
    try {
      if (wait === Infinity) await fill.done;
      else {
        let timer: ReturnType<typeof setTimeout> | undefined;
        late = await Promise.race([fill.done.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), Math.max(0, wait))))]);
        clearTimeout(timer);
      }
    } finally {
      fill.waiters.splice(fill.waiters.indexOf(offLoop.owner), 1);
    }
    if (late) return notReady();
  }
  for (const day of missing) {
    await turn();
    if (offLoop?.cancelled?.()) return [];
    if (loadStoredDay(profile, day)) continue;
    if (performance.now() > deadline) return notReady();
    dayHours(profile, day, nowMs);
    dayBands(profile, day, nowMs);
  }
  // A device whose data starts inside a past day of the span is counted from that minute.
  for (const [day, src, d] of deviceStartDays(profile, fromMs, until, nowMs, devices)) {
    await turn();
    loadHoursFrom(profile, day, src, d.dataStartMs, nowMs);
  }
  return [];
}

/**
 * The pool's part of prepareDays: the span's missing days a month (or a slice) per job, for whoever
 * `owner()` says waits now (background work once nobody does); a refusal or a closed pool ends it quietly.
 */
async function fillByPool(profile: MonitorProfile, first: number, spanFromMs: number, until: number, nowMs: number, devices: readonly TrendDevice[], offLoop: OffLoop, owner: () => string): Promise<void> {
  try {
    let from: number | null = first;
    const slim = devices.map((d) => ({ ...d }));
    while (from !== null) {
      await giveWay(offLoop.pool, owner());
      if (offLoop.cancelled?.()) return;
      const who = owner();
      from = (await offLoop.pool.run('trendDays', { profile, fromMs: from, toMs: until, nowMs, maxDays: CHUNK_DAYS, devices: slim, spanFromMs, sliceMs: sliceFor(who) }, who, profile.id)).result;
    }
  } catch {
    // Refused (busy) or closed: prepareDays computes the days itself, in slices.
  }
}

/** The past days of [fromMs, until) in which a device's data starts, with each of its sources. */
function deviceStartDays(profile: MonitorProfile, fromMs: number, until: number, nowMs: number, devices: readonly TrendDevice[]) {
  const out: [LocalDay, ReturnType<typeof sourcesOf>[number], TrendDevice][] = [];
  for (const d of devices) {
    if (d.dataStartMs < fromMs || d.dataStartMs >= until) continue;
    const day = daysBetween(profile, d.dataStartMs, d.dataStartMs + 1)[0]!;
    if (day.endMs > nowMs) continue;
    for (const src of sourcesOf(profile, d)) out.push([day, src, d]);
  }
  return out;
}

/**
 * A pool thread's part of prepareDays (workers/jobs.ts 'trendDays'): up to maxDays missing whole
 * days of the span simulated into the day store, then, once the span is done, the partial days
 * of devices whose data starts in it. Where to go on from, or null when done.
 */
export function fillTrendSpan(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, maxDays: number, devices: readonly TrendDevice[], spanFromMs: number, sliceMs?: number): number | null {
  const next = fillTrendDays(profile, fromMs, toMs, nowMs, maxDays, sliceMs);
  if (next !== null) return next;
  for (const [day, src, d] of deviceStartDays(profile, spanFromMs, Math.min(toMs, nowMs), nowMs, devices)) loadHoursFrom(profile, day, src, d.dataStartMs, nowMs);
  return null;
}

/**
 * Background warm-up: after a monitor's first history request, its past ~13 months of days are
 * aggregated ~20 ms at a time (a timer turn in between), so a later YEAR or previous-period request
 * finds them cached instead of simulating a year (~4 ms a day) while the client waits.
 */
const queue: { profile: MonitorProfile; key: string; days: ReturnType<typeof daysBetween>; nowMs: number }[] = [];
const queued = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;

function runSlice(): void {
  timer = null;
  const until = performance.now() + SLICE_MS;
  while (queue.length > 0 && performance.now() < until) {
    const job = queue[0]!;
    const day = job.days.pop();
    if (!day) {
      queue.shift();
      continue;
    }
    if (day.endMs <= job.nowMs && !isDayCached(job.profile, day)) {
      dayHours(job.profile, day, job.nowMs);
      dayBands(job.profile, day, job.nowMs);
    }
  }
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (timer) return;
  timer = setTimeout(runSlice, 0);
  timer.unref?.();
}

const WARM_DAYS = 400;
/** Moves on when warm-ups are stopped: those under way in the pool end at their next step. */
let warmGeneration = 0;

/**
 * Queues the warm-up of [nowMs − 400 days, nowMs) for a monitor, once per monitor and day. With
 * `offLoop` (and a day store), the pool simulates the missing days and this thread only reads them back.
 */
export function warmTrendDays(profile: MonitorProfile, key: string, nowMs: number, offLoop?: OffLoop): void {
  const k = `${key}#${Math.floor(nowMs / 86_400_000)}`;
  if (queued.has(k)) return;
  queued.add(k);
  if (offLoop && offLoop.pool.options.size > 0 && dayStore()) {
    const generation = warmGeneration;
    prepareDays(profile, nowMs - WARM_DAYS * 86_400_000, nowMs, nowMs, [], { ...offLoop, cancelled: () => generation !== warmGeneration }).catch(() => undefined);
    return;
  }
  // Newest days first (popped from the end): the recent past is asked for most.
  queue.push({ profile, key: k, days: daysBetween(profile, nowMs - WARM_DAYS * 86_400_000, nowMs), nowMs });
  schedule();
}

/** Drops pending warm-ups (the app calls it when it closes). */
export function stopTrendWarming(): void {
  warmGeneration++;
  queue.length = 0;
  queued.clear();
  if (timer) clearTimeout(timer);
  timer = null;
}

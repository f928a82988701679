import type { MonitorProfile } from '../contracts';
import { dayHours, daysBetween, isDayCached, loadHoursFrom } from './days';
import { sourcesOf, type TrendDevice } from './series';

const SLICE_MS = 20;

/**
 * Computes the whole past days of [fromMs, toMs) that trends/days.ts has not cached yet, ~20 ms
 * at a time with a turn of the event loop in between, so a cold year (a few hundred simulated
 * days) delays only the request that needs it, not the realtime feed or other requests. The pure
 * maths then finds every day cached. (Routes call it until history moves to worker threads.)
 */
export async function prepareDays(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, devices: readonly TrendDevice[] = []): Promise<void> {
  let sliceEnd = performance.now() + SLICE_MS;
  const turn = async () => {
    if (performance.now() > sliceEnd) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceEnd = performance.now() + SLICE_MS;
    }
  };
  const until = Math.min(toMs, nowMs);
  for (const day of daysBetween(profile, fromMs, until)) {
    if (day.endMs > nowMs) break;
    if (isDayCached(profile, day)) continue;
    await turn();
    dayHours(profile, day, nowMs);
  }
  // A device whose data starts inside a past day of the span is counted from that minute.
  for (const d of devices) {
    if (d.dataStartMs < fromMs || d.dataStartMs >= until) continue;
    const day = daysBetween(profile, d.dataStartMs, d.dataStartMs + 1)[0]!;
    if (day.endMs > nowMs) continue;
    for (const src of sourcesOf(profile, d)) {
      await turn();
      loadHoursFrom(profile, day, src, d.dataStartMs, nowMs);
    }
  }
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
    if (day.endMs <= job.nowMs && !isDayCached(job.profile, day)) dayHours(job.profile, day, job.nowMs);
  }
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (timer) return;
  timer = setTimeout(runSlice, 0);
  timer.unref?.();
}

const WARM_DAYS = 400;

/** Queues the warm-up of [nowMs − 400 days, nowMs) for a monitor, once per monitor and day. */
export function warmTrendDays(profile: MonitorProfile, key: string, nowMs: number): void {
  const k = `${key}#${Math.floor(nowMs / 86_400_000)}`;
  if (queued.has(k)) return;
  queued.add(k);
  // Newest days first (popped from the end): the recent past is asked for most.
  queue.push({ profile, key: k, days: daysBetween(profile, nowMs - WARM_DAYS * 86_400_000, nowMs), nowMs });
  schedule();
}

/** Drops pending warm-ups (the app calls it when it closes). */
export function stopTrendWarming(): void {
  queue.length = 0;
  queued.clear();
  if (timer) clearTimeout(timer);
  timer = null;
}

/**
 * The server's one clock. Everything that asks "what time is it" (simulator, feed, timeline,
 * alerts, history, token expiry, rate limits) reads it through `ctx.now`, never `Date.now()`.
 *
 * By default it is the system clock. `KILOWATCH_NOW` starts it at a chosen instant, from which it
 * runs on; `KILOWATCH_CLOCK_RATE` runs it that many times faster than real time. Timers that wait
 * for clock time (the timeline's minute loop, the alert runner, the feed's keep-alive) divide their
 * real-time delay by the rate, see `wallDelay`.
 */

/** Milliseconds since the epoch, callable like `Date.now`, with the rate it runs at. */
export interface ServerClock {
  (): number;
  /** Clock milliseconds per real millisecond (1 = real time). */
  readonly rate: number;
  /** True when the clock does not follow the system clock (a start instant or a rate was given). */
  readonly pinned: boolean;
}

export interface ClockOptions {
  /** The instant the clock starts at (ms since the epoch); default: the system time. */
  start?: number | null;
  /** Clock speed; default 1. */
  rate?: number;
  /** The system clock (tests swap it). */
  systemNow?: () => number;
  /** A monotonic real-time counter in ms (tests swap it); default performance.now. */
  elapsed?: () => number;
}

/** Highest accepted KILOWATCH_CLOCK_RATE: a day in under 90 s, and timers still a few ms apart. */
export const MAX_CLOCK_RATE = 1000;

export function createClock(options: ClockOptions = {}): ServerClock {
  const systemNow = options.systemNow ?? (() => Date.now());
  const rate = options.rate ?? 1;
  if (!(rate > 0 && rate <= MAX_CLOCK_RATE)) throw new Error(`clock rate must be above 0 and at most ${MAX_CLOCK_RATE} (got ${rate})`);
  const start = options.start ?? null;
  if (start === null && rate === 1) return Object.assign(() => systemNow(), { rate: 1, pinned: false });
  const elapsed = options.elapsed ?? (() => performance.now());
  const origin = start ?? systemNow();
  const began = elapsed();
  // A monotonic counter, so a system clock stepped by NTP never moves the pinned clock back.
  return Object.assign(() => Math.floor(origin + (elapsed() - began) * rate), { rate, pinned: true });
}

/** The rate of a clock function (plain functions, as tests inject them, run at 1). */
export function clockRate(now: () => number): number {
  const rate = (now as Partial<ServerClock>).rate;
  return typeof rate === 'number' && rate > 0 ? rate : 1;
}

/** The real-time delay (ms, for setTimeout/setInterval) during which `now` advances `clockMs`. */
export function wallDelay(now: () => number, clockMs: number): number {
  return Math.max(0, clockMs / clockRate(now));
}

export interface ClockTimer {
  stop(): void;
}

/**
 * Calls `fn` once per minute of the clock, `offsetMs` past each minute (…:01 for 1000), re-aiming
 * at the next clock minute after every call so that timer error never accumulates. The real-time
 * waits are divided by the clock's rate. Minutes slept through are skipped, not fired in a burst,
 * and no minute fires twice (a clock that stands still, as in tests, fires once a minute of waiting).
 */
export function everyClockMinute(now: () => number, offsetMs: number, fn: () => void): ClockTimer {
  const MINUTE = 60_000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let aimed = -Infinity;
  const schedule = () => {
    const t = now();
    // The next instant `offsetMs` past a minute, strictly ahead of now and of the last one aimed at.
    const next = Math.max(Math.floor((t - offsetMs) / MINUTE) * MINUTE + MINUTE + offsetMs, aimed + MINUTE);
    aimed = next;
    // Never wait longer than a minute of the clock: one that stands still (tests) still ticks.
    timer = setTimeout(run, Math.ceil(wallDelay(now, Math.min(MINUTE, next - t))));
    timer.unref?.();
  };
  const run = () => {
    if (stopped) return;
    fn();
    if (!stopped) schedule();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** Like setInterval every `clockMs` of the clock (so `clockMs / rate` of real time); unref'd. */
export function everyClockInterval(now: () => number, clockMs: number, fn: () => void): ClockTimer {
  const timer = setInterval(fn, Math.max(1, Math.round(wallDelay(now, clockMs))));
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}

/** The `Date` header of HTTP answers: the clock's time, as RFC 7231 wants it. */
export const httpDate = (now: () => number): string => new Date(now()).toUTCString();

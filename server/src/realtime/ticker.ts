import { clockRate } from '../clock';

/**
 * The one shared 2 Hz clock of the feed. It fires on half seconds (…:00.000, …:00.500) as read from
 * the injected clock, re-aiming at the next boundary every time (so timer error never accumulates),
 * skips boundaries it slept through instead of bursting, and never repeats one.
 *
 * A server clock running n times faster (KILOWATCH_CLOCK_RATE) still ticks about twice a real
 * second: its boundaries are then n half seconds apart (rounded), so each frame moves n × 500 ms.
 */
export const TICK_MS = 500;

export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private last = -Infinity;
  /** The tick the timer is set for (null when stopped). */
  private due: number | null = null;
  /** Clock time between two ticks. */
  readonly clockPeriodMs: number;
  private readonly rate: number;

  constructor(
    private readonly now: () => number,
    private readonly onTick: (tickMs: number) => void,
    private readonly periodMs = TICK_MS,
  ) {
    this.rate = clockRate(now);
    this.clockPeriodMs = periodMs * Math.max(1, Math.round(this.rate));
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /**
   * The boundary of the latest frame: the one before the tick that is due (even when the clock has
   * already passed that tick, which then fires at once), or, when stopped, the last tick fired or the
   * boundary at or before now, whichever is later. Never the time of a tick still to come.
   */
  latestMs(): number {
    const period = this.clockPeriodMs;
    if (this.due !== null) return this.due - period;
    return Math.max(this.last, Math.floor(this.now() / period) * period);
  }

  start(): void {
    if (!this.timer) this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.due = null;
  }

  private schedule(): void {
    const now = this.now();
    const period = this.clockPeriodMs;
    let next = Math.floor(now / period) * period + period;
    if (next <= this.last) next = this.last + period;
    this.due = next;
    // Never sleep longer than one period: with a frozen or stepped test clock the feed still runs at
    // 2 Hz of real time (its frame times then advance by one period per tick).
    this.timer = setTimeout(() => this.fire(next), Math.min(period / this.rate, Math.max(0, (next - now) / this.rate)));
  }

  private fire(tickMs: number): void {
    this.last = tickMs;
    try {
      this.onTick(tickMs);
    } catch (err) {
      console.error('realtime tick failed', err);
    }
    // onTick may have stopped us (no clients left).
    if (this.timer) this.schedule();
  }
}

/**
 * The one shared 2 Hz clock of the feed. It fires on wall-clock half seconds (…:00.000, …:00.500)
 * as read from the injected clock, re-aiming at the next boundary every time (so timer error never
 * accumulates), skips boundaries it slept through instead of bursting, and never repeats one.
 */
export const TICK_MS = 500;

export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private last = -Infinity;

  constructor(
    private readonly now: () => number,
    private readonly onTick: (tickMs: number) => void,
    private readonly periodMs = TICK_MS,
  ) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (!this.timer) this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const now = this.now();
    let next = Math.floor(now / this.periodMs) * this.periodMs + this.periodMs;
    if (next <= this.last) next = this.last + this.periodMs;
    // Never sleep longer than one period: with a frozen or stepped test clock the feed still runs at
    // 2 Hz of real time (its frame times then advance by one period per tick).
    this.timer = setTimeout(() => this.fire(next), Math.min(this.periodMs, Math.max(0, next - now)));
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

import { HttpError } from '../errors';
import { msg } from '../i18n';

export interface RateLimitOptions {
  /** Sliding window, ms. Default 15 minutes. */
  windowMs?: number;
  /** Failed sign-ins allowed per account (lowercased email) within the window. Default 10. */
  maxPerAccount?: number;
  /** Failed sign-ins allowed per client address within the window. Default 50. */
  maxPerAddress?: number;
}

export interface Blocked {
  retryAfterSeconds: number;
}

/**
 * In-memory failed-sign-in counter, keyed separately by account and by address.
 * Once a key has `max` failures in the window, further attempts are refused until the
 * oldest failure leaves the window. A successful sign-in clears the account's counter.
 */
export class LoginRateLimiter {
  private readonly windowMs: number;
  private readonly maxPerAccount: number;
  private readonly maxPerAddress: number;
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    options: RateLimitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.maxPerAccount = options.maxPerAccount ?? 10;
    this.maxPerAddress = options.maxPerAddress ?? 50;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private blockedFor(key: string, max: number): number {
    const list = this.recent(key);
    if (list.length < max) return 0;
    const oldest = list[list.length - max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** null when allowed, else how long to wait. */
  check(email: string | null, address: string): Blocked | null {
    const wait = Math.max(
      email ? this.blockedFor(`a:${email.trim().toLowerCase()}`, this.maxPerAccount) : 0,
      this.blockedFor(`ip:${address}`, this.maxPerAddress),
    );
    return wait > 0 ? { retryAfterSeconds: wait } : null;
  }

  recordFailure(email: string | null, address: string): void {
    if (this.failures.size > 10_000) for (const key of [...this.failures.keys()]) this.recent(key);
    const keys = [`ip:${address}`];
    if (email) keys.push(`a:${email.trim().toLowerCase()}`);
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  clearAccount(email: string): void {
    this.failures.delete(`a:${email.trim().toLowerCase()}`);
  }
}

/**
 * The 429 for a blocked caller: `Too many … Try again in N minutes.` in the request's language
 * (N rounded up, `1 minute` singular), title `Too many attempts`, with Retry-After in seconds.
 */
export function tooManyAttempts(blocked: Blocked, text: 'auth.tooManySignIns' | 'auth.tooManyRequests'): HttpError {
  const minutes = Math.max(1, Math.ceil(blocked.retryAfterSeconds / 60));
  return new HttpError(
    429,
    msg(text, { minutes }),
    { title: 'Too many attempts' },
    { 'retry-after': String(blocked.retryAfterSeconds) },
  );
}

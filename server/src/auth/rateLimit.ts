import { HttpError } from '../errors';
import { msg } from '../i18n';

export interface RateLimitOptions {
  /** Sliding window, ms. Default 15 minutes. */
  windowMs?: number;
  /** Failures allowed per account (lowercased email) within the window; see `accountKey`. Default 10. */
  maxPerAccount?: number;
  /** Failures allowed per client address within the window, whatever the account. Default 50. */
  maxPerAddress?: number;
  /**
   * What the per-account limit counts. 'account-and-address' (the default, for sign-in): each
   * (account, address) pair on its own, so failures from one address never lock the owner out
   * of another. 'account': one count per account from everywhere (mail to one inbox).
   */
  accountKey?: 'account-and-address' | 'account';
}

export interface Blocked {
  retryAfterSeconds: number;
}

const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * In-memory failure counter, keyed by account (per address, or everywhere) and by address.
 * Once a key has `max` failures in the window, further attempts are refused until the oldest
 * failure leaves the window.
 */
export class LoginRateLimiter {
  private readonly windowMs: number;
  private readonly maxPerAccount: number;
  private readonly maxPerAddress: number;
  private readonly perAddress: boolean;
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    options: RateLimitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.maxPerAccount = options.maxPerAccount ?? 10;
    this.maxPerAddress = options.maxPerAddress ?? 50;
    this.perAddress = (options.accountKey ?? 'account-and-address') === 'account-and-address';
  }

  private accountKey(email: string, address: string): string {
    return this.perAddress ? `a:${JSON.stringify([emailKey(email), address])}` : `a:${JSON.stringify([emailKey(email)])}`;
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
      email ? this.blockedFor(this.accountKey(email, address), this.maxPerAccount) : 0,
      this.blockedFor(`ip:${address}`, this.maxPerAddress),
    );
    return wait > 0 ? { retryAfterSeconds: wait } : null;
  }

  recordFailure(email: string | null, address: string): void {
    if (this.failures.size > 10_000) for (const key of [...this.failures.keys()]) this.recent(key);
    const keys = [`ip:${address}`];
    if (email) keys.push(this.accountKey(email, address));
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /**
   * Forgets an account's failures: from one address (a successful sign-in from there), or from
   * every address when none is given (the owner reset the password through their mail).
   */
  clearAccount(email: string, address?: string): void {
    if (address !== undefined || !this.perAddress) {
      this.failures.delete(this.accountKey(email, address ?? ''));
      return;
    }
    const prefix = `a:${JSON.stringify([emailKey(email)]).slice(0, -1)},`;
    for (const key of [...this.failures.keys()]) if (key.startsWith(prefix)) this.failures.delete(key);
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

import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MonitorProfile } from '../contracts';
import { adoptDays } from '../devices/figures';
import { dayStore } from '../db/persistedDays';
import { HttpError } from '../errors';
import { keepPrepared } from '../measured';
import { runJob, type JobKind, type JobMap, type JobReply, type JobRequest } from './jobs';

/**
 * A small pool of worker threads for simulator work that takes more than a few tens of
 * milliseconds (history envelopes, a year of device statistics), so the event loop that serves
 * the realtime feed and every other request never waits on it.
 *
 * - Bounded: `size` threads (spawned when first needed), at most `maxQueue` jobs waiting, and at
 *   most `maxPerOwner` jobs waiting or running per owner (a user). Beyond them a job is refused at
 *   once: 503 (the server is busy) or 429 (this user has too much in flight), with Retry-After.
 * - Fair: owners take turns, so one user looping heavy requests delays another user's request by
 *   at most the jobs already running, not by the whole queue.
 * - Requests first: jobs of BACKGROUND_OWNER (the start-up warm-up, warming after a list) start
 *   only when no other job waits and no request holds the pool (`foreground`: a request whose
 *   answer takes several jobs in a row keeps background work from slipping in between them), so a
 *   request waits at most for the one background job running, which is kept short.
 * - Sticky: a job may name an affinity (the monitor id); such jobs always run on the same thread,
 *   whose simulator caches then hold that monitor's days. Whole days of device figures a thread
 *   computes also come back to the main thread's day cache (cachedDays, tests).
 * - size 0 runs jobs inline on the event loop (the old behaviour; for debugging).
 */
export interface PoolOptions {
  size: number;
  maxQueue: number;
  maxPerOwner: number;
  /** The data folder's database file: threads read persisted days from it (db/persistedDays.ts); none: memory only. */
  dbFile?: string | null;
  /**
   * Called on the main thread with a job's monitor profile before the job is queued: the measured store
   * declares the monitor's channels there (sources/live.ts ensure), so a thread reading the store finds
   * the monitor. Without it a thread would find no channels for a monitor nothing had read yet and fall
   * back to the simulator's own figures.
   */
  declare?: (profile: MonitorProfile) => void;
}

export const BUSY = 'The server is busy; please retry shortly';
/** The owner of background work, which gives way to every request (see above). */
export const BACKGROUND_OWNER = 'warm-up';
/** A job dropped because its request's client went away (nobody reads the answer). */
export const CLIENT_GONE = 'The request was closed by the client';
export const TOO_MANY_AT_ONCE = 'Too many requests in progress; please wait for the ones running';

/** Defaults: one thread per spare core (1 on a 2-core machine), up to 4. */
export function defaultPoolOptions(env: NodeJS.ProcessEnv = process.env): PoolOptions {
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return n;
  };
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return {
    size: whole('KILOWATCH_WORKERS', Math.max(1, Math.min(4, cores - 1)), 0, 64),
    maxQueue: whole('KILOWATCH_WORKER_QUEUE', 64, 1, 10_000),
    // A signed-in page's start (device list, timeline days, labs, a power meter's blocks) asks
    // for about eight jobs at once on its own; a reload while the last page's ran needs room for both.
    maxPerOwner: 12,
  };
}

export interface JobResult<K extends JobKind> {
  result: JobMap[K]['output'];
  /** The thread that computed it (0: the main thread, in inline mode). */
  threadId: number;
}

interface Job {
  id: number;
  kind: JobKind;
  input: unknown;
  owner: string;
  /** The thread index this job must run on, or -1 for any. */
  slot: number;
  resolve: (r: JobResult<JobKind>) => void;
  reject: (err: Error) => void;
  /** Stops listening for its request's close (once it leaves the queue). */
  unlisten?: () => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** The worker entry: the compiled worker.js next to this file, or, from the .ts sources, a loader that compiles them. */
const entryFile = (): string => (__filename.endsWith('.ts') ? path.join(__dirname, 'tsEntry.cjs') : path.join(__dirname, 'worker.js'));

export class WorkerPool {
  readonly options: PoolOptions;
  /** Thread i, or null before it is first needed (or after it died). */
  private readonly slots: (Slot | null)[];
  /** Waiting jobs per owner; Map order is the turn order. */
  private readonly waiting = new Map<string, Job[]>();
  private readonly perOwner = new Map<string, number>();
  private queued = 0;
  /** Requests in `foreground` now: while any, no background job starts. */
  private holds = 0;
  private nextId = 1;
  private closed = false;

  constructor(options: PoolOptions) {
    this.options = options;
    this.slots = new Array<Slot | null>(options.size).fill(null);
  }

  /** Jobs waiting for a thread. */
  get queueLength(): number {
    return this.queued;
  }

  /**
   * Runs a job for `owner` (a user); refused at once (HttpError 429/503) when the pool is full.
   * Jobs with the same `affinity` (e.g. a monitor id) run on the same thread.
   */
  run<K extends JobKind>(kind: K, input: JobMap[K]['input'], owner: string, affinity?: number, signal?: AbortSignal): Promise<JobResult<K>> {
    if (this.closed) return Promise.reject(new HttpError(503, BUSY, {}, { 'retry-after': '5' }));
    if (signal?.aborted) return Promise.reject(new HttpError(499, CLIENT_GONE));
    const profile = (input as { profile?: MonitorProfile } | null)?.profile;
    if (profile && this.options.declare) this.options.declare(profile);
    if (this.options.size === 0) return this.runInline(kind, input);
    if ((this.perOwner.get(owner) ?? 0) >= this.options.maxPerOwner) return Promise.reject(new HttpError(429, TOO_MANY_AT_ONCE, {}, { 'retry-after': '1' }));
    if (this.queued >= this.options.maxQueue) return Promise.reject(new HttpError(503, BUSY, {}, { 'retry-after': '2' }));
    const slot = affinity === undefined ? -1 : Math.abs(Math.trunc(affinity)) % this.options.size;
    const done = new Promise<JobResult<K>>((resolve, reject) => {
      const job: Job = { id: this.nextId++, kind, input, owner, slot, resolve: resolve as Job['resolve'], reject };
      const list = this.waiting.get(owner);
      if (list) list.push(job);
      else this.waiting.set(owner, [job]);
      this.queued++;
      this.perOwner.set(owner, (this.perOwner.get(owner) ?? 0) + 1);
      if (signal) {
        const onAbort = () => this.drop(job);
        signal.addEventListener('abort', onAbort, { once: true });
        job.unlisten = () => signal.removeEventListener('abort', onAbort);
      }
    });
    this.dispatch();
    return done;
  }

  /**
   * A waiting job whose request has gone (the client closed it: a reload, a page left) leaves the
   * queue and no longer counts for its owner, so the page that follows is not refused for work
   * nobody will read. A job already running finishes (what it fills stays in the store).
   */
  private drop(job: Job): void {
    const list = this.waiting.get(job.owner);
    const at = list ? list.indexOf(job) : -1;
    if (at < 0) return;
    list!.splice(at, 1);
    if (list!.length === 0) this.waiting.delete(job.owner);
    this.queued--;
    this.release(job);
    job.reject(new HttpError(499, CLIENT_GONE));
  }

  /** True while a request holds the pool (`foreground`) or a job other than background work waits. */
  get busyForBackground(): boolean {
    if (this.holds > 0) return true;
    for (const owner of this.waiting.keys()) if (owner !== BACKGROUND_OWNER) return true;
    return false;
  }

  /**
   * Runs a request's jobs (say a detail's missing days, then its answer) as one piece of work:
   * until fn settles, no background job starts, even in the instants between its jobs.
   */
  async foreground<T>(fn: () => Promise<T>): Promise<T> {
    this.holds++;
    try {
      return await fn();
    } finally {
      this.holds--;
      if (this.holds === 0) this.dispatch();
    }
  }

  /** Jobs of `owner` waiting or running. */
  pendingFor(owner: string): number {
    return this.perOwner.get(owner) ?? 0;
  }

  /** Terminates the threads; waiting jobs fail with 503. */
  async close(): Promise<void> {
    this.closed = true;
    for (const list of this.waiting.values()) for (const job of list) job.reject(new HttpError(503, BUSY, {}, { 'retry-after': '5' }));
    this.waiting.clear();
    this.queued = 0;
    const slots = this.slots.filter((s): s is Slot => s !== null);
    this.slots.fill(null);
    for (const slot of slots) slot.job?.reject(new HttpError(503, BUSY, {}, { 'retry-after': '5' }));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private async runInline<K extends JobKind>(kind: K, input: JobMap[K]['input']): Promise<JobResult<K>> {
    const done = runJob(kind, input);
    return { result: done.result, threadId: done.threadId };
  }

  /**
   * The next job thread i may run, in turn: the first owner with one, its oldest; that owner then
   * goes to the back. Background work only when no request's job waits and none holds the pool.
   */
  private take(i: number): Job | null {
    for (const background of [false, true]) {
      if (background && this.holds > 0) return null;
      for (const [owner, list] of this.waiting) {
        if ((owner === BACKGROUND_OWNER) !== background) continue;
        const at = list.findIndex((job) => job.slot < 0 || job.slot === i);
        if (at < 0) continue;
        const [job] = list.splice(at, 1);
        job!.unlisten?.();
        this.waiting.delete(owner);
        if (list.length > 0) this.waiting.set(owner, list);
        this.queued--;
        return job!;
      }
    }
    return null;
  }

  private dispatch(): void {
    for (let i = 0; i < this.slots.length && this.queued > 0; i++) {
      const current = this.slots[i];
      if (current?.job) continue;
      const job = this.take(i);
      if (!job) continue;
      let slot: Slot;
      try {
        slot = current ?? this.spawn(i);
      } catch (err) {
        // No thread could start (e.g. resources): this job fails, the next one tries again.
        this.release(job);
        job.reject(err instanceof Error ? err : new Error(String(err)));
        continue;
      }
      slot.job = job;
      slot.worker.ref();
      const request = { id: job.id, kind: job.kind, input: job.input as JobRequest['input'], background: job.owner === BACKGROUND_OWNER } satisfies JobRequest;
      slot.worker.postMessage(request);
    }
  }

  /** The thread is free again; its job (if any) no longer counts for its owner. */
  private finish(slot: Slot): Job | null {
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job) this.release(job);
    return job;
  }

  private release(job: Job): void {
    const left = (this.perOwner.get(job.owner) ?? 1) - 1;
    if (left > 0) this.perOwner.set(job.owner, left);
    else this.perOwner.delete(job.owner);
  }

  private spawn(i: number): Slot {
    const worker = new Worker(entryFile(), { name: 'kilowatch-sim', workerData: { dbFile: this.options.dbFile ?? null } });
    const slot: Slot = { worker, job: null };
    this.slots[i] = slot;
    worker.on('message', (reply: JobReply) => {
      if (slot.job?.id !== reply.id) return;
      const job = this.finish(slot)!;
      if (reply.ok) {
        adoptDays(reply.days);
        // Days the thread simulated: this thread writes them (a pool thread only reads the file).
        const store = dayStore();
        if (store) for (const { key, data } of reply.stored) store.put(key, data);
        // Pages of the measured store it filled from a source: written here too.
        keepPrepared(reply.measured);
        job.resolve({ result: reply.result as JobMap[JobKind]['output'], threadId: reply.threadId });
      } else {
        job.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name, stack: reply.error.stack }));
      }
      this.dispatch();
    });
    const lost = (err: Error) => {
      if (this.slots[i] !== slot) return;
      this.slots[i] = null;
      this.finish(slot)?.reject(err);
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`worker thread exited (code ${code})`)));
    return slot;
  }
}

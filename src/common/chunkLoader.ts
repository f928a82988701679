import { safeSessionStorage } from '../api/safeStorage';

/**
 * The one rule for every lazily loaded chunk (spec account-settings-shell §8): screens, the signed-in
 * features, locales, msgpack, the meter calendar. A chunk load fails after 120 s; a failed load
 * reloads the page once (a new deploy replaced the chunk names); if it fails again after that
 * reload, the failure is published and the app shows its error page, whose button retries.
 */

/**
 * sessionStorage: the chunks (by loader) the page was already reloaded for, as a JSON array. Only
 * that chunk's own success clears its entry: other chunks loading after the reload must not, or a
 * chunk that keeps failing would reload the page again and again.
 */
export const CHUNK_RELOAD_FLAG = 'kw.chunkReloaded';
/** Chunk loads are reported failed after 120 s (spec §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Loading chunk timed out after ${CHUNK_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadError';
  }
}

export interface ChunkLoadDeps {
  storage?: Storage;
  reload?: () => void;
  timeoutMs?: number;
  report?: (error: unknown) => void;
  /** Names the chunk for the reload-once rule; the loader's source (unique per import site) by default. */
  key?: string;
}

let defaultReload = () => window.location.reload();

/** Tests: the page reload used when a load gives none (the browser's reload otherwise). */
export function setDefaultChunkReload(reload: () => void): void {
  defaultReload = reload;
}

function reloadedFor(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_FLAG) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function writeReloadedFor(storage: Storage, keys: string[]): void {
  if (keys.length > 0) storage.setItem(CHUNK_RELOAD_FLAG, JSON.stringify(keys));
  else storage.removeItem(CHUNK_RELOAD_FLAG);
}

/** webpack names these ChunkLoadError; a missing CSS chunk or a failed dynamic import says so in its message. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /loading (css )?chunk|dynamically imported module|importing a module script failed/i.test(error.message);
}

type FailureListener = () => void;
let failure: { error: unknown } | null = null;
const listeners = new Set<FailureListener>();

/** Publishes a chunk that failed for good: the app's error page replaces the screen (src/app/shell/ChunkFailureGate.tsx). */
export function publishChunkFailure(error: unknown): void {
  failure ??= { error };
  for (const listener of [...listeners]) listener();
}

/** Whether a chunk failed for good in this page. */
export function hasChunkFailed(): boolean {
  return failure !== null;
}

export function subscribeChunkFailure(listener: FailureListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this page has asked for its reload already. Two loads of one chunk (two callers awaiting the
 * same download) fail together: the first reloads the page, and the second must wait for the reload
 * too, not show the error page for the moment the old page has left.
 */
let reloadRequested = false;

/** Tests only: forget a published failure and a requested reload. */
export function resetChunkFailure(): void {
  failure = null;
  reloadRequested = false;
}

const reportFailure = (error: unknown) => console.error('Chunk load failed', error);

/**
 * Loads a chunk under the rule above. Resolves with the module; on this chunk's first load failure,
 * reloads the page and never settles; otherwise publishes the failure and rejects with it.
 */
export async function loadWithRetry<T>(factory: () => Promise<T>, deps: ChunkLoadDeps = {}): Promise<T> {
  const storage = deps.storage ?? safeSessionStorage();
  const reload = deps.reload ?? defaultReload;
  const report = deps.report ?? reportFailure;
  const key = deps.key ?? String(factory);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), deps.timeoutMs ?? CHUNK_TIMEOUT_MS);
  });
  try {
    const module = await Promise.race([factory(), timeout]);
    const reloaded = reloadedFor(storage);
    if (reloaded.includes(key)) writeReloadedFor(storage, reloaded.filter((k) => k !== key));
    return module;
  } catch (error) {
    report(error);
    if (reloadRequested && isChunkLoadError(error)) return new Promise<T>(() => {}); // the page is going away already
    const reloaded = reloadedFor(storage);
    if (isChunkLoadError(error) && !reloaded.includes(key)) {
      writeReloadedFor(storage, [...reloaded, key]);
      reloadRequested = true;
      reload();
      return new Promise<T>(() => {}); // the page is going away
    }
    publishChunkFailure(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { safeSessionStorage } from '../../api/safeStorage';

/** sessionStorage flag: the page was already reloaded once for a failed chunk. */
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
}

/** webpack names these ChunkLoadError; a missing CSS chunk or a failed dynamic import says so in its message. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /loading (css )?chunk|dynamically imported module|importing a module script failed/i.test(error.message);
}

const reportFailure = (error: unknown) => console.error('Chunk load failed', error);

/**
 * Loads a chunk. It fails after 120 s. On a chunk-load failure the page reloads once (a new deploy
 * replaced the chunk names); if it fails again after that reload, the error reaches the error page.
 */
export async function loadWithRetry<T>(factory: () => Promise<T>, deps: ChunkLoadDeps = {}): Promise<T> {
  const storage = deps.storage ?? safeSessionStorage();
  const reload = deps.reload ?? (() => window.location.reload());
  const report = deps.report ?? reportFailure;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), deps.timeoutMs ?? CHUNK_TIMEOUT_MS);
  });
  try {
    const module = await Promise.race([factory(), timeout]);
    storage.removeItem(CHUNK_RELOAD_FLAG);
    return module;
  } catch (error) {
    report(error);
    if (isChunkLoadError(error) && !storage.getItem(CHUNK_RELOAD_FLAG)) {
      storage.setItem(CHUNK_RELOAD_FLAG, '1');
      reload();
      return new Promise<T>(() => {}); // the page is going away
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** React.lazy with the reload-once and 120 s rules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<C extends ComponentType<any>>(factory: () => Promise<{ default: C }>, deps?: ChunkLoadDeps): LazyExoticComponent<C> {
  return lazy(() => loadWithRetry(factory, deps));
}

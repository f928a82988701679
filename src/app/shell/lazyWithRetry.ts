import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithRetry, type ChunkLoadDeps } from '../../common/chunkLoader';

export { CHUNK_RELOAD_FLAG, CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError, loadWithRetry, type ChunkLoadDeps } from '../../common/chunkLoader';

/** React.lazy under the chunk rule (src/common/chunkLoader.ts): 120 s, one reload, then the error page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<C extends ComponentType<any>>(factory: () => Promise<{ default: C }>, deps?: ChunkLoadDeps): LazyExoticComponent<C> {
  return lazy(() => loadWithRetry(factory, deps));
}

import { useSyncExternalStore, type ReactNode } from 'react';
import { hasChunkFailed, subscribeChunkFailure } from '../../common/chunkLoader';
import { RouteError } from './RouteError';

/**
 * Shows the error page (with its retry) instead of the app once any chunk failed for good, wherever
 * it was loaded: a screen, the signed-in features (initialisation), a locale, msgpack, the meter calendar.
 */
export function ChunkFailureGate({ children }: { children: ReactNode }) {
  const failed = useSyncExternalStore(subscribeChunkFailure, hasChunkFailed, () => false);
  return failed ? <RouteError /> : <>{children}</>;
}

import type { ApiClient } from '../api/types';
import { createHttpClient } from '../api/httpClient';
import { safeLocalStorage } from '../api/safeStorage';
import { acquireRenewLock, type HeldRenewLock } from './session/renewLock';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Everything sagas reach through `getContext(key)`, so tests can swap it.
 * Other features add keys by declaration merging, e.g. in src/features/realtime:
 *
 *   declare module '../../app/sagaContext' {
 *     interface SagaContext { createRealtimeSocket: RealtimeSocketFactory }
 *   }
 *
 * and pass the value to `createAppStore({ sagaContext: { createRealtimeSocket } })`.
 */
export interface SagaContext {
  /** The transport (src/api/httpClient.ts). Sagas call it through callApi, never directly. */
  api: ApiClient;
  /** Router navigation; wired to the data router in src/index.tsx. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The clock, in ms since the epoch. */
  now: () => number;
  /** Local storage (window.localStorage, or an in-memory stand-in). */
  storage: Storage;
  /** Full page reload. */
  reloadPage: () => void;
  /** The current path + search + hash, e.g. '/meter?start=…' (used to remember where a logout happened). */
  currentLocation: () => string;
  /** Waits for the cross-tab renew lock; resolves with the last handover and the release (src/app/session/renewLock.ts). */
  acquireRenewLock?: () => Promise<HeldRenewLock>;
  /** Loads the signed-in features' chunk and injects their slices and sagas (src/app/store.ts). */
  loadSignedInFeatures: () => Promise<void>;
  /** Loads the named later features (each once) and injects them (src/app/store.ts); absent in saga unit tests. */
  loadFeatures?: (names: readonly import('./signedInFeatures').LazyFeatureName[]) => Promise<void>;
  /** Whether the named later features are in the store already (src/app/store.ts); absent in saga unit tests. */
  featuresLoaded?: (names: readonly import('./signedInFeatures').LazyFeatureName[]) => boolean;
  [key: string]: unknown;
}

export type SagaContextKey = keyof SagaContext;

/** Browser defaults. `navigate` falls back to a full page load until the router is wired. */
export function defaultSagaContext(): Omit<SagaContext, 'loadSignedInFeatures' | 'loadFeatures' | 'featuresLoaded'> {
  const storage = safeLocalStorage();
  return {
    api: createHttpClient({ storage }),
    navigate: (to: string) => window.location.assign(to),
    now: () => Date.now(),
    storage,
    reloadPage: () => window.location.reload(),
    currentLocation: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    acquireRenewLock,
  };
}

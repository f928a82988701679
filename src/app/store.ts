import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createRootReducer, type InjectedReducers, type RootState } from './rootReducer';
import { keepAlive, rootSaga } from './rootSaga';
import { defaultSagaContext, type SagaContext } from './sagaContext';
import type { LazyFeatureName, SignedInFeature } from './signedInFeatures';
import { nextTask } from '../common/nextTask';
import { loadWithRetry } from '../common/chunkLoader';
import { importSignedInFeatures } from './signedInFeaturesImport';
import { setFeatureLoader } from './featureLoader';
import { lazyFeaturesLoaded } from './appInitSlice';
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * Session facts some slices copy (the user, the settings). A slice injected after they arrived starts
 * from them (its initial state replays the latest of each), as if it had been there all along. A logout
 * forgets them.
 */
export const REPLAYED_TYPES = ['session/userSucceeded', 'session/settingsSucceeded'] as const;

export interface CreateAppStoreOptions {
  /** Overrides for the saga context (tests pass fakes; src/index.tsx wires navigate to the router). */
  sagaContext?: Partial<SagaContext>;
  preloadedState?: Partial<RootState>;
  /** Start the root saga (default true). */
  runSagas?: boolean;
  /** Signed-in features to inject at once (tests); otherwise they load when a session initialises. */
  signedInFeatures?: SignedInFeature[];
}

export function createAppStore({ sagaContext, preloadedState, runSagas = true, signedInFeatures }: CreateAppStoreOptions = {}) {
  const injected: InjectedReducers = {};
  const started = new Set<string>();
  for (const feature of signedInFeatures ?? []) if (feature.reducer) injected[feature.key] = feature.reducer;

  const replayed = new Map<string, UnknownAction>();
  const recordSessionFacts: Middleware = () => (next) => (action) => {
    const { type } = action as UnknownAction;
    if (type === 'session/logoutSucceeded') replayed.clear();
    else if ((REPLAYED_TYPES as readonly string[]).includes(type)) replayed.set(type, action as UnknownAction);
    return next(action);
  };
  /** The slice's reducer, starting (and restarting after a logout) from the session facts seen so far. */
  const withReplay =
    (reducer: Reducer): Reducer =>
    (state, action) => {
      if (state !== undefined) return reducer(state, action);
      let initial = reducer(undefined, { type: '@@kilowatch/featureInjected' });
      for (const fact of replayed.values()) initial = reducer(initial, fact);
      return reducer(initial, action);
    };

  /** Adds the features' slices (once) and starts their sagas (once). */
  const injectFeatures = (features: SignedInFeature[]) => {
    const fresh = features.filter((f): f is SignedInFeature & { reducer: Reducer } => f.reducer !== undefined && !(f.key in injected));
    for (const f of fresh) injected[f.key] = withReplay(f.reducer);
    if (fresh.length > 0) store.replaceReducer(createRootReducer({ ...injected }));
    if (!runSagas) return;
    for (const f of features) {
      if (started.has(f.key)) continue;
      started.add(f.key);
      sagaMiddleware.run(keepAlive(f.saga));
    }
  };

  // Under the chunk rule: a failure reloads once, then the error page replaces the endless loader.
  const signedInModule = () => loadWithRetry(importSignedInFeatures);
  const loading = new Map<LazyFeatureName, Promise<SignedInFeature[]>>();
  const loaded = new Set<LazyFeatureName>();
  /** One feature's chunk, downloaded once. */
  const fetchOne = (name: LazyFeatureName): Promise<SignedInFeature[]> => {
    let pending = loading.get(name);
    if (!pending) {
      pending = signedInModule().then((m) => loadWithRetry(m.lazyFeatures[name]));
      pending.catch(() => loading.delete(name));
      loading.set(name, pending);
    }
    return pending;
  };
  /** Loads the named features' chunks (each once) and injects them together (slice once, saga once: one reducer swap). */
  const loadFeatures = (names: readonly LazyFeatureName[]): Promise<void> =>
    Promise.all(names.map(fetchOne)).then((lists) => {
      injectFeatures(lists.flat());
      const fresh = names.filter((name) => !loaded.has(name));
      for (const name of names) loaded.add(name);
      // Their sagas are watching now: initialisation sends them the post-initialisation events they missed.
      if (fresh.length > 0) store.dispatch(lazyFeaturesLoaded(fresh));
    });
  /** Whether the named features are in the store already. */
  const featuresLoaded = (names: readonly LazyFeatureName[]): boolean => names.every((name) => loaded.has(name));
  const context: SagaContext = {
    ...defaultSagaContext(),
    // In a task of their own, not in the task that evaluated their chunk: two shorter tasks on a slow phone.
    loadSignedInFeatures: () => signedInModule().then((m) => nextTask().then(() => injectFeatures(m.signedInFeatures))),
    loadFeatures,
    featuresLoaded: (names: readonly LazyFeatureName[]) => featuresLoaded(names),
    ...sagaContext,
  } as SagaContext;
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = configureStore({
    reducer: createRootReducer({ ...injected }),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false, immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } }).concat(recordSessionFacts, sagaMiddleware),
  });
  if (runSagas) {
    sagaMiddleware.run(rootSaga);
    if (signedInFeatures) injectFeatures(signedInFeatures);
  }
  setFeatureLoader(loadFeatures);
  return Object.assign(store, { injectFeatures, loadFeatures, featuresLoaded });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

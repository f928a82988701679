import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createRootReducer, type InjectedReducers, type RootState } from './rootReducer';
import { keepAlive, rootSaga } from './rootSaga';
import { defaultSagaContext, type SagaContext } from './sagaContext';
import type { SignedInFeature } from './signedInFeatures';
import { loadWithRetry } from '../common/chunkLoader';

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
  for (const feature of signedInFeatures ?? []) injected[feature.key] = feature.reducer;

  /** Adds the features' slices (once) and starts their sagas (once). */
  const injectFeatures = (features: SignedInFeature[]) => {
    const fresh = features.filter((f) => !(f.key in injected));
    for (const f of fresh) injected[f.key] = f.reducer;
    if (fresh.length > 0) store.replaceReducer(createRootReducer({ ...injected }));
    if (!runSagas) return;
    for (const f of features) {
      if (started.has(f.key)) continue;
      started.add(f.key);
      sagaMiddleware.run(keepAlive(f.saga));
    }
  };

  const context: SagaContext = {
    ...defaultSagaContext(),
    // Under the chunk rule: a failure reloads once, then the error page replaces the endless loader.
    loadSignedInFeatures: () =>
      loadWithRetry(() => import(/* webpackChunkName: "signed-in-features" */ './signedInFeatures')).then((m) => injectFeatures(m.signedInFeatures)),
    ...sagaContext,
  } as SagaContext;
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = configureStore({
    reducer: createRootReducer({ ...injected }),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false, immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } }).concat(sagaMiddleware),
  });
  if (runSagas) {
    sagaMiddleware.run(rootSaga);
    if (signedInFeatures) injectFeatures(signedInFeatures);
  }
  return Object.assign(store, { injectFeatures });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

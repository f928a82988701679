import type { LazyFeatureName } from './signedInFeatures';

type LoadFeatures = (names: readonly LazyFeatureName[]) => Promise<void>;

let current: LoadFeatures | null = null;

/** The store (src/app/store.ts) that lazily loaded features go into: the latest one created. */
export function setFeatureLoader(load: LoadFeatures): void {
  current = load;
}

/**
 * Loads the named features (their slices and sagas, each once) into the store. The signed-in screens'
 * loaders (src/app/shell/signedInScreens.tsx) call it alongside their own chunk, so a screen renders
 * with its feature's slice in place and its saga watching.
 */
export function loadFeatures(names: readonly LazyFeatureName[]): Promise<void> {
  return current ? current(names) : Promise.resolve();
}

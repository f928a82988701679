// The app slice's state and its starting value, without Redux Toolkit: src/app/persistedState.ts
// builds the first state from them in the entry's first task, before the libraries are evaluated.

/** 0 uninitialized, 1 initializing, 2 initialized (spec §4 "App state"). */
export type InitState = 0 | 1 | 2;

export interface AppState {
  initState: InitState;
  /** Inside the mobile app: most pages redirect to the get-app address; labs pages hide the navigation bar. */
  mobile: boolean;
  /** The signed-in features' slices and sagas are in the store (src/app/signedInFeatures.ts). */
  signedInFeaturesReady: boolean;
}

export const initialAppState: AppState = { initState: 0, mobile: false, signedInFeaturesReady: false };

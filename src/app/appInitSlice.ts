import { createAction, createSlice } from '@reduxjs/toolkit';

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

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    initializeRequested(state) {
      if (state.initState === 0) state.initState = 1;
    },
    signedInFeaturesLoaded(state) {
      state.signedInFeaturesReady = true;
    },
    initializeSucceeded(state) {
      if (state.initState === 1) state.initState = 2;
    },
    /** The session failed (renew refused, logout) while initialising: initialisation stopped. */
    initializeCancelled(state) {
      if (state.initState === 1) state.initState = 0;
    },
  },
});

export const { initializeRequested, initializeSucceeded, initializeCancelled, signedInFeaturesLoaded } = appSlice.actions;
/** The store injected lazily loaded features (src/app/store.ts loadFeatures): their names. */
export const lazyFeaturesLoaded = createAction<string[]>('app/lazyFeaturesLoaded');
export const appReducer = appSlice.reducer;
export default appSlice;

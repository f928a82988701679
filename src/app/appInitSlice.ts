import { createAction, createSlice } from '@reduxjs/toolkit';
import { initialAppState } from './appInitState';

export { initialAppState, type AppState, type InitState } from './appInitState';

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

import type { AppState } from './appInitSlice';

interface WithApp {
  app: AppState;
}

export const selectInitState = (state: WithApp) => state.app.initState;
export const selectIsInitialized = (state: WithApp) => state.app.initState === 2;
export const selectIsMobile = (state: WithApp) => state.app.mobile;
export const selectSignedInFeaturesReady = (state: WithApp) => state.app.signedInFeaturesReady;

import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { appReducer } from './appInitSlice';
import { sessionReducer, logoutSucceeded } from './session/sessionSlice';
import { notificationsReducer } from '../common/notifications/notificationsSlice';
import { i18nReducer } from '../i18n/i18nSlice';
import { themeReducer } from '../theme/themeSlice';
import type { Reducer, ReducersMapObject } from '@reduxjs/toolkit';
import type { RealtimeState } from '../features/realtime/types';

/** The slices every page needs, by state key: they are in the entry bundle. */
const staticReducers = {
  app: appReducer,
  session: sessionReducer,
  notifications: notificationsReducer,
  i18n: i18nReducer,
  theme: themeReducer,
};

export type StaticState = { [K in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[K]> };

/**
 * The slices of the signed-in features (src/app/signedInFeatures.ts). The shell's and the Now screen's
 * (realtime, devices, timeline) are injected when a session initialises, before any signed-in screen
 * renders (AppLayout waits for them); every other one when a screen that needs it loads, or when
 * initialisation needs it for the post-initialisation fetches. Until then its key is absent.
 */
export interface SignedInState {
  realtime: RealtimeState;
  powerMeter: import('../features/powerMeter/types').PowerMeterState;
  devices: import('../features/devices/types').DevicesState;
  timeline: import('../features/timeline/types').TimelineState;
  alerts: import('../features/alerts/types').AlertsState;
  evCharger: import('../features/evCharger/types').EvChargerState;
  trends: import('../features/trends/types').TrendsState;
  homeSettings: import('../features/homeSettings/types').HomeSettingsState;
  homeSurvey: import('../features/homeSurvey/types').HomeSurveyState;
  account: import('../features/account/types').AccountState;
  mfa: import('../features/mfa/types').MfaState;
  notificationSettings: import('../features/notificationSettings/types').NotificationSettingsState;
  connectedDevices: import('../features/connectedDevices/types').ConnectedDevicesState;
  support: import('../features/support/types').SupportState;
  general: import('../features/general/types').GeneralState;
  appearance: import('../features/appearance/types').AppearanceState;
  labs: import('../features/labs/types').LabsState;
  monitor: import('../features/monitorOverview/types').MonitorOverviewState;
}

export type RootState = StaticState & SignedInState;

export type InjectedReducers = Partial<ReducersMapObject<SignedInState>> & Record<string, Reducer>;

/**
 * `session/logoutSucceeded` resets every slice to its initial state. Facts about the environment
 * survive: the mobile flag and the chosen language.
 */
export function createRootReducer(injected: InjectedReducers = {}) {
  const combined = combineReducers({ ...staticReducers, ...injected }) as unknown as (state: RootState | undefined, action: UnknownAction) => RootState;
  return function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
    if (logoutSucceeded.match(action) && state) {
      const reset = combined(undefined, action);
      return { ...reset, app: { ...reset.app, mobile: state.app.mobile }, i18n: state.i18n };
    }
    return combined(state, action);
  };
}

export const rootReducer = createRootReducer();

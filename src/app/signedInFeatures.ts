import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { realtimeReducer } from '../features/realtime/realtimeSlice';
import { realtimeSaga } from '../features/realtime/realtimeSaga';
import { timelineReducer } from '../features/timeline/timelineSlice';
import { timelineSaga } from '../features/timeline/timelineSaga';
import { devicesReducer } from '../features/devices/devicesSlice';
import { devicesSaga } from '../features/devices/devicesSaga';

/**
 * A feature that loads with the signed-in shell or later: its slice (under `key`) and its saga. A
 * feature without a slice of its own (deviceEdits) acts on another feature's slice.
 */
export interface SignedInFeature {
  key: string;
  reducer?: Reducer;
  saga: Saga;
}

/**
 * The features the shell and the Now screen need, in their own chunk: the sign-in page never downloads
 * them. Initialisation (appInitSaga) loads this module and injects every entry before it dispatches the
 * init events, so each saga is already watching for them.
 */
export const signedInFeatures: SignedInFeature[] = [
  { key: 'realtime', reducer: realtimeReducer, saga: realtimeSaga },
  { key: 'devices', reducer: devicesReducer, saga: devicesSaga },
  { key: 'timeline', reducer: timelineReducer, saga: timelineSaga },
];

const one = (key: string, reducer: Reducer, saga: Saga): SignedInFeature[] => [{ key, reducer, saga }];

/**
 * Every other feature, each in its own chunk, loaded (and injected once: its slice, its saga) when a
 * screen that needs it loads (src/app/shell/signedInScreens.tsx) or when initialisation asks it for
 * its post-initialisation data (src/app/appInitEvents.ts). A slice that copies session facts
 * (the user, the settings) gets the ones that arrived before it (src/app/store.ts, REPLAYED_TYPES).
 * Add new signed-in features here and name them where their screens load.
 */
export const lazyFeatures = {
  powerMeter: () =>
    Promise.all([import(/* webpackChunkName: "feature-power-meter" */ '../features/powerMeter/powerMeterSlice'), import(/* webpackChunkName: "feature-power-meter" */ '../features/powerMeter/powerMeterSaga')]).then(([s, g]) => one('powerMeter', s.powerMeterReducer, g.powerMeterSaga)),
  alerts: () =>
    Promise.all([import(/* webpackChunkName: "feature-alerts" */ '../features/alerts/alertsSlice'), import(/* webpackChunkName: "feature-alerts" */ '../features/alerts/alertsSaga')]).then(([s, g]) => one('alerts', s.alertsReducer, g.alertsSaga)),
  evCharger: () =>
    Promise.all([import(/* webpackChunkName: "feature-ev-charger" */ '../features/evCharger/evChargerSlice'), import(/* webpackChunkName: "feature-ev-charger" */ '../features/evCharger/evChargerSaga')]).then(([s, g]) => one('evCharger', s.evChargerReducer, g.evChargerSaga)),
  trends: () =>
    Promise.all([import(/* webpackChunkName: "feature-trends" */ '../features/trends/trendsSlice'), import(/* webpackChunkName: "feature-trends" */ '../features/trends/trendsSaga')]).then(([s, g]) => one('trends', s.trendsReducer, g.trendsSaga)),
  homeSettings: () =>
    Promise.all([import(/* webpackChunkName: "feature-home-settings" */ '../features/homeSettings/homeSettingsSlice'), import(/* webpackChunkName: "feature-home-settings" */ '../features/homeSettings/homeSettingsSaga')]).then(([s, g]) => one('homeSettings', s.homeSettingsReducer, g.homeSettingsSaga)),
  homeSurvey: () =>
    Promise.all([import(/* webpackChunkName: "feature-home-survey" */ '../features/homeSurvey/homeSurveySlice'), import(/* webpackChunkName: "feature-home-survey" */ '../features/homeSurvey/homeSurveySaga')]).then(([s, g]) => one('homeSurvey', s.homeSurveyReducer, g.homeSurveySaga)),
  account: () =>
    Promise.all([import(/* webpackChunkName: "feature-account" */ '../features/account/accountSlice'), import(/* webpackChunkName: "feature-account" */ '../features/account/accountSaga')]).then(([s, g]) => one('account', s.accountReducer, g.accountSaga)),
  mfa: () =>
    Promise.all([import(/* webpackChunkName: "feature-mfa" */ '../features/mfa/mfaSlice'), import(/* webpackChunkName: "feature-mfa" */ '../features/mfa/mfaSaga')]).then(([s, g]) => one('mfa', s.mfaReducer, g.mfaSaga)),
  notificationSettings: () =>
    Promise.all([import(/* webpackChunkName: "feature-notification-settings" */ '../features/notificationSettings/notificationSettingsSlice'), import(/* webpackChunkName: "feature-notification-settings" */ '../features/notificationSettings/notificationSettingsSaga')]).then(([s, g]) => one('notificationSettings', s.notificationSettingsReducer, g.notificationSettingsSaga)),
  connectedDevices: () =>
    Promise.all([import(/* webpackChunkName: "feature-connected-devices" */ '../features/connectedDevices/connectedDevicesSlice'), import(/* webpackChunkName: "feature-connected-devices" */ '../features/connectedDevices/connectedDevicesSaga')]).then(([s, g]) => one('connectedDevices', s.connectedDevicesReducer, g.connectedDevicesSaga)),
  support: () =>
    Promise.all([import(/* webpackChunkName: "feature-support" */ '../features/support/supportSlice'), import(/* webpackChunkName: "feature-support" */ '../features/support/supportSaga')]).then(([s, g]) => one('support', s.supportReducer, g.supportSaga)),
  general: () =>
    Promise.all([import(/* webpackChunkName: "feature-general" */ '../features/general/generalSlice'), import(/* webpackChunkName: "feature-general" */ '../features/general/generalSaga')]).then(([s, g]) => one('general', s.generalReducer, g.generalSaga)),
  appearance: () =>
    Promise.all([import(/* webpackChunkName: "feature-appearance" */ '../features/appearance/appearanceSlice'), import(/* webpackChunkName: "feature-appearance" */ '../features/appearance/appearanceSaga')]).then(([s, g]) => one('appearance', s.appearanceReducer, g.appearanceSaga)),
  /** The integrations feature holds two slices: the integrations and the smart plug. */
  integrations: () =>
    Promise.all([
      import(/* webpackChunkName: "feature-integrations" */ '../features/integrations/integrationsSlice'),
      import(/* webpackChunkName: "feature-integrations" */ '../features/integrations/integrationsSaga'),
      import(/* webpackChunkName: "feature-integrations" */ '../features/integrations/smartPlugSlice'),
      import(/* webpackChunkName: "feature-integrations" */ '../features/integrations/smartPlugSaga'),
    ]).then(([s, g, ps, pg]) => [...one('integrations', s.integrationsReducer, g.integrationsSaga), ...one('smartPlug', ps.smartPlugReducer, pg.smartPlugSaga)]),
  dataSharing: () =>
    Promise.all([import(/* webpackChunkName: "feature-data-sharing" */ '../features/dataSharing/dataSharingSlice'), import(/* webpackChunkName: "feature-data-sharing" */ '../features/dataSharing/dataSharingSaga')]).then(([s, g]) => one('dataSharing', s.dataSharingReducer, g.dataSharingSaga)),
  oauthConsent: () =>
    Promise.all([import(/* webpackChunkName: "feature-oauth-consent" */ '../features/oauthConsent/oauthConsentSlice'), import(/* webpackChunkName: "feature-oauth-consent" */ '../features/oauthConsent/oauthConsentSaga')]).then(([s, g]) => one('oauthConsent', s.oauthConsentReducer, g.oauthConsentSaga)),
  sso: () =>
    Promise.all([import(/* webpackChunkName: "feature-sso" */ '../features/sso/ssoSlice'), import(/* webpackChunkName: "feature-sso" */ '../features/sso/ssoSaga')]).then(([s, g]) => one('sso', s.ssoReducer, g.ssoSaga)),
  labs: () =>
    Promise.all([import(/* webpackChunkName: "feature-labs" */ '../features/labs/labsSlice'), import(/* webpackChunkName: "feature-labs" */ '../features/labs/labsSaga')]).then(([s, g]) => one('labs', s.labsReducer, g.labsSaga)),
  monitorOverview: () =>
    Promise.all([import(/* webpackChunkName: "feature-monitor-overview" */ '../features/monitorOverview/monitorOverviewSlice'), import(/* webpackChunkName: "feature-monitor-overview" */ '../features/monitorOverview/monitorOverviewSaga')]).then(([s, g]) => one('monitor', s.monitorOverviewReducer, g.monitorOverviewSaga)),
  /** The devices feature's writes (its slice loads with the shell): with device detail and device settings. */
  deviceEdits: () =>
    import(/* webpackChunkName: "feature-device-edits" */ '../features/devices/deviceEditsSaga').then((g): SignedInFeature[] => [{ key: 'deviceEdits', saga: g.deviceEditsSaga }]),
  rateZones: () =>
    Promise.all([import(/* webpackChunkName: "feature-rate-zones" */ '../features/rateZones/rateZonesSlice'), import(/* webpackChunkName: "feature-rate-zones" */ '../features/rateZones/rateZonesSaga')]).then(([s, g]) => one('rateZones', s.rateZonesReducer, g.rateZonesSaga)),
} satisfies Record<string, () => Promise<SignedInFeature[]>>;

export type LazyFeatureName = keyof typeof lazyFeatures;

/** Every signed-in feature at once (tests). */
export async function allSignedInFeatures(): Promise<SignedInFeature[]> {
  const lazy = await Promise.all(Object.values(lazyFeatures).map((load) => load()));
  return [...signedInFeatures, ...lazy.flat()];
}

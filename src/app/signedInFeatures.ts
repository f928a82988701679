import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { realtimeReducer } from '../features/realtime/realtimeSlice';
import { realtimeSaga } from '../features/realtime/realtimeSaga';
import { timelineReducer } from '../features/timeline/timelineSlice';
import { timelineSaga } from '../features/timeline/timelineSaga';
import { devicesReducer } from '../features/devices/devicesSlice';
import { devicesSaga } from '../features/devices/devicesSaga';
import { powerMeterReducer } from '../features/powerMeter/powerMeterSlice';
import { powerMeterSaga } from '../features/powerMeter/powerMeterSaga';
import { alertsReducer } from '../features/alerts/alertsSlice';
import { alertsSaga } from '../features/alerts/alertsSaga';
import { evChargerReducer } from '../features/evCharger/evChargerSlice';
import { evChargerSaga } from '../features/evCharger/evChargerSaga';
import { trendsReducer } from '../features/trends/trendsSlice';
import { trendsSaga } from '../features/trends/trendsSaga';
import { homeSettingsReducer } from '../features/homeSettings/homeSettingsSlice';
import { homeSettingsSaga } from '../features/homeSettings/homeSettingsSaga';
import { homeSurveyReducer } from '../features/homeSurvey/homeSurveySlice';
import { homeSurveySaga } from '../features/homeSurvey/homeSurveySaga';
import { accountReducer } from '../features/account/accountSlice';
import { accountSaga } from '../features/account/accountSaga';
import { mfaReducer } from '../features/mfa/mfaSlice';
import { mfaSaga } from '../features/mfa/mfaSaga';
import { notificationSettingsReducer } from '../features/notificationSettings/notificationSettingsSlice';
import { notificationSettingsSaga } from '../features/notificationSettings/notificationSettingsSaga';
import { connectedDevicesReducer } from '../features/connectedDevices/connectedDevicesSlice';
import { connectedDevicesSaga } from '../features/connectedDevices/connectedDevicesSaga';
import { supportReducer } from '../features/support/supportSlice';
import { supportSaga } from '../features/support/supportSaga';
import { generalReducer } from '../features/general/generalSlice';
import { generalSaga } from '../features/general/generalSaga';
import { appearanceReducer } from '../features/appearance/appearanceSlice';
import { appearanceSaga } from '../features/appearance/appearanceSaga';
import { integrationsReducer } from '../features/integrations/integrationsSlice';
import { integrationsSaga } from '../features/integrations/integrationsSaga';
import { smartPlugReducer } from '../features/integrations/smartPlugSlice';
import { smartPlugSaga } from '../features/integrations/smartPlugSaga';
import { dataSharingReducer } from '../features/dataSharing/dataSharingSlice';
import { dataSharingSaga } from '../features/dataSharing/dataSharingSaga';
import { oauthConsentReducer } from '../features/oauthConsent/oauthConsentSlice';
import { oauthConsentSaga } from '../features/oauthConsent/oauthConsentSaga';
import { ssoReducer } from '../features/sso/ssoSlice';
import { ssoSaga } from '../features/sso/ssoSaga';
import { labsReducer } from '../features/labs/labsSlice';
import { labsSaga } from '../features/labs/labsSaga';
import { monitorOverviewReducer } from '../features/monitorOverview/monitorOverviewSlice';
import { monitorOverviewSaga } from '../features/monitorOverview/monitorOverviewSaga';
import { rateZonesReducer } from '../features/rateZones/rateZonesSlice';
import { rateZonesSaga } from '../features/rateZones/rateZonesSaga';

/** A feature that loads with the signed-in shell: its slice (under `key`) and its saga. */
export interface SignedInFeature {
  key: string;
  reducer: Reducer;
  saga: Saga;
}

/**
 * The features a signed-in session needs, in their own chunk: the sign-in page never downloads them.
 * Initialisation (appInitSaga) loads this module and injects every entry before it dispatches the
 * init events, so each saga is already watching for them. Add new signed-in features here.
 */
export const signedInFeatures: SignedInFeature[] = [
  { key: 'realtime', reducer: realtimeReducer, saga: realtimeSaga },
  { key: 'devices', reducer: devicesReducer, saga: devicesSaga },
  { key: 'powerMeter', reducer: powerMeterReducer, saga: powerMeterSaga },
  { key: 'timeline', reducer: timelineReducer, saga: timelineSaga },
  { key: 'alerts', reducer: alertsReducer, saga: alertsSaga },
  { key: 'evCharger', reducer: evChargerReducer, saga: evChargerSaga },
  { key: 'trends', reducer: trendsReducer, saga: trendsSaga },
  { key: 'homeSettings', reducer: homeSettingsReducer, saga: homeSettingsSaga },
  { key: 'homeSurvey', reducer: homeSurveyReducer, saga: homeSurveySaga },
  { key: 'account', reducer: accountReducer, saga: accountSaga },
  { key: 'mfa', reducer: mfaReducer, saga: mfaSaga },
  { key: 'notificationSettings', reducer: notificationSettingsReducer, saga: notificationSettingsSaga },
  { key: 'connectedDevices', reducer: connectedDevicesReducer, saga: connectedDevicesSaga },
  { key: 'support', reducer: supportReducer, saga: supportSaga },
  { key: 'general', reducer: generalReducer, saga: generalSaga },
  { key: 'appearance', reducer: appearanceReducer, saga: appearanceSaga },
  { key: 'integrations', reducer: integrationsReducer, saga: integrationsSaga },
  { key: 'smartPlug', reducer: smartPlugReducer, saga: smartPlugSaga },
  { key: 'dataSharing', reducer: dataSharingReducer, saga: dataSharingSaga },
  { key: 'oauthConsent', reducer: oauthConsentReducer, saga: oauthConsentSaga },
  { key: 'sso', reducer: ssoReducer, saga: ssoSaga },
  { key: 'labs', reducer: labsReducer, saga: labsSaga },
  { key: 'monitor', reducer: monitorOverviewReducer, saga: monitorOverviewSaga },
  { key: 'rateZones', reducer: rateZonesReducer, saga: rateZonesSaga },
];

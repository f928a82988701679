import { createAction } from '@reduxjs/toolkit';

/*
 * The events initialisation dispatches (spec §4 "App state"). Each feature owns its handler and
 * declares the same type string in its own slice; a feature not built yet simply ignores its event.
 */
export const initEvents = {
  realtimeConnectRequested: createAction('realtime/connectRequested'),
  nowTimelineFetchRequested: createAction('timeline/nowFetchRequested'),
} as const;

/** The realtime feature's event for each frame of the feed (its slice declares the same type): initialisation waits for the first. */
export const liveFrameReceived = createAction('realtime/updateReceived');

export const labsFetchRequested = createAction('labs/fetchRequested');
export const evChargerStatusRequested = createAction('evCharger/statusRequested');
export const smartPlugSettingsRequested = createAction('smartPlug/settingsRequested');
export const monitorOverviewRequested = createAction('monitor/overviewRequested');
export const homeSettingsFetchRequested = createAction('homeSettings/fetchRequested');
export const dataSharingFetchRequested = createAction('dataSharing/fetchRequested');

/** Fetched right after initialisation, on every platform. */
export const postInitEvents = [labsFetchRequested, evChargerStatusRequested, smartPlugSettingsRequested] as const;

/** Fetched after initialisation when not in the mobile app. */
export const desktopPostInitEvents = [
  monitorOverviewRequested,
  homeSettingsFetchRequested,
  createAction('inventorySurvey/fetchRequested'),
  createAction('solarSettings/fetchRequested'),
  dataSharingFetchRequested,
  createAction('devices/typesRequested'),
  createAction('devices/initialDetailsRequested'),
] as const;

/** The lazily loaded features that answer the post-initialisation events. */
export const postInitFeatures = ['labs', 'evCharger', 'integrations'] as const;
// (No feature answers 'inventorySurvey/fetchRequested' or 'solarSettings/fetchRequested' today; the devices events go to a feature already loaded.)
export const desktopPostInitFeatures = ['monitorOverview', 'homeSettings', 'dataSharing'] as const;
export type PostInitFeature = (typeof postInitFeatures)[number] | (typeof desktopPostInitFeatures)[number];

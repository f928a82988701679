import { createAction, type Action } from '@reduxjs/toolkit';
import type { ApiRequest } from '../api/types';
import { labsApi } from '../features/labs/labsApi';
import { evChargerApi } from '../features/evCharger/evChargerApi';
import { integrationsApi } from '../features/integrations/integrationsApi';
import { monitorOverviewApi } from '../features/monitorOverview/monitorOverviewApi';
import { homeSettingsApi } from '../features/homeSettings/homeSettingsApi';
import { dataSharingApi } from '../features/dataSharing/dataSharingApi';
import { monitorAttributesReceived } from './session/sessionSlice';
import type { WireHomeAttributes } from '../api/wire/home';

/*
 * The events initialisation dispatches (spec §4 "App state"). Each feature owns its handler and
 * declares the same type string in its own slice; a feature not built yet simply ignores its event.
 */
export const initEvents = {
  realtimeConnectRequested: createAction('realtime/connectRequested'),
  nowTimelineFetchRequested: createAction('timeline/nowFetchRequested'),
} as const;

const labsFetchRequested = createAction('labs/fetchRequested');
const evChargerStatusRequested = createAction('evCharger/statusRequested');
const smartPlugSettingsRequested = createAction('smartPlug/settingsRequested');
const monitorOverviewRequested = createAction('monitor/overviewRequested');
const homeSettingsFetchRequested = createAction('homeSettings/fetchRequested');
const dataSharingFetchRequested = createAction('dataSharing/fetchRequested');

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

/** One post-initialisation fetch done ahead of its feature: the GET its saga sends, and what it tells the session. */
export interface PostInitFetch {
  /** The event the feature's saga answers with this GET. */
  event: () => Action;
  request: (monitorId: number) => ApiRequest<unknown>;
  /** An action the always-loaded code takes from the answer (the home's attributes go into the session's monitor). */
  received?: (monitorId: number, data: unknown) => Action;
}

/**
 * Each post-initialisation feature's fetches. When the feature is not loaded yet, initialisation sends
 * these GETs itself and keeps the answers (src/app/postInitPrefetch.ts); when a screen later loads the
 * feature, its events go out and its saga takes the kept answer (src/api/keptAnswers.ts), or fetches
 * again when it is stale. Each `request` is the same one the feature's saga sends for `event`.
 */
export const postInitFetches: Record<PostInitFeature, PostInitFetch[]> = {
  labs: [{ event: labsFetchRequested, request: labsApi.content }],
  evCharger: [{ event: evChargerStatusRequested, request: evChargerApi.status }],
  integrations: [{ event: smartPlugSettingsRequested, request: integrationsApi.tpLink }],
  monitorOverview: [{ event: monitorOverviewRequested, request: monitorOverviewApi.overview }],
  homeSettings: [
    {
      event: homeSettingsFetchRequested,
      request: homeSettingsApi.attributes,
      received: (monitorId, data) => monitorAttributesReceived({ monitorId, attributes: data as WireHomeAttributes }),
    },
  ],
  dataSharing: [{ event: dataSharingFetchRequested, request: dataSharingApi.list }],
};

import { call, fork, getContext, join, put } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { ApiRequest, ApiResult } from '../api/types';
import { callApi } from '../api/callApi';
import { forgetKeptAnswers, keepAnswer, keptGeneration } from '../api/keptAnswers';
import { nextTask } from '../common/nextTask';
import type { WireHomeAttributes } from '../api/wire/home';
import { labsApi } from '../features/labs/labsApi';
import { evChargerApi } from '../features/evCharger/evChargerApi';
import { integrationsApi } from '../features/integrations/integrationsApi';
import { monitorOverviewApi } from '../features/monitorOverview/monitorOverviewApi';
import { homeSettingsApi } from '../features/homeSettings/homeSettingsApi';
import { dataSharingApi } from '../features/dataSharing/dataSharingApi';
import { monitorAttributesReceived } from './session/sessionSlice';
import {
  dataSharingFetchRequested, evChargerStatusRequested, homeSettingsFetchRequested, labsFetchRequested, monitorOverviewRequested,
  smartPlugSettingsRequested, type PostInitFeature,
} from './appInitEvents';

/*
 * The post-initialisation fetches of features no screen has loaded yet (spec §4 "App state"): the GETs
 * go out right after initialisation as the spec says, but the features' code does not download until a
 * screen needs it. The answers are kept (src/api/keptAnswers.ts); when a screen loads the feature, its
 * post-initialisation events go out and its saga takes the kept answer (or fetches again when stale).
 * This module travels in the signed-in features' chunk (appInitSaga imports it when initialisation
 * needs it): the sign-in page does not carry it.
 */

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
 * these GETs itself and keeps the answers (prefetchPostInit below); when a screen later loads the
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

/** Features whose post-initialisation events have not reached them yet (they were not loaded). */
const awaiting = new Set<string>();

function* prefetchOne(feature: PostInitFeature, monitorId: number, fetch: PostInitFetch): SagaIterator {
  const request = fetch.request(monitorId);
  const since = keptGeneration();
  const result: ApiResult<unknown> = yield call(callApi, request);
  if (result.error) return; // the feature fetches again when it loads, and shows its own error
  if (fetch.received) yield put(fetch.received(monitorId, result.data));
  if (!awaiting.has(feature)) return; // loaded meanwhile: its saga fetched for itself
  const now: () => number = yield getContext('now');
  keepAnswer(request, result.data, now(), since);
}

/** Sends the named features' post-initialisation GETs (together) and keeps the answers for them. */
export function* prefetchPostInit(monitorId: number, features: readonly PostInitFeature[]): SagaIterator {
  for (const feature of features) awaiting.add(feature);
  // Sent one task after another (each GET's start is a task of its own, not one long one), answered together.
  const sent: Task[] = [];
  for (const feature of features) {
    for (const fetch of postInitFetches[feature]) {
      sent.push((yield fork(prefetchOne, feature, monitorId, fetch)) as Task);
      yield call(nextTask);
    }
  }
  yield join(sent);
}

/** A screen loaded features: those still awaiting their post-initialisation events get them now. */
export function* sendMissedPostInitEvents(names: readonly string[]): SagaIterator {
  for (const name of names) {
    if (!awaiting.delete(name)) continue;
    for (const fetch of postInitFetches[name as PostInitFeature]) yield put(fetch.event());
  }
}

/** Nothing awaited, nothing kept. */
export function forgetPostInitPrefetch(): void {
  awaiting.clear();
  forgetKeptAnswers();
}

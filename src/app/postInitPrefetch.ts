import { all, call, getContext, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ApiResult } from '../api/types';
import { callApi } from '../api/callApi';
import { forgetKeptAnswers, keepAnswer, keptGeneration } from '../api/keptAnswers';
import { postInitFetches, type PostInitFeature, type PostInitFetch } from './appInitEvents';
import type { lazyFeaturesLoaded } from './appInitSlice';

/*
 * The post-initialisation fetches of features no screen has loaded yet (spec §4 "App state"): the GETs
 * go out right after initialisation as the spec says, but the features' code does not download until a
 * screen needs it. The answers are kept (src/api/keptAnswers.ts); when a screen loads the feature, its
 * post-initialisation events go out and its saga takes the kept answer (or fetches again when stale).
 */

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
  yield all(features.flatMap((feature) => postInitFetches[feature].map((fetch) => call(prefetchOne, feature, monitorId, fetch))));
}

/** A screen loaded features: those still awaiting their post-initialisation events get them now. */
export function* sendMissedPostInitEvents(action: ReturnType<typeof lazyFeaturesLoaded>): SagaIterator {
  for (const name of action.payload) {
    if (!awaiting.delete(name)) continue;
    for (const fetch of postInitFetches[name as PostInitFeature]) yield put(fetch.event());
  }
}

/** Nothing awaited, nothing kept. */
export function forgetPostInitPrefetch(): void {
  awaiting.clear();
  forgetKeptAnswers();
}

/** The session ended: what was fetched for it is forgotten. */
export function* postInitPrefetchEnded(): SagaIterator {
  yield call(forgetPostInitPrefetch);
}

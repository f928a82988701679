import { call, delay, fork, getContext, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { SagaContext } from './sagaContext';
import { safely } from './sagaUtils';
import { hasAdminTokenParam } from './navigation';
import { initializeCancelled, initializeRequested, initializeSucceeded, lazyFeaturesLoaded, signedInFeaturesLoaded } from './appInitSlice';
import { desktopPostInitEvents, desktopPostInitFeatures, initEvents, liveFrameReceived, postInitEvents, postInitFeatures } from './appInitEvents';
import { selectInitState, selectIsMobile } from './appInitSelectors';
import { loginSucceeded, logoutRequested, logoutSucceeded, renewFailed, userFailed, userRequested, userSucceeded } from './session/sessionSlice';
import { selectIsSignedIn, selectMonitorId, selectUser } from './session/sessionSelectors';
import { renewOnStart } from './session/sessionRenewSaga';
import { forgetKeptAnswers } from '../api/keptAnswers';
import { nextTask } from '../common/nextTask';

/** Resolves when the browser is idle (at most 2 s later), or on the next task where it cannot tell. */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return nextTask();
  return new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 2000 }));
}

/** How long the post-initialisation fetches wait for the feed's first frame (a feed that cannot connect does not hold them longer). */
export const FIRST_FRAME_WAIT_MS = 3000;

type PostInitPrefetch = typeof import('./postInitPrefetch');
let postInitPrefetch: PostInitPrefetch | null = null;
/** The post-initialisation prefetch, in the signed-in features' chunk (loaded by then): never on the sign-in page. */
export function* loadPostInitPrefetch(): SagaIterator<PostInitPrefetch> {
  if (!postInitPrefetch) postInitPrefetch = (yield call(() => import(/* webpackChunkName: "signed-in-features" */ './postInitPrefetch'))) as PostInitPrefetch;
  return postInitPrefetch;
}

/** A screen loaded features: any still waiting for their post-initialisation events gets them now. */
function* onLazyFeaturesLoaded(action: ReturnType<typeof lazyFeaturesLoaded>): SagaIterator {
  if (postInitPrefetch) yield call(postInitPrefetch.sendMissedPostInitEvents, action.payload);
}

/** The session ended: whatever was fetched ahead for it is forgotten. */
function* onLogout(): SagaIterator {
  yield call(forgetKeptAnswers);
  if (postInitPrefetch) yield call(postInitPrefetch.forgetPostInitPrefetch);
}

/**
 * Initialisation (state 1 → 2): make sure the monitor is known (GET /users/{id} after a reload),
 * open the realtime socket and fetch the now timeline, mark initialised, then ask for the
 * post-initialisation data. Every step is an `xRequested` event; features answer them. The
 * post-initialisation features no screen has loaded get their GETs sent and kept for them instead
 * (src/app/postInitPrefetch.ts), so their code downloads only when a screen needs it.
 */
export function* handleInitialize(): SagaIterator {
  const initState: number = yield select(selectInitState);
  if (initState !== 1) return;
  const monitorId: number | null = yield select(selectMonitorId);
  const user: unknown = yield select(selectUser);
  if (monitorId === null) {
    yield put(userRequested());
    yield race([take(userSucceeded.type), take(userFailed.type)]);
  } else if (!user) {
    yield put(userRequested());
  }
  if (!(yield select(selectIsSignedIn))) return; // the user fetch failed and logged out
  // The signed-in features' sagas must be watching before their events go out.
  const loadSignedInFeatures: SagaContext['loadSignedInFeatures'] = yield getContext('loadSignedInFeatures');
  yield call(loadSignedInFeatures);
  yield put(signedInFeaturesLoaded());
  yield put(initEvents.realtimeConnectRequested());
  yield put(initEvents.nowTimelineFetchRequested());
  yield put(initializeSucceeded());
  const mobile: boolean = yield select(selectIsMobile);
  const features = mobile ? postInitFeatures : [...postInitFeatures, ...desktopPostInitFeatures];
  // The post-initialisation fetches wait until the first live reading has come (what the Now screen's
  // visitor waits for) and the page is idle after drawing it: off the first screen's path.
  const featuresLoaded: SagaContext['featuresLoaded'] = yield getContext('featuresLoaded');
  const liveFeed: boolean = yield select((s: object) => 'realtime' in s);
  if (liveFeed) yield race([take(liveFrameReceived.type), delay(FIRST_FRAME_WAIT_MS)]);
  if (featuresLoaded) yield call(whenIdle);
  // Features already loaded (a screen needed them) answer their events themselves. Each event in a
  // task of its own: what it starts (a saga, a GET) is never one long task with the others'.
  for (const event of mobile ? postInitEvents : [...postInitEvents, ...desktopPostInitEvents]) {
    yield put(event());
    yield call(nextTask);
  }
  // The others are not downloaded for this: their GETs go out from here and the answers wait for them.
  const currentMonitor: number | null = yield select(selectMonitorId);
  if (featuresLoaded && currentMonitor !== null && features.some((name) => !featuresLoaded([name]))) {
    const prefetch: PostInitPrefetch = yield call(loadPostInitPrefetch);
    // Asked again after that (asynchronous) import: a screen may have loaded one of them meanwhile.
    const absent = features.filter((name) => !featuresLoaded([name]));
    if (absent.length > 0) yield call(prefetch.prefetchPostInit, currentMonitor, absent);
  }
}

/**
 * The session is over: a refused renew (a network failure keeps the session), a logout asked for or done.
 * Initialisation must not send another call with the dead token.
 */
export function sessionEnded(action: Action): boolean {
  if (action.type === logoutRequested.type || action.type === logoutSucceeded.type) return true;
  return action.type === renewFailed.type && (action as ReturnType<typeof renewFailed>).payload.status !== 'error';
}

/** Initialisation, cancelled (with whatever it was waiting for) as soon as the session ends. */
export function* initializeWhileSignedIn(action: ReturnType<typeof initializeRequested>): SagaIterator {
  const outcome: { ended?: Action } = yield race({ done: call(safely(handleInitialize), action), ended: take(sessionEnded) });
  if (outcome.ended) yield put(initializeCancelled());
}

/**
 * Start-up with a stored session: renew when needed, then initialise. Skipped when the URL carries
 * the admin token: the login page signs in with it and initialisation follows that sign-in.
 */
export function* startup(): SagaIterator {
  const currentLocation: SagaContext['currentLocation'] = yield getContext('currentLocation');
  if (hasAdminTokenParam(currentLocation())) return;
  if (!(yield select(selectIsSignedIn))) return;
  const usable: boolean = yield call(renewOnStart);
  if (usable && (yield select(selectIsSignedIn))) yield put(initializeRequested());
}

function* initializeAfterLogin(): SagaIterator {
  yield put(initializeRequested());
}

export function* appInitSaga(): SagaIterator {
  yield takeLeading(initializeRequested.type, initializeWhileSignedIn);
  yield takeEvery(lazyFeaturesLoaded.type, onLazyFeaturesLoaded);
  yield takeEvery(logoutSucceeded.type, onLogout);
  yield takeLeading(loginSucceeded.type, initializeAfterLogin);
  yield fork(startup);
}

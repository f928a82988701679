import { call, fork, getContext, put, race, select, take, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { SagaContext } from './sagaContext';
import { safely } from './sagaUtils';
import { hasAdminTokenParam } from './navigation';
import { initializeRequested, initializeSucceeded, signedInFeaturesLoaded } from './appInitSlice';
import { desktopPostInitEvents, initEvents, postInitEvents } from './appInitEvents';
import { selectInitState, selectIsMobile } from './appInitSelectors';
import { loginSucceeded, userFailed, userRequested, userSucceeded } from './session/sessionSlice';
import { selectIsSignedIn, selectMonitorId, selectUser } from './session/sessionSelectors';
import { renewOnStart } from './session/sessionRenewSaga';

/**
 * Initialisation (state 1 → 2): make sure the monitor is known (GET /users/{id} after a reload),
 * open the realtime socket and fetch the now timeline, mark initialised, then ask for the
 * post-initialisation data. Every step is an `xRequested` event; features answer them.
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
  for (const event of postInitEvents) yield put(event());
  const mobile: boolean = yield select(selectIsMobile);
  if (!mobile) for (const event of desktopPostInitEvents) yield put(event());
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
  yield takeLeading(initializeRequested.type, safely(handleInitialize));
  yield takeLeading(loginSucceeded.type, initializeAfterLogin);
  yield fork(startup);
}

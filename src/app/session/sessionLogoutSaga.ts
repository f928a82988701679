import { call, getContext, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import type { SagaContext } from '../sagaContext';
import { loginPath } from '../navigation';
import * as sessionApi from './sessionApi';
import { clearSession } from './sessionPersistence';
import { logoutRequested, logoutSucceeded } from './sessionSlice';
import { selectAccessToken } from './sessionSelectors';

/**
 * GET /logout (best effort), clear the stored session, reset every slice (`session/logoutSucceeded`),
 * then go to /login carrying the location to come back to (the given `next`, else where the user was);
 * the mobile app's /logout page goes to the provider's get-app address instead (LogoutScreen).
 */
export function* handleLogout(action: ReturnType<typeof logoutRequested>): SagaIterator {
  const storage: Storage = yield getContext('storage');
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  const currentLocation: SagaContext['currentLocation'] = yield getContext('currentLocation');
  const next = action.payload.next !== undefined ? action.payload.next : currentLocation();
  const token: string | null = yield select(selectAccessToken);
  if (token) yield call(callApi, sessionApi.logout());
  clearSession(storage);
  yield put(logoutSucceeded());
  // In the mobile app's /logout, the page itself then shows the get-app redirect.
  if (!action.payload.toProviderApp) yield call(navigate, loginPath(next), { replace: true });
}

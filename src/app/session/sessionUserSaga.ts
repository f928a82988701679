import { call, getContext, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireUser, WireUserSettings } from '../../api/wire/user';
import * as sessionApi from './sessionApi';
import { persistMonitorTimeZone } from './sessionPersistence';
import { settingsFailed, settingsRequested, settingsSucceeded, userFailed, userRequested, userSucceeded } from './sessionSlice';
import { selectSettingsVersion, selectUserId, selectUserVersion } from './sessionSelectors';

const notSignedIn = { status: 401, message: 'Not signed in' } as const;

/** GET /users/{id}: the user model (email, flags, monitors, settings). */
export function* handleUserRequested(): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (!userId) {
    yield put(userFailed(notSignedIn));
    return;
  }
  const result: ApiResult<WireUser> = yield call(callApi, sessionApi.getUser(userId));
  if (result.error || !result.data) {
    yield put(userFailed(result.error ? plainError(result.error) : { status: 200, message: 'Empty user record' }));
    return;
  }
  const timeZone = result.data.monitors?.[0]?.time_zone;
  if (timeZone) {
    const storage: Storage = yield getContext('storage');
    persistMonitorTimeZone(storage, timeZone);
  }
  yield put(userSucceeded(result.data));
}

/** GET /users/{id}/settings. */
export function* handleSettingsRequested(): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (!userId) {
    yield put(settingsFailed(notSignedIn));
    return;
  }
  const result: ApiResult<WireUserSettings> = yield call(callApi, sessionApi.getSettings(userId));
  if (result.error || !result.data) yield put(settingsFailed(result.error ? plainError(result.error) : { status: 200, message: 'Empty settings' }));
  else yield put(settingsSucceeded(result.data));
}

/**
 * The realtime feed's data_change carries user_version and settings_version. When either differs from
 * the stored one, refetch it. The live view may `yield call(refetchIfVersionsChanged, payload)` or
 * dispatch `session/userRequested` / `session/settingsRequested` itself.
 */
export function* refetchIfVersionsChanged(versions: { user_version?: number; settings_version?: number }): SagaIterator {
  const userVersion: number | null = yield select(selectUserVersion);
  const settingsVersion: number | null = yield select(selectSettingsVersion);
  if (typeof versions.user_version === 'number' && versions.user_version !== userVersion) yield put(userRequested());
  if (typeof versions.settings_version === 'number' && versions.settings_version !== settingsVersion) yield put(settingsRequested());
}

import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../api/callApi';
import { plainError } from '../api/errors';
import type { ApiResult } from '../api/types';
import type { WireUserSettings } from '../api/wire/user';
import { updateSettings } from '../app/session/sessionApi';
import { selectUserId } from '../app/session/sessionSelectors';
import { loginSucceeded } from '../app/session/sessionSlice';
import { safely } from '../app/sagaUtils';
import { themeChangeFailed, themeChangeRequested, themeChangeSucceeded, themeModeChoiceLoaded } from './themeActions';
import { readModeChosen, writeModeChosen } from './themeModeStorage';

/** Saves a theme choice: POST /users/{id}/settings with JSON { theme: { name, night_mode } }. */
export function* handleThemeChange(action: ReturnType<typeof themeChangeRequested>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (!userId) {
    yield put(themeChangeFailed({ status: 401, message: 'Not signed in' }));
    return;
  }
  if (action.meta.modeChosen) {
    const storage: Storage = yield getContext('storage');
    writeModeChosen(storage, userId);
  }
  const { name, night_mode } = action.payload;
  const result: ApiResult<WireUserSettings> = yield call(callApi, updateSettings(userId, { theme: { name, night_mode } }), { notify: true });
  if (result.error) yield put(themeChangeFailed(plainError(result.error)));
  else yield put(themeChangeSucceeded(result.data ?? null));
}

/** After sign-in: did this user choose a mode on this browser? (Until then the system preference decides.) */
export function* loadModeChoice(action: ReturnType<typeof loginSucceeded>): SagaIterator {
  const storage: Storage = yield getContext('storage');
  yield put(themeModeChoiceLoaded(readModeChosen(storage, action.payload.user_id)));
}

export function* themeSaga(): SagaIterator {
  yield takeLatest(themeChangeRequested.type, safely(handleThemeChange));
  yield takeEvery(loginSucceeded.type, safely(loadModeChoice));
}

import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireNotificationsResponse } from '../../api/wire/account';
import { safely } from '../../app/sagaUtils';
import { selectUserId } from '../../app/session/sessionSelectors';
import { noticeText } from '../../common/notifications/noticeText';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { notices } from './notices';
import { notificationSettingsApi } from './notificationSettingsApi';
import { selectNotificationSettings } from './notificationSettingsSelectors';
import {
  changeFailed, changeRequested, changeSucceeded, fetchFailed, fetchRequested, fetchSucceeded,
} from './notificationSettingsSlice';
import type { NotificationSettingsState } from './types';

const NOT_SIGNED_IN = { status: 401, message: 'Not signed in' } as const;

/** GET /users/{id}/notifications?monitor_id=: that monitor's flags. */
export function* handleFetch(action: ReturnType<typeof fetchRequested>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(fetchFailed(NOT_SIGNED_IN)));
  const { monitorId } = action.payload;
  const result: ApiResult<WireNotificationsResponse> = yield call(callApi, notificationSettingsApi.get(userId, monitorId));
  if (result.error) yield put(fetchFailed(plainError(result.error)));
  else yield put(fetchSucceeded({ monitorId, flags: result.data[String(monitorId)] ?? {} }));
}

/** POST the one flag that changed; the answer is the monitor's whole map. A failure puts the switch back. */
export function* handleChange(action: ReturnType<typeof changeRequested>): SagaIterator {
  const { flag, enabled } = action.payload;
  const state: NotificationSettingsState = yield select(selectNotificationSettings);
  // The reducer refused it (not loaded, or this flag is already being saved).
  if (!(flag in state.saving) || state.flags[flag] !== enabled || state.monitorId === null) return;
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(changeFailed({ flag, ...NOT_SIGNED_IN })));
  const monitorId = state.monitorId;
  const result: ApiResult<WireNotificationsResponse> = yield call(callApi, notificationSettingsApi.update(userId, monitorId, { [flag]: enabled }));
  if (result.error) {
    yield put(changeFailed({ flag, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: noticeText(notices.saveFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(changeSucceeded({ flag, flags: result.data[String(monitorId)] ?? {} }));
}

/** The notification settings' saga: load a monitor's flags, save each change. */
export function* notificationSettingsSaga(): SagaIterator {
  yield all([takeLatest(fetchRequested.type, safely(handleFetch)), takeEvery(changeRequested.type, safely(handleChange))]);
}

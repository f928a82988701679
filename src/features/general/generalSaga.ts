import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireUserSettings } from '../../api/wire/user';
import { safely } from '../../app/sagaUtils';
import { updateSettings } from '../../app/session/sessionApi';
import { selectUserId } from '../../app/session/sessionSelectors';
import { settingsSucceeded } from '../../app/session/sessionSlice';
import { noticeText } from '../../common/notifications/noticeText';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { labsChangeFailed, labsChangeRequested, labsChangeSucceeded } from './generalSlice';
import { notices } from './notices';

/** POST /users/{id}/settings { labs_enabled }: the answer is the new settings, stored as the session's. */
export function* handleLabsChange(action: ReturnType<typeof labsChangeRequested>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(labsChangeFailed({ status: 401, message: 'Not signed in' })));
  const result: ApiResult<WireUserSettings> = yield call(callApi, updateSettings(userId, { labs_enabled: action.payload.enabled }));
  if (result.error) {
    yield put(labsChangeFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: noticeText(notices.labsFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(settingsSucceeded(result.data));
  yield put(labsChangeSucceeded());
}

export function* generalSaga(): SagaIterator {
  yield all([takeLeading(labsChangeRequested.type, safely(handleLabsChange))]);
}

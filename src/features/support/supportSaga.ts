import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireFeedbackResponse } from '../../api/wire/account';
import type { WireMonitorStatus } from '../../api/wire/monitor';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId, selectUserId } from '../../app/session/sessionSelectors';
import { noticeText } from '../../common/notifications/noticeText';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { BUILD_VERSION, FEEDBACK_CLIENT } from './buildInfo';
import { notices } from './notices';
import { supportApi } from './supportApi';
import { feedbackFailed, feedbackRequested, feedbackSucceeded, statusFailed, statusRequested, statusSucceeded } from './supportSlice';

/** GET /app/monitors/{id}/status. */
export function* handleStatus(action: ReturnType<typeof statusRequested>): SagaIterator {
  const { monitorId } = action.payload;
  const result: ApiResult<WireMonitorStatus> = yield call(callApi, supportApi.monitorStatus(monitorId));
  if (result.error) yield put(statusFailed(plainError(result.error)));
  else yield put(statusSucceeded({ monitorId, status: result.data }));
}

/** POST /users/{id}/feedback?client_version=: category, sub-category, text, the monitor, a device if any, client 'Webclient'. */
export function* handleFeedback(action: ReturnType<typeof feedbackRequested>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(feedbackFailed({ status: 401, message: 'Not signed in' })));
  const monitorId: number | null = yield select(selectMonitorId);
  const { category, subCategory, text, deviceId } = action.payload;
  const body = {
    category,
    sub_category: subCategory,
    feedback: text,
    ...(monitorId !== null ? { monitor_id: monitorId } : {}),
    ...(deviceId ? { device_id: deviceId } : {}),
    client: FEEDBACK_CLIENT,
  };
  const result: ApiResult<WireFeedbackResponse> = yield call(callApi, supportApi.feedback(userId, body, BUILD_VERSION));
  if (result.error) {
    yield put(feedbackFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: noticeText(notices.feedbackFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(feedbackSucceeded());
}

export function* supportSaga(): SagaIterator {
  yield all([takeLatest(statusRequested.type, safely(handleStatus)), takeLeading(feedbackRequested.type, safely(handleFeedback))]);
}

import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireFeedbackResponse } from '../../api/wire/account';
import type { WireEvEnableResponse, WireEvSettings, WireEvStatus } from '../../api/wire/evCharger';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId, selectUserId } from '../../app/session/sessionSelectors';
import { evChargerApi } from './evChargerApi';
import {
  chargeFailed, chargeRequested, chargeSucceeded, enableFailed, enableRequested, enableSucceeded, feedbackFailed, feedbackRequested,
  feedbackSucceeded, pageClosed, pageOpened, settingsSaveFailed, settingsSaveRequested, settingsSaveSucceeded, statusFailed,
  statusRequested, statusSucceeded,
} from './evChargerSlice';
import { notices, text } from './messages';
import type { ChargeAction } from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };
/** While the lab page is open its status is refreshed this often (charging power, the current quarter-hour). */
export const REFRESH_MS = 30_000;

/** GET …/status (spec §4: after initialisation, and on the lab's pages). */
export function* handleStatus(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(statusFailed(NO_MONITOR)));
  const result: ApiResult<WireEvStatus> = yield call(callApi, evChargerApi.status(monitorId));
  if (result.error) yield put(statusFailed(plainError(result.error)));
  else yield put(statusSucceeded(result.data));
}

/** Finish setup: enable the charge point, then refetch the status (spec §4 "EV charger connect"). */
export function* handleEnable(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(enableFailed(NO_MONITOR)));
  const result: ApiResult<WireEvEnableResponse> = yield call(callApi, evChargerApi.enable(monitorId));
  if (result.error) return void (yield put(enableFailed(plainError(result.error))));
  yield put(enableSucceeded());
  yield put(statusRequested());
}

/** Start or Stop charging: the answer is the new status; a refusal shows the server's reason. */
export function* handleCharge(action: PayloadAction<{ action: ChargeAction }>): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(chargeFailed(NO_MONITOR)));
  const start = action.payload.action === 'start';
  const result: ApiResult<WireEvStatus> = yield call(callApi, start ? evChargerApi.start(monitorId) : evChargerApi.stop(monitorId));
  if (result.error) {
    yield put(chargeFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: text(start ? notices.startFailed : notices.stopFailed), message: errorMessage(result.error) }));
    // What the charger does now may be what made the command fail: show it.
    yield put(statusRequested());
    return;
  }
  yield put(chargeSucceeded(result.data));
  // A refresh that left before the command would answer the old state: ask again (takeLatest drops it).
  yield put(statusRequested());
}

/** Saves the settings form; the page then shows what the server stored. */
export function* handleSaveSettings(action: PayloadAction<WireEvSettings>): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(settingsSaveFailed(NO_MONITOR)));
  const result: ApiResult<WireEvSettings> = yield call(callApi, evChargerApi.saveSettings(monitorId, action.payload));
  if (result.error) return void (yield put(settingsSaveFailed(plainError(result.error))));
  yield put(settingsSaveSucceeded(result.data));
  yield put(notificationShown({ kind: 'success', title: text(notices.settingsSaved) }));
}

/** The lab's feedback (POST /users/{id}/labs/feedback): 'request submitted / thank you for participating'. */
export function* handleFeedback(action: PayloadAction<{ feedback: string }>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  const monitorId: number | null = yield select(selectMonitorId);
  if (userId === null || monitorId === null) return void (yield put(feedbackFailed(NO_MONITOR)));
  const result: ApiResult<WireFeedbackResponse> = yield call(callApi, evChargerApi.feedback(userId, monitorId, action.payload.feedback));
  if (result.error) return void (yield put(feedbackFailed(plainError(result.error))));
  yield put(feedbackSucceeded());
  yield put(notificationShown({ kind: 'success', title: text(notices.feedbackSent), message: text(notices.feedbackThanks) }));
}

/** While a lab page is open: the status now, then every REFRESH_MS, until it closes. */
export function* refreshWhileOpen(): SagaIterator {
  while (true) {
    yield put(statusRequested());
    const { closed } = yield race({ closed: take(pageClosed.type), later: delay(REFRESH_MS) });
    if (closed) return;
  }
}

/** The EV charger feature's saga. */
export function* evChargerSaga(): SagaIterator {
  yield all([
    takeLatest(statusRequested.type, safely(handleStatus)),
    takeLeading(enableRequested.type, safely(handleEnable)),
    takeLeading(chargeRequested.type, safely(handleCharge)),
    takeLeading(settingsSaveRequested.type, safely(handleSaveSettings)),
    takeLeading(feedbackRequested.type, safely(handleFeedback)),
    takeLatest(pageOpened.type, refreshWhileOpen),
  ]);
}


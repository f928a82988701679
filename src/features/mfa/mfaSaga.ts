import { all, call, delay, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError, type ApiError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireTotpDisableResponse, WireTotpSetupResponse, WireTotpVerifyResponse } from '../../api/wire/account';
import type { SagaContext } from '../../app/sagaContext';
import { safely } from '../../app/sagaUtils';
import { selectUserId } from '../../app/session/sessionSelectors';
import { userRequested } from '../../app/session/sessionSlice';
import { noticeText } from '../../common/notifications/noticeText';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { MFA_CLOSE_DELAY_MS } from './constants';
import { notices } from './notices';
import { mfaApi } from './mfaApi';
import { selectMfa } from './mfaSelectors';
import type { MfaState } from './types';
import {
  cancelled, closed, closeRequested, dialogOpened, disableFailed, disableRequested, disableSucceeded, setupFailed, setupRequested, setupSucceeded,
  verifyFailed, verifyRequested, verifySucceeded,
} from './mfaSlice';

const NOT_SIGNED_IN: ApiError = { status: 401, message: 'Not signed in' };

/** MFA failures show error notices (spec §8), titled 'Two-factor authentication', the reason as message. */
function* failureNotice(error: ApiError): SagaIterator {
  yield put(notificationShown({ kind: 'error', title: noticeText(notices.failedTitle), message: errorMessage(error) }));
}

/** The client's time as ISO text (the server decides by its own clock; it is sent as the spec says). */
function* clientTime(): SagaIterator<string> {
  const now: SagaContext['now'] = yield getContext('now');
  return new Date(now()).toISOString();
}

/** Stage 0 → 1: POST /users/{id}/mfa/totp {password, client_time} → secret and QR code. */
export function* handleSetup(action: ReturnType<typeof setupRequested>): SagaIterator {
  // The reducer refused it (the dialog is not at stage 0).
  if (!((yield select(selectMfa)) as MfaState).pending) return;
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(setupFailed(NOT_SIGNED_IN)));
  const time: string = yield call(clientTime);
  const result: ApiResult<WireTotpSetupResponse> = yield call(callApi, mfaApi.setup(userId, action.payload.password, time));
  if (result.error) {
    yield put(setupFailed(plainError(result.error)));
    yield call(failureNotice, result.error);
    return;
  }
  yield put(setupSucceeded({ secret: result.data.secret, qrCode: result.data.qr_code }));
}

/** Stage 2 → 3: POST …/verify {code, client_time}; totp_enabled from the answer, then the user record afresh. */
export function* handleVerify(action: ReturnType<typeof verifyRequested>): SagaIterator {
  // The reducer refused it (the dialog is not at stage 2).
  if (!((yield select(selectMfa)) as MfaState).pending) return;
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(verifyFailed(NOT_SIGNED_IN)));
  const time: string = yield call(clientTime);
  const result: ApiResult<WireTotpVerifyResponse> = yield call(callApi, mfaApi.verify(userId, action.payload.code, time));
  if (result.error) {
    yield put(verifyFailed(plainError(result.error)));
    yield call(failureNotice, result.error);
    return;
  }
  yield put(verifySucceeded({ totpEnabled: result.data.totp_enabled }));
  yield put(userRequested());
}

/**
 * The dialog closes 250 ms after cancel, done or take-me-home (spec §9); take-me-home then goes to /.
 * Opening the dialog again within the delay keeps it open (takeLatest cancels the pending close).
 */
export function* handleClose(action: ReturnType<typeof closeRequested> | ReturnType<typeof cancelled> | ReturnType<typeof dialogOpened>): SagaIterator {
  if (dialogOpened.match(action)) return;
  yield delay(MFA_CLOSE_DELAY_MS);
  yield put(closed());
  if (closeRequested.match(action) && action.payload.home) {
    const navigate: SagaContext['navigate'] = yield getContext('navigate');
    yield call(navigate, '/');
  }
}

/** POST …/disable {password}: 'Success' / 'Two-factor authentication disabled'. */
export function* handleDisable(action: ReturnType<typeof disableRequested>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(disableFailed(NOT_SIGNED_IN)));
  const result: ApiResult<WireTotpDisableResponse> = yield call(callApi, mfaApi.disable(userId, action.payload.password));
  if (result.error) {
    yield put(disableFailed(plainError(result.error)));
    yield call(failureNotice, result.error);
    return;
  }
  yield put(disableSucceeded());
  yield put(notificationShown({ kind: 'success', title: noticeText(notices.disabledTitle), message: noticeText(notices.disabled) }));
  yield put(userRequested());
}

/** The two-factor feature's saga: setup, verify, the delayed close, disable. */
export function* mfaSaga(): SagaIterator {
  yield all([
    takeLeading(setupRequested.type, safely(handleSetup)),
    takeLeading(verifyRequested.type, safely(handleVerify)),
    takeLatest([closeRequested.type, cancelled.type, dialogOpened.type], safely(handleClose)),
    takeLeading(disableRequested.type, safely(handleDisable)),
  ]);
}

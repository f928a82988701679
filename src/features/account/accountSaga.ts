import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireChangeEmailResponse, WireChangePasswordResponse, WireOk } from '../../api/wire/account';
import { safely } from '../../app/sagaUtils';
import { selectUserId } from '../../app/session/sessionSelectors';
import { userRequested } from '../../app/session/sessionSlice';
import { noticeText as text } from '../../common/notifications/noticeText';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { accountApi } from './accountApi';
import { selectAccountEmail } from './accountSelectors';
import {
  emailChangeFailed, emailChangeRequested, emailChangeSucceeded, passwordChangeFailed, passwordChangeRequested, passwordChangeSucceeded,
  verificationResendFailed, verificationResendRequested, verificationResendSucceeded,
} from './accountSlice';
import { notices } from './notices';

const NOT_SIGNED_IN = { status: 401, message: 'Not signed in' } as const;

/** POST /users/{id}/password; then 'password changed' (every other session is signed out by the server). */
export function* handlePasswordChange(action: ReturnType<typeof passwordChangeRequested>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(passwordChangeFailed(NOT_SIGNED_IN)));
  const { oldPassword, newPassword, confirmation } = action.payload;
  const result: ApiResult<WireChangePasswordResponse> = yield call(
    callApi,
    accountApi.changePassword(userId, { old_password: oldPassword, new_password: newPassword, new_password_confirmation: confirmation }),
  );
  if (result.error) {
    yield put(passwordChangeFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: text(notices.passwordFailed), message: errorMessage(result.error) }));
    return;
  }
  const revoked = result.data.sessions_revoked ?? 0;
  yield put(passwordChangeSucceeded({ sessionsRevoked: revoked }));
  yield put(notificationShown({ kind: 'success', title: text(notices.passwordChanged), ...(revoked > 0 ? { message: text(notices.othersSignedOut) } : {}) }));
}

/**
 * POST /users/{id}/email; then 'verification sent to your new email'. The address is unverified
 * from now on (spec §4), and the user record is refetched.
 */
export function* handleEmailChange(action: ReturnType<typeof emailChangeRequested>): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(emailChangeFailed(NOT_SIGNED_IN)));
  const { email, currentEmail, password, confirmation } = action.payload;
  const result: ApiResult<WireChangeEmailResponse> = yield call(
    callApi,
    accountApi.changeEmail(userId, { email, current_email: currentEmail, password, email_confirmation: confirmation }),
  );
  if (result.error) {
    yield put(emailChangeFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: text(notices.emailFailed), message: errorMessage(result.error) }));
    return;
  }
  const changed = result.data.email ?? email;
  yield put(emailChangeSucceeded({ email: changed }));
  yield put(notificationShown({ kind: 'success', title: text(notices.verificationSent), message: text(notices.verificationLink, { email: changed }) }));
  yield put(userRequested());
}

/** POST /users/{id}/resend_email_verification: a fresh link to the current address. */
export function* handleResend(): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return void (yield put(verificationResendFailed(NOT_SIGNED_IN)));
  const result: ApiResult<WireOk> = yield call(callApi, accountApi.resendVerification(userId));
  if (result.error) {
    yield put(verificationResendFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: text(notices.resendFailed), message: errorMessage(result.error) }));
    return;
  }
  const email: string | null = yield select(selectAccountEmail);
  yield put(verificationResendSucceeded());
  yield put(notificationShown({ kind: 'success', title: text(notices.resentTitle), message: text(notices.resent, { email: email ?? '' }) }));
}

/** The account feature's saga: change password, change email, resend the verification link. */
export function* accountSaga(): SagaIterator {
  yield all([
    takeLeading(passwordChangeRequested.type, safely(handlePasswordChange)),
    takeLeading(emailChangeRequested.type, safely(handleEmailChange)),
    takeLeading(verificationResendRequested.type, safely(handleResend)),
  ]);
}

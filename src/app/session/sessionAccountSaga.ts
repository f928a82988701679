import { call, getContext, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import type { SagaContext } from '../sagaContext';
import { sessionNoticeMessages as m } from './messages';
import * as sessionApi from './sessionApi';
import {
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  resetPasswordFailed,
  resetPasswordRequested,
  resetPasswordSucceeded,
  verifyEmailFailed,
  verifyEmailRequested,
  verifyEmailSucceeded,
} from './sessionSlice';

/** POST /forgot_password, then the notice 'Password Reset Sent' / 'Please check your email…'. */
export function* handleForgotPassword(action: ReturnType<typeof forgotPasswordRequested>): SagaIterator {
  const result: ApiResult<unknown> = yield call(callApi, sessionApi.forgotPassword(action.payload.email));
  if (result.error) {
    yield put(forgotPasswordFailed(plainError(result.error)));
    return;
  }
  yield put(forgotPasswordSucceeded());
  yield put(notificationShown({ kind: 'success', title: m.resetSentTitle, message: m.resetSentMessage }));
}

/** POST /reset_password with the new password and the token from the emailed link; then to /login. */
export function* handleResetPassword(action: ReturnType<typeof resetPasswordRequested>): SagaIterator {
  const { password, token } = action.payload;
  const result: ApiResult<unknown> = yield call(callApi, sessionApi.resetPassword(password, token));
  if (result.error) {
    yield put(resetPasswordFailed(plainError(result.error)));
    return;
  }
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield put(resetPasswordSucceeded());
  yield put(notificationShown({ kind: 'success', title: m.passwordUpdatedTitle, message: m.passwordUpdatedMessage }));
  yield call(navigate, '/login', { replace: true });
}

/** POST /verify_email with the token from the emailed link. */
export function* handleVerifyEmail(action: ReturnType<typeof verifyEmailRequested>): SagaIterator {
  const result: ApiResult<unknown> = yield call(callApi, sessionApi.verifyEmail(action.payload.token));
  if (result.error) yield put(verifyEmailFailed(plainError(result.error)));
  else yield put(verifyEmailSucceeded());
}

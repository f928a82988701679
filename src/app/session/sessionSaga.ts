import { takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { safely } from '../sagaUtils';
import { handleAdminLogin, handleLogin, handleMfa } from './sessionLoginSaga';
import { handleRenew } from './sessionRenewSaga';
import { handleLogout } from './sessionLogoutSaga';
import { handleForgotPassword, handleResetPassword, handleVerifyEmail } from './sessionAccountSaga';
import { handleSettingsRequested, handleUserRequested } from './sessionUserSaga';
import {
  adminLoginRequested,
  forgotPasswordRequested,
  loginRequested,
  logoutRequested,
  mfaRequested,
  renewRequested,
  resetPasswordRequested,
  settingsRequested,
  userRequested,
  verifyEmailRequested,
} from './sessionSlice';

/** Session watcher: sign-in flows, the single-flight renew, logout, user and settings. */
export function* sessionSaga(): SagaIterator {
  yield takeLeading(loginRequested.type, safely(handleLogin));
  yield takeLeading(mfaRequested.type, safely(handleMfa));
  yield takeLeading(adminLoginRequested.type, safely(handleAdminLogin));
  yield takeLeading(renewRequested.type, safely(handleRenew));
  yield takeLeading(logoutRequested.type, safely(handleLogout));
  yield takeLatest(userRequested.type, safely(handleUserRequested));
  yield takeLatest(settingsRequested.type, safely(handleSettingsRequested));
  yield takeLeading(forgotPasswordRequested.type, safely(handleForgotPassword));
  yield takeLeading(resetPasswordRequested.type, safely(handleResetPassword));
  yield takeLatest(verifyEmailRequested.type, safely(handleVerifyEmail));
}

import { call, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { loadWithRetry } from '../../common/chunkLoader';
import { safely } from '../sagaUtils';
import { handleRenew } from './sessionRenewSaga';
import { handleLogout } from './sessionLogoutSaga';
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

type LoginHandlers = typeof import('./sessionLoginSaga');
type AccountHandlers = typeof import('./sessionAccountSaga');
const loadLogin = (): Promise<LoginHandlers> => import(/* webpackChunkName: "session-sign-in" */ './sessionLoginSaga');
const loadAccount = (): Promise<AccountHandlers> => import(/* webpackChunkName: "session-account" */ './sessionAccountSaga');

/**
 * The sign-in handlers (password, MFA code, admin token) and the account pages' handlers (forgot and
 * reset password, verify email) are needed only on those public pages, so a signed-in first visit
 * never downloads them. Each page preloads its handlers when it shows (preloadSignInHandlers,
 * preloadAccountHandlers); otherwise the first request loads them, under the chunk rule.
 */
function deferred<M, A>(load: () => Promise<M>, pick: (module: M) => (action: A) => SagaIterator) {
  return function* handleDeferred(action: A): SagaIterator {
    const module = (yield call(loadWithRetry, load)) as M;
    yield call(pick(module), action);
  };
}
/** Starts downloading the sign-in handlers (the sign-in and MFA pages call it when they show). */
export const preloadSignInHandlers = (): void => void loadLogin().catch(() => undefined);
/** Starts downloading the account pages' handlers (forgot and reset password, verify email). */
export const preloadAccountHandlers = (): void => void loadAccount().catch(() => undefined);

/** Session watcher: sign-in flows, the single-flight renew, logout, user and settings. */
export function* sessionSaga(): SagaIterator {
  yield takeLeading(loginRequested.type, safely(deferred(loadLogin, (m) => m.handleLogin)));
  yield takeLeading(mfaRequested.type, safely(deferred(loadLogin, (m) => m.handleMfa)));
  yield takeLeading(adminLoginRequested.type, safely(deferred(loadLogin, (m) => m.handleAdminLogin)));
  yield takeLeading(renewRequested.type, safely(handleRenew));
  yield takeLeading(logoutRequested.type, safely(handleLogout));
  yield takeLatest(userRequested.type, safely(handleUserRequested));
  yield takeLatest(settingsRequested.type, safely(handleSettingsRequested));
  yield takeLeading(forgotPasswordRequested.type, safely(deferred(loadAccount, (m) => m.handleForgotPassword)));
  yield takeLeading(resetPasswordRequested.type, safely(deferred(loadAccount, (m) => m.handleResetPassword)));
  yield takeLatest(verifyEmailRequested.type, safely(deferred(loadAccount, (m) => m.handleVerifyEmail)));
}

import { call, getContext, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { localizeError, plainError, SOMETHING_BROKE } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireAuthResponse, WireMfaRequired } from '../../api/wire/auth';
import type { SagaContext } from '../sagaContext';
import { HOME_PATH, mfaPath, sanitizeNext } from '../navigation';
import * as sessionApi from './sessionApi';
import { persistLogin } from './sessionPersistence';
import { adminLoginRequested, loginFailed, loginRequested, loginSucceeded, mfaRequested, mfaRequired } from './sessionSlice';
import { selectMfa } from './sessionSelectors';

function isMfaRequired(body: unknown): body is WireMfaRequired {
  return Boolean(body && typeof body === 'object' && (body as WireMfaRequired).status === 'mfa_required' && (body as WireMfaRequired).mfa_token);
}

/** A sign-in succeeded: store tokens, user id and monitor time zone, publish it, go to the remembered target. */
export function* completeLogin(auth: WireAuthResponse, next: string | null | undefined, admin: boolean): SagaIterator {
  const storage: Storage = yield getContext('storage');
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  persistLogin(storage, auth, admin);
  yield put(loginSucceeded(auth, { admin }));
  yield call(navigate, sanitizeNext(next) ?? HOME_PATH, { replace: true });
}

/** The /mfa step: remember the mfa token and where to go afterwards, then go there. */
function* goToMfa(mfaToken: string, next: string | null | undefined): SagaIterator {
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield put(mfaRequired({ mfaToken, next: next ?? null }));
  yield call(navigate, mfaPath(next), { state: { mfaToken, next: next ?? null } });
}

/**
 * POST /authenticate. An answer whose status is mfa_required goes to /mfa, whatever its HTTP status:
 * the hosted API answers 401, but a 200 carrying it is no sign-in (it has no tokens).
 */
export function* handleLogin(action: ReturnType<typeof loginRequested>): SagaIterator {
  const { email, password, next } = action.payload;
  const result: ApiResult<WireAuthResponse | WireMfaRequired> = yield call(callApi, sessionApi.authenticate(email, password));
  const mfaAnswer = result.data ?? result.error.body;
  if (isMfaRequired(mfaAnswer)) {
    yield call(goToMfa, mfaAnswer.mfa_token, next);
    return;
  }
  if (result.data) {
    const auth = result.data as WireAuthResponse;
    if (auth.access_token) yield call(completeLogin, auth, next, false);
    else yield put(loginFailed(localizeError({ status: 200, message: SOMETHING_BROKE })));
    return;
  }
  yield put(loginFailed(plainError(result.error)));
}

/** POST /authenticate/mfa with totp, mfa_token and client_time (ISO, UTC). */
export function* handleMfa(action: ReturnType<typeof mfaRequested>): SagaIterator {
  const mfa: ReturnType<typeof selectMfa> = yield select(selectMfa);
  const mfaToken = action.payload.mfaToken ?? mfa?.token;
  const next = action.payload.next ?? mfa?.next ?? null;
  if (!mfaToken) {
    yield put(loginFailed({ status: 401, message: 'Your sign-in has expired. Please sign in again.' }));
    return;
  }
  const now: SagaContext['now'] = yield getContext('now');
  const clientTime = new Date(now()).toISOString();
  const result: ApiResult<WireAuthResponse> = yield call(callApi, sessionApi.authenticateMfa(action.payload.totp, mfaToken, clientTime));
  if (result.data) yield call(completeLogin, result.data, next, false);
  else yield put(loginFailed(plainError(result.error)));
}

/** Support staff: POST /authenticate_token with the token from ?admin_token=. The session is never renewed. */
export function* handleAdminLogin(action: ReturnType<typeof adminLoginRequested>): SagaIterator {
  const result: ApiResult<WireAuthResponse> = yield call(callApi, sessionApi.authenticateToken(action.payload.token));
  if (result.data) yield call(completeLogin, result.data, action.payload.next, true);
  else yield put(loginFailed(plainError(result.error)));
}

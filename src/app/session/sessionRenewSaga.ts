import { call, getContext, put, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireRenewResponse } from '../../api/wire/auth';
import type { SagaContext } from '../sagaContext';
import * as sessionApi from './sessionApi';
import { persistRenew, readStoredSession } from './sessionPersistence';
import type { HeldRenewLock, RenewHandoff } from './renewLock';
import { logoutRequested, renewFailed, renewRequested, renewSucceeded } from './sessionSlice';
import { selectSession } from './sessionSelectors';
import type { SessionState } from './sessionTypes';
import { decodeTokenClaims, isOldStyleToken } from './tokens';

/** A v2 token is renewed at start when it expires within this margin. */
export const RENEW_MARGIN_MS = 15 * 60 * 1000;

/**
 * The one renew. Runs under takeLeading, so however many 401s arrive together there is a single
 * POST /renew (user_id, is_access_token, refresh_token); every waiting call replays after
 * `session/renewSucceeded`. A failed renew logs out (a network failure only fails the waiting calls).
 */
export function* handleRenew(): SagaIterator {
  const acquire: SagaContext['acquireRenewLock'] = yield getContext('acquireRenewLock');
  // One tab at a time (see renewLock.ts); released however this ends, cancellation included.
  const lock: HeldRenewLock | null = acquire ? yield call(acquire) : null;
  let renewed: RenewHandoff | undefined;
  try {
    renewed = yield call(renewHoldingLock, lock?.handoff ?? null);
  } finally {
    if (lock) yield call(lock.release, renewed);
  }
}

/** Adopts or performs the renewal; answers the handover for the next tab when it renewed. */
function* renewHoldingLock(handoff: RenewHandoff | null): SagaIterator<RenewHandoff | undefined> {
  const storage: Storage = yield getContext('storage');
  const session: SessionState = yield select(selectSession);
  // The previous lock holder already replaced the refresh token this tab holds: take its tokens.
  if (handoff && session.refreshToken && handoff.replaced === session.refreshToken && handoff.userId === session.userId) {
    const adopted = { access_token: handoff.accessToken, refresh_token: handoff.refreshToken, user_id: handoff.userId } as WireRenewResponse;
    persistRenew(storage, adopted);
    yield put(renewSucceeded(adopted));
    return undefined;
  }
  // Another tab may have renewed already (refresh tokens rotate): adopt its tokens instead of reusing ours.
  const stored = readStoredSession(storage);
  if (stored.accessToken && stored.refreshToken && stored.accessToken !== session.accessToken && stored.userId === session.userId) {
    yield put(renewSucceeded({ access_token: stored.accessToken, refresh_token: stored.refreshToken, user_id: stored.userId } as WireRenewResponse));
    return;
  }
  if (session.noRenew || !session.userId || !session.refreshToken) {
    yield put(renewFailed({ status: 401, message: 'This session cannot be renewed' }));
    yield put(logoutRequested());
    return;
  }
  const result: ApiResult<WireRenewResponse> = yield call(callApi, sessionApi.renew(session.userId, session.refreshToken));
  if (result.data) {
    persistRenew(storage, result.data);
    yield put(renewSucceeded(result.data));
    return { replaced: session.refreshToken, accessToken: result.data.access_token, refreshToken: result.data.refresh_token, userId: session.userId };
  }
  yield put(renewFailed(plainError(result.error)));
  if (result.error.status !== 'error') yield put(logoutRequested());
}

/**
 * Whether a stored session is renewed at start-up: never with no-renew (admin sessions); always for
 * old-style tokens (second segment not v2, no readable expiry); for v2 tokens when they expire within
 * 15 minutes or cannot be read.
 */
export function shouldRenewOnStart(session: Pick<SessionState, 'accessToken' | 'noRenew'>, nowMs: number): boolean {
  if (!session.accessToken || session.noRenew) return false;
  if (isOldStyleToken(session.accessToken)) return true;
  const claims = decodeTokenClaims(session.accessToken);
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 - nowMs < RENEW_MARGIN_MS;
}

/** Start-up: renews the stored session when needed. True when the session is usable afterwards. */
export function* renewOnStart(): SagaIterator<boolean> {
  const session: SessionState = yield select(selectSession);
  const now: SagaContext['now'] = yield getContext('now');
  if (!shouldRenewOnStart(session, now())) return Boolean(session.accessToken);
  yield put(renewRequested());
  const outcome: { type: string; payload?: { status?: unknown } } = yield take([renewSucceeded.type, renewFailed.type]);
  if (outcome.type === renewSucceeded.type) return true;
  // A network failure keeps the stored session; the app retries on the next 401.
  return outcome.payload?.status === 'error';
}

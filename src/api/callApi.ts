import { call, delay, getContext, put, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ApiClient, ApiRequest, ApiResult, HttpResult } from './types';
import { forgetKeptAnswers, hasKeptAnswers, takeKeptAnswer } from './keptAnswers';
import { errorMessage, errorTitle, localizeError, type ApiError } from './errors';
import { notificationShown } from '../common/notifications/notificationsSlice';
import { renewFailed, renewRequested, renewSucceeded } from '../app/session/sessionSlice';
import { selectAccessToken, selectRenewPending } from '../app/session/sessionSelectors';

/**
 * A GET the server refused for now, saying when to come back (429: this user has too many requests
 * running; 503: the server is busy; each with Retry-After), is asked again after that wait: at most
 * twice, and only for short waits. A longer wait (a rate limit's minute) is the caller's error as before.
 */
export const BUSY_RETRIES = 2;
export const BUSY_RETRY_MAX_MS = 5000;

function comeBackSoon<T>(request: ApiRequest<T>, result: HttpResult<T>): number | null {
  if (result.ok || request.method !== 'GET' || (result.status !== 429 && result.status !== 503)) return null;
  const wait = result.retryAfterMs;
  return typeof wait === 'number' && wait <= BUSY_RETRY_MAX_MS ? wait : null;
}

export interface CallApiOptions {
  /** On failure, also show an error notice: title from the status, the reason as message, 5 s. */
  notify?: boolean;
}

/**
 * Waits for the single renew that every concurrent 401 shares. The first waiter dispatches
 * `session/renewRequested`; the others see the renew pending and just wait. True when renewed.
 */
export function* awaitRenew(staleToken: string | null): SagaIterator<boolean> {
  const current: string | null = yield select(selectAccessToken);
  if (current && current !== staleToken) return true; // someone renewed while this call was in flight
  if (!current) return false; // signed out meanwhile
  const pending: boolean = yield select(selectRenewPending);
  if (!pending) yield put(renewRequested());
  const outcome: { type: string } = yield take([renewSucceeded.type, renewFailed.type]);
  return outcome.type === renewSucceeded.type;
}

/**
 * Performs one call with the session's token. A 401 on a normal call joins the single-flight renew
 * (POST /renew happens once however many calls failed); when the renew succeeds the call is replayed
 * with the new token, when it fails the session saga logs out and the call returns its 401 error.
 * Never throws: the result is `{ data }` or `{ error: { status, message } }`. A GET whose answer was
 * fetched ahead (initialisation's post-initialisation fetches) takes that answer instead, once, while fresh.
 * A GET refused for now with a short Retry-After is asked again after it (BUSY_RETRIES, above).
 *
 * In a feature saga:
 *
 *   function* handleFetch(): SagaIterator {
 *     const monitorId: number = yield select(selectMonitorId);
 *     const { data, error }: ApiResult<WireMonitorOverview> = yield call(callApi, monitorApi.overview(monitorId), { notify: true });
 *     if (error) yield put(overviewFailed(plainError(error)));
 *     else yield put(overviewSucceeded(data));
 *   }
 */
export function* callApi<T>(request: ApiRequest<T>, options: CallApiOptions = {}): SagaIterator<ApiResult<T>> {
  // A GET fetched ahead (src/api/keptAnswers.ts) is answered from its kept answer once, while fresh;
  // any other call may change what a kept answer says, so they are all forgotten.
  if (request.method === 'GET') {
    if (hasKeptAnswers()) {
      const now: (() => number) | undefined = yield getContext('now');
      const kept = takeKeptAnswer(request, now ? now() : Date.now());
      if (kept) return kept;
    }
  } else {
    forgetKeptAnswers();
  }
  const api: ApiClient = yield getContext('api');
  const token: string | null = yield select(selectAccessToken);
  let result: HttpResult<T> = yield call([api, api.request], request, token);
  for (let retry = 0; retry < BUSY_RETRIES; retry++) {
    const wait = comeBackSoon(request, result);
    if (wait === null) break;
    yield delay(wait);
    result = yield call([api, api.request], request, token);
  }
  if (!result.ok && result.status === 401 && request.renewOn401 !== false && token) {
    const renewed: boolean = yield call(awaitRenew, token);
    if (renewed) {
      const freshToken: string | null = yield select(selectAccessToken);
      result = yield call([api, api.request], request, freshToken);
    }
  }
  if (result.ok) return { data: result.data };
  const raw: ApiError = { status: result.status, message: result.message };
  if (options.notify) {
    yield put(notificationShown({ kind: 'error', title: errorTitle(raw.status), message: errorMessage(raw) }));
  }
  // The client's own texts (a network failure, 'Something broke') in the UI language, never the browser's.
  const error: ApiError = localizeError(raw);
  if (result.body !== undefined) error.body = result.body;
  return { error };
}

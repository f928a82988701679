import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireOAuthConsentRequest, WireOAuthDecisionResponse } from '../../api/wire/oauth';
import { externalNavigation } from '../../app/externalNavigation';
import { safely } from '../../app/sagaUtils';
import { oauthConsentApi } from './oauthConsentApi';
import { decisionFailed, decisionRequested, decisionSucceeded, requestFailed, requestRequested, requestSucceeded, initialState, type OAuthConsentState } from './oauthConsentSlice';
import { safeAddress } from './safeAddress';

const selectConsent = (state: { oauthConsent?: OAuthConsentState }): OAuthConsentState => state.oauthConsent ?? initialState;

/** The OAuth parameters of the page's address (other parameters are not sent on). */
export function authorizeQuery(query: string): Record<string, string> {
  const params = new URLSearchParams(query);
  const out: Record<string, string> = {};
  for (const key of ['client_id', 'redirect_uri', 'response_type', 'code_challenge', 'code_challenge_method', 'state', 'scope']) {
    const value = params.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

export function* handleRequest(action: PayloadAction<{ query: string }>): SagaIterator {
  const { query } = action.payload;
  const result: ApiResult<WireOAuthConsentRequest> = yield call(callApi, oauthConsentApi.request(authorizeQuery(query)));
  if (result.error) yield put(requestFailed({ query, ...plainError(result.error) }));
  else yield put(requestSucceeded({ query, data: result.data }));
}

/** Allow or deny; the browser then goes back to the app with the code or the refusal. */
export function* handleDecision(action: PayloadAction<{ allow: boolean }>): SagaIterator {
  const consent: OAuthConsentState = yield select(selectConsent);
  const code = consent.request.data?.code;
  if (!code) return;
  const call$ = action.payload.allow ? oauthConsentApi.allow(code) : oauthConsentApi.deny(code);
  const result: ApiResult<WireOAuthDecisionResponse> = yield call(callApi, call$);
  if (result.error) return void (yield put(decisionFailed(plainError(result.error))));
  const address = safeAddress(result.data.redirect_uri);
  if (!address) {
    console.error('Invalid redirect address', result.data.redirect_uri);
    return void (yield put(decisionFailed({ status: 'error', message: 'Invalid redirect address' })));
  }
  yield put(decisionSucceeded());
  const assign = ((yield getContext('assignLocation')) as ((url: string) => void) | undefined) ?? ((url: string) => externalNavigation.assign(url));
  yield call(assign, address);
}

export function* oauthConsentSaga(): SagaIterator {
  yield all([takeLatest(requestRequested.type, safely(handleRequest)), takeLatest(decisionRequested.type, safely(handleDecision))]);
}

import { call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireSsoResponse } from '../../api/wire/oauth';
import { safely } from '../../app/sagaUtils';
import { ssoApi } from './ssoApi';
import { handOffFailed, handOffRequested, handOffSucceeded, type SsoRequest } from './ssoSlice';

export function* handleHandOff(action: PayloadAction<SsoRequest>): SagaIterator {
  const { target, query } = action.payload;
  const params = new URLSearchParams(query);
  const request = target === 'discourse' ? ssoApi.discourse(params.get('sso'), params.get('sig')) : ssoApi.zendesk(params.get('return_to'));
  const result: ApiResult<WireSsoResponse> = yield call(callApi, request);
  if (result.error) yield put(handOffFailed({ target, ...plainError(result.error) }));
  else yield put(handOffSucceeded({ target, result: result.data }));
}

export function* ssoSaga(): SagaIterator {
  yield takeLatest(handOffRequested.type, safely(handleHandOff));
}

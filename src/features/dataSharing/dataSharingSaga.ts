import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireDataSharingResponse, WireDataSharingUpdateResponse } from '../../api/wire/dataSharing';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { dataSharingApi } from './dataSharingApi';
import { fetchFailed, fetchRequested, fetchSucceeded, updateFailed, updateRequested, updateSucceeded, type UpdateRequest } from './dataSharingSlice';
import { noticeMessages as n, text } from './messages';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

export function* handleFetch(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(fetchFailed(NO_MONITOR)));
  const result: ApiResult<WireDataSharingResponse> = yield call(callApi, dataSharingApi.list(monitorId));
  if (result.error) yield put(fetchFailed(plainError(result.error)));
  else yield put(fetchSucceeded(result.data));
}

/** Toggling posts the consent; the toast names the partner as enabled or disabled (not right now: no toast). */
export function* handleUpdate(action: PayloadAction<UpdateRequest>): SagaIterator {
  const { partnerId, partnerName, enabled, via } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(updateFailed({ partnerId, ...NO_MONITOR })));
  const result: ApiResult<WireDataSharingUpdateResponse> = yield call(callApi, dataSharingApi.update(monitorId, partnerId, { consent_enabled: enabled }));
  if (result.error) {
    yield put(updateFailed({ partnerId, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(n.failed), message: errorMessage(result.error) }));
    return;
  }
  yield put(updateSucceeded(result.data.partner));
  if (via !== 'notNow') {
    yield put(notificationShown({ kind: 'success', title: text(enabled ? n.enabled : n.disabled, { partner: partnerName }) }));
  }
}

export function* dataSharingSaga(): SagaIterator {
  yield all([takeLatest(fetchRequested.type, safely(handleFetch)), takeEvery(updateRequested.type, safely(handleUpdate))]);
}

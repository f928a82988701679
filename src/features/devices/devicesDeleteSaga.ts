import { all, call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireDeviceDeleteResponse } from '../../api/wire/devices';
import type { SagaContext } from '../../app/sagaContext';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { devicesApi } from './devicesApi';
import { deleteFailed, deleteRequested, deleteSucceeded, fetchRequested } from './devicesSlice';
import { notices, text } from './notices';
import type { DeleteKind } from './types';

/** Where each kind of DELETE goes, and what it says (spec monitoring §4 and §8). */
const OUTCOME = {
  delete: { to: '/devices', title: notices.deleted, body: null, failed: notices.deleteFailed },
  unmerge: { to: '/devices', title: notices.unmergeComplete, body: notices.unmergeCompleteBody, failed: notices.unmergeFailed },
  relayReset: { to: '/panel', title: notices.relayReset, body: notices.relayResetBody, failed: notices.relayResetFailed },
} as const satisfies Record<DeleteKind, unknown>;

/**
 * DELETE …/devices/{id}: a delete (→ /devices), an unmerge of a virtual device (→ /devices,
 * 'Unmerge complete') or a relay factory reset (→ /panel, no longer paired). The list refreshes.
 */
export function* handleDelete(action: PayloadAction<{ id: string; kind: DeleteKind }>): SagaIterator {
  const { id, kind } = action.payload;
  const outcome = OUTCOME[kind];
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(deleteFailed({ id, status: 'error', message: 'No monitor' })));
  const result: ApiResult<WireDeviceDeleteResponse> = yield call(callApi, devicesApi.remove(monitorId, id));
  if (result.error) {
    yield put(deleteFailed({ id, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(outcome.failed), message: errorMessage(result.error) }));
    return;
  }
  yield put(deleteSucceeded({ id, kind, response: result.data }));
  yield put(notificationShown({ kind: 'success', title: text(outcome.title), ...(outcome.body ? { message: text(outcome.body) } : null) }));
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield call(navigate, outcome.to);
  yield put(fetchRequested());
}

export function* devicesDeleteSaga(): SagaIterator {
  yield all([takeLeading(deleteRequested.type, safely(handleDelete))]);
}

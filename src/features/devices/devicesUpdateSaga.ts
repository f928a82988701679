import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError, type ApiError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireDevice, WireDeviceUpdate, WireDeviceUpdateResponse, WireResetDataResponse } from '../../api/wire/devices';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { MONITOR_OFFLINE_STATUS, OFFLINE_NOTICE_MS } from './constants';
import { devicesApi } from './devicesApi';
import { isRelay } from './devicesRules';
import { selectDevice } from './devicesSelectors';
import {
  detailRequested, fetchRequested, resetDataFailed, resetDataRequested, resetDataSucceeded, updateFailed, updateRequested,
  updateSucceeded,
} from './devicesSlice';
import { notices, OFFLINE_REASON, text } from './notices';
import { NOW_TIMELINE_FETCH_REQUESTED } from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

/** The monitor is offline: the server answers 409 with the spec's text. */
export const isOfflineFailure = (error: ApiError) => error.status === MONITOR_OFFLINE_STATUS || error.message === OFFLINE_REASON;

/**
 * POST the changed fields. Success: the now timeline and the device list refresh (and the detail).
 * Offline failure: a 5 s notice (the partner relay's rename message for a relay); others store the text only.
 */
export function* handleUpdate(action: PayloadAction<{ id: string; changes: WireDeviceUpdate }>): SagaIterator {
  const { id, changes } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(updateFailed({ id, ...NO_MONITOR })));
  const result: ApiResult<WireDeviceUpdateResponse> = yield call(callApi, devicesApi.update(monitorId, id, changes));
  if (result.error) {
    yield put(updateFailed({ id, ...plainError(result.error) }));
    if (isOfflineFailure(result.error)) {
      const device: WireDevice | undefined = yield select(selectDevice, id);
      const relayRename = device !== undefined && isRelay(device) && changes.name !== undefined;
      yield put(notificationShown({
        kind: 'error',
        title: text(notices.monitorOffline),
        message: text(relayRename ? notices.relayRenameOffline : notices.updateOffline),
        durationMs: OFFLINE_NOTICE_MS,
      }));
    }
    return;
  }
  yield put(updateSucceeded({ id, response: result.data }));
  yield put(notificationShown({ kind: 'success', title: text(notices.updated) }));
  yield put({ type: NOW_TIMELINE_FETCH_REQUESTED });
  yield put(fetchRequested());
  yield put(detailRequested({ id }));
}

/** POST reset_data: 'Reset complete' / 'All data has been cleared', then the detail refreshes. */
export function* handleResetData(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(resetDataFailed({ id, ...NO_MONITOR })));
  const result: ApiResult<WireResetDataResponse> = yield call(callApi, devicesApi.resetData(monitorId, id));
  if (result.error) {
    yield put(resetDataFailed({ id, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(notices.resetFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(resetDataSucceeded({ id, response: result.data }));
  yield put(notificationShown({ kind: 'success', title: text(notices.resetComplete), message: text(notices.resetCompleteBody) }));
  yield put(detailRequested({ id }));
}

export function* devicesUpdateSaga(): SagaIterator {
  yield all([
    takeEvery(updateRequested.type, safely(handleUpdate)),
    takeLeading(resetDataRequested.type, safely(handleResetData)),
  ]);
}

import { all, call, getContext, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireUserAlwaysOnDevice } from '../../api/wire/devices';
import type { SagaContext } from '../../app/sagaContext';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { devicesApi } from './devicesApi';
import {
  alwaysOnDeleteFailed, alwaysOnDeleteRequested, alwaysOnDeleteSucceeded, alwaysOnDeviceFailed, alwaysOnDeviceRequested,
  alwaysOnDeviceSucceeded, alwaysOnSaveFailed, alwaysOnSaveRequested, alwaysOnSaveSucceeded, detailRequested,
  type AlwaysOnSaveRequest,
} from './devicesSlice';
import { notices, text } from './notices';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };
/** The always-on page, whose breakdown the user's devices are part of. */
const ALWAYS_ON = 'always_on';

/** GET one of the always-on devices the user added (its page, /always_on/{id}). */
export function* handleAlwaysOnDevice(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(alwaysOnDeviceFailed({ id, ...NO_MONITOR })));
  const result: ApiResult<WireUserAlwaysOnDevice> = yield call(callApi, devicesApi.alwaysOnDevice(monitorId, id));
  if (result.error) yield put(alwaysOnDeviceFailed({ id, ...plainError(result.error) }));
  else yield put(alwaysOnDeviceSucceeded(result.data));
}

/**
 * Adds one (id null) or edits it. Success: a notice, and the always-on breakdown is fetched again (the
 * device is one of its rows). A failure stays in the dialog, which keeps what the user typed.
 */
export function* handleAlwaysOnSave(action: PayloadAction<AlwaysOnSaveRequest>): SagaIterator {
  const { id, name, watts } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(alwaysOnSaveFailed({ id, ...NO_MONITOR })));
  const body = { name, watts };
  const request = id === null ? devicesApi.addAlwaysOnDevice(monitorId, body) : devicesApi.updateAlwaysOnDevice(monitorId, id, body);
  const result: ApiResult<WireUserAlwaysOnDevice> = yield call(callApi, request);
  if (result.error) return void (yield put(alwaysOnSaveFailed({ id, ...plainError(result.error) })));
  yield put(alwaysOnSaveSucceeded({ id, device: result.data }));
  yield put(
    notificationShown(
      id === null
        ? { kind: 'success', title: text(notices.alwaysOnAdded), message: text(notices.alwaysOnAddedBody) }
        : { kind: 'success', title: text(notices.alwaysOnUpdated) },
    ),
  );
  yield put(detailRequested({ id: ALWAYS_ON }));
}

/** Removes one: back to the always-on page, which is fetched again. */
export function* handleAlwaysOnDelete(action: PayloadAction<{ id: string }>): SagaIterator {
  const { id } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(alwaysOnDeleteFailed({ id, ...NO_MONITOR })));
  const result: ApiResult<{ status: 'ok'; id: string }> = yield call(callApi, devicesApi.removeAlwaysOnDevice(monitorId, id));
  if (result.error) {
    yield put(alwaysOnDeleteFailed({ id, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(notices.alwaysOnDeleteFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(alwaysOnDeleteSucceeded({ id }));
  yield put(notificationShown({ kind: 'success', title: text(notices.alwaysOnDeleted) }));
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield call(navigate, `/devices/${ALWAYS_ON}`);
  yield put(detailRequested({ id: ALWAYS_ON }));
}

export function* devicesAlwaysOnSaga(): SagaIterator {
  yield all([
    takeEvery(alwaysOnDeviceRequested.type, safely(handleAlwaysOnDevice)),
    takeLeading(alwaysOnSaveRequested.type, safely(handleAlwaysOnSave)),
    takeLeading(alwaysOnDeleteRequested.type, safely(handleAlwaysOnDelete)),
  ]);
}

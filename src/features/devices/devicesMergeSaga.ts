import { all, call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireDevice, WireDeviceIdResponse } from '../../api/wire/devices';
import type { SagaContext } from '../../app/sagaContext';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { devicesApi } from './devicesApi';
import { isVirtual } from './devicesRules';
import { selectDevice } from './devicesSelectors';
import {
  detailRequested, fetchRequested, mergeFailed, mergeRequested, mergeSucceeded, supersedeFailed, supersedeRequested,
  supersedeSucceeded, type SupersedeRequest,
} from './devicesSlice';
import { notices, text } from './notices';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };
const devicePath = (id: string) => `/devices/${encodeURIComponent(id)}`;

/**
 * POST merge. Success: → /devices/{merged id}/settings, the list refreshes, and a notice: 'Merge
 * complete' for a new merged device; 'Thanks' / 'Device updated' when the merge of an already merged
 * device is accepted with other members (spec monitoring §8).
 */
export function* handleMerge(action: PayloadAction<{ id: string; devices: string[] }>): SagaIterator {
  const { id, devices } = action.payload;
  const before: WireDevice | undefined = yield select(selectDevice, id);
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(mergeFailed({ id, ...NO_MONITOR })));
  const result: ApiResult<WireDeviceIdResponse> = yield call(callApi, devicesApi.merge(monitorId, id, devices));
  if (result.error) {
    yield put(mergeFailed({ id, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(notices.mergeFailed), message: errorMessage(result.error) }));
    return;
  }
  const mergedId = result.data.id;
  yield put(mergeSucceeded({ id, mergedId }));
  const updatedMerge = before !== undefined && isVirtual(before);
  yield put(
    notificationShown(
      updatedMerge
        ? { kind: 'success', title: text(notices.thanks), message: text(notices.updated) }
        : { kind: 'success', title: text(notices.mergeComplete), message: text(notices.mergeCompleteBody) },
    ),
  );
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield call(navigate, `${devicePath(mergedId)}/settings`);
  yield put(fetchRequested());
  yield put(detailRequested({ id: mergedId }));
}

/**
 * POST supersede (encompass for relays): what is connected to the device. Success: 'Thanks' /
 * 'Device updated', → the device's detail (/panel/{id} for a relay), list and detail refresh.
 */
export function* handleSupersede(action: PayloadAction<SupersedeRequest>): SagaIterator {
  const { id, devices, otherSuperseded, type, relay } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(supersedeFailed({ id, ...NO_MONITOR })));
  const body = { devices: devices.join(','), other_superseded: otherSuperseded, type };
  const result: ApiResult<WireDeviceIdResponse> = yield call(callApi, devicesApi.supersede(monitorId, id, body, relay));
  if (result.error) {
    yield put(supersedeFailed({ id, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(notices.supersedeFailed), message: errorMessage(result.error) }));
    return;
  }
  const resultId = result.data.id || id;
  yield put(supersedeSucceeded({ id, resultId }));
  yield put(notificationShown({ kind: 'success', title: text(notices.thanks), message: text(notices.updated) }));
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield call(navigate, relay ? `/panel/${encodeURIComponent(resultId)}` : devicePath(resultId));
  yield put(fetchRequested());
  yield put(detailRequested({ id: resultId }));
}

export function* devicesMergeSaga(): SagaIterator {
  yield all([
    takeLeading(mergeRequested.type, safely(handleMerge)),
    takeLeading(supersedeRequested.type, safely(handleSupersede)),
  ]);
}

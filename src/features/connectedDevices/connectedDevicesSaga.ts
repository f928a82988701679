import { all, call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireNdiResponse } from '../../api/wire/account';
import { safely } from '../../app/sagaUtils';
import { settingsRequested } from '../../app/session/sessionSlice';
import { noticeText } from '../../common/notifications/noticeText';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { connectedDevicesApi } from './connectedDevicesApi';
import { saveFailed, saveRequested, saveSucceeded } from './connectedDevicesSlice';
import { notices } from './notices';

/** POST …/ndi/enable or …/ndi/disable: a success toast, or an error notice (spec §7, §8); then the settings afresh. */
export function* handleSave(action: ReturnType<typeof saveRequested>): SagaIterator {
  const { monitorId, enabled } = action.payload;
  const result: ApiResult<WireNdiResponse> = yield call(callApi, connectedDevicesApi.setNdi(monitorId, enabled));
  if (result.error) {
    yield put(saveFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: noticeText(notices.saveFailed), message: errorMessage(result.error) }));
    return;
  }
  const now = result.data.ndi_enabled ?? enabled;
  yield put(saveSucceeded({ monitorId, enabled: now }));
  yield put(notificationShown({ kind: 'success', title: noticeText(notices.saved), message: noticeText(now ? notices.ndiOn : notices.ndiOff) }));
  yield put(settingsRequested());
}

export function* connectedDevicesSaga(): SagaIterator {
  yield all([takeLeading(saveRequested.type, safely(handleSave))]);
}

import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireMonitorOverview } from '../../api/wire/monitor';
import type { WireDataChange } from '../../api/wire/realtime';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { monitorOverviewApi } from './monitorOverviewApi';
import { selectMonitorOverviewState, selectOverviewChecksum } from './monitorOverviewSelectors';
import { overviewFailed, overviewRequested, overviewSucceeded } from './monitorOverviewSlice';
import { REALTIME_DATA_CHANGE_RECEIVED } from './types';

/** GET /app/monitors/{id}/overview. */
export function* handleOverviewRequested(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) {
    yield put(overviewFailed({ status: 'error', message: 'No monitor' }));
    return;
  }
  const result: ApiResult<WireMonitorOverview> = yield call(callApi, monitorOverviewApi.overview(monitorId));
  if (result.error) yield put(overviewFailed(plainError(result.error)));
  else yield put(overviewSucceeded(result.data));
}

/** The feed says the overview changed (another monitor_overview_checksum): fetch it again. */
export function* handleDataChange(action: PayloadAction<WireDataChange>): SagaIterator {
  const state: ReturnType<typeof selectMonitorOverviewState> = yield select(selectMonitorOverviewState);
  const known: string | null = yield select(selectOverviewChecksum);
  const checksum = action.payload?.monitor_overview_checksum;
  if (state.status === 'succeeded' && checksum && known && checksum !== known) yield put(overviewRequested());
}

export function* monitorOverviewSaga(): SagaIterator {
  yield all([
    takeLatest(overviewRequested.type, safely(handleOverviewRequested)),
    takeEvery(REALTIME_DATA_CHANGE_RECEIVED, safely(handleDataChange)),
  ]);
}

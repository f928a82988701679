import { all, call, delay, fork, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireDataChange } from '../../api/wire/realtime';
import type {
  WireBatteryInfo, WireDeviceDetail, WireDeviceTypes, WireDeviceUsageHistory, WireDevicesOverview, WireInverterInfo,
  WireUsageScale,
} from '../../api/wire/devices';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { DETAIL_LOADING_RETRY_MS, networkPromptKey } from './constants';
import { devicesApi } from './devicesApi';
import { selectListState } from './devicesSelectors';
import {
  batteryFailed, batteryRequested, batterySucceeded, detailFailed, detailRequested, detailSucceeded, fetchFailed,
  fetchRequested, fetchSucceeded, initialDetailsRequested, inverterFailed, inverterRequested, inverterSucceeded,
  networkPromptDismissed, networkPromptLoaded, networkPromptRequested, typesFailed, typesRequested, typesSucceeded,
  usageFailed, usageRequested, usageSucceeded, type DetailRequest,
} from './devicesSlice';
import { REALTIME_DATA_CHANGE_RECEIVED } from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

export function* handleFetchList(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(fetchFailed(NO_MONITOR)));
  const result: ApiResult<WireDevicesOverview> = yield call(callApi, devicesApi.overview(monitorId));
  if (result.error) yield put(fetchFailed(plainError(result.error)));
  else yield put(fetchSucceeded(result.data));
}

export function* handleFetchTypes(): SagaIterator {
  const result: ApiResult<WireDeviceTypes> = yield call(callApi, devicesApi.types());
  if (result.error) yield put(typesFailed(plainError(result.error)));
  else yield put(typesSucceeded(result.data?.device_categories ?? []));
}

/** GET the detail (with the period a timeline item asked for) and announce `devices/detailSucceeded`. */
export function* handleFetchDetail(action: PayloadAction<DetailRequest>): SagaIterator {
  const { id, scale, start = null } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(detailFailed({ id, ...NO_MONITOR })));
  const result: ApiResult<WireDeviceDetail> = yield call(callApi, devicesApi.detail(monitorId, id, { scale, start }));
  if (result.error) return void (yield put(detailFailed({ id, ...plainError(result.error) })));
  const detail = result.data;
  yield put(detailSucceeded({ device: { id, last_state_time: detail.last_state_time ?? null }, detail, start }));
  // The server was still loading the year of statistics (a brand-new data folder): ask again shortly.
  if (detail.loading_days) {
    yield delay(DETAIL_LOADING_RETRY_MS);
    yield put(detailRequested(action.payload));
  }
}

export function* handleFetchUsage(action: PayloadAction<{ id: string; scale: WireUsageScale; start: string | null }>): SagaIterator {
  const { id, scale, start } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(usageFailed({ id, ...NO_MONITOR })));
  const result: ApiResult<WireDeviceUsageHistory> = yield call(callApi, devicesApi.usageHistory(monitorId, id, { scale, start }));
  if (result.error) yield put(usageFailed({ id, ...plainError(result.error) }));
  else yield put(usageSucceeded({ id, start, history: result.data }));
}

export function* handleFetchBattery(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(batteryFailed(NO_MONITOR)));
  const result: ApiResult<WireBatteryInfo> = yield call(callApi, devicesApi.battery(monitorId));
  if (result.error) yield put(batteryFailed(plainError(result.error)));
  else yield put(batterySucceeded(result.data));
}

export function* handleFetchInverter(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(inverterFailed(NO_MONITOR)));
  const result: ApiResult<WireInverterInfo> = yield call(callApi, devicesApi.inverter(monitorId));
  if (result.error) yield put(inverterFailed(plainError(result.error)));
  else yield put(inverterSucceeded(result.data));
}

/** App initialisation (desktop): the list, battery and inverter. */
export function* handleInitialDetails(): SagaIterator {
  yield put(fetchRequested());
  yield put(batteryRequested());
  yield put(inverterRequested());
}

/** The feed's data_change names the device data checksum: a different one means the list changed. */
export function* handleDataChange(action: PayloadAction<WireDataChange>): SagaIterator {
  const list: ReturnType<typeof selectListState> = yield select(selectListState);
  const checksum = action.payload?.device_data_checksum;
  if (list.status === 'succeeded' && checksum && list.checksum && checksum !== list.checksum) yield put(fetchRequested());
}

export function* handleNetworkPromptRequested(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return;
  const storage: Storage = yield getContext('storage');
  let dismissed = false;
  try {
    dismissed = storage.getItem(networkPromptKey(monitorId)) === 'true';
  } catch {
    // unreadable storage: show the prompt
  }
  yield put(networkPromptLoaded({ monitorId, dismissed }));
}

export function* handleNetworkPromptDismissed(action: PayloadAction<{ monitorId: number }>): SagaIterator {
  const storage: Storage = yield getContext('storage');
  try {
    storage.setItem(networkPromptKey(action.payload.monitorId), 'true');
  } catch {
    // storage unavailable: the dismissal holds for this session
  }
}

function* devicesFetchSaga(): SagaIterator {
  yield all([
    takeLatest(fetchRequested.type, safely(handleFetchList)),
    takeLeading(typesRequested.type, safely(handleFetchTypes)),
    takeEvery(detailRequested.type, safely(handleFetchDetail)),
    takeLatest(usageRequested.type, safely(handleFetchUsage)),
    takeLatest(batteryRequested.type, safely(handleFetchBattery)),
    takeLatest(inverterRequested.type, safely(handleFetchInverter)),
    takeLeading(initialDetailsRequested.type, safely(handleInitialDetails)),
    takeEvery(REALTIME_DATA_CHANGE_RECEIVED, safely(handleDataChange)),
    takeEvery(networkPromptRequested.type, safely(handleNetworkPromptRequested)),
    takeEvery(networkPromptDismissed.type, safely(handleNetworkPromptDismissed)),
  ]);
}

/**
 * The devices feature's saga, loaded with the shell: its fetches. Its writes (deviceEditsSaga.ts) load
 * with the screens that make them.
 */
export function* devicesSaga(): SagaIterator {
  yield fork(devicesFetchSaga);
}

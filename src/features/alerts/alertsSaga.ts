import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireAlertDeleteResponse, WireDeviceAlert, WireDeviceAlertsResponse } from '../../api/wire/alerts';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { alertsApi } from './alertsApi';
import { allAlerts, groupsOf, newlyEnabledStates, replaceAlert } from './alertsRules';
import { selectAlertGroups, selectAlertsDeviceId, selectChangedToggles } from './alertsSelectors';
import {
  createFailed, createRequested, createSucceeded, deleteFailed, deleteRequested, deleteSucceeded, fetchFailed, fetchRequested,
  fetchSucceeded, togglesDiscarded, togglesSaveFailed, togglesSaveRequested, togglesSaveSucceeded, updateFailed, updateRequested, updateSucceeded,
  type CreateRequest, type DeleteRequest, type UpdateRequest,
} from './alertsSlice';
import { notices, text } from './messages';
import {
  ANALYTICS_EVENT_LOGGED, DELETE_TOAST_MS, DEVICES_UPDATE_REQUESTED, NOTIFICATION_ENABLED_EVENT, type AlertGroups,
  type WireAlertState,
} from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

/** One `analytics/eventLogged` per alert state that had no enabled alert before and has one now (spec §4). */
export function* logNewlyEnabled(deviceId: string, before: AlertGroups, after: AlertGroups): SagaIterator {
  const states: WireAlertState[] = newlyEnabledStates(allAlerts(before), allAlerts(after));
  for (const state of states) {
    yield put({ type: ANALYTICS_EVENT_LOGGED, payload: { name: NOTIFICATION_ENABLED_EVENT, params: { device_id: deviceId, state } } });
  }
}

export function* handleFetch(action: PayloadAction<{ deviceId: string }>): SagaIterator {
  const { deviceId } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(fetchFailed({ deviceId, ...NO_MONITOR })));
  const result: ApiResult<WireDeviceAlertsResponse> = yield call(callApi, alertsApi.list(monitorId, deviceId));
  if (result.error) yield put(fetchFailed({ deviceId, ...plainError(result.error) }));
  else yield put(fetchSucceeded({ deviceId, response: result.data }));
}

/** Saves the changed toggles (basic, custom and relay alike) in one bulk update. */
export function* handleSaveToggles(action: PayloadAction<{ deviceId: string }>): SagaIterator {
  const { deviceId } = action.payload;
  const current: string | null = yield select(selectAlertsDeviceId);
  if (current !== deviceId) return;
  const changes: { id: number; enabled: boolean }[] = yield select(selectChangedToggles);
  const before: AlertGroups = yield select(selectAlertGroups);
  // Every toggle was flipped back: nothing to send.
  if (changes.length === 0) return void (yield put(togglesDiscarded()));
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(togglesSaveFailed({ deviceId, ...NO_MONITOR })));
  const result: ApiResult<WireDeviceAlertsResponse> = yield call(callApi, alertsApi.bulkToggle(monitorId, deviceId, { alerts: changes }));
  if (result.error) return void (yield put(togglesSaveFailed({ deviceId, ...plainError(result.error) })));
  yield put(togglesSaveSucceeded({ deviceId, response: result.data }));
  yield call(logNewlyEnabled, deviceId, before, groupsOf(result.data, deviceId));
}

/**
 * Spec §4: "When device settings are submitted, device alert updates and device updates run
 * together." The devices form dispatches `devices/updateRequested`; the devices saga sends the
 * device update and this worker, woken by the same event, saves this device's unsaved toggles at
 * the same time (neither waits for the other).
 */
export function* handleDeviceSettingsSubmitted(action: PayloadAction<{ id: string }>): SagaIterator {
  const deviceId = action.payload?.id;
  const current: string | null = yield select(selectAlertsDeviceId);
  if (!deviceId || current !== deviceId) return;
  const changes: unknown[] = yield select(selectChangedToggles);
  if (changes.length > 0) yield put(togglesSaveRequested({ deviceId }));
}

/** PUT a custom alert (enabled, push); failures show an error notice with the server's reason. */
export function* handleCreate(action: PayloadAction<CreateRequest>): SagaIterator {
  const { deviceId, state, duration } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(createFailed({ deviceId, ...NO_MONITOR })));
  const result: ApiResult<WireDeviceAlert> = yield call(callApi, alertsApi.create(monitorId, deviceId, { state, duration, enabled: true, destination: 'push' }));
  if (result.error) {
    yield put(createFailed({ deviceId, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(notices.createFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(createSucceeded({ deviceId, alert: result.data }));
}

/** POST one custom alert, whole (spec: the body is the alert) with the edited state and duration;
 * afterwards, newly enabled states are reported to analytics. */
export function* handleUpdate(action: PayloadAction<UpdateRequest>): SagaIterator {
  const { deviceId, id, state, duration } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(updateFailed({ deviceId, ...NO_MONITOR })));
  const before: AlertGroups = yield select(selectAlertGroups);
  const current = before.custom.find((a) => a.id === id);
  const body = current ? { id, state, duration, enabled: current.enabled, destination: current.destination } : { id, state, duration };
  const result: ApiResult<WireDeviceAlert> = yield call(callApi, alertsApi.update(monitorId, deviceId, id, body));
  if (result.error) return void (yield put(updateFailed({ deviceId, ...plainError(result.error) })));
  yield put(updateSucceeded({ deviceId, alert: result.data }));
  yield call(logNewlyEnabled, deviceId, before, replaceAlert(before, result.data));
}

/** DELETE a custom alert: the toast 'deleted notification for …' (3 s), or an error notice. */
export function* handleDelete(action: PayloadAction<DeleteRequest>): SagaIterator {
  const { deviceId, deviceName, id } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(deleteFailed({ deviceId, ...NO_MONITOR })));
  const result: ApiResult<WireAlertDeleteResponse> = yield call(callApi, alertsApi.remove(monitorId, deviceId, id));
  if (result.error) {
    yield put(deleteFailed({ deviceId, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(notices.deleteFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(deleteSucceeded({ deviceId, id }));
  yield put(notificationShown({ kind: 'success', title: text(notices.deleted, { name: deviceName }), durationMs: DELETE_TOAST_MS }));
}

/** The alerts feature's saga: list, toggles (own Save or with the device settings), create, update, delete. */
export function* alertsSaga(): SagaIterator {
  yield all([
    takeLatest(fetchRequested.type, safely(handleFetch)),
    takeEvery(togglesSaveRequested.type, safely(handleSaveToggles)),
    takeEvery(DEVICES_UPDATE_REQUESTED, safely(handleDeviceSettingsSubmitted)),
    takeEvery(createRequested.type, safely(handleCreate)),
    takeEvery(updateRequested.type, safely(handleUpdate)),
    takeEvery(deleteRequested.type, safely(handleDelete)),
  ]);
}

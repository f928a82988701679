import { all, call, delay, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireRateZoneLists, WireRateZoneWrite } from '../../api/wire/rateZones';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId, selectMonitorTimeZone } from '../../app/session/sessionSelectors';
import { notices, text } from './messages';
import { rateZonesApi } from './rateZonesApi';
import { selectZone } from './rateZonesSelectors';
import {
  createFailed, createRequested, createSucceeded, deleteFailed, deleteRequested, deleteSucceeded, duplicateRequested, editorClosed,
  editorOpened, editorRequested, fetchFailed, fetchRequested, fetchSucceeded, updateFailed, updateRequested, updateSucceeded,
  type CreateRequest, type UpdateRequest,
} from './rateZonesSlice';
import { DUPLICATE_DELAY_MS, HOME_SETTINGS_FETCH_REQUESTED, type ApiFailure, type WireRateZone } from './types';
import { duplicateValues, localDate, newZoneValues, valuesOf } from './zoneValues';

const NO_MONITOR: ApiFailure = { status: 'error', message: 'No monitor' };
const DEFAULT_ZONE = 'America/New_York';

/** The home's local date today, from the saga context's clock (spec: one clock). */
export function* homeToday(): SagaIterator<string> {
  const now = (yield getContext('now')) as (() => number) | undefined;
  const zone: string | null = yield select(selectMonitorTimeZone);
  return localDate(now ? now() : Date.now(), zone || DEFAULT_ZONE);
}

export function* handleFetch(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(fetchFailed(NO_MONITOR)));
  const result: ApiResult<WireRateZoneLists> = yield call(callApi, rateZonesApi.list(monitorId));
  if (result.error) yield put(fetchFailed(plainError(result.error)));
  else yield put(fetchSucceeded(result.data));
}

/** Add (zoneId null) or Edit: the editor opens with the zone's values, or a new zone's from today. */
export function* handleEditorRequested(action: PayloadAction<{ zoneId: number | null }>): SagaIterator {
  const today: string = yield call(homeToday);
  const zone: WireRateZone | null = yield select(selectZone, action.payload.zoneId);
  if (zone) yield put(editorOpened({ mode: 'edit', zoneId: zone.id, draft: valuesOf(zone), today }));
  else yield put(editorOpened({ mode: 'create', zoneId: null, draft: newZoneValues(today), today }));
}

/** Duplicate: after 400 ms (spec §9) the editor opens with the zone's draft named '… (duplicate)'. */
export function* handleDuplicate(action: PayloadAction<{ zoneId: number }>): SagaIterator {
  yield delay(DUPLICATE_DELAY_MS);
  const zone: WireRateZone | null = yield select(selectZone, action.payload.zoneId);
  if (!zone) return void (yield put(editorClosed()));
  const today: string = yield call(homeToday);
  yield put(editorOpened({ mode: 'duplicate', zoneId: null, draft: duplicateValues(zone), today }));
}

/** After a write: the home settings again (spec §7), and a notice. */
function* afterWrite(title: { id: string; defaultMessage: string }): SagaIterator {
  yield put({ type: HOME_SETTINGS_FETCH_REQUESTED });
  yield put(notificationShown({ kind: 'success', title: text(title) }));
}

/** A failed write: the RateZoneError notice with the server's reason (spec §8). */
function* failed(error: ApiFailure): SagaIterator {
  yield put(notificationShown({ kind: 'error', title: text(notices.errorTitle), message: errorMessage(error) }));
}

export function* handleCreate(action: PayloadAction<CreateRequest>): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(createFailed(NO_MONITOR)));
  const result: ApiResult<WireRateZoneWrite> = yield call(callApi, rateZonesApi.create(monitorId, action.payload.body));
  if (result.error) {
    yield put(createFailed(plainError(result.error)));
    return void (yield call(failed, result.error));
  }
  yield put(createSucceeded(result.data));
  yield call(afterWrite, result.data.zones.length > 1 ? notices.savedTwo : notices.saved);
}

export function* handleUpdate(action: PayloadAction<UpdateRequest>): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(updateFailed(NO_MONITOR)));
  const result: ApiResult<WireRateZoneWrite> = yield call(callApi, rateZonesApi.update(monitorId, action.payload.id, action.payload.body));
  if (result.error) {
    yield put(updateFailed(plainError(result.error)));
    return void (yield call(failed, result.error));
  }
  yield put(updateSucceeded(result.data));
  yield call(afterWrite, result.data.zones.length > 1 ? notices.savedTwo : notices.saved);
}

export function* handleDelete(action: PayloadAction<{ id: number; name: string }>): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(deleteFailed(NO_MONITOR)));
  const result: ApiResult<WireRateZoneWrite> = yield call(callApi, rateZonesApi.remove(monitorId, action.payload.id));
  if (result.error) {
    yield put(deleteFailed(plainError(result.error)));
    return void (yield call(failed, result.error));
  }
  yield put(deleteSucceeded(result.data));
  yield call(afterWrite, notices.deleted);
}

/** The rate-zone feature's saga (registered in src/app/signedInFeatures.ts). */
export function* rateZonesSaga(): SagaIterator {
  yield all([
    takeLatest(fetchRequested.type, safely(handleFetch)),
    takeEvery(editorRequested.type, safely(handleEditorRequested)),
    takeLeading(duplicateRequested.type, safely(handleDuplicate)),
    takeLeading(createRequested.type, safely(handleCreate)),
    takeLeading(updateRequested.type, safely(handleUpdate)),
    takeLeading(deleteRequested.type, safely(handleDelete)),
  ]);
}

import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireFeedbackResponse } from '../../api/wire/account';
import type { WireLabsContent, WireVoltageDay } from '../../api/wire/labs';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId, selectUserId } from '../../app/session/sessionSelectors';
import { labsApi } from './labsApi';
import { selectVoltageIndex } from './labsSelectors';
import {
  fetchFailed, fetchRequested, fetchSucceeded, supportFailed, supportRequested, supportSucceeded, voltageDayFailed, voltageDayRequested,
  voltageDaySucceeded,
} from './labsSlice';
import { common } from './messages';
import type { LabsState, SupportLabsId } from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };
const text = (m: { id: string; defaultMessage: string }) => ({ id: m.id, defaultMessage: m.defaultMessage });

/** GET labs_content: after initialisation and when a labs page opens without it. */
export function* handleFetch(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(fetchFailed(NO_MONITOR)));
  const result: ApiResult<WireLabsContent> = yield call(callApi, labsApi.content(monitorId));
  if (result.error) yield put(fetchFailed(plainError(result.error)));
  else yield put(fetchSucceeded(result.data));
}

/** GET one day of the power-quality graph, unless the reducer found it loaded already. */
export function* handleVoltageDay(index: number): SagaIterator {
  const entry: LabsState['voltage']['days'][number] | undefined = yield select((s: { labs: LabsState }) => s.labs.voltage.days[index]);
  if (entry?.status !== 'loading') return;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(voltageDayFailed({ index, ...NO_MONITOR })));
  const result: ApiResult<WireVoltageDay> = yield call(callApi, labsApi.voltageDay(monitorId, index));
  if (result.error) yield put(voltageDayFailed({ index, ...plainError(result.error) }));
  else yield put(voltageDaySucceeded({ index, day: result.data }));
}

/** Each day is fetched once at a time: asking again while it loads (a double click, the page opening) adds no call. */
function* watchVoltageDays(): SagaIterator {
  const inFlight = new Set<number>();
  yield takeEvery(
    voltageDayRequested.type,
    safely(function* requested(): SagaIterator {
      const index: number = yield select(selectVoltageIndex);
      if (inFlight.has(index)) return;
      inFlight.add(index);
      try {
        yield call(handleVoltageDay, index);
      } finally {
        inFlight.delete(index);
      }
    }),
  );
}

/**
 * The support request / 'contact me' (spec §2, §4): POST /users/{id}/labs/feedback with category
 * support and the page's labs_id, then 'Request submitted' / 'Thank you for participating'.
 */
export function* handleSupport(action: PayloadAction<{ labsId: SupportLabsId; text: string }>): SagaIterator {
  const { labsId } = action.payload;
  const userId: number | null = yield select(selectUserId);
  const monitorId: number | null = yield select(selectMonitorId);
  if (userId === null || monitorId === null) return void (yield put(supportFailed({ labsId, ...NO_MONITOR })));
  const body = { category: 'support', sub_category: 'Something else', feedback: action.payload.text, labs_id: labsId, monitor_id: monitorId, client: 'Webclient' } as const;
  const result: ApiResult<WireFeedbackResponse> = yield call(callApi, labsApi.feedback(userId, body));
  if (result.error) {
    yield put(supportFailed({ labsId, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: text(common.requestFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(supportSucceeded({ labsId }));
  yield put(notificationShown({ kind: 'success', title: text(common.requestSubmitted), message: text(common.thanks) }));
}

/** The labs feature's saga. */
export function* labsSaga(): SagaIterator {
  yield all([
    takeLatest(fetchRequested.type, safely(handleFetch)),
    fork(watchVoltageDays),
    takeEvery(supportRequested.type, safely(handleSupport)),
  ]);
}

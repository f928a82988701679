import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../api/callApi';
import { errorMessage, plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireDeviceInventory, WireDeviceInventoryUpdate, WireSurvey } from '../../api/wire/home';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { safely } from '../../app/sagaUtils';
import { selectMonitorId } from '../../app/session/sessionSelectors';
import { homeSurveyApi } from './homeSurveyApi';
import { selectSurveyState } from './homeSurveySelectors';
import {
  inventoryFetchFailed, inventoryFetchRequested, inventoryFetchSucceeded, inventorySaveFailed, inventorySaveRequested,
  inventorySaveSucceeded, submitFailed, submitRequested, submitSucceeded, surveyFetchFailed, surveyFetchRequested, surveyFetchSucceeded,
} from './homeSurveySlice';
import { notices, text } from './messages';
import { buildSubmission } from './surveyRules';
import type { HomeSurveyState, SubmitKind } from './types';

const NO_MONITOR = { status: 'error' as const, message: 'No monitor' };

export function* handleSurveyFetch(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(surveyFetchFailed(NO_MONITOR)));
  const result: ApiResult<WireSurvey> = yield call(callApi, homeSurveyApi.survey(monitorId));
  if (result.error) yield put(surveyFetchFailed(plainError(result.error)));
  else yield put(surveyFetchSucceeded(result.data));
}

/** One POST of the answers on the path: finish later (partial) or the whole survey (complete). */
export function* handleSubmit(action: PayloadAction<{ kind: SubmitKind }>): SagaIterator {
  const state: HomeSurveyState = yield select(selectSurveyState);
  const survey = state.survey.data;
  const monitorId: number | null = yield select(selectMonitorId);
  if (!survey || monitorId === null) return void (yield put(submitFailed(NO_MONITOR)));
  const body = buildSubmission(survey, state.path, state.answers, action.payload.kind === 'complete');
  const result: ApiResult<WireSurvey> = yield call(callApi, homeSurveyApi.submitSurvey(monitorId, body));
  if (result.error) yield put(submitFailed(plainError(result.error)));
  else yield put(submitSucceeded({ kind: action.payload.kind, survey: result.data }));
}

export function* handleInventoryFetch(): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(inventoryFetchFailed(NO_MONITOR)));
  const result: ApiResult<WireDeviceInventory> = yield call(callApi, homeSurveyApi.inventory(monitorId));
  if (result.error) yield put(inventoryFetchFailed(plainError(result.error)));
  else yield put(inventoryFetchSucceeded(result.data));
}

/** POST the inventory; a saved or an error toast (spec §7). */
export function* handleInventorySave(action: PayloadAction<WireDeviceInventoryUpdate>): SagaIterator {
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) return void (yield put(inventorySaveFailed(NO_MONITOR)));
  const result: ApiResult<WireDeviceInventory> = yield call(callApi, homeSurveyApi.saveInventory(monitorId, action.payload));
  if (result.error) {
    yield put(inventorySaveFailed(plainError(result.error)));
    yield put(notificationShown({ kind: 'error', title: text(notices.inventoryFailed), message: errorMessage(result.error) }));
    return;
  }
  yield put(inventorySaveSucceeded(result.data));
  yield put(notificationShown({ kind: 'success', title: text(notices.inventorySaved) }));
}

export function* homeSurveySaga(): SagaIterator {
  yield all([
    takeLatest(surveyFetchRequested.type, safely(handleSurveyFetch)),
    takeLeading(submitRequested.type, safely(handleSubmit)),
    takeLatest(inventoryFetchRequested.type, safely(handleInventoryFetch)),
    takeLeading(inventorySaveRequested.type, safely(handleInventorySave)),
  ]);
}

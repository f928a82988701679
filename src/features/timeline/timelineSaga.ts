import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../api/callApi';
import { plainError } from '../../api/errors';
import type { ApiResult } from '../../api/types';
import type { WireDeviceTimelineResponse, WirePeak, WireTimelineResponse } from '../../api/wire/timeline';
import { selectMonitorId, selectUserId } from '../../app/session/sessionSelectors';
import { safely } from '../../app/sagaUtils';
import { notificationShown } from '../../common/notifications/notificationsSlice';
import { readDismissedPeaks, writeDismissedPeaks } from './dismissedPeaksStorage';
import messages from './messages';
import * as api from './timelineApi';
import { selectDeviceList, selectDismissedPeaks, selectNowList, selectRelayList } from './timelineSelectors';
import {
  deviceFetchFailed, deviceFetchRequested, deviceFetchSucceeded, deviceMoreFailed, deviceMoreRequested, deviceMoreSucceeded,
  dismissFailed, dismissRequested, dismissSucceeded, dismissedPeaksLoaded, nowFetchFailed, nowFetchRequested,
  nowFetchSucceeded, nowMoreFailed, nowMoreRequested, nowMoreSucceeded, peakFetchFailed, peakFetchRequested,
  peakFetchSucceeded, relayFetchFailed, relayFetchRequested, relayFetchSucceeded, relayMoreFailed, relayMoreRequested,
  relayMoreSucceeded,
} from './timelineSlice';
import type { TimelineListState } from './types';

const oldest = (list: TimelineListState) => list.events[list.events.length - 1]?.time;

/** The now timeline's first page; dismissed peak notices are read from storage first. */
export function* handleNowFetch(): SagaIterator {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) {
    yield put(nowFetchFailed({ status: 'error', message: 'Not signed in' }));
    return;
  }
  const known: string[] = yield select(selectDismissedPeaks);
  const monitorId: number | null = yield select(selectMonitorId);
  if (known.length === 0 && monitorId !== null) {
    const storage: Storage = yield getContext('storage');
    const stored: string[] = yield call(readDismissedPeaks, storage, { userId, monitorId });
    if (stored.length) yield put(dismissedPeaksLoaded({ times: stored }));
  }
  const { data, error }: ApiResult<WireTimelineResponse> = yield call(callApi, api.nowTimeline(userId));
  if (error) {
    yield put(nowFetchFailed(plainError(error)));
    return;
  }
  const now: () => number = yield getContext('now');
  yield put(nowFetchSucceeded({ response: data, receivedAt: now() }));
}

/** The next older page (the reducer has set it pending only when more exist). */
export function* handleNowMore(): SagaIterator {
  const list: TimelineListState = yield select(selectNowList);
  const userId: number | null = yield select(selectUserId);
  if (list.more !== 'loading' || userId === null) return;
  const { data, error }: ApiResult<WireTimelineResponse> = yield call(callApi, api.nowTimeline(userId, oldest(list)));
  if (error) yield put(nowMoreFailed(plainError(error)));
  else yield put(nowMoreSucceeded({ response: data }));
}

export function* handleDeviceFetch(action: ReturnType<typeof deviceFetchRequested>): SagaIterator {
  const { deviceId } = action.payload;
  const userId: number | null = yield select(selectUserId);
  if (userId === null) {
    yield put(deviceFetchFailed({ deviceId, status: 'error', message: 'Not signed in' }));
    return;
  }
  const { data, error }: ApiResult<WireDeviceTimelineResponse> = yield call(callApi, api.deviceTimeline(userId, deviceId));
  if (error) yield put(deviceFetchFailed({ deviceId, ...plainError(error) }));
  else yield put(deviceFetchSucceeded({ deviceId, response: data }));
}

export function* handleDeviceMore(action: ReturnType<typeof deviceMoreRequested>): SagaIterator {
  const { deviceId } = action.payload;
  const list: TimelineListState = yield select(selectDeviceList, deviceId);
  const userId: number | null = yield select(selectUserId);
  if (list.more !== 'loading' || userId === null) return;
  const { data, error }: ApiResult<WireDeviceTimelineResponse> = yield call(callApi, api.deviceTimeline(userId, deviceId, oldest(list)));
  if (error) yield put(deviceMoreFailed({ deviceId, ...plainError(error) }));
  else yield put(deviceMoreSucceeded({ deviceId, response: data }));
}

export function* handleRelayFetch(action: ReturnType<typeof relayFetchRequested>): SagaIterator {
  const deviceId = action.payload.deviceId ?? null;
  const userId: number | null = yield select(selectUserId);
  if (userId === null) {
    yield put(relayFetchFailed({ deviceId, status: 'error', message: 'Not signed in' }));
    return;
  }
  const { data, error }: ApiResult<WireDeviceTimelineResponse> = yield call(callApi, api.relayTimeline(userId, deviceId));
  if (error) yield put(relayFetchFailed({ deviceId, ...plainError(error) }));
  else yield put(relayFetchSucceeded({ deviceId, response: data }));
}

export function* handleRelayMore(action: ReturnType<typeof relayMoreRequested>): SagaIterator {
  const deviceId = action.payload.deviceId ?? null;
  const list: TimelineListState = yield select(selectRelayList, deviceId);
  const userId: number | null = yield select(selectUserId);
  if (list.more !== 'loading' || userId === null) return;
  const { data, error }: ApiResult<WireDeviceTimelineResponse> = yield call(callApi, api.relayTimeline(userId, deviceId, oldest(list)));
  if (error) yield put(relayMoreFailed({ deviceId, ...plainError(error) }));
  else yield put(relayMoreSucceeded({ deviceId, response: data }));
}

/** Dismissing a pinned item; a failure shows an error notice (spec §8). */
export function* handleDismiss(action: ReturnType<typeof dismissRequested>): SagaIterator {
  const { time } = action.payload;
  const userId: number | null = yield select(selectUserId);
  const result: ApiResult<{ status: 'ok' }> = userId === null
    ? { error: { status: 'error', message: 'Not signed in' } }
    : yield call(callApi, api.disableTimeline(userId, time));
  if (result.error) {
    yield put(dismissFailed({ time, ...plainError(result.error) }));
    yield put(notificationShown({ kind: 'error', title: { ...messages.dismissFailedTitle }, message: result.error.message }));
    return;
  }
  const peaksBefore: string[] = yield select(selectDismissedPeaks);
  yield put(dismissSucceeded({ time }));
  const peaksAfter: string[] = yield select(selectDismissedPeaks);
  const monitorId: number | null = yield select(selectMonitorId);
  if (peaksAfter.length !== peaksBefore.length && userId !== null && monitorId !== null) {
    const storage: Storage = yield getContext('storage');
    yield call(writeDismissedPeaks, storage, { userId, monitorId }, peaksAfter);
  }
}

export function* handlePeakFetch(action: ReturnType<typeof peakFetchRequested>): SagaIterator {
  const { peakId } = action.payload;
  const monitorId: number | null = yield select(selectMonitorId);
  if (monitorId === null) {
    yield put(peakFetchFailed({ peakId, status: 'error', message: 'Not signed in' }));
    return;
  }
  const { data, error }: ApiResult<WirePeak> = yield call(callApi, api.peak(monitorId, peakId));
  if (error) yield put(peakFetchFailed({ peakId, ...plainError(error) }));
  else yield put(peakFetchSucceeded({ peakId, peak: data }));
}

/** The feature's root saga. */
export function* timelineSaga(): SagaIterator {
  yield takeLatest(nowFetchRequested.type, safely(handleNowFetch));
  yield takeLeading(nowMoreRequested.type, safely(handleNowMore));
  yield takeEvery(deviceFetchRequested.type, safely(handleDeviceFetch));
  yield takeEvery(deviceMoreRequested.type, safely(handleDeviceMore));
  yield takeEvery(relayFetchRequested.type, safely(handleRelayFetch));
  yield takeEvery(relayMoreRequested.type, safely(handleRelayMore));
  yield takeEvery(dismissRequested.type, safely(handleDismiss));
  yield takeLatest(peakFetchRequested.type, safely(handlePeakFetch));
}

export default timelineSaga;

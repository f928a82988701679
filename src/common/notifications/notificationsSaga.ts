import { delay, put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { notificationDismissed, notificationShown } from './notificationsSlice';

function* expire(action: ReturnType<typeof notificationShown>): SagaIterator {
  yield delay(action.payload.durationMs);
  yield put(notificationDismissed(action.payload.id));
}

/** Each notice decays after its duration (5000 ms unless given). */
export function* notificationsSaga(): SagaIterator {
  yield takeEvery(notificationShown.type, expire);
}

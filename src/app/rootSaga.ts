import { call, spawn } from 'redux-saga/effects';
import type { Saga, SagaIterator } from 'redux-saga';
import { sessionSaga } from './session/sessionSaga';
import { appInitSaga } from './appInitSaga';
import { notificationsSaga } from '../common/notifications/notificationsSaga';
import { i18nSaga } from '../i18n/i18nSaga';
import { themeSaga } from '../theme/themeSaga';
import { analyticsSaga } from './analytics';

/** Feature sagas, each spawned on its own: one crashing does not stop the others. */
export const featureSagas: Saga[] = [
  sessionSaga,
  notificationsSaga,
  i18nSaga,
  themeSaga,
  analyticsSaga,
  // appInitSaga last: its start-up step dispatches events the sagas above must already be watching.
  appInitSaga,
];

export function keepAlive(saga: Saga) {
  return function* supervised(): SagaIterator {
    try {
      yield call(saga);
    } catch (error) {
      console.error(`Saga ${saga.name} stopped`, error);
    }
  };
}

export function* rootSaga(): SagaIterator {
  for (const saga of featureSagas) yield spawn(keepAlive(saga));
}

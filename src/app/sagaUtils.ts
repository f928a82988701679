import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/**
 * Wraps a worker so an unexpected exception (a malformed answer, a bug) is logged instead of
 * cancelling the watcher that forked it: `takeLatest(x.type, safely(handleX))`.
 */
export function safely<A>(worker: (action: A) => SagaIterator | Generator) {
  const name = worker.name || 'worker';
  return function* safeWorker(action: A): SagaIterator {
    try {
      yield call(worker, action);
    } catch (error) {
      console.error(`${name} failed`, error);
    }
  };
}

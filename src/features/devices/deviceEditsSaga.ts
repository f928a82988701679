import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import { devicesAlwaysOnSaga } from './devicesAlwaysOnSaga';
import { devicesDeleteSaga } from './devicesDeleteSaga';
import { devicesMergeSaga } from './devicesMergeSaga';
import { devicesUpdateSaga } from './devicesUpdateSaga';

/**
 * The devices feature's writes: updates and data resets, deletes, merges and supersedes, and the
 * always-on devices the user adds. Only device detail and device settings dispatch them, so they load
 * with those screens (src/app/signedInFeatures.ts lazyFeatures.deviceEdits), not with the Now screen;
 * they act on the devices slice, which loads with the shell.
 */
export function* deviceEditsSaga(): SagaIterator {
  yield fork(devicesUpdateSaga);
  yield fork(devicesDeleteSaga);
  yield fork(devicesMergeSaga);
  yield fork(devicesAlwaysOnSaga);
}

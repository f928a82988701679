import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { realtimeReducer } from '../features/realtime/realtimeSlice';
import { realtimeSaga } from '../features/realtime/realtimeSaga';

/** A feature that loads with the signed-in shell: its slice (under `key`) and its saga. */
export interface SignedInFeature {
  key: string;
  reducer: Reducer;
  saga: Saga;
}

/**
 * The features a signed-in session needs, in their own chunk: the sign-in page never downloads them.
 * Initialisation (appInitSaga) loads this module and injects every entry before it dispatches the
 * init events, so each saga is already watching for them. Add new signed-in features here.
 */
export const signedInFeatures: SignedInFeature[] = [{ key: 'realtime', reducer: realtimeReducer, saga: realtimeSaga }];

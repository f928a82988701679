import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { realtimeReducer } from '../features/realtime/realtimeSlice';
import { realtimeSaga } from '../features/realtime/realtimeSaga';
import { timelineReducer } from '../features/timeline/timelineSlice';
import { timelineSaga } from '../features/timeline/timelineSaga';
import { devicesReducer } from '../features/devices/devicesSlice';
import { devicesSaga } from '../features/devices/devicesSaga';
import { powerMeterReducer } from '../features/powerMeter/powerMeterSlice';
import { powerMeterSaga } from '../features/powerMeter/powerMeterSaga';
import { alertsReducer } from '../features/alerts/alertsSlice';
import { alertsSaga } from '../features/alerts/alertsSaga';
import { monitorOverviewReducer } from '../features/monitorOverview/monitorOverviewSlice';
import { monitorOverviewSaga } from '../features/monitorOverview/monitorOverviewSaga';

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
export const signedInFeatures: SignedInFeature[] = [{ key: 'realtime', reducer: realtimeReducer, saga: realtimeSaga }, { key: 'devices', reducer: devicesReducer, saga: devicesSaga }, { key: 'powerMeter', reducer: powerMeterReducer, saga: powerMeterSaga }, { key: 'timeline', reducer: timelineReducer, saga: timelineSaga }, { key: 'alerts', reducer: alertsReducer, saga: alertsSaga }, { key: 'monitor', reducer: monitorOverviewReducer, saga: monitorOverviewSaga }];

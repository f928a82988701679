import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from '@reduxjs/toolkit';
import type { WireMonitorOverview } from '../../../src/api/wire/monitor';
import { desktopPostInitEvents } from '../../../src/app/appInitEvents';
import { sessionReducer } from '../../../src/app/session/sessionSlice';
import { monitorOverviewSaga } from '../../../src/features/monitorOverview/monitorOverviewSaga';
import { monitorOverviewReducer, overviewFailed, overviewRequested, overviewSucceeded } from '../../../src/features/monitorOverview/monitorOverviewSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';

const overview = (checksum: string): WireMonitorOverview =>
  ({ checksum, device_data_checksum: 'D1', monitor_overview: { monitor: monitor({ id: 42 }), ndi_enabled: true, num_devices: 20 } }) as unknown as WireMonitorOverview;

const reducer = combineReducers({ session: sessionReducer, monitor: monitorOverviewReducer });
const initial = () => ({ session: stateWith({ accessToken: 'tok', userId: 7, monitors: [monitor({ id: 42 })] }).session, monitor: monitorOverviewReducer(undefined, { type: '@@init' }) });
const dataChange = (monitor_overview_checksum: string) => ({
  type: 'realtime/dataChangeReceived',
  payload: { device_data_checksum: 'D1', monitor_overview_checksum, partner_checksum: '', pending_events: {}, settings_version: 1, user_version: 1 },
});

describe('monitor overview', () => {
  it('is one of the desktop post-initialisation events, and its answer is kept', async () => {
    expect(desktopPostInitEvents.map((e) => e.type)).toContain(overviewRequested.type);
    const api = createFakeApi((req) => (req.path === '/app/monitors/42/overview' ? ok(overview('A')) : fail(404)));
    const { storeState } = await expectSaga(monitorOverviewSaga)
      .withReducer(reducer, initial())
      .provide(contextProvider(sagaContext(api)))
      .put(overviewSucceeded(overview('A')))
      .dispatch(overviewRequested())
      .silentRun(50);
    expect(api.calls.map((c) => [c.request.method, c.request.path])).toEqual([['GET', '/app/monitors/42/overview']]);
    expect(storeState.monitor).toMatchObject({ status: 'succeeded', data: { checksum: 'A' } });
  });

  it('fetches again when the feed reports another overview checksum, not for the same one', async () => {
    // The first answer says A; any later one says B.
    const api = createFakeApi(() => ok(overview(api.calls.length > 1 ? 'B' : 'A')));
    const saga = expectSaga(monitorOverviewSaga).withReducer(reducer, initial()).provide(contextProvider(sagaContext(api)));
    const { storeState } = await saga
      .dispatch(overviewRequested())
      .delay(10)
      .dispatch(dataChange('A'))
      .delay(10)
      .dispatch(dataChange('B'))
      .delay(10)
      .dispatch(dataChange('B'))
      .silentRun(60);
    expect(api.calls).toHaveLength(2);
    expect(storeState.monitor.data?.checksum).toBe('B');
  });

  it('keeps the failure text when the call fails', async () => {
    const api = createFakeApi(() => fail(500, { error_reason: 'Something broke' }));
    const { storeState } = await expectSaga(monitorOverviewSaga)
      .withReducer(reducer, initial())
      .provide(contextProvider(sagaContext(api)))
      .put.like({ action: { type: overviewFailed.type } })
      .dispatch(overviewRequested())
      .silentRun(50);
    expect(storeState.monitor).toMatchObject({ status: 'failed', error: 'Something broke' });
  });
});

import { all, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { alertsReducer } from '../../../src/features/alerts/alertsSlice';
import { deviceEditsSaga } from '../../../src/features/devices/deviceEditsSaga';
import { devicesReducer, initialState as devicesInitial } from '../../../src/features/devices/devicesSlice';
import { alertsSaga } from '../../../src/features/alerts/alertsSaga';
import {
  createFailed, createRequested, createSucceeded, deleteFailed, deleteRequested, deleteSucceeded, fetchRequested, fetchSucceeded,
  toggleChanged, togglesSaveRequested, togglesSaveSucceeded, updateFailed, updateRequested, updateSucceeded,
} from '../../../src/features/alerts/alertsSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { alertsRootState, basic, custom, loaded, reducer, response } from './alertFixtures';

const PATH = '/app/monitors/42/devices/d1/notifications';
const bothReducer = createRootReducer({ alerts: alertsReducer, devices: devicesReducer });

describe('alerts saga', () => {
  it('fetches the device’s alerts', async () => {
    const body = response('d1', { basic: [basic('standby'), basic('on_off')], custom: [custom(9, 'off', 93_780)] });
    const api = createFakeApi(() => ok(body));
    const { storeState } = await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState())
      .provide(contextProvider(sagaContext(api)))
      .put(fetchSucceeded({ deviceId: 'd1', response: body }))
      .dispatch(fetchRequested({ deviceId: 'd1' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: PATH });
    expect(storeState.alerts.groups.custom[0]?.duration).toBe(93_780);
  });

  it('creates: PUT state, duration, enabled, push; the dialog closes', async () => {
    const api = createFakeApi(() => ok(custom(11, 'off', 93_780)));
    const { storeState } = await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({}, { dialog: { open: true, alertId: null } })))
      .provide(contextProvider(sagaContext(api)))
      .put(createSucceeded({ deviceId: 'd1', alert: custom(11, 'off', 93_780) }))
      .dispatch(createRequested({ deviceId: 'd1', deviceName: 'Dryer', state: 'off', duration: 93_780 }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'PUT', path: PATH, encoding: 'json', body: { state: 'off', duration: 93_780, enabled: true, destination: 'push' } });
    expect(storeState.alerts.dialog.open).toBe(false);
  });

  it('a failed create shows an error notice with the server’s reason', async () => {
    const reason = 'A device can have at most 20 custom alerts';
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: reason }));
    await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({}, { dialog: { open: true, alertId: null } })))
      .provide(contextProvider(sagaContext(api)))
      .put(createFailed({ deviceId: 'd1', status: 400, message: reason }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', title: { id: 'alerts.notice.createFailed' }, message: reason } } })
      .dispatch(createRequested({ deviceId: 'd1', deviceName: 'Dryer', state: 'on', duration: 300 }))
      .silentRun(50);
  });

  it('updates one alert; no analytics when its state already had an enabled alert', async () => {
    const api = createFakeApi(() => ok(custom(5, 'off', 120)));
    await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({ custom: [custom(5, 'off', 60)] }, { dialog: { open: true, alertId: 5 } })))
      .provide(contextProvider(sagaContext(api)))
      .put(updateSucceeded({ deviceId: 'd1', alert: custom(5, 'off', 120) }))
      .not.put.like({ action: { type: 'analytics/eventLogged' } })
      .dispatch(updateRequested({ deviceId: 'd1', id: 5, state: 'off', duration: 120 }))
      .silentRun(50);
    // The spec sends the alert itself, with the edited state and duration.
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: `${PATH}/5`, body: { id: 5, state: 'off', duration: 120, enabled: true, destination: 'push' } });
  });

  it('after an update, a state that was disabled and now has an enabled alert logs notification_enabled', async () => {
    const api = createFakeApi(() => ok(custom(5, 'idle', 60)));
    await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({ custom: [custom(5, 'on', 60), custom(6, 'idle', 60, false)] }, { dialog: { open: true, alertId: 5 } })))
      .provide(contextProvider(sagaContext(api)))
      .put({ type: 'analytics/eventLogged', payload: { name: 'notification_enabled', params: { device_id: 'd1', state: 'idle' } } })
      .dispatch(updateRequested({ deviceId: 'd1', id: 5, state: 'idle', duration: 60 }))
      .silentRun(50);
  });

  it('a failed update keeps the dialog open with the reason and shows no notice', async () => {
    const reason = 'The duration must be between 0 and 2678340 seconds (30 days 23 hours 59 minutes)';
    const api = createFakeApi(() => fail(400, { error_reason: reason }));
    const { storeState } = await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({ custom: [custom(5, 'on', 60)] }, { dialog: { open: true, alertId: 5 } })))
      .provide(contextProvider(sagaContext(api)))
      .put(updateFailed({ deviceId: 'd1', status: 400, message: reason }))
      .not.put.like({ action: { type: 'notifications/shown' } })
      .dispatch(updateRequested({ deviceId: 'd1', id: 5, state: 'on', duration: 2_678_340 }))
      .silentRun(50);
    expect(storeState.alerts.dialog.open).toBe(true);
    expect(storeState.alerts.edit.error).toBe(reason);
  });

  it("deletes: the toast 'deleted notification for …' for 3 s", async () => {
    const api = createFakeApi(() => ok({ status: 'ok' }));
    const { storeState } = await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({ custom: [custom(5, 'on', 60)] }, { dialog: { open: true, alertId: 5 } })))
      .provide(contextProvider(sagaContext(api)))
      .put(deleteSucceeded({ deviceId: 'd1', id: 5 }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'alerts.notice.deleted', defaultMessage: 'deleted notification for {name}', values: { name: 'Dryer' } }, durationMs: 3000 } } })
      .dispatch(deleteRequested({ deviceId: 'd1', deviceName: 'Dryer', id: 5 }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'DELETE', path: `${PATH}/5` });
    expect(storeState.alerts.groups.custom).toEqual([]);
  });

  it('a failed delete shows an error notice', async () => {
    const api = createFakeApi(() => fail(404, { error_reason: 'Alert not found' }));
    await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({ custom: [custom(5, 'on', 60)] }, { dialog: { open: true, alertId: 5 } })))
      .provide(contextProvider(sagaContext(api)))
      .put(deleteFailed({ deviceId: 'd1', status: 404, message: 'Alert not found' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', title: { id: 'alerts.notice.deleteFailed' }, message: 'Alert not found' } } })
      .dispatch(deleteRequested({ deviceId: 'd1', deviceName: 'Dryer', id: 5 }))
      .silentRun(50);
  });

  it('saves changed toggles in one bulk update and logs newly enabled states', async () => {
    const after = response('d1', { basic: [basic('standby', true), basic('on_off')], custom: [custom(5, 'off', 60, false)] });
    const api = createFakeApi(() => ok(after));
    const { storeState } = await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({ basic: [basic('standby'), basic('on_off')], custom: [custom(5, 'off', 60, true)] })))
      .provide(contextProvider(sagaContext(api)))
      .put(togglesSaveSucceeded({ deviceId: 'd1', response: after }))
      .put({ type: 'analytics/eventLogged', payload: { name: 'notification_enabled', params: { device_id: 'd1', state: 'idle' } } })
      .dispatch(toggleChanged({ id: -1, enabled: true }))
      .dispatch(toggleChanged({ id: 5, enabled: false }))
      .dispatch(togglesSaveRequested({ deviceId: 'd1' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: PATH, encoding: 'json', body: { alerts: [{ id: -1, enabled: true }, { id: 5, enabled: false }] } });
    expect(storeState.alerts.pending).toEqual({});
  });

  it('submitting device settings saves the alert toggles at the same time as the device update', async () => {
    const after = response('d1', { basic: [basic('standby', true)] });
    const order: string[] = [];
    let finishDevice: () => void = () => {};
    const api = createFakeApi((req) => {
      order.push(`${req.method} ${req.path}`);
      if (req.path === PATH) return ok(after);
      if (req.method === 'POST') return new Promise((resolve) => {
        finishDevice = () => resolve(ok({ device: { id: 'd1', name: 'Dryer 2', tags: {} } }));
      });
      return fail(500);
    });
    function* both() {
      yield all([fork(alertsSaga), fork(deviceEditsSaga)]);
    }
    const { storeState } = await expectSaga(both)
      .withReducer(bothReducer, { ...alertsRootState(loaded({ basic: [basic('standby')] })), devices: devicesInitial } as RootState)
      .provide(contextProvider(sagaContext(api)))
      .put(togglesSaveRequested({ deviceId: 'd1' }))
      .put(togglesSaveSucceeded({ deviceId: 'd1', response: after }))
      .dispatch(toggleChanged({ id: -1, enabled: true }))
      .dispatch({ type: 'devices/updateRequested', payload: { id: 'd1', changes: { name: 'Dryer 2' } } })
      .silentRun(50);
    // Both calls started; the toggles were saved while the device update was still in flight.
    expect(order.slice(0, 2).sort()).toEqual(['POST /app/monitors/42/devices/d1', `POST ${PATH}`]);
    expect(storeState.alerts.groups.basic[0]?.enabled).toBe(true);
    expect(storeState.devices.update.status).toBe('pending');
    finishDevice();
  });

  it('submitting another device’s settings, or with no toggle changed, sends nothing', async () => {
    const api = createFakeApi(() => ok({}));
    await expectSaga(alertsSaga)
      .withReducer(reducer, alertsRootState(loaded({ basic: [basic('standby')] })))
      .provide(contextProvider(sagaContext(api)))
      .not.put.like({ action: { type: togglesSaveRequested.type } })
      .dispatch({ type: 'devices/updateRequested', payload: { id: 'd1', changes: { name: 'X' } } })
      .dispatch(toggleChanged({ id: -1, enabled: true }))
      .dispatch({ type: 'devices/updateRequested', payload: { id: 'other', changes: { name: 'X' } } })
      .silentRun(50);
    expect(api.calls).toHaveLength(0);
  });
});

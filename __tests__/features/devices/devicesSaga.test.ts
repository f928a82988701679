import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import { createMemoryStorage } from '../../../src/api/safeStorage';
import { devicesSaga } from '../../../src/features/devices/devicesSaga';
import {
  batteryRequested, detailRequested, detailSucceeded, fetchRequested, initialDetailsRequested, inverterRequested,
  networkPromptDismissed, networkPromptLoaded, networkPromptRequested, typesRequested, typesSucceeded, usageRequested,
  usageSucceeded,
} from '../../../src/features/devices/devicesSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { detail, device, devicesState, history, reducer } from './deviceFixtures';

const fridge = device('f1', 'Fridge');

describe('fetches', () => {
  it('a detail (with the period asked by a timeline item) announces devices/detailSucceeded with the device id', async () => {
    const body = detail(fridge);
    const api = createFakeApi(() => ok(body));
    const { storeState } = await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api)))
      .put(detailSucceeded({ device: { id: 'f1', last_state_time: body.last_state_time }, detail: body, start: '2026-11-20T00:00:00Z' }))
      .dispatch(detailRequested({ id: 'f1', scale: 'DAY', start: '2026-11-20T00:00:00Z' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ path: '/app/monitors/42/devices/f1', query: { scale: 'DAY', start: '2026-11-20T00:00:00Z' } });
    expect(storeState.devices.details.f1?.status).toBe('succeeded');
    expect(storeState.devices.usage.f1).toMatchObject({ status: 'succeeded', scale: 'DAY', start: '2026-11-20T00:00:00Z' });
  });

  it('a detail whose year the server is still loading (loading_days) is asked for again, until it is not', async () => {
    const loading = { ...detail(fridge), loading_days: 300 };
    const whole = detail(fridge);
    let n = 0;
    const api = createFakeApi(() => ok(n++ === 0 ? loading : whole));
    const { storeState } = await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api), [delayP]))
      .dispatch(detailRequested({ id: 'f1', scale: 'WEEK' }))
      .silentRun(50);
    expect(api.calls.map((c) => c.request.path)).toEqual(['/app/monitors/42/devices/f1', '/app/monitors/42/devices/f1']);
    expect(api.calls[1]?.request).toMatchObject({ query: { scale: 'WEEK' } });
    expect(storeState.devices.details.f1?.data?.loading_days).toBeUndefined();
  });

  it('a 404 marks the device as not found', async () => {
    const api = createFakeApi(() => fail(404, { error_reason: 'Device not found' }));
    const { storeState } = await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([]))
      .provide(contextProvider(sagaContext(api)))
      .dispatch(detailRequested({ id: 'gone' }))
      .silentRun(50);
    expect(storeState.devices.details.gone).toMatchObject({ status: 'failed', notFound: true, error: 'Device not found' });
  });

  it('a usage period', async () => {
    const week = history({ scale: 'WEEK', steps: 7 });
    const api = createFakeApi(() => ok(week));
    const { storeState } = await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api)))
      .put(usageSucceeded({ id: 'f1', start: null, history: week }))
      .dispatch(usageRequested({ id: 'f1', scale: 'WEEK', start: null }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ path: '/app/monitors/42/devices/f1/usage_history', query: { scale: 'WEEK' } });
    expect(storeState.devices.usage.f1?.data?.scale).toBe('WEEK');
  });

  it('the initialisation events: types, and the list with battery and inverter', async () => {
    const categories = [{ id: 'kitchen', name: 'kitchen', display_name: 'Kitchen', icon: 'stove', types: [] }];
    const api = createFakeApi((req) => (req.path === '/app/monitors/devicetypes' ? ok({ device_categories: categories }) : ok({ devices: [], device_data_checksum: 'x', present: false })));
    await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([]))
      .provide(contextProvider(sagaContext(api)))
      .put(typesSucceeded(categories))
      .put(fetchRequested())
      .put(batteryRequested())
      .put(inverterRequested())
      .dispatch(typesRequested())
      .dispatch(initialDetailsRequested())
      .silentRun(50);
    expect(api.calls.map((c) => c.request.path).sort()).toEqual([
      '/app/monitors/42/devices/battery', '/app/monitors/42/devices/inverter', '/app/monitors/42/devices/overview', '/app/monitors/devicetypes',
    ]);
  });

  it("refetches the list when the feed's device checksum changes", async () => {
    const api = createFakeApi(() => ok({ devices: [fridge], device_data_checksum: 'c9' }));
    await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api)))
      .put(fetchRequested())
      .dispatch({ type: 'realtime/dataChangeReceived', payload: { device_data_checksum: 'c9', user_version: 1, settings_version: 1 } })
      .silentRun(50);
  });
});

describe('the network detection prompt', () => {
  it('remembers its dismissal per monitor in local storage', async () => {
    const storage = createMemoryStorage();
    const ctx = sagaContext(createFakeApi(() => fail(500)), { storage });
    await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([]))
      .provide(contextProvider(ctx))
      .put(networkPromptLoaded({ monitorId: 42, dismissed: false }))
      .dispatch(networkPromptRequested())
      .dispatch(networkPromptDismissed({ monitorId: 42 }))
      .silentRun(30);
    expect(storage.getItem('kw.devices.networkPromptDismissed.42')).toBe('true');
    await expectSaga(devicesSaga)
      .withReducer(reducer, devicesState([]))
      .provide(contextProvider(ctx))
      .put(networkPromptLoaded({ monitorId: 42, dismissed: true }))
      .dispatch(networkPromptRequested())
      .silentRun(30);
  });
});

import { expectSaga } from 'redux-saga-test-plan';
import {
  detailRequested, fetchRequested, resetDataRequested, resetDataSucceeded, updateFailed, updateRequested, updateSucceeded,
} from '../../../src/features/devices/devicesSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { device, devicesState, reducer, devicesWithEdits } from './deviceFixtures';

const fridge = device('f1', 'Fridge');
const relay = device('relay-1', 'Patio Heater', {}, { IntegrationType: 'WiserRelay' });
const OFFLINE = 'Updates not saved. Please try again when your monitor is online.';
const standby = { threshold_w: 8, min_w: 3, default_w: 8, max_w: 500 };

describe('device update', () => {
  it('POSTs only the changes, then refreshes the now timeline, the list and the detail', async () => {
    const renamed = { ...fridge, name: 'Kitchen fridge' };
    const response = { device: renamed, notes: null, standby_config: standby };
    const api = createFakeApi((req) => (req.method === 'POST' ? ok(response) : ok({ devices: [renamed], device_data_checksum: 'c2' })));
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(ctx))
      .put(updateSucceeded({ id: 'f1', response }))
      .put({ type: 'timeline/nowFetchRequested' })
      .put(fetchRequested())
      .put(detailRequested({ id: 'f1' }))
      .dispatch(updateRequested({ id: 'f1', changes: { name: 'Kitchen fridge' } }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/app/monitors/42/devices/f1', body: { name: 'Kitchen fridge' }, encoding: 'json' });
    expect(storeState.devices.list.byId.f1?.name).toBe('Kitchen fridge');
    expect(storeState.devices.update.status).toBe('succeeded');
  });

  it('while the monitor is offline shows the 5 s notice and refreshes nothing', async () => {
    const api = createFakeApi(() => fail(409, { error_reason: OFFLINE }));
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api)))
      .put(updateFailed({ id: 'f1', status: 409, message: OFFLINE }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', message: { defaultMessage: OFFLINE }, durationMs: 5000 } } })
      .not.put({ type: 'timeline/nowFetchRequested' })
      .dispatch(updateRequested({ id: 'f1', changes: { name: 'X' } }))
      .silentRun(50);
  });

  it('renaming a partner relay offline shows the relay message', async () => {
    const api = createFakeApi(() => fail(409, { error_reason: 'Your relay was not renamed. Please rename it when your monitor is online.' }));
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([relay]))
      .provide(contextProvider(sagaContext(api)))
      .put.like({ action: { type: 'notifications/shown', payload: { message: { id: 'devices.notice.relayRenameOffline' }, durationMs: 5000 } } })
      .dispatch(updateRequested({ id: 'relay-1', changes: { name: 'Heater' } }))
      .silentRun(50);
  });

  it('other failures only store the error text', async () => {
    const api = createFakeApi(() => fail(400, { error_reason: 'please enter a name' }));
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api)))
      .not.put.like({ action: { type: 'notifications/shown' } })
      .dispatch(updateRequested({ id: 'f1', changes: { name: ' ' } }))
      .silentRun(50);
    expect(storeState.devices.update).toEqual({ status: 'failed', deviceId: 'f1', error: 'please enter a name' });
  });
});

describe('reset data', () => {
  it("says 'Reset complete' / 'All data has been cleared' and reloads the detail", async () => {
    const response = { status: 'ok' as const, id: 'f1', data_reset_at: '2026-11-22T08:00:00.000Z' };
    const api = createFakeApi((req) => (req.path.endsWith('/reset_data') ? ok(response) : fail(500)));
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api)))
      .put(resetDataSucceeded({ id: 'f1', response }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { defaultMessage: 'Reset complete' }, message: { defaultMessage: 'All data has been cleared' } } } })
      .put(detailRequested({ id: 'f1' }))
      .dispatch(resetDataRequested({ id: 'f1' }))
      .silentRun(50);
  });

  it('shows an error notice when it fails', async () => {
    const api = createFakeApi(() => fail(500, { error_reason: 'Something broke' }));
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(sagaContext(api)))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', title: { id: 'devices.notice.resetFailed' } } } })
      .dispatch(resetDataRequested({ id: 'f1' }))
      .silentRun(50);
  });
});

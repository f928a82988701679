import { expectSaga } from 'redux-saga-test-plan';
import type { WireUserAlwaysOnDevice } from '../../../src/api/wire/devices';
import {
  alwaysOnDeleteRequested, alwaysOnDeleteSucceeded, alwaysOnDeviceRequested, alwaysOnDeviceSucceeded, alwaysOnSaveFailed,
  alwaysOnSaveRequested, alwaysOnSaveSucceeded, detailRequested,
} from '../../../src/features/devices/devicesSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { devicesState, reducer, devicesWithEdits } from './deviceFixtures';

const pump = (watts = 12.5): WireUserAlwaysOnDevice => ({
  id: 'ao-3', name: 'Aquarium pump', icon: 'plug', watts, monthly_kwh: 9.125, monthly_cost: 151, yearly_kwh: 109.5, yearly_cost: 1807, share_pct: 6.5,
  created_at: '2026-11-22T08:00:00.000Z', updated_at: '2026-11-22T08:00:00.000Z',
});
const notice = (id: string) => ({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id } } } });

describe('always-on devices the user adds', () => {
  it('adding one POSTs its name and watts, says so, and fetches the always-on page again', async () => {
    const api = createFakeApi((req) => (req.method === 'POST' ? ok(pump()) : fail(500)));
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState())
      .provide(contextProvider(sagaContext(api)))
      .put(alwaysOnSaveSucceeded({ id: null, device: pump() }))
      .put.like(notice('devices.notice.alwaysOnAdded'))
      .put(detailRequested({ id: 'always_on' }))
      .dispatch(alwaysOnSaveRequested({ id: null, name: 'Aquarium pump', watts: 12.5 }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/app/monitors/42/always_on_devices', body: { name: 'Aquarium pump', watts: 12.5 }, encoding: 'json' });
    expect(storeState.devices.alwaysOnSave).toEqual({ status: 'succeeded', deviceId: 'new', error: null });
    expect(storeState.devices.alwaysOnDevices['ao-3']?.data).toEqual(pump());
  });

  it('a refusal keeps the server text for the dialog, and shows no notice', async () => {
    const reason = 'That is more than the always-on power not yet matched to a device (40.2 W)';
    const api = createFakeApi(() => fail(400, { error_reason: reason }));
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState())
      .provide(contextProvider(sagaContext(api)))
      .put(alwaysOnSaveFailed({ id: null, status: 400, message: reason }))
      .not.put.like({ action: { type: 'notifications/shown' } })
      .not.put(detailRequested({ id: 'always_on' }))
      .dispatch(alwaysOnSaveRequested({ id: null, name: 'Heater', watts: 900 }))
      .silentRun(50);
    expect(storeState.devices.alwaysOnSave).toEqual({ status: 'failed', deviceId: 'new', error: reason });
  });

  it('editing one POSTs to its own path and says it was updated', async () => {
    const api = createFakeApi(() => ok(pump(15)));
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState())
      .provide(contextProvider(sagaContext(api)))
      .put(alwaysOnSaveSucceeded({ id: 'ao-3', device: pump(15) }))
      .put.like(notice('devices.notice.alwaysOnUpdated'))
      .dispatch(alwaysOnSaveRequested({ id: 'ao-3', name: 'Aquarium pump', watts: 15 }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/app/monitors/42/always_on_devices/ao-3', body: { name: 'Aquarium pump', watts: 15 } });
  });

  it('its page fetches it; removing it goes back to the always-on page', async () => {
    const api = createFakeApi((req) => (req.method === 'GET' ? ok(pump()) : ok({ status: 'ok', id: 'ao-3' })));
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState())
      .provide(contextProvider(ctx))
      .put(alwaysOnDeviceSucceeded(pump()))
      .put(alwaysOnDeleteSucceeded({ id: 'ao-3' }))
      .put.like(notice('devices.notice.alwaysOnDeleted'))
      .put(detailRequested({ id: 'always_on' }))
      .dispatch(alwaysOnDeviceRequested({ id: 'ao-3' }))
      .delay(10)
      .dispatch(alwaysOnDeleteRequested({ id: 'ao-3' }))
      .silentRun(60);
    expect(api.calls.map((c) => [c.request.method, c.request.path])).toEqual([
      ['GET', '/app/monitors/42/always_on_devices/ao-3'],
      ['DELETE', '/app/monitors/42/always_on_devices/ao-3'],
      // The always-on page, fetched again without the device.
      ['GET', '/app/monitors/42/devices/always_on'],
    ]);
    expect(ctx.navigate).toHaveBeenCalledWith('/devices/always_on');
    expect(storeState.devices.alwaysOnDevices['ao-3']).toBeUndefined();
  });
});

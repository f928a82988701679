import { expectSaga } from 'redux-saga-test-plan';
import {
  deleteRequested, deleteSucceeded, detailRequested, fetchRequested, fetchSucceeded, mergeFailed, mergeRequested, mergeSucceeded,
  supersedeRequested, supersedeSucceeded,
} from '../../../src/features/devices/devicesSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { device, devicesState, reducer, virtualDevice, devicesWithEdits } from './deviceFixtures';

const fridge = device('f1', 'Fridge');
const dryer = device('d1', 'Dryer');
const merged = virtualDevice('merged-1', 'Fridge + Dryer', ['f1', 'd1']);
const overview = (devices = [fridge, dryer]) => ok({ devices, device_data_checksum: 'c2' });

const notice = (kind: 'success' | 'error', id: string) => ({ action: { type: 'notifications/shown', payload: { kind, title: { id } } } });

describe('merge', () => {
  it('POSTs the ids, goes to the merged device settings, refreshes the list and says Merge complete', async () => {
    const api = createFakeApi((req) => {
      if (req.path === '/app/monitors/42/devices/f1/merge') return ok({ id: 'merged-1' });
      if (req.path.endsWith('/overview')) return overview([merged, { ...fridge, tags: { ...fridge.tags, MergeId: 'merged-1' } }]);
      return fail(500);
    });
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge, dryer]))
      .provide(contextProvider(ctx))
      .put(mergeSucceeded({ id: 'f1', mergedId: 'merged-1' }))
      .put.like(notice('success', 'devices.notice.mergeComplete'))
      .put(fetchRequested())
      .put(detailRequested({ id: 'merged-1' }))
      .dispatch(mergeRequested({ id: 'f1', devices: ['f1', 'd1'] }))
      .silentRun(50);

    expect(api.callsTo('/app/monitors/42/devices/f1/merge')[0]?.request).toMatchObject({ method: 'POST', body: { devices: 'f1,d1' }, encoding: 'json' });
    expect(ctx.navigate).toHaveBeenCalledWith('/devices/merged-1/settings');
    expect(storeState.devices.merge).toEqual({ status: 'succeeded', deviceId: 'f1', error: null });
    expect(storeState.devices.list.ids).toContain('merged-1');
  });

  it("a merged device's new members, once accepted, say Thanks / Device updated instead of Merge complete", async () => {
    const washer = device('w1', 'Washer');
    const api = createFakeApi((req) => {
      if (req.path === '/app/monitors/42/devices/merged-1/merge') return ok({ id: 'merged-1' });
      if (req.path.endsWith('/overview')) return overview([merged, washer]);
      return fail(500);
    });
    const ctx = sagaContext(api);
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([merged, fridge, dryer, washer]))
      .provide(contextProvider(ctx))
      .put(mergeSucceeded({ id: 'merged-1', mergedId: 'merged-1' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'devices.notice.thanks' }, message: { id: 'devices.notice.updated' } } } })
      .not.put.like(notice('success', 'devices.notice.mergeComplete'))
      .dispatch(mergeRequested({ id: 'merged-1', devices: ['f1', 'd1', 'w1'] }))
      .silentRun(50);
    expect(ctx.navigate).toHaveBeenCalledWith('/devices/merged-1/settings');
  });

  it('shows an error notice and stays when the merge fails', async () => {
    const api = createFakeApi(() => fail(400, { error_reason: 'Select at least two devices to merge' }));
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge, dryer]))
      .provide(contextProvider(ctx))
      .put(mergeFailed({ id: 'f1', status: 400, message: 'Select at least two devices to merge' }))
      .put.like(notice('error', 'devices.notice.mergeFailed'))
      .not.put(fetchRequested())
      .dispatch(mergeRequested({ id: 'f1', devices: ['f1'] }))
      .silentRun(50);
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(storeState.devices.merge.error).toBe('Select at least two devices to merge');
  });
});

describe('unmerge and relay reset (DELETE)', () => {
  it('unmerge deletes the virtual device, goes to /devices, says Unmerge complete and refreshes', async () => {
    const response = { status: 'ok' as const, id: 'merged-1', action: 'unmerged' as const, restored: ['f1', 'd1'] };
    const api = createFakeApi((req) => (req.method === 'DELETE' ? ok(response) : req.path.endsWith('/overview') ? overview() : fail(500)));
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([merged]))
      .provide(contextProvider(ctx))
      .put(deleteSucceeded({ id: 'merged-1', kind: 'unmerge', response }))
      .put.like(notice('success', 'devices.notice.unmergeComplete'))
      .put(fetchRequested())
      .put(fetchSucceeded({ devices: [fridge, dryer], device_data_checksum: 'c2' }))
      .dispatch(deleteRequested({ id: 'merged-1', kind: 'unmerge' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'DELETE', path: '/app/monitors/42/devices/merged-1' });
    expect(ctx.navigate).toHaveBeenCalledWith('/devices');
    expect(storeState.devices.list.ids).toEqual(['f1', 'd1']);
  });

  it('a relay factory reset goes to /panel and says the relay is no longer paired', async () => {
    const response = { status: 'ok' as const, id: 'relay-1', action: 'reset' as const };
    const api = createFakeApi((req) => (req.method === 'DELETE' ? ok(response) : overview()));
    const ctx = sagaContext(api);
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([device('relay-1', 'Patio Heater', {}, { IntegrationType: 'WiserRelay' })]))
      .provide(contextProvider(ctx))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'devices.notice.relayReset' }, message: { id: 'devices.notice.relayResetBody' } } } })
      .dispatch(deleteRequested({ id: 'relay-1', kind: 'relayReset' }))
      .silentRun(50);
    expect(ctx.navigate).toHaveBeenCalledWith('/panel');
  });

  it('a failed relay reset shows an error notice and does not navigate', async () => {
    const api = createFakeApi(() => fail(409, { error_reason: 'Updates not saved. Please try again when your monitor is online.' }));
    const ctx = sagaContext(api);
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([device('relay-1', 'Patio Heater', {}, { IntegrationType: 'WiserRelay' })]))
      .provide(contextProvider(ctx))
      .put.like(notice('error', 'devices.notice.relayResetFailed'))
      .dispatch(deleteRequested({ id: 'relay-1', kind: 'relayReset' }))
      .silentRun(50);
    expect(ctx.navigate).not.toHaveBeenCalled();
  });
});

describe('supersede', () => {
  it('POSTs what is connected, says Thanks, opens the device and refreshes list and detail', async () => {
    const api = createFakeApi((req) => (req.path.endsWith('/supersede') ? ok({ id: 'f1' }) : req.path.endsWith('/overview') ? overview() : fail(500)));
    const ctx = sagaContext(api);
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge, dryer]))
      .provide(contextProvider(ctx))
      .put(supersedeSucceeded({ id: 'f1', resultId: 'f1' }))
      .put.like(notice('success', 'devices.notice.thanks'))
      .put(fetchRequested())
      .put(detailRequested({ id: 'f1' }))
      .dispatch(supersedeRequested({ id: 'f1', devices: ['d1'], otherSuperseded: false, type: 'Dryer', relay: false }))
      .silentRun(50);
    expect(api.callsTo('/app/monitors/42/devices/f1/supersede')[0]?.request.body).toEqual({ devices: 'd1', other_superseded: false, type: 'Dryer' });
    expect(ctx.navigate).toHaveBeenCalledWith('/devices/f1');
  });

  it('relays use /encompass and land on /panel/{id}', async () => {
    const api = createFakeApi((req) => (req.path.endsWith('/encompass') ? ok({ id: 'relay-1' }) : overview()));
    const ctx = sagaContext(api);
    await expectSaga(devicesWithEdits)
      .withReducer(reducer, devicesState([fridge]))
      .provide(contextProvider(ctx))
      .dispatch(supersedeRequested({ id: 'relay-1', devices: ['f1', 'd1'], otherSuperseded: false, type: 'DedicatedCircuit', relay: true }))
      .silentRun(50);
    expect(api.callsTo('/app/monitors/42/devices/relay-1/encompass')).toHaveLength(1);
    expect(ctx.navigate).toHaveBeenCalledWith('/panel/relay-1');
  });
});

import {
  detailRequested, detailSucceeded, devicesReducer, fetchFailed, fetchRequested, fetchSucceeded, initialState, mergeRequested,
  mergeSucceeded, updateFailed, updateRequested, updateSucceeded, usageRequested, usageSucceeded,
} from '../../../src/features/devices/devicesSlice';
import { detail, device, history } from './deviceFixtures';

const fridge = device('f1', 'Fridge');
const standby = { threshold_w: 8, min_w: 3, default_w: 8, max_w: 500 };

describe('devices slice', () => {
  it('loads the list and ignores answers nobody asked for', () => {
    const overview = { devices: [fridge], device_data_checksum: 'c1' };
    expect(devicesReducer(initialState, fetchSucceeded(overview))).toBe(initialState);
    const loaded = [fetchRequested(), fetchSucceeded(overview)].reduce(devicesReducer, initialState);
    expect(loaded.list).toEqual({ status: 'succeeded', ids: ['f1'], byId: { f1: fridge }, checksum: 'c1', error: null });
    const failed = [fetchRequested(), fetchFailed({ status: 500, message: 'Something broke' })].reduce(devicesReducer, loaded);
    expect(failed.list).toMatchObject({ status: 'failed', error: 'Something broke', ids: ['f1'] });
  });

  it('a detail keeps its previous data while it reloads, and seeds the usage chart', () => {
    const body = detail(fridge);
    const s1 = [detailRequested({ id: 'f1' }), detailSucceeded({ device: { id: 'f1', last_state_time: null }, detail: body, start: null })].reduce(devicesReducer, initialState);
    expect(s1.details.f1).toMatchObject({ status: 'succeeded', data: body });
    expect(s1.usage.f1).toMatchObject({ status: 'succeeded', scale: 'DAY', start: null });
    const s2 = devicesReducer(s1, detailRequested({ id: 'f1' }));
    expect(s2.details.f1).toMatchObject({ status: 'loading', data: body });
  });

  it('keeps only the answer for the period last asked for', () => {
    const s1 = devicesReducer(initialState, usageRequested({ id: 'f1', scale: 'WEEK', start: null }));
    expect(devicesReducer(s1, usageSucceeded({ id: 'f1', start: null, history: history() }))).toBe(s1); // a DAY answer
    const s2 = devicesReducer(s1, usageSucceeded({ id: 'f1', start: null, history: history({ scale: 'WEEK' }) }));
    expect(s2.usage.f1?.status).toBe('succeeded');
  });

  it('an update sets pending, then applies the device to the list and detail', () => {
    const listed = [fetchRequested(), fetchSucceeded({ devices: [fridge], device_data_checksum: 'c' })].reduce(devicesReducer, initialState);
    const pending = devicesReducer(listed, updateRequested({ id: 'f1', changes: { name: 'Cold' } }));
    expect(pending.update).toEqual({ status: 'pending', deviceId: 'f1', error: null });
    const done = devicesReducer(pending, updateSucceeded({ id: 'f1', response: { device: { ...fridge, name: 'Cold' }, notes: 'n', standby_config: standby } }));
    expect(done.update.status).toBe('succeeded');
    expect(done.list.byId.f1?.name).toBe('Cold');
    const failed = devicesReducer(pending, updateFailed({ id: 'f1', status: 400, message: 'please enter a name' }));
    expect(failed.update).toEqual({ status: 'failed', deviceId: 'f1', error: 'please enter a name' });
    expect(devicesReducer(failed, updateFailed({ id: 'f1', status: 400, message: 'again' }))).toBe(failed);
  });

  it('a merge outcome for another device is ignored', () => {
    const pending = devicesReducer(initialState, mergeRequested({ id: 'f1', devices: ['f1', 'd1'] }));
    expect(devicesReducer(pending, mergeSucceeded({ id: 'x', mergedId: 'm' }))).toBe(pending);
  });
});

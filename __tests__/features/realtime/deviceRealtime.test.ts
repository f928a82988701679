import type { WireRealtimeDevice } from '../../../src/api/wire/realtime';
import { applyDeviceStates, applyRealtimeDevices } from '../../../src/features/realtime/deviceRealtime';
import {
  deviceDetailSucceeded, deviceStatesReceived, helloReceived, initialState, realtimeReducer as reducer, socketRequested, updateReceived,
} from '../../../src/features/realtime/realtimeSlice';
import type { RealtimeState } from '../../../src/features/realtime/types';

const dev = (id: string, w: number, attrs: string[] = []): WireRealtimeDevice => ({ id, name: `Device ${id}`, icon: 'socket', tags: {}, attrs, w });
const T1 = '2026-11-22T08:00:00.000Z';
const T2 = '2026-11-22T08:00:00.500Z';

describe('device realtime states', () => {
  it('makes reported devices On or Idle and every known device absent from the feed Off', () => {
    const first = applyRealtimeDevices({}, [], [dev('a', 100), dev('b', 5, ['Idle']), dev('c', 50)], {}, T1);
    expect(first.devices.a).toMatchObject({ last_state: 'On', w: 100 });
    expect(first.devices.b).toMatchObject({ last_state: 'Idle', w: 5 });
    const second = applyRealtimeDevices(first.devices, first.activeDeviceIds, [dev('b', 90)], {}, T2);
    expect(second.devices.a).toMatchObject({ last_state: 'Off', w: 0 });
    expect(second.devices.b).toMatchObject({ last_state: 'On', w: 90 });
    expect(second.devices.c).toMatchObject({ last_state: 'Off', w: 0 });
    expect(second.activeDeviceIds).toEqual(['b']);
  });

  it('refreshes last_state_time only when the state changed and the detail is loaded', () => {
    const loaded = { a: true as const };
    const first = applyRealtimeDevices({}, [], [dev('a', 100), dev('b', 100)], loaded, T1);
    expect(first.devices.a!.last_state_time).toBe(T1);
    expect(first.devices.b!.last_state_time).toBeNull();
    const same = applyRealtimeDevices(first.devices, first.activeDeviceIds, [dev('a', 120), dev('b', 120)], loaded, T2);
    expect(same.devices.a!.last_state_time).toBe(T1);
    const off = applyRealtimeDevices(same.devices, same.activeDeviceIds, [], loaded, T2);
    expect(off.devices.a!.last_state_time).toBe(T2);
    expect(off.devices.b!.last_state_time).toBeNull();
  });

  it('keeps unchanged devices, the map and the bubble list by reference, in a stable order', () => {
    const first = applyRealtimeDevices({}, [], [dev('a', 100), dev('b', 50)], {}, T1);
    const same = applyRealtimeDevices(first.devices, first.activeDeviceIds, [dev('a', 100), dev('b', 50)], {}, T2);
    expect(same.devices).toBe(first.devices);
    expect(same.activeDeviceIds).toBe(first.activeDeviceIds);
    const moved = applyRealtimeDevices(first.devices, first.activeDeviceIds, [dev('b', 500), dev('a', 100), dev('solar', 900), dev('c', 1)], {}, T2);
    expect(moved.devices.a).toBe(first.devices.a);
    expect(moved.devices.b).not.toBe(first.devices.b);
    expect(moved.activeDeviceIds).toEqual(['a', 'b', 'c']);
  });

  it('updates network state and faults from device_states', () => {
    const first = applyRealtimeDevices({}, [], [dev('ssi-1', 10)], {}, T1).devices;
    const next = applyDeviceStates(first, { update_type: 'full', states: [{ device_id: 'ssi-1', mode: 'off', state: 'offline', faults: ['overtemp'] }, { device_id: 'ssi-2', mode: 'active', state: 'online' }] });
    expect(next['ssi-1']).toMatchObject({ network_mode: 'off', network_state: 'offline', faults: ['overtemp'], w: 10 });
    expect(next['ssi-2']).toMatchObject({ network_mode: 'active', network_state: 'online', faults: [], last_state: 'Off' });
    expect(applyDeviceStates(next, { update_type: 'partial', states: [{ device_id: 'ssi-1', mode: 'off', state: 'offline', faults: ['overtemp'] }] })).toBe(next);
  });

  it('through the slice: devices/detailSucceeded marks the detail loaded', () => {
    const live = [socketRequested({ attempt: 0 }), helloReceived({ online: true })].reduce(reducer, initialState as RealtimeState);
    const on = reducer(live, updateReceived({ update: { devices: [dev('a', 100)] } as never, receivedAt: Date.parse(T1) }));
    expect(on.devices.a!.last_state_time).toBeNull();
    const detailed = reducer(on, deviceDetailSucceeded({ device: { id: 'a', last_state_time: '2026-11-22T07:00:00.000Z' } }));
    expect(detailed.detailLoaded).toEqual({ a: true });
    expect(detailed.devices.a!.last_state_time).toBe('2026-11-22T07:00:00.000Z');
    const off = reducer(detailed, updateReceived({ update: { devices: [] } as never, receivedAt: Date.parse(T2) }));
    expect(off.devices.a).toMatchObject({ last_state: 'Off', last_state_time: T2 });
    const states = reducer(off, deviceStatesReceived({ update_type: 'full', states: [{ device_id: 'a', mode: 'active', state: 'online' }] }));
    expect(states.devices.a!.network_state).toBe('online');
  });
});

import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import type { WireDevice, WireDeviceDetail, WireDeviceUsage, WireDeviceUsageHistory } from '../../../src/api/wire/devices';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { deviceEditsSaga } from '../../../src/features/devices/deviceEditsSaga';
import { devicesSaga } from '../../../src/features/devices/devicesSaga';
import { devicesReducer, initialState as devicesInitial } from '../../../src/features/devices/devicesSlice';
import { monitor } from '../../support/fixtures';
import { stateWith } from '../../support/sagaHarness';

/** A listed, editable, mergeable device. */
export function device(id: string, name: string, overrides: Partial<WireDevice> = {}, tags: Record<string, string> = {}): WireDevice {
  return {
    id,
    name,
    icon: 'fridge',
    monitor_id: 42,
    stage: 'RealTime',
    tags: {
      DeviceListAllowed: 'true',
      UserEditable: 'true',
      UserDeletable: 'true',
      UserMergeable: 'true',
      UserDeviceType: 'Fridge',
      UserShowInDeviceList: 'true',
      ...tags,
    },
    ...overrides,
  };
}

export const special = (id: 'always_on' | 'unknown' | 'solar', name: string) =>
  device(id, name, { icon: id === 'always_on' ? 'alwayson' : id === 'solar' ? 'solar_alt' : 'home' }, {
    UserEditable: 'false', UserDeletable: 'false', UserMergeable: 'false', UserShowInDeviceList: id === 'solar' ? 'false' : 'true',
  });

export const virtualDevice = (id: string, name: string, members: string[]) =>
  device(id, name, { number_of_devices: members.length }, { Virtual: 'true', MergedDevices: members.join(','), UserDeviceType: 'OtherDevice' });

export function usage(overrides: Partial<WireDeviceUsage> = {}): WireDeviceUsage {
  return {
    avg_monthly_runs: 42, avg_duration: 1800, avg_watts: 57, avg_monthly_KWH: 41, avg_monthly_pct: 3, avg_monthly_cost: 687,
    current_month_runs: 30, current_month_KWH: 30, current_month_cost: 500, yearly_KWH: 498, yearly_text: 'About 500 kWh a year',
    yearly_cost: 8223, ...overrides,
  };
}

export function history(overrides: Partial<WireDeviceUsageHistory> = {}): WireDeviceUsageHistory {
  const kwh = Array.from({ length: 24 }, (_, i) => (i < 6 ? 0.1 * (i + 1) : 0));
  return {
    scale: 'DAY', start: '2026-11-22T05:00:00.000Z', end: '2026-11-23T05:00:00.000Z', steps: 24,
    bucket_starts: kwh.map((_, i) => new Date(Date.parse('2026-11-22T05:00:00.000Z') + i * 3_600_000).toISOString()),
    kwh, cost: kwh.map((k) => k * 17), total_kwh: 2.1, total_cost: 36, avg_w: 87,
    previous_start: '2026-11-21T05:00:00.000Z', next_start: null, ...overrides,
  };
}

export function detail(d: WireDevice, overrides: Partial<WireDeviceDetail> = {}): WireDeviceDetail {
  return {
    device: d, last_state: 'Off', last_state_time: '2026-11-22T07:00:00.000Z', notes: null, info: null, usage: usage(),
    timeline: { visible: true, allowed: true }, alerts: { allowed: true, enabled: true },
    blurb: { type: 'stage', content: '' }, about: { title: `About ${d.name}`, content: 'It keeps food cold.' },
    progressive_usage: { avg_watts: 40, yearly_cost: 5000, yearly_text: 'About 350 kWh a year' }, stage: d.stage,
    standby_config: { threshold_w: 8, min_w: 3, default_w: 8, max_w: 500 }, status: 'active', number_of_devices: 1,
    data_reset_at: null, usage_history: history(), ...overrides,
  };
}

export const reducer = createRootReducer({ devices: devicesReducer });

/** Root state signed in to monitor 42, with the devices slice (and its list) in it. */
export function devicesState(devices: WireDevice[] = []): RootState {
  const base = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] });
  const byId = Object.fromEntries(devices.map((d) => [d.id, d]));
  return {
    ...base,
    devices: { ...devicesInitial, list: { status: 'succeeded', ids: devices.map((d) => d.id), byId, checksum: 'c1', error: null } },
  } as RootState;
}

/** The devices feature's sagas as the app runs them once device detail or settings has loaded: the fetches and the writes. */
export function* devicesWithEdits(): SagaIterator {
  yield all([fork(devicesSaga), fork(deviceEditsSaga)]);
}

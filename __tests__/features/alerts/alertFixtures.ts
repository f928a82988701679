import type { WireDeviceAlert, WireDeviceAlertsResponse } from '../../../src/api/wire/alerts';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { alertsReducer, initialState } from '../../../src/features/alerts/alertsSlice';
import type { AlertsState } from '../../../src/features/alerts/types';
import { monitor } from '../../support/fixtures';
import { stateWith } from '../../support/sagaHarness';

export const basic = (type: 'standby' | 'on_off', enabled = false): WireDeviceAlert => ({
  id: type === 'standby' ? -1 : -2, state: type === 'standby' ? 'idle' : 'on', enabled, duration: 0, destination: 'push', kind: 'basic', type,
  title: type === 'standby' ? 'alert me on standby' : 'alert me on ON/OFF',
});
export const relayAlert = (id: -3 | -4 | -5, enabled = false): WireDeviceAlert => ({
  id, state: id === -3 ? 'off' : 'on', enabled, duration: 0, destination: 'push', kind: 'relay',
  type: id === -3 ? 'circuit_breaker_off' : id === -4 ? 'relay_overcurrent' : 'relay_overtemperature',
});
export const custom = (id: number, state: WireDeviceAlert['state'], duration: number, enabled = true): WireDeviceAlert => ({
  id, state, enabled, duration, destination: 'push', kind: 'custom',
});

export function response(deviceId: string, groups: { basic?: WireDeviceAlert[]; custom?: WireDeviceAlert[]; relay?: WireDeviceAlert[] }): WireDeviceAlertsResponse {
  return { alerts: { [deviceId]: groups.basic ?? [] }, user_alerts: { [deviceId]: groups.custom ?? [] }, relay_alerts: { [deviceId]: groups.relay ?? [] } };
}

export const reducer = createRootReducer({ alerts: alertsReducer });

/** Root state signed in to monitor 42, with the alerts slice. */
export function alertsRootState(alerts: Partial<AlertsState> = {}): RootState {
  const base = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] });
  return { ...base, alerts: { ...initialState, ...alerts } } as RootState;
}

/** The slice loaded for device d1 with the given groups. */
export function loaded(groups: Partial<AlertsState['groups']>, extra: Partial<AlertsState> = {}): Partial<AlertsState> {
  return { deviceId: 'd1', status: 'succeeded', groups: { basic: [], custom: [], relay: [], ...groups }, ...extra };
}

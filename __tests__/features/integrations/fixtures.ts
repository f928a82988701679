import type { WireIntegration } from '../../../src/api/wire/integrations';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { integrationsReducer, initialState } from '../../../src/features/integrations/integrationsSlice';
import { initialSmartPlugState, smartPlugReducer } from '../../../src/features/integrations/smartPlugSlice';
import type { IntegrationsState, SmartPlugState } from '../../../src/features/integrations/types';
import { monitor, settings, user } from '../../support/fixtures';
import { stateWith } from '../../support/sagaHarness';

export const reducer = createRootReducer({ integrations: integrationsReducer, smartPlug: smartPlugReducer });

export function integration(over: Partial<WireIntegration> = {}): WireIntegration {
  return {
    id: 1,
    monitor_id: 42,
    integration_type: 'Ecobee',
    integration: 'ecobee',
    client_status: 'CONNECTED',
    status_description: 'Connected',
    connected_at: '2026-11-22T08:00:00.000Z',
    ...over,
  };
}

export const tplink = (over: Partial<WireIntegration> = {}) =>
  integration({ id: 2, integration_type: 'TPLink', integration: 'tplink', status_description: 'Looking for plugs', plugs: [], searching: true, ...over });

/** Signed in to monitor 42, with the integrations slices; `features` the user's flags, `multitenant` the settings' state. */
export function rootState(
  integrations: Partial<IntegrationsState> = {},
  { features = 'nest,ecobee', multitenant = null, smartPlug = {} }: { features?: string; multitenant?: 'tenant' | 'admin' | null; smartPlug?: Partial<SmartPlugState> } = {},
): RootState {
  const base = stateWith({
    accessToken: 't',
    userId: 7,
    monitors: [monitor({ id: 42 })],
    user: { ...user(), features },
    settings: settings({ multitenant_state: multitenant }),
  });
  return { ...base, integrations: { ...initialState, ...integrations }, smartPlug: { ...initialSmartPlugState, ...smartPlug } } as RootState;
}

import { createSelector } from '@reduxjs/toolkit';
import type { WithSession } from '../../app/session/sessionSelectors';
import { availableIntegrations, featureSet } from './catalogue';
import { initialState } from './integrationsSlice';
import { initialSmartPlugState } from './smartPlugSlice';
import type { IntegrationKey, IntegrationsState, SmartPlugState, WireIntegration } from './types';

/** Any state with the slices (injected with the signed-in features; initial states until then). */
export type StateWithIntegrations = WithSession & { integrations?: IntegrationsState; smartPlug?: SmartPlugState };

export const selectIntegrations = (state: StateWithIntegrations): IntegrationsState => state.integrations ?? initialState;
export const selectListStatus = (state: StateWithIntegrations) => selectIntegrations(state).list.status;
export const selectListError = (state: StateWithIntegrations) => selectIntegrations(state).list.error;
export const selectAction = (state: StateWithIntegrations) => selectIntegrations(state).action;
export const selectOAuthReturn = (state: StateWithIntegrations) => selectIntegrations(state).oauthReturn;
export const selectSmartPlug = (state: StateWithIntegrations): SmartPlugState => state.smartPlug ?? initialSmartPlugState;

const selectById = (state: StateWithIntegrations) => selectIntegrations(state).list.byId;

/** The stored integration of each key (one per key and monitor). */
export const selectByKey = createSelector([selectById], (byId): Partial<Record<IntegrationKey, WireIntegration>> => {
  const out: Partial<Record<IntegrationKey, WireIntegration>> = {};
  for (const item of Object.values(byId)) out[item.integration] = item;
  return out;
});

const selectFeatures = (state: StateWithIntegrations) => state.session.user?.features ?? null;
/** The user's feature flags; null until the user model is known. */
export const selectFeatureSet = createSelector([selectFeatures], (features) => (features === null ? null : featureSet(features)));

/** The rows the account may see (Nest and Ecobee only with their features); all but those while the user is unknown. */
export const selectAvailable = createSelector([selectFeatureSet], (features) => availableIntegrations(features ?? new Set()));

export const selectMultitenantState = (state: StateWithIntegrations) => state.session.settings?.settings.multitenant_state ?? null;
export const selectProgramStatus = (state: StateWithIntegrations) => state.session.settings?.settings.ohm_connect_status ?? null;

/** Whether any smart-plug search is still going (the list is refetched when the feed reports a change). */
export const selectSearching = createSelector([selectById], (byId) => Object.values(byId).some((i) => i.searching === true));

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireIntegration, WireOAuthCallbackRequest } from '../../api/wire/integrations';
import type { ActionKind, Failure, IntegrationKey, IntegrationsState } from './types';

export const initialState: IntegrationsState = {
  list: { status: 'idle', error: null, byId: {}, ids: [] },
  action: { status: 'idle', kind: null, integration: null, error: null },
  oauthReturn: { status: 'idle', integration: null, error: null },
};

export interface ForIntegration {
  integration: IntegrationKey;
}
export type OAuthReturnRequest = ForIntegration & Partial<WireOAuthCallbackRequest>;

/**
 * Merges integrations by id (spec §4): unchanged ones keep their object (no re-render), changed
 * ones are replaced. A full list (`complete`) also drops the ids it no longer holds.
 */
function merge(state: IntegrationsState, items: WireIntegration[], complete: boolean): void {
  const byId: Record<string, WireIntegration> = complete ? {} : { ...state.list.byId };
  for (const item of items) {
    const old = state.list.byId[String(item.id)];
    byId[String(item.id)] = old && JSON.stringify(old) === JSON.stringify(item) ? old : item;
  }
  state.list.byId = byId;
  state.list.ids = Object.values(byId)
    .map((i) => i.id)
    .sort((a, b) => a - b);
}

const start = (state: IntegrationsState, kind: ActionKind, integration: IntegrationKey) => {
  state.action = { status: 'pending', kind, integration, error: null };
};
const isAction = (state: IntegrationsState, kind: ActionKind, integration: IntegrationKey) =>
  state.action.status === 'pending' && state.action.kind === kind && state.action.integration === integration;
const done = (state: IntegrationsState) => {
  state.action = { status: 'idle', kind: null, integration: null, error: null };
};
const failed = (state: IntegrationsState, failure: Failure) => {
  state.action = { ...state.action, status: 'failed', error: failure.message };
};

const integrationsSlice = createSlice({
  name: 'integrations',
  initialState,
  reducers: {
    fetchRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<WireIntegration[]>) {
      if (state.list.status !== 'loading') return;
      merge(state, action.payload, true);
      state.list.status = 'succeeded';
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      if (state.list.status !== 'loading') return;
      state.list.status = 'failed';
      state.list.error = action.payload.message;
    },

    /** OAuth: ask for the provider's address; the browser then leaves for it. */
    connectRequested(state, action: PayloadAction<ForIntegration>) {
      if (state.action.status !== 'pending') start(state, 'connect', action.payload.integration);
    },
    /** The address is known and the browser is on its way: the action stays pending while the page unloads. */
    connectSucceeded(state, action: PayloadAction<ForIntegration & { redirectUri: string }>) {
      if (!isAction(state, 'connect', action.payload.integration)) return;
      state.action.error = null;
    },
    connectFailed(state, action: PayloadAction<ForIntegration & Failure>) {
      if (isAction(state, 'connect', action.payload.integration)) failed(state, action.payload);
    },

    /** Smart plugs and the program: turned on in place. */
    enableRequested(state, action: PayloadAction<ForIntegration>) {
      if (state.action.status !== 'pending') start(state, 'enable', action.payload.integration);
    },
    enableSucceeded(state, action: PayloadAction<ForIntegration & { item: WireIntegration }>) {
      if (!isAction(state, 'enable', action.payload.integration)) return;
      merge(state, [action.payload.item], false);
      done(state);
    },
    enableFailed(state, action: PayloadAction<ForIntegration & Failure>) {
      if (isAction(state, 'enable', action.payload.integration)) failed(state, action.payload);
    },

    disableRequested(state, action: PayloadAction<ForIntegration & { id: number }>) {
      if (state.action.status !== 'pending') start(state, 'disable', action.payload.integration);
    },
    disableSucceeded(state, action: PayloadAction<ForIntegration & { id: number }>) {
      if (!isAction(state, 'disable', action.payload.integration)) return;
      delete state.list.byId[String(action.payload.id)];
      state.list.ids = state.list.ids.filter((id) => id !== action.payload.id);
      done(state);
    },
    disableFailed(state, action: PayloadAction<ForIntegration & Failure>) {
      if (isAction(state, 'disable', action.payload.integration)) failed(state, action.payload);
    },

    /** The demand-response program's dashboard, opened with its read-only token. */
    programOpenRequested(state) {
      if (state.action.status !== 'pending') start(state, 'program', 'ohmconnect');
    },
    programOpenSucceeded(state) {
      if (isAction(state, 'program', 'ohmconnect')) state.action.error = null;
    },
    programOpenFailed(state, action: PayloadAction<Failure>) {
      if (isAction(state, 'program', 'ohmconnect')) failed(state, action.payload);
    },

    /** Clears a failed action's message (pure UI). */
    actionDismissed(state) {
      if (state.action.status === 'failed') done(state);
    },

    oauthReturnRequested(state, action: PayloadAction<OAuthReturnRequest>) {
      if (state.oauthReturn.status === 'pending') return;
      state.oauthReturn = { status: 'pending', integration: action.payload.integration, error: null };
    },
    oauthReturnSucceeded(state, action: PayloadAction<ForIntegration & { item: WireIntegration }>) {
      if (state.oauthReturn.status !== 'pending' || state.oauthReturn.integration !== action.payload.integration) return;
      merge(state, [action.payload.item], false);
      state.oauthReturn.status = 'succeeded';
    },
    oauthReturnFailed(state, action: PayloadAction<ForIntegration & Failure>) {
      if (state.oauthReturn.status !== 'pending' || state.oauthReturn.integration !== action.payload.integration) return;
      state.oauthReturn = { status: 'failed', integration: action.payload.integration, error: action.payload.message };
    },
  },
});

export const {
  fetchRequested, fetchSucceeded, fetchFailed, connectRequested, connectSucceeded, connectFailed, enableRequested, enableSucceeded,
  enableFailed, disableRequested, disableSucceeded, disableFailed, programOpenRequested, programOpenSucceeded, programOpenFailed,
  actionDismissed, oauthReturnRequested, oauthReturnSucceeded, oauthReturnFailed,
} = integrationsSlice.actions;
export const integrationsReducer = integrationsSlice.reducer;
export default integrationsSlice;

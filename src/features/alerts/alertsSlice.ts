import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireDeviceAlert, WireDeviceAlertsResponse } from '../../api/wire/alerts';
import { allAlerts, groupsOf, replaceAlert } from './alertsRules';
import type { AlertGroups, AlertsState, EditOperation, Failure, WireAlertState } from './types';

const emptyGroups = (): AlertGroups => ({ basic: [], custom: [], relay: [] });

export const initialState: AlertsState = {
  deviceId: null,
  status: 'idle',
  error: null,
  groups: emptyGroups(),
  pending: {},
  flush: { status: 'idle', error: null },
  dialog: { open: false, alertId: null },
  edit: { status: 'idle', op: null, error: null },
};

type ForDevice<T = object> = T & { deviceId: string };
export interface CreateRequest { deviceId: string; deviceName: string; state: WireAlertState; duration: number }
export interface UpdateRequest { deviceId: string; id: number; state: WireAlertState; duration: number }
export interface DeleteRequest { deviceId: string; deviceName: string; id: number }

/** Keeps only the toggles that still differ from what is stored. */
function prunePending(state: AlertsState): void {
  const stored = new Map(allAlerts(state.groups).map((a) => [String(a.id), a.enabled]));
  for (const [id, enabled] of Object.entries(state.pending)) if (!stored.has(id) || stored.get(id) === enabled) delete state.pending[id];
}

const startEdit = (state: AlertsState, op: EditOperation) => {
  state.edit = { status: 'pending', op, error: null };
};
const editDone = (state: AlertsState) => {
  state.edit = { status: 'succeeded', op: state.edit.op, error: null };
  state.dialog = { open: false, alertId: null };
};
const editFailed = (state: AlertsState, failure: Failure) => {
  state.edit = { status: 'failed', op: state.edit.op, error: failure.message };
};
const isCurrent = (state: AlertsState, deviceId: string) => state.deviceId === deviceId;

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    /** Another device starts from scratch; the same device keeps its list (and unsaved toggles) while refreshing. */
    fetchRequested(state, action: PayloadAction<{ deviceId: string }>) {
      if (state.deviceId !== action.payload.deviceId) return { ...initialState, deviceId: action.payload.deviceId, status: 'loading' };
      state.status = 'loading';
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<ForDevice<{ response: WireDeviceAlertsResponse }>>) {
      if (!isCurrent(state, action.payload.deviceId) || state.status !== 'loading') return;
      state.status = 'succeeded';
      state.groups = groupsOf(action.payload.response, action.payload.deviceId);
      prunePending(state);
    },
    fetchFailed(state, action: PayloadAction<ForDevice<Failure>>) {
      if (!isCurrent(state, action.payload.deviceId) || state.status !== 'loading') return;
      state.status = 'failed';
      state.error = action.payload.message;
    },

    /** A toggle flipped: remembered until saved (or dropped when flipped back). Pure UI state. */
    toggleChanged(state, action: PayloadAction<{ id: number; enabled: boolean }>) {
      const { id, enabled } = action.payload;
      const alert = allAlerts(state.groups).find((a) => a.id === id);
      if (!alert) return;
      if (alert.enabled === enabled) delete state.pending[String(id)];
      else state.pending[String(id)] = enabled;
      if (state.flush.status === 'failed') state.flush = { status: 'idle', error: null };
    },
    togglesDiscarded(state) {
      state.pending = {};
      state.flush = { status: 'idle', error: null };
    },
    togglesSaveRequested(state, action: PayloadAction<{ deviceId: string }>) {
      if (!isCurrent(state, action.payload.deviceId)) return;
      state.flush = { status: 'pending', error: null };
    },
    togglesSaveSucceeded(state, action: PayloadAction<ForDevice<{ response: WireDeviceAlertsResponse }>>) {
      if (!isCurrent(state, action.payload.deviceId)) return;
      state.groups = groupsOf(action.payload.response, action.payload.deviceId);
      state.flush = { status: 'succeeded', error: null };
      prunePending(state);
    },
    togglesSaveFailed(state, action: PayloadAction<ForDevice<Failure>>) {
      if (!isCurrent(state, action.payload.deviceId)) return;
      state.flush = { status: 'failed', error: action.payload.message };
    },

    /** Opens the custom alert dialog: null creates, an id edits that alert. */
    dialogOpened(state, action: PayloadAction<{ alertId: number | null }>) {
      if (state.edit.status === 'pending') return;
      state.dialog = { open: true, alertId: action.payload.alertId };
      state.edit = { status: 'idle', op: null, error: null };
    },
    dialogClosed(state) {
      if (state.edit.status === 'pending') return;
      state.dialog = { open: false, alertId: null };
      state.edit = { status: 'idle', op: null, error: null };
    },

    createRequested(state, action: PayloadAction<CreateRequest>) {
      if (isCurrent(state, action.payload.deviceId) && state.edit.status !== 'pending') startEdit(state, 'create');
    },
    createSucceeded(state, action: PayloadAction<ForDevice<{ alert: WireDeviceAlert }>>) {
      if (!isCurrent(state, action.payload.deviceId) || state.edit.op !== 'create') return;
      state.groups.custom.push(action.payload.alert);
      editDone(state);
    },
    createFailed(state, action: PayloadAction<ForDevice<Failure>>) {
      if (isCurrent(state, action.payload.deviceId) && state.edit.op === 'create') editFailed(state, action.payload);
    },

    updateRequested(state, action: PayloadAction<UpdateRequest>) {
      if (isCurrent(state, action.payload.deviceId) && state.edit.status !== 'pending') startEdit(state, 'update');
    },
    updateSucceeded(state, action: PayloadAction<ForDevice<{ alert: WireDeviceAlert }>>) {
      if (!isCurrent(state, action.payload.deviceId) || state.edit.op !== 'update') return;
      state.groups = replaceAlert(state.groups, action.payload.alert);
      prunePending(state);
      editDone(state);
    },
    updateFailed(state, action: PayloadAction<ForDevice<Failure>>) {
      if (isCurrent(state, action.payload.deviceId) && state.edit.op === 'update') editFailed(state, action.payload);
    },

    deleteRequested(state, action: PayloadAction<DeleteRequest>) {
      if (isCurrent(state, action.payload.deviceId) && state.edit.status !== 'pending') startEdit(state, 'delete');
    },
    deleteSucceeded(state, action: PayloadAction<ForDevice<{ id: number }>>) {
      if (!isCurrent(state, action.payload.deviceId) || state.edit.op !== 'delete') return;
      state.groups.custom = state.groups.custom.filter((a) => a.id !== action.payload.id);
      delete state.pending[String(action.payload.id)];
      editDone(state);
    },
    deleteFailed(state, action: PayloadAction<ForDevice<Failure>>) {
      if (isCurrent(state, action.payload.deviceId) && state.edit.op === 'delete') editFailed(state, action.payload);
    },
  },
});

export const {
  fetchRequested, fetchSucceeded, fetchFailed, toggleChanged, togglesDiscarded, togglesSaveRequested, togglesSaveSucceeded,
  togglesSaveFailed, dialogOpened, dialogClosed, createRequested, createSucceeded, createFailed, updateRequested, updateSucceeded,
  updateFailed, deleteRequested, deleteSucceeded, deleteFailed,
} = alertsSlice.actions;
export const alertsReducer = alertsSlice.reducer;
export default alertsSlice;

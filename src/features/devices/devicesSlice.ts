import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  WireBatteryInfo, WireDeviceCategory, WireDeviceDeleteResponse, WireDeviceDetail, WireDeviceUpdate,
  WireDeviceUpdateResponse, WireDeviceUsageHistory, WireDevicesOverview, WireInverterInfo, WireResetDataResponse,
  WireUsageScale, WireUserAlwaysOnDevice,
} from '../../api/wire/devices';
import { NEW_ALWAYS_ON, type ActionStatus, type DeleteKind, type DevicesState, type Failure, type Operation, type Remote } from './types';

const remote = <T>(): Remote<T> => ({ status: 'idle', data: null, error: null });
const operation = (): Operation => ({ status: 'idle', deviceId: null, error: null });

export const initialState: DevicesState = {
  list: { status: 'idle', ids: [], byId: {}, checksum: null, error: null },
  types: remote(),
  details: {},
  usage: {},
  battery: remote(),
  inverter: remote(),
  update: operation(),
  remove: { ...operation(), kind: null },
  merge: operation(),
  supersede: operation(),
  resetData: operation(),
  networkPrompt: { monitorId: null, dismissed: null },
  alwaysOnDevices: {},
  alwaysOnSave: operation(),
  alwaysOnRemove: operation(),
};

/** Adding (id null) or editing an always-on device the user added. */
export interface AlwaysOnSaveRequest {
  id: string | null;
  name: string;
  watts: number;
}

type WithId<T = object> = { id: string } & T;
export interface DetailRequest {
  id: string;
  scale?: WireUsageScale;
  start?: string | null;
}
export interface SupersedeRequest {
  id: string;
  devices: string[];
  otherSuperseded: boolean;
  type: string;
  /** Relays declare what they feed with /encompass. */
  relay: boolean;
}

/**
 * A detail arrived. The payload's `device: { id, last_state_time }` is what the realtime slice
 * reads (it marks the device's detail as loaded); `detail` is the whole answer.
 */
export const detailSucceeded = createAction<{ device: { id: string; last_state_time: string | null }; detail: WireDeviceDetail; start: string | null }>('devices/detailSucceeded');

const begin = (op: Operation, deviceId: string) => {
  op.status = 'pending';
  op.deviceId = deviceId;
  op.error = null;
};
const settle = (op: Operation, deviceId: string, status: ActionStatus, error: string | null = null) => {
  if (op.status !== 'pending' || op.deviceId !== deviceId) return;
  op.status = status;
  op.error = error;
};

const devicesSlice = createSlice({
  name: 'devices',
  initialState,
  reducers: {
    /** App initialisation (desktop): the device list, battery and inverter. */
    initialDetailsRequested() {},
    fetchRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<WireDevicesOverview>) {
      if (state.list.status !== 'loading') return;
      const byId: DevicesState['list']['byId'] = {};
      for (const d of action.payload.devices) byId[d.id] = d;
      state.list = { status: 'succeeded', ids: action.payload.devices.map((d) => d.id), byId, checksum: action.payload.device_data_checksum, error: null };
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      if (state.list.status !== 'loading') return;
      state.list.status = 'failed';
      state.list.error = action.payload.message;
    },
    typesRequested(state) {
      if (state.types.status === 'loading') return;
      state.types.status = 'loading';
      state.types.error = null;
    },
    typesSucceeded(state, action: PayloadAction<WireDeviceCategory[]>) {
      if (state.types.status === 'loading') state.types = { status: 'succeeded', data: action.payload, error: null };
    },
    typesFailed(state, action: PayloadAction<Failure>) {
      if (state.types.status !== 'loading') return;
      state.types.status = 'failed';
      state.types.error = action.payload.message;
    },
    detailRequested(state, action: PayloadAction<DetailRequest>) {
      const entry = (state.details[action.payload.id] ??= remote());
      entry.status = 'loading';
      entry.error = null;
    },
    detailFailed(state, action: PayloadAction<WithId<Failure>>) {
      const entry = state.details[action.payload.id];
      if (entry?.status !== 'loading') return;
      entry.status = 'failed';
      entry.error = action.payload.message;
      entry.notFound = action.payload.status === 404;
      if (entry.notFound) entry.data = null;
    },
    usageRequested(state, action: PayloadAction<{ id: string; scale: WireUsageScale; start: string | null }>) {
      const { id, scale, start } = action.payload;
      const old = state.usage[id];
      state.usage[id] = { status: 'loading', scale, start, data: old?.data ?? null, error: null };
    },
    usageSucceeded(state, action: PayloadAction<{ id: string; start: string | null; history: WireDeviceUsageHistory }>) {
      const view = state.usage[action.payload.id];
      if (view?.status !== 'loading' || view.scale !== action.payload.history.scale || view.start !== action.payload.start) return;
      view.status = 'succeeded';
      view.data = action.payload.history;
    },
    usageFailed(state, action: PayloadAction<WithId<Failure>>) {
      const view = state.usage[action.payload.id];
      if (view?.status !== 'loading') return;
      view.status = 'failed';
      view.error = action.payload.message;
    },
    batteryRequested(state) {
      state.battery.status = 'loading';
    },
    batterySucceeded(state, action: PayloadAction<WireBatteryInfo>) {
      if (state.battery.status === 'loading') state.battery = { status: 'succeeded', data: action.payload, error: null };
    },
    batteryFailed(state, action: PayloadAction<Failure>) {
      if (state.battery.status === 'loading') state.battery = { ...state.battery, status: 'failed', error: action.payload.message };
    },
    inverterRequested(state) {
      state.inverter.status = 'loading';
    },
    inverterSucceeded(state, action: PayloadAction<WireInverterInfo>) {
      if (state.inverter.status === 'loading') state.inverter = { status: 'succeeded', data: action.payload, error: null };
    },
    inverterFailed(state, action: PayloadAction<Failure>) {
      if (state.inverter.status === 'loading') state.inverter = { ...state.inverter, status: 'failed', error: action.payload.message };
    },
    updateRequested(state, action: PayloadAction<{ id: string; changes: WireDeviceUpdate }>) {
      begin(state.update, action.payload.id);
    },
    updateSucceeded(state, action: PayloadAction<{ id: string; response: WireDeviceUpdateResponse }>) {
      const { id, response } = action.payload;
      if (state.update.status !== 'pending' || state.update.deviceId !== id) return;
      settle(state.update, id, 'succeeded');
      if (state.list.byId[id]) state.list.byId[id] = response.device;
      const detail = state.details[id]?.data;
      if (detail) {
        detail.device = response.device;
        detail.notes = response.notes;
        detail.standby_config = response.standby_config;
      }
    },
    updateFailed(state, action: PayloadAction<WithId<Failure>>) {
      settle(state.update, action.payload.id, 'failed', action.payload.message);
    },
    deleteRequested(state, action: PayloadAction<{ id: string; kind: DeleteKind }>) {
      begin(state.remove, action.payload.id);
      state.remove.kind = action.payload.kind;
    },
    deleteSucceeded(state, action: PayloadAction<{ id: string; kind: DeleteKind; response: WireDeviceDeleteResponse }>) {
      const { id } = action.payload;
      if (state.remove.status !== 'pending' || state.remove.deviceId !== id) return;
      settle(state.remove, id, 'succeeded');
      delete state.details[id];
      delete state.usage[id];
      if (state.list.byId[id]) {
        delete state.list.byId[id];
        state.list.ids = state.list.ids.filter((x) => x !== id);
      }
    },
    deleteFailed(state, action: PayloadAction<WithId<Failure>>) {
      settle(state.remove, action.payload.id, 'failed', action.payload.message);
    },
    resetDataRequested(state, action: PayloadAction<{ id: string }>) {
      begin(state.resetData, action.payload.id);
    },
    resetDataSucceeded(state, action: PayloadAction<{ id: string; response: WireResetDataResponse }>) {
      settle(state.resetData, action.payload.id, 'succeeded');
      const detail = state.details[action.payload.id]?.data;
      if (detail) detail.data_reset_at = action.payload.response.data_reset_at;
    },
    resetDataFailed(state, action: PayloadAction<WithId<Failure>>) {
      settle(state.resetData, action.payload.id, 'failed', action.payload.message);
    },
    mergeRequested(state, action: PayloadAction<{ id: string; devices: string[] }>) {
      begin(state.merge, action.payload.id);
    },
    mergeSucceeded(state, action: PayloadAction<{ id: string; mergedId: string }>) {
      settle(state.merge, action.payload.id, 'succeeded');
    },
    mergeFailed(state, action: PayloadAction<WithId<Failure>>) {
      settle(state.merge, action.payload.id, 'failed', action.payload.message);
    },
    supersedeRequested(state, action: PayloadAction<SupersedeRequest>) {
      begin(state.supersede, action.payload.id);
    },
    supersedeSucceeded(state, action: PayloadAction<{ id: string; resultId: string }>) {
      settle(state.supersede, action.payload.id, 'succeeded');
    },
    supersedeFailed(state, action: PayloadAction<WithId<Failure>>) {
      settle(state.supersede, action.payload.id, 'failed', action.payload.message);
    },
    /** Device settings opened for another device: forget the outcome of earlier writes. */
    operationsReset(state) {
      state.update = operation();
      state.remove = { ...operation(), kind: null };
      state.merge = operation();
      state.supersede = operation();
      state.resetData = operation();
    },
    networkPromptRequested() {},
    networkPromptLoaded(state, action: PayloadAction<{ monitorId: number; dismissed: boolean }>) {
      state.networkPrompt = action.payload;
    },
    networkPromptDismissed(state, action: PayloadAction<{ monitorId: number }>) {
      state.networkPrompt = { monitorId: action.payload.monitorId, dismissed: true };
    },
    alwaysOnDeviceRequested(state, action: PayloadAction<{ id: string }>) {
      const entry = (state.alwaysOnDevices[action.payload.id] ??= remote());
      entry.status = 'loading';
      entry.error = null;
    },
    alwaysOnDeviceSucceeded(state, action: PayloadAction<WireUserAlwaysOnDevice>) {
      const entry = state.alwaysOnDevices[action.payload.id];
      if (entry?.status === 'loading') state.alwaysOnDevices[action.payload.id] = { status: 'succeeded', data: action.payload, error: null, notFound: false };
    },
    alwaysOnDeviceFailed(state, action: PayloadAction<WithId<Failure>>) {
      const entry = state.alwaysOnDevices[action.payload.id];
      if (entry?.status !== 'loading') return;
      entry.status = 'failed';
      entry.error = action.payload.message;
      entry.notFound = action.payload.status === 404;
    },
    /** The add or edit dialog opened: forget an earlier outcome. */
    alwaysOnSaveReset(state) {
      state.alwaysOnSave = operation();
    },
    alwaysOnSaveRequested(state, action: PayloadAction<AlwaysOnSaveRequest>) {
      begin(state.alwaysOnSave, action.payload.id ?? NEW_ALWAYS_ON);
    },
    alwaysOnSaveSucceeded(state, action: PayloadAction<{ id: string | null; device: WireUserAlwaysOnDevice }>) {
      settle(state.alwaysOnSave, action.payload.id ?? NEW_ALWAYS_ON, 'succeeded');
      state.alwaysOnDevices[action.payload.device.id] = { status: 'succeeded', data: action.payload.device, error: null, notFound: false };
    },
    alwaysOnSaveFailed(state, action: PayloadAction<{ id: string | null } & Failure>) {
      settle(state.alwaysOnSave, action.payload.id ?? NEW_ALWAYS_ON, 'failed', action.payload.message);
    },
    alwaysOnDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      begin(state.alwaysOnRemove, action.payload.id);
    },
    alwaysOnDeleteSucceeded(state, action: PayloadAction<{ id: string }>) {
      settle(state.alwaysOnRemove, action.payload.id, 'succeeded');
      delete state.alwaysOnDevices[action.payload.id];
    },
    alwaysOnDeleteFailed(state, action: PayloadAction<WithId<Failure>>) {
      settle(state.alwaysOnRemove, action.payload.id, 'failed', action.payload.message);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(detailSucceeded, (state, action) => {
        const { detail } = action.payload;
        const id = action.payload.device.id;
        const entry = state.details[id];
        if (entry?.status !== 'loading') return;
        state.details[id] = { status: 'succeeded', data: detail, error: null, notFound: false };
        const history = detail.usage_history;
        const view = state.usage[id];
        if (history && (!view || view.status !== 'loading')) {
          state.usage[id] = { status: 'succeeded', scale: history.scale, start: action.payload.start, data: history, error: null };
        }
      });
  },
});

export const devicesActions = { ...devicesSlice.actions, detailSucceeded };
export const {
  initialDetailsRequested, fetchRequested, fetchSucceeded, fetchFailed, typesRequested, typesSucceeded, typesFailed,
  detailRequested, detailFailed, usageRequested, usageSucceeded, usageFailed, batteryRequested, batterySucceeded,
  batteryFailed, inverterRequested, inverterSucceeded, inverterFailed, updateRequested, updateSucceeded, updateFailed,
  deleteRequested, deleteSucceeded, deleteFailed, resetDataRequested, resetDataSucceeded, resetDataFailed,
  mergeRequested, mergeSucceeded, mergeFailed, supersedeRequested, supersedeSucceeded, supersedeFailed,
  operationsReset, networkPromptRequested, networkPromptLoaded, networkPromptDismissed,
  alwaysOnDeviceRequested, alwaysOnDeviceSucceeded, alwaysOnDeviceFailed, alwaysOnSaveReset, alwaysOnSaveRequested,
  alwaysOnSaveSucceeded, alwaysOnSaveFailed, alwaysOnDeleteRequested, alwaysOnDeleteSucceeded, alwaysOnDeleteFailed,
} = devicesSlice.actions;
export const devicesReducer = devicesSlice.reducer;
export default devicesSlice.reducer;

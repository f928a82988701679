import { createAction, createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { IsoTime } from '../../api/wire/common';
import type { WireDataChange, WireDeviceStates, WireRealtimeUpdate, WireRecentHistory } from '../../api/wire/realtime';
import { applyUpdate } from './applyUpdate';
import { describeCloseCode } from './closeCodes';
import { applyDeviceStates, emptyDevice } from './deviceRealtime';
import messages from './messages';
import type { RealtimeState, StoredMessage } from './types';

export const initialState: RealtimeState = {
  status: 'idle',
  everLive: false,
  attempt: 0,
  reconnect: null,
  gaveUp: false,
  closeMessage: null,
  closeCode: null,
  closeDescription: null,
  closeTimedOut: false,
  error: null,
  errorTitle: null,
  monitorOnline: null,
  systemOnline: null,
  features: [],
  updatedAt: null,
  signal: null,
  wattage: null,
  battery: { charge_state: null, time_to_empty: null },
  power_flow: null,
  gen_state: null,
  gen_last_state_time: null,
  grid_status: null,
  backup_power: false,
  tou_alert: null,
  dismissedRateZoneEndTime: null,
  devices: {},
  activeDeviceIds: [],
  detailLoaded: {},
  versions: null,
};

const stored = (m: { id: string; defaultMessage: string }): StoredMessage => ({ id: m.id, defaultMessage: m.defaultMessage });

/** Events of other features this slice reacts to (string types: no cross-feature imports). */
export const logoutSucceeded = createAction('session/logoutSucceeded');
export const deviceDetailSucceeded = createAction<{ device: { id: string; last_state_time?: IsoTime | null } }>('devices/detailSucceeded');

const connected = (state: RealtimeState) => state.status === 'pending' || state.status === 'live';

/** What "message -> live with data and errors cleared" sets. */
const LIVE = {
  status: 'live', everLive: true, error: null, errorTitle: null, closeMessage: null, closeCode: null,
  closeDescription: null, closeTimedOut: false, reconnect: null, gaveUp: false,
} as const satisfies Partial<RealtimeState>;

const isCleanLive = (state: RealtimeState) => state.status === 'live' && state.error === null && state.errorTitle === null;

/** A message arrived: live, errors cleared (only while a socket is open or opening). */
function markLive(state: RealtimeState): void {
  if (connected(state) && !isCleanLive(state)) Object.assign(state, LIVE);
}

const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    /** App init and the retry affordance: the saga opens the socket if there is an access token. */
    connectRequested() {},
    disconnectRequested() {},
    socketRequested(state, action: PayloadAction<{ attempt: number }>) {
      state.status = 'pending';
      state.attempt = action.payload.attempt;
      state.reconnect = null;
      state.gaveUp = false;
    },
    /** The socket closed, or (timedOut) was abandoned because it did not open within the connection timeout. */
    socketClosed(state, action: PayloadAction<{ code: number; reason: string; timedOut?: boolean }>) {
      if (!connected(state)) return;
      state.status = 'closed';
      state.closeMessage = stored(state.everLive ? messages.lostConnection : messages.couldNotConnect);
      state.closeCode = action.payload.code;
      state.closeDescription = describeCloseCode(action.payload.code);
      state.closeTimedOut = action.payload.timedOut === true;
    },
    reconnectScheduled(state, action: PayloadAction<{ attempt: number; delayMs: number }>) {
      if (state.status === 'closed') state.reconnect = action.payload;
    },
    retriesExhausted(state) {
      if (state.status !== 'closed') return;
      state.reconnect = null;
      state.gaveUp = true;
    },
    socketErrored(state, action: PayloadAction<{ message: string }>) {
      if (state.status !== 'idle') state.error = action.payload.message;
    },
    /** The socket was stopped on purpose (disconnect, logout, forced close): keep nothing live. */
    socketStopped(state) {
      return { ...initialState, dismissedRateZoneEndTime: state.dismissedRateZoneEndTime, detailLoaded: state.detailLoaded };
    },
    helloReceived(state, action: PayloadAction<{ online: boolean; connection_state?: string }>) {
      if (!connected(state)) return;
      markLive(state);
      state.monitorOnline = action.payload.online !== false;
    },
    monitorInfoReceived(state, action: PayloadAction<{ features: string }>) {
      if (!connected(state)) return;
      markLive(state);
      state.features = (action.payload.features ?? '').split(',').filter(Boolean);
    },
    dataChangeReceived(state, action: PayloadAction<WireDataChange>) {
      if (!connected(state)) return;
      markLive(state);
      state.versions = { user: action.payload.user_version, settings: action.payload.settings_version };
    },
    deviceStatesReceived(state, action: PayloadAction<WireDeviceStates>) {
      if (!connected(state)) return;
      markLive(state);
      state.devices = applyDeviceStates(original(state)!.devices, action.payload);
    },
    updateReceived(state, action: PayloadAction<{ update: WireRealtimeUpdate; receivedAt: number }>) {
      // The hot path (2 Hz, many devices) runs on the plain previous state, not through Immer proxies.
      const base = original(state)!;
      if (!connected(base)) return;
      return applyUpdate(isCleanLive(base) ? base : { ...base, ...LIVE }, action.payload.update, action.payload.receivedAt);
    },
    recentHistoryReceived(state, _action: PayloadAction<WireRecentHistory>) {
      markLive(state);
    },
    timelineEventReceived(state, _action: PayloadAction<{ type: 'new_timeline_event' | 'new_relay_event' }>) {
      markLive(state);
    },
    errorReceived(state, action: PayloadAction<{ authorized: boolean; error_reason: string }>) {
      if (!connected(state)) return;
      state.error = action.payload.error_reason || 'Unauthorized';
      state.errorTitle = stored(messages.errorConnecting);
    },
    forcedCloseReceived(state, action: PayloadAction<{ reason: string }>) {
      state.status = 'closed';
      state.reconnect = null;
      state.error = action.payload.reason ?? null;
    },
    rateZoneDismissalLoaded(state, action: PayloadAction<{ endTime: IsoTime | null }>) {
      state.dismissedRateZoneEndTime = action.payload.endTime;
    },
    rateZoneBannerDismissed(state, action: PayloadAction<{ endTime: IsoTime }>) {
      state.dismissedRateZoneEndTime = action.payload.endTime;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logoutSucceeded, () => initialState)
      .addCase(deviceDetailSucceeded, (state, action) => {
        const { id, last_state_time } = action.payload.device;
        state.detailLoaded[id] = true;
        const device = state.devices[id] ?? (state.devices[id] = emptyDevice(id));
        if (last_state_time !== undefined && device.last_state_time === null) device.last_state_time = last_state_time;
      });
  },
});

export const realtimeActions = realtimeSlice.actions;
export const {
  connectRequested, disconnectRequested, socketRequested, socketClosed, reconnectScheduled, retriesExhausted,
  socketErrored, socketStopped, helloReceived, monitorInfoReceived, dataChangeReceived, deviceStatesReceived,
  updateReceived, recentHistoryReceived, timelineEventReceived, errorReceived, forcedCloseReceived,
  rateZoneDismissalLoaded, rateZoneBannerDismissed,
} = realtimeSlice.actions;
export const realtimeReducer = realtimeSlice.reducer;
export default realtimeSlice.reducer;

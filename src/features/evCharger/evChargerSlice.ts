import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireEvSettings, WireEvStatus } from '../../api/wire/evCharger';
import type { ChargeAction, EvChargerState, Failure } from './types';

export const initialState: EvChargerState = {
  status: 'idle',
  data: null,
  error: null,
  connectOpened: false,
  enable: { status: 'idle', error: null },
  command: { status: 'idle', action: null, error: null },
  settings: { status: 'idle', error: null },
  feedback: { status: 'idle', error: null, open: false },
};

/**
 * The EV charger lab (spec account-settings-shell §2 "EV charger", §4 "EV charger connect"):
 * status, connecting the charge point, Start / Stop, the settings and the lab's feedback. Every
 * call is a Requested / Succeeded / Failed triple; `evCharger/statusRequested` is also one of the
 * post-initialisation events (src/app/appInitEvents.ts).
 */
const evChargerSlice = createSlice({
  name: 'evCharger',
  initialState,
  reducers: {
    /** A refresh keeps what is shown while it loads. */
    statusRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    statusSucceeded(state, action: PayloadAction<WireEvStatus>) {
      if (state.status !== 'loading') return;
      state.status = 'succeeded';
      state.data = action.payload;
    },
    statusFailed(state, action: PayloadAction<Failure>) {
      if (state.status !== 'loading') return;
      state.status = 'failed';
      state.error = action.payload.message;
    },

    /** The lab page is open (it refreshes the status while it is) or closed. */
    pageOpened() {},
    pageClosed() {},

    /** Connect opened the charge-point account page in a new tab. */
    setConnectOpened(state) {
      state.connectOpened = true;
    },

    /** Finish setup: enable the charge point, then refetch the status. */
    enableRequested(state) {
      if (state.enable.status === 'pending') return;
      state.enable = { status: 'pending', error: null };
    },
    enableSucceeded(state) {
      if (state.enable.status !== 'pending') return;
      state.enable = { status: 'succeeded', error: null };
    },
    enableFailed(state, action: PayloadAction<Failure>) {
      if (state.enable.status !== 'pending') return;
      state.enable = { status: 'failed', error: action.payload.message };
    },

    /** Start or Stop charging; the answer is the status after the command. */
    chargeRequested(state, action: PayloadAction<{ action: ChargeAction }>) {
      if (state.command.status === 'pending') return;
      state.command = { status: 'pending', action: action.payload.action, error: null };
    },
    chargeSucceeded(state, action: PayloadAction<WireEvStatus>) {
      if (state.command.status !== 'pending') return;
      state.command = { status: 'succeeded', action: state.command.action, error: null };
      state.data = action.payload;
    },
    chargeFailed(state, action: PayloadAction<Failure>) {
      if (state.command.status !== 'pending') return;
      state.command = { status: 'failed', action: state.command.action, error: action.payload.message };
    },

    /** Save the settings form (all five fields). */
    settingsSaveRequested(state, _action: PayloadAction<WireEvSettings>) {
      if (state.settings.status === 'pending') return;
      state.settings = { status: 'pending', error: null };
    },
    settingsSaveSucceeded(state, action: PayloadAction<WireEvSettings>) {
      if (state.settings.status !== 'pending') return;
      state.settings = { status: 'succeeded', error: null };
      if (state.data) state.data.settings = action.payload;
    },
    settingsSaveFailed(state, action: PayloadAction<Failure>) {
      if (state.settings.status !== 'pending') return;
      state.settings = { status: 'failed', error: action.payload.message };
    },
    /** The form was left or edited again: forget the last save's outcome. */
    settingsSaveReset(state) {
      if (state.settings.status !== 'pending') state.settings = { status: 'idle', error: null };
    },

    feedbackOpened(state) {
      state.feedback = { status: 'idle', error: null, open: true };
    },
    feedbackClosed(state) {
      if (state.feedback.status !== 'pending') state.feedback = { status: 'idle', error: null, open: false };
    },
    feedbackRequested(state, _action: PayloadAction<{ feedback: string }>) {
      if (state.feedback.status === 'pending') return;
      state.feedback = { status: 'pending', error: null, open: state.feedback.open };
    },
    feedbackSucceeded(state) {
      if (state.feedback.status !== 'pending') return;
      state.feedback = { status: 'succeeded', error: null, open: false };
    },
    feedbackFailed(state, action: PayloadAction<Failure>) {
      if (state.feedback.status !== 'pending') return;
      state.feedback = { status: 'failed', error: action.payload.message, open: state.feedback.open };
    },
  },
});

export const {
  statusRequested, statusSucceeded, statusFailed, pageOpened, pageClosed, setConnectOpened, enableRequested, enableSucceeded,
  enableFailed, chargeRequested, chargeSucceeded, chargeFailed, settingsSaveRequested, settingsSaveSucceeded, settingsSaveFailed,
  settingsSaveReset, feedbackOpened, feedbackClosed, feedbackRequested, feedbackSucceeded, feedbackFailed,
} = evChargerSlice.actions;
export const evChargerReducer = evChargerSlice.reducer;
export default evChargerSlice;

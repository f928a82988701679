import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireTpLinkSettings } from '../../api/wire/integrations';
import type { Failure, SmartPlugState } from './types';

export const initialSmartPlugState: SmartPlugState = {
  settings: { status: 'idle', error: null, data: null },
  save: { status: 'idle', error: null },
};

export interface SmartPlugSaveRequest {
  username: string;
  /** Typed by the user; the saga encrypts it before anything leaves the browser and never stores it. */
  password: string;
}

/**
 * The smart-plug account (GET and POST …/tp_link). `smartPlug/settingsRequested` is also a
 * post-initialisation event (spec §4 App state). The password is never kept in the state.
 */
const smartPlugSlice = createSlice({
  name: 'smartPlug',
  initialState: initialSmartPlugState,
  reducers: {
    settingsRequested(state) {
      state.settings.status = 'loading';
      state.settings.error = null;
    },
    settingsSucceeded(state, action: PayloadAction<WireTpLinkSettings>) {
      if (state.settings.status !== 'loading') return;
      state.settings = { status: 'succeeded', error: null, data: action.payload };
    },
    settingsFailed(state, action: PayloadAction<Failure>) {
      if (state.settings.status !== 'loading') return;
      state.settings.status = 'failed';
      state.settings.error = action.payload.message;
    },
    saveRequested: {
      reducer(state) {
        if (state.save.status !== 'pending') state.save = { status: 'pending', error: null };
      },
      // The password travels in the event to the saga only; it is not serialised into the state.
      prepare(payload: SmartPlugSaveRequest) {
        return { payload };
      },
    },
    saveSucceeded(state, action: PayloadAction<WireTpLinkSettings>) {
      if (state.save.status !== 'pending') return;
      state.save = { status: 'succeeded', error: null };
      state.settings = { status: 'succeeded', error: null, data: action.payload };
    },
    saveFailed(state, action: PayloadAction<Failure>) {
      if (state.save.status !== 'pending') return;
      state.save = { status: 'failed', error: action.payload.message };
    },
  },
});

export const { settingsRequested, settingsSucceeded, settingsFailed, saveRequested, saveSucceeded, saveFailed } = smartPlugSlice.actions;
export const smartPlugReducer = smartPlugSlice.reducer;
export default smartPlugSlice;

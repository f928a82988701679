import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationFlag, WireNotificationFlags } from '../../api/wire/account';
import { settingsSucceeded } from '../../app/session/sessionSlice';
import type { Failure, NotificationSettingsState } from './types';

export const initialState: NotificationSettingsState = { status: 'idle', error: null, monitorId: null, flags: {}, saving: {} };

/** The server's map, with the flags still being saved kept as the user set them. */
function merge(state: NotificationSettingsState, flags: Partial<WireNotificationFlags>) {
  const next: NotificationSettingsState['flags'] = { ...flags };
  for (const flag of Object.keys(state.saving) as NotificationFlag[]) next[flag] = state.flags[flag];
  state.flags = next;
}

const slice = createSlice({
  name: 'notificationSettings',
  initialState,
  reducers: {
    fetchRequested(state, action: PayloadAction<{ monitorId: number }>) {
      if (state.monitorId !== action.payload.monitorId) {
        state.flags = {};
        state.saving = {};
      }
      state.monitorId = action.payload.monitorId;
      state.status = 'loading';
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<{ monitorId: number; flags: Partial<WireNotificationFlags> }>) {
      if (state.status !== 'loading' || state.monitorId !== action.payload.monitorId) return;
      state.status = 'succeeded';
      merge(state, action.payload.flags);
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      if (state.status !== 'loading') return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /** A switch flipped: shown at once and saved; one save per flag at a time. */
    changeRequested(state, action: PayloadAction<{ flag: NotificationFlag; enabled: boolean }>) {
      const { flag, enabled } = action.payload;
      if (state.status !== 'succeeded' || flag in state.saving) return;
      state.saving[flag] = state.flags[flag] ?? false;
      state.flags[flag] = enabled;
    },
    changeSucceeded(state, action: PayloadAction<{ flag: NotificationFlag; flags: Partial<WireNotificationFlags> }>) {
      if (!(action.payload.flag in state.saving)) return;
      delete state.saving[action.payload.flag];
      merge(state, action.payload.flags);
    },
    /** Not saved: the switch goes back to what it was. */
    changeFailed(state, action: PayloadAction<Failure & { flag: NotificationFlag }>) {
      const { flag } = action.payload;
      if (!(flag in state.saving)) return;
      state.flags[flag] = state.saving[flag];
      delete state.saving[flag];
    },
  },
  extraReducers: (builder) => {
    // The settings were refetched (another tab changed them: the feed's settings_version): they carry the same flags.
    builder.addCase(settingsSucceeded, (state, action) => {
      const flags = state.monitorId !== null ? action.payload.settings?.notifications?.[String(state.monitorId)] : undefined;
      if (state.status === 'succeeded' && flags) merge(state, flags as Partial<WireNotificationFlags>);
    });
  },
});

export const { fetchRequested, fetchSucceeded, fetchFailed, changeRequested, changeSucceeded, changeFailed } = slice.actions;
export const notificationSettingsReducer = slice.reducer;
export default slice;

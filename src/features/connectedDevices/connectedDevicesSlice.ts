import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { settingsSucceeded } from '../../app/session/sessionSlice';
import type { ConnectedDevicesState, Failure } from './types';

export const initialState: ConnectedDevicesState = { draft: null, saved: null, save: { status: 'idle', error: null } };

const slice = createSlice({
  name: 'connectedDevices',
  initialState,
  reducers: {
    /** The switch flipped; the heading's Save sends it (pure UI state). */
    ndiToggled(state, action: PayloadAction<{ enabled: boolean; stored: boolean }>) {
      if (state.save.status === 'pending') return;
      state.draft = action.payload.enabled === action.payload.stored ? null : action.payload.enabled;
      if (state.save.status === 'failed') state.save = { status: 'idle', error: null };
    },
    /** Leaving the page forgets what was not saved. */
    draftDiscarded(state) {
      if (state.save.status !== 'pending') state.draft = null;
    },
    saveRequested(state, _action: PayloadAction<{ monitorId: number; enabled: boolean }>) {
      state.save = { status: 'pending', error: null };
    },
    saveSucceeded(state, action: PayloadAction<{ monitorId: number; enabled: boolean }>) {
      if (state.save.status !== 'pending') return;
      state.save = { status: 'succeeded', error: null };
      state.saved = action.payload;
      state.draft = null;
    },
    /** Not saved: the switch keeps the user's choice, to save again. */
    saveFailed(state, action: PayloadAction<Failure>) {
      if (state.save.status !== 'pending') return;
      state.save = { status: 'failed', error: action.payload.message };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(settingsSucceeded, (state, action) => {
      const saved = state.saved;
      if (saved && action.payload.settings?.ndi_enabled?.[String(saved.monitorId)] === saved.enabled) state.saved = null;
    });
  },
});

export const { ndiToggled, draftDiscarded, saveRequested, saveSucceeded, saveFailed } = slice.actions;
export const connectedDevicesReducer = slice.reducer;
export default slice;

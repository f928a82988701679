import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Failure, GeneralState } from './types';

export const initialState: GeneralState = { labs: { status: 'idle', pendingValue: null, error: null } };

const slice = createSlice({
  name: 'general',
  initialState,
  reducers: {
    labsChangeRequested(state, action: PayloadAction<{ enabled: boolean }>) {
      if (state.labs.status === 'pending') return;
      state.labs = { status: 'pending', pendingValue: action.payload.enabled, error: null };
    },
    labsChangeSucceeded(state) {
      if (state.labs.status === 'pending') state.labs = { status: 'succeeded', pendingValue: null, error: null };
    },
    /** Not saved: the switch shows the stored value again. */
    labsChangeFailed(state, action: PayloadAction<Failure>) {
      if (state.labs.status === 'pending') state.labs = { status: 'failed', pendingValue: null, error: action.payload.message };
    },
  },
});

export const { labsChangeRequested, labsChangeSucceeded, labsChangeFailed } = slice.actions;
export const generalReducer = slice.reducer;
export default slice;

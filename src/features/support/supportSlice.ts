import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireMonitorStatus } from '../../api/wire/monitor';
import type { Failure, FeedbackSubmission, SupportState } from './types';

export const initialState: SupportState = {
  monitorStatus: { status: 'idle', monitorId: null, data: null, error: null },
  feedback: { status: 'idle', error: null },
};

const slice = createSlice({
  name: 'support',
  initialState,
  reducers: {
    /** A refresh keeps the last status on screen until the new one arrives. */
    statusRequested(state, action: PayloadAction<{ monitorId: number }>) {
      const same = state.monitorStatus.monitorId === action.payload.monitorId;
      state.monitorStatus = { status: 'loading', monitorId: action.payload.monitorId, data: same ? state.monitorStatus.data : null, error: null };
    },
    statusSucceeded(state, action: PayloadAction<{ monitorId: number; status: WireMonitorStatus }>) {
      if (state.monitorStatus.status !== 'loading' || state.monitorStatus.monitorId !== action.payload.monitorId) return;
      state.monitorStatus.status = 'succeeded';
      state.monitorStatus.data = action.payload.status;
    },
    statusFailed(state, action: PayloadAction<Failure>) {
      if (state.monitorStatus.status !== 'loading') return;
      state.monitorStatus.status = 'failed';
      state.monitorStatus.error = action.payload.message;
    },
    feedbackRequested(state, _action: PayloadAction<FeedbackSubmission>) {
      state.feedback = { status: 'pending', error: null };
    },
    feedbackSucceeded(state) {
      if (state.feedback.status === 'pending') state.feedback = { status: 'succeeded', error: null };
    },
    feedbackFailed(state, action: PayloadAction<Failure>) {
      if (state.feedback.status === 'pending') state.feedback = { status: 'failed', error: action.payload.message };
    },
    /** The form again (after the thank-you, or when the page opens). Pure UI state. */
    feedbackReset(state) {
      if (state.feedback.status !== 'pending') state.feedback = { status: 'idle', error: null };
    },
  },
});

export const { statusRequested, statusSucceeded, statusFailed, feedbackRequested, feedbackSucceeded, feedbackFailed, feedbackReset } = slice.actions;
export const supportReducer = slice.reducer;
export default slice;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import type { WireMonitorOverview } from '../../api/wire/monitor';
import type { MonitorOverviewState } from './types';

export const initialState: MonitorOverviewState = { status: 'idle', data: null, error: null };

/**
 * The monitor overview (GET /app/monitors/{id}/overview, wire §3.1): fetched after initialisation
 * when not in the mobile app (spec account-settings-shell §4 "App state": `monitor/overviewRequested`
 * is one of the desktop post-initialisation events), and again when the feed's data_change carries
 * another monitor_overview_checksum.
 */
const monitorOverviewSlice = createSlice({
  name: 'monitor',
  initialState,
  reducers: {
    overviewRequested(state) {
      state.status = 'loading';
    },
    overviewSucceeded(state, action: PayloadAction<WireMonitorOverview>) {
      if (state.status !== 'loading') return;
      state.status = 'succeeded';
      state.data = action.payload;
      state.error = null;
    },
    overviewFailed(state, action: PayloadAction<ApiError>) {
      if (state.status !== 'loading') return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
});

export const { overviewRequested, overviewSucceeded, overviewFailed } = monitorOverviewSlice.actions;
export const monitorOverviewReducer = monitorOverviewSlice.reducer;

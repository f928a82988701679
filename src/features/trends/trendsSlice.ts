import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireComparisons, WireTrends } from '../../api/wire/trends';
import type { CumulativeSeries, DashboardView, ExportRequest, Failure, TrendUnit, TrendsQuery, TrendsState, TrendsView } from './types';
import { FRAME_CACHE_MAX } from './viewRules';

/**
 * The trends feature: the Usage viewer (/usage), the dashboard (/dashboard) and the data export.
 *
 * Events it reacts to from elsewhere (plain types, see types.ts): `homeSettings/saveSucceeded` (the
 * home settings pages saved: the cache is reset, spec §4 "frame reset when home settings are saved")
 * and `realtime/dataChangeReceived` (a new settings_version: the same, for a save in another tab).
 */
export const initialState: TrendsState = {
  viewer: { open: false, view: null, syncedSearch: null },
  frames: {},
  dashboard: { open: false, view: null },
  comparisons: { status: 'idle', data: null, fetchedAt: null, error: null },
  cumulative: { status: 'idle', source: null, current: null, previous: null, error: null },
  export: { status: 'idle', fileName: null, rows: null, error: null },
  settingsVersion: null,
};

/** Forget the least recently fetched answers beyond the cache's size (never one being fetched). */
function trimFrames(state: TrendsState): void {
  const keys = Object.keys(state.frames);
  if (keys.length <= FRAME_CACHE_MAX) return;
  const done = keys.filter((k) => state.frames[k]!.status !== 'loading').sort((a, b) => (state.frames[a]!.fetchedAt ?? 0) - (state.frames[b]!.fetchedAt ?? 0));
  for (const k of done.slice(0, keys.length - FRAME_CACHE_MAX)) delete state.frames[k];
}

const sameSeries = (a: CumulativeSeries | null, b: CumulativeSeries) =>
  a !== null && a.start === b.start && a.steps === b.steps && a.totals.length === b.totals.length && a.totals.every((v, i) => v === b.totals[i]);

const trendsSlice = createSlice({
  name: 'trends',
  initialState,
  reducers: {
    /** The Usage screen mounted with the URL's query. */
    viewerOpened(state, _action: PayloadAction<{ query: TrendsQuery; search?: string }>) {
      state.viewer.open = true;
    },
    /** The URL changed under the screen (back/forward, a link): show its view. */
    viewerQueryChanged(_state, _action: PayloadAction<{ query: TrendsQuery; search?: string }>) {},
    viewerClosed(state) {
      state.viewer = initialState.viewer;
    },
    /** An interval tab was chosen. */
    unitChosen(_state, _action: PayloadAction<{ unit: TrendUnit }>) {},
    /** The carousel moved: -1 the previous period, +1 the next. */
    shifted(_state, _action: PayloadAction<{ direction: -1 | 1 }>) {},
    /** The whole home (null) or one device. */
    deviceChosen(_state, _action: PayloadAction<{ device: string | null }>) {},
    /** Every view change ends here (the saga computes it: it owns the clock, the zone and the billing cycle). */
    viewSet(state, action: PayloadAction<{ view: TrendsView; search: string }>) {
      if (!state.viewer.open) return;
      state.viewer.view = action.payload.view;
      state.viewer.syncedSearch = action.payload.search;
    },
    /** Failed frames: ask again. */
    retryClicked() {},
    /** A frame on screen had days the server was still loading: the debounced reload asks again. */
    stillLoading() {},

    /** Frames asked for together (the carousel's previous, current and next, or the dashboard's). */
    fetchRequested(state, action: PayloadAction<{ keys: string[] }>) {
      for (const key of action.payload.keys) {
        const frame = (state.frames[key] ??= { status: 'idle', data: null, fetchedAt: null, error: null });
        frame.status = 'loading';
        frame.error = null;
      }
    },
    fetchSucceeded(state, action: PayloadAction<{ key: string; data: WireTrends; fetchedAt: number }>) {
      const frame = state.frames[action.payload.key];
      if (frame?.status !== 'loading') return;
      state.frames[action.payload.key] = { status: 'succeeded', data: action.payload.data, fetchedAt: action.payload.fetchedAt, error: null };
      trimFrames(state);
    },
    fetchFailed(state, action: PayloadAction<{ key: string } & Failure>) {
      const frame = state.frames[action.payload.key];
      if (frame?.status !== 'loading') return;
      frame.status = 'failed';
      frame.error = action.payload.message;
    },
    /** Home settings were saved (costs, billing cycle): every cached answer is void. */
    cacheReset(state) {
      state.frames = {};
      state.comparisons = initialState.comparisons;
      state.cumulative = initialState.cumulative;
    },
    /** The feed's settings_version, as last seen. */
    settingsVersionSeen(state, action: PayloadAction<number>) {
      state.settingsVersion = action.payload;
    },

    dashboardOpened(state) {
      state.dashboard.open = true;
    },
    dashboardClosed(state) {
      state.dashboard = initialState.dashboard;
    },
    dashboardViewSet(state, action: PayloadAction<DashboardView>) {
      if (state.dashboard.open) state.dashboard.view = action.payload;
    },

    comparisonsRequested(state) {
      state.comparisons.status = 'loading';
      state.comparisons.error = null;
    },
    comparisonsSucceeded(state, action: PayloadAction<{ data: WireComparisons; fetchedAt: number }>) {
      if (state.comparisons.status !== 'loading') return;
      state.comparisons = { status: 'succeeded', data: action.payload.data, fetchedAt: action.payload.fetchedAt, error: null };
    },
    comparisonsFailed(state, action: PayloadAction<Failure>) {
      if (state.comparisons.status !== 'loading') return;
      state.comparisons.status = 'failed';
      state.comparisons.error = action.payload.message;
    },

    cumulativeRequested(state) {
      state.cumulative.status = 'loading';
      state.cumulative.error = null;
    },
    /** The locally cached totals of the same period, shown until the server's arrive. */
    cumulativeCached(state, action: PayloadAction<{ current: CumulativeSeries; previous: CumulativeSeries | null }>) {
      if (state.cumulative.status !== 'loading') return;
      state.cumulative.current = action.payload.current;
      state.cumulative.previous = action.payload.previous;
      state.cumulative.source = 'cache';
    },
    /** The server's totals; equal ones keep the cached objects (nothing re-renders). */
    cumulativeSucceeded(state, action: PayloadAction<{ current: CumulativeSeries; previous: CumulativeSeries | null }>) {
      if (state.cumulative.status !== 'loading') return;
      const c = state.cumulative;
      if (!sameSeries(c.current, action.payload.current)) c.current = action.payload.current;
      const previous = action.payload.previous;
      if (previous === null) c.previous = null;
      else if (!sameSeries(c.previous, previous)) c.previous = previous;
      c.status = 'succeeded';
      c.source = 'server';
    },
    cumulativeFailed(state, action: PayloadAction<Failure>) {
      if (state.cumulative.status !== 'loading') return;
      state.cumulative.status = 'failed';
      state.cumulative.error = action.payload.message;
    },

    /** The export modal's submit. */
    exportRequested(state, _action: PayloadAction<ExportRequest>) {
      state.export = { status: 'pending', fileName: null, rows: null, error: null };
    },
    exportSucceeded(state, action: PayloadAction<{ fileName: string; rows: number }>) {
      if (state.export.status !== 'pending') return;
      state.export = { status: 'succeeded', fileName: action.payload.fileName, rows: action.payload.rows, error: null };
    },
    exportFailed(state, action: PayloadAction<Failure>) {
      if (state.export.status !== 'pending') return;
      state.export = { status: 'failed', fileName: null, rows: null, error: action.payload.message };
    },
    /** The export modal opened or closed: forget the last outcome. */
    exportReset(state) {
      state.export = initialState.export;
    },
  },
});

export const trendsActions = trendsSlice.actions;
export const {
  viewerOpened, viewerQueryChanged, viewerClosed, unitChosen, shifted, deviceChosen, viewSet, retryClicked, stillLoading,
  fetchRequested, fetchSucceeded, fetchFailed, cacheReset, settingsVersionSeen,
  dashboardOpened, dashboardClosed, dashboardViewSet,
  comparisonsRequested, comparisonsSucceeded, comparisonsFailed,
  cumulativeRequested, cumulativeCached, cumulativeSucceeded, cumulativeFailed,
  exportRequested, exportSucceeded, exportFailed, exportReset,
} = trendsSlice.actions;
export const trendsReducer = trendsSlice.reducer;
export default trendsSlice.reducer;

import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import type { WireRealtimeUpdate } from '../../api/wire/realtime';
import { isCachingFrame, isRealtime } from './charts/chartMath';
import type { HistoryMode, Interval, MeterQuery, MeterView, MeterWindow, PowerMeterState, Unit } from './types';

export const initialState: PowerMeterState = {
  open: false,
  window: null,
  interval: 'quarter',
  query: null,
  syncedSearch: '',
  widthPx: 1000,
  realtime: false,
  fixed: false,
  inflight: 0,
  pending: false,
  error: null,
  dataVersion: 0,
  liveVersion: 0,
  lastConsumed: null,
  lastProduced: null,
  lastCachedEpoch: null,
  lastLiveEpoch: null,
  urlEpoch: null,
  clockMs: null,
  showSolar: true,
  view: 'chart',
};

/** The realtime feature's event (a string type: features do not import each other). */
export const realtimeUpdateReceived = createAction<{ update: WireRealtimeUpdate; receivedAt: number }>('realtime/updateReceived');

export interface BlockRun {
  unit: Unit;
  first: number;
  count: number;
}

export interface WindowSetPayload {
  window: MeterWindow;
  interval: Interval;
  /** What the URL carries for this window; null for the live default (plain /meter). */
  query: MeterQuery | null;
  /** The saga's clock when the window was set: the realtime flag is "now lies inside". */
  nowMs: number;
  history: HistoryMode;
  /** The search string the URL holds afterwards ('' or '?start=…'). */
  search: string;
  /** A calendar week or month: it keeps its bounds while live (see calendarWindows.ts). */
  fixed?: boolean;
}

const powerMeterSlice = createSlice({
  name: 'powerMeter',
  initialState,
  reducers: {
    /** The screen mounted with the URL's query (null: plain /meter). */
    opened(state, _action: PayloadAction<{ query: MeterQuery | null; unreadable?: boolean }>) {
      state.open = true;
    },
    closed(state) {
      state.open = false;
    },
    /** The URL changed under the screen (back/forward, a link): restore its window. */
    queryChanged(_state, _action: PayloadAction<{ query: MeterQuery | null; unreadable?: boolean }>) {},
    /** Every window change ends here (the saga computes it: it owns the clock and the zone). */
    windowSet(state, action: PayloadAction<WindowSetPayload>) {
      const { window, interval, query, nowMs, history, search, fixed } = action.payload;
      state.window = window;
      state.fixed = Boolean(fixed);
      state.interval = interval;
      state.query = query;
      state.realtime = isRealtime(window, nowMs);
      state.urlEpoch = Math.floor(nowMs / 1000);
      state.clockMs = nowMs;
      // A replace is debounced: the saga records the search when it navigates.
      if (history !== 'replace') state.syncedSearch = search;
    },
    urlSynced(state, action: PayloadAction<{ search: string; nowMs: number }>) {
      state.syncedSearch = action.payload.search;
      state.urlEpoch = Math.floor(action.payload.nowMs / 1000);
    },
    intervalChosen(_state, _action: PayloadAction<{ interval: Interval }>) {},
    shifted(_state, _action: PayloadAction<{ direction: -1 | 1 }>) {},
    nowClicked() {},
    /** A continuous gesture (wheel, pinch, drag) produced this window. */
    zoomed(_state, _action: PayloadAction<{ window: MeterWindow }>) {},
    /** Zoom buttons and + / - keys: factor < 1 zooms in. */
    zoomStepped(_state, _action: PayloadAction<{ factor: number }>) {},
    /** Arrow keys: a share of the window length (negative: back in time). */
    panned(_state, _action: PayloadAction<{ fraction: number }>) {},
    viewportResized(state, action: PayloadAction<{ widthPx: number }>) {
      state.widthPx = Math.max(1, Math.round(action.payload.widthPx));
    },
    fetchRequested(state, _action: PayloadAction<BlockRun>) {
      state.inflight += 1;
      state.pending = true;
    },
    fetchSucceeded(state, _action: PayloadAction<BlockRun & { endOfData: string }>) {
      state.inflight = Math.max(0, state.inflight - 1);
      state.pending = state.inflight > 0;
      state.dataVersion += 1;
      state.error = null;
    },
    fetchFailed(state, action: PayloadAction<BlockRun & ApiError>) {
      state.inflight = Math.max(0, state.inflight - 1);
      state.pending = state.inflight > 0;
      state.dataVersion += 1;
      state.error = { status: action.payload.status, message: action.payload.message };
    },
    retryClicked(state) {
      state.error = null;
    },
    /** A live second was added to the cache; a realtime window moves along with it. */
    liveAppended(state, action: PayloadAction<{ epoch: number }>) {
      const { epoch } = action.payload;
      const previous = state.lastLiveEpoch;
      if (previous !== null && epoch <= previous) return;
      state.lastLiveEpoch = epoch;
      state.liveVersion += 1;
      state.clockMs = Math.max(state.clockMs ?? 0, epoch * 1000);
      if (state.realtime && state.window && !state.fixed) {
        // One second per message; after a gap in the feed, the whole gap, so now keeps its place.
        const shift = (previous === null ? 1 : epoch - previous) * 1000;
        state.window = { startMs: state.window.startMs + shift, endMs: state.window.endMs + shift };
      }
    },
    recentHistoryStored(state, _action: PayloadAction<{ added: number }>) {
      state.liveVersion += 1;
    },
    solarToggled(state) {
      state.showSolar = !state.showSolar;
    },
    viewChosen(state, action: PayloadAction<{ view: MeterView }>) {
      state.view = action.payload.view;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(realtimeUpdateReceived, (state, action) => {
      const { update } = action.payload;
      if (typeof update.frame !== 'number' || !isCachingFrame(update.frame)) return;
      state.lastConsumed = update.w;
      state.lastProduced = update.solar_w ?? 0;
      state.lastCachedEpoch = update.epoch;
    });
  },
});

export const powerMeterActions = powerMeterSlice.actions;
export const {
  opened, closed, queryChanged, windowSet, urlSynced, intervalChosen, shifted, nowClicked, zoomed, zoomStepped, panned,
  viewportResized, fetchRequested, fetchSucceeded, fetchFailed, retryClicked, liveAppended, recentHistoryStored,
  solarToggled, viewChosen,
} = powerMeterSlice.actions;
export const powerMeterReducer = powerMeterSlice.reducer;
export default powerMeterSlice.reducer;

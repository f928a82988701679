import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import type { WireRealtimeUpdate } from '../../api/wire/realtime';
import { blockRange, isCachingFrame, isRealtime, unitFor } from './charts/chartMath';
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
  prefetching: 0,
  pending: false,
  error: null,
  dataVersion: 0,
  liveVersion: 0,
  mergeVersion: 0,
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
  /** Fetched ahead (next to the window, not in it): no progress bar, and a failure shows no error. */
  prefetch?: boolean;
}

/** Whether a run's blocks touch the blocks the window's series reads (a block either side included). */
function touchesWindow(state: PowerMeterState, run: BlockRun): boolean {
  if (!state.window || unitFor(state.window, state.widthPx) !== run.unit) return false;
  const [first, last] = blockRange(run.unit, state.window.startMs, state.window.endMs);
  return run.first <= last + 1 && run.first + run.count - 1 >= first - 1;
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
    fetchRequested(state, action: PayloadAction<BlockRun>) {
      if (action.payload.prefetch) {
        state.prefetching += 1;
        return;
      }
      state.inflight += 1;
      state.pending = true;
    },
    fetchSucceeded(state, action: PayloadAction<BlockRun & { endOfData: string }>) {
      if (action.payload.prefetch) {
        state.prefetching = Math.max(0, state.prefetching - 1);
        // Blocks next to the window redraw nothing, unless the window has moved onto them.
        if (touchesWindow(state, action.payload)) state.dataVersion += 1;
        return;
      }
      state.inflight = Math.max(0, state.inflight - 1);
      state.pending = state.inflight > 0;
      state.dataVersion += 1;
      state.error = null;
    },
    fetchFailed(state, action: PayloadAction<BlockRun & ApiError>) {
      if (action.payload.prefetch) {
        // The blocks are marked failed in the cache; the window asks again when it needs them.
        state.prefetching = Math.max(0, state.prefetching - 1);
        return;
      }
      state.inflight = Math.max(0, state.inflight - 1);
      state.pending = state.inflight > 0;
      state.dataVersion += 1;
      state.error = { status: action.payload.status, message: action.payload.message };
    },
    retryClicked(state) {
      state.error = null;
    },
    recentHistoryStored(state, _action: PayloadAction<{ added: number }>) {
      state.liveVersion += 1;
      state.mergeVersion += 1;
    },
    solarToggled(state) {
      state.showSolar = !state.showSolar;
    },
    viewChosen(state, action: PayloadAction<{ view: MeterView }>) {
      state.view = action.payload.view;
    },
  },
});

/** A live second was added to the cache; a realtime window moves along with it. */
export const liveAppended = createAction<{ epoch: number }>('powerMeter/liveAppended');

/*
 * The two events of the 2 Hz realtime path are reduced on the plain state, without Immer's drafts
 * (as the realtime slice does with its updates): each is a few assignments, and a draft costs more
 * than they do.
 */

/** A whole-second frame: its readings become the cached last consumption and production. */
function reduceFrame(state: PowerMeterState, action: ReturnType<typeof realtimeUpdateReceived>): PowerMeterState {
  const { update } = action.payload;
  if (typeof update.frame !== 'number' || !isCachingFrame(update.frame)) return state;
  return { ...state, lastConsumed: update.w, lastProduced: update.solar_w ?? 0, lastCachedEpoch: update.epoch };
}

function reduceLiveAppended(state: PowerMeterState, action: ReturnType<typeof liveAppended>): PowerMeterState {
  const { epoch } = action.payload;
  const previous = state.lastLiveEpoch;
  if (previous !== null && epoch <= previous) return state;
  const next = { ...state, lastLiveEpoch: epoch, liveVersion: state.liveVersion + 1, clockMs: Math.max(state.clockMs ?? 0, epoch * 1000) };
  if (state.realtime && state.window && !state.fixed) {
    // One second per message; after a gap in the feed, the whole gap, so now keeps its place.
    const shift = (previous === null ? 1 : epoch - previous) * 1000;
    next.window = { startMs: state.window.startMs + shift, endMs: state.window.endMs + shift };
  }
  return next;
}

export function powerMeterReducer(state: PowerMeterState = initialState, action: UnknownAction): PowerMeterState {
  if (realtimeUpdateReceived.match(action)) return reduceFrame(state, action);
  if (liveAppended.match(action)) return reduceLiveAppended(state, action);
  return powerMeterSlice.reducer(state, action);
}

export const powerMeterActions = { ...powerMeterSlice.actions, liveAppended };
export const {
  opened, closed, queryChanged, windowSet, urlSynced, intervalChosen, shifted, nowClicked, zoomed, zoomStepped, panned,
  viewportResized, fetchRequested, fetchSucceeded, fetchFailed, retryClicked, recentHistoryStored, solarToggled, viewChosen,
} = powerMeterSlice.actions;
export default powerMeterReducer;

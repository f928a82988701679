import type { ApiError } from '../../api/errors';

/** The resolution the graph asks the history for (spec §2: by window length per viewport pixel). */
export type Unit = 'second' | 'minute' | 'hour';

/** The interval chooser (spec §2): quarter-hour (15 minutes), hour, day, week, month. */
export type Interval = 'quarter' | 'hour' | 'day' | 'week' | 'month';
export const INTERVALS: readonly Interval[] = ['quarter', 'hour', 'day', 'week', 'month'];

/** The visible time window, epoch milliseconds, start < end. */
export interface MeterWindow {
  startMs: number;
  endMs: number;
}

/** What /meter's query carries: start and end as ISO timestamps, and the interval. */
export interface MeterQuery {
  start: string;
  end: string;
  interval: Interval | null;
}

/** How a window change reaches the URL: pushed (buttons), replaced (continuous zoom/pan) or not at all. */
export type HistoryMode = 'push' | 'replace' | 'none';

export type BlockStatus = 'loading' | 'partial' | 'complete' | 'failed';

export type MeterView = 'chart' | 'table';

export interface PowerMeterState {
  /** The screen is mounted (live frames are only folded in while it is). */
  open: boolean;
  /** null until the screen opens. */
  window: MeterWindow | null;
  interval: Interval;
  /** The window's query as the URL should carry it; null for plain /meter (the live default). */
  query: MeterQuery | null;
  /** The search string the saga last put in (or read from) the URL: '' or '?start=…'. */
  syncedSearch: string;
  /** Width of the plot in CSS pixels (unit choice). */
  widthPx: number;
  /** Now lies inside the window: live frames slide it (unless it is fixed). */
  realtime: boolean;
  /** A calendar week or month: live points fill it, but it does not slide. */
  fixed: boolean;
  /** History requests in flight for the window (prefetches not counted). */
  inflight: number;
  /** Prefetch requests in flight (a window's width either side of the window, fetched once it is in). */
  prefetching: number;
  pending: boolean;
  error: ApiError | null;
  /** Bumped whenever history blocks land, so the graph redraws. */
  dataVersion: number;
  /** Bumped whenever live points are added. */
  liveVersion: number;
  /** Bumped when recent history is merged into the live seconds (it may fill seconds anywhere, not
   * only after the last): the graph then draws anew instead of appending. */
  mergeVersion: number;
  /** The last consumption and production of a whole-second frame (W). */
  lastConsumed: number | null;
  lastProduced: number | null;
  lastCachedEpoch: number | null;
  /** Epoch second of the newest live point. */
  lastLiveEpoch: number | null;
  /** Epoch second at which a live window last wrote the URL. */
  urlEpoch: number | null;
  /** The saga's clock at the last window change or live second (the graph's now marker). */
  clockMs: number | null;
  showSolar: boolean;
  view: MeterView;
}

/** A drawable series: n points of watts (NaN where there is no data). The arrays may be longer
 * than n (buffers are reused); only the first n entries count. */
export interface SeriesPoints {
  n: number;
  /** Start of each point's span, ms. */
  t: Float64Array;
  /** Length of each span, ms. */
  step: number;
  min: Float32Array;
  max: Float32Array;
  /** The line: the mean over each step (the reading itself for a live second). */
  mid: Float32Array;
  solarMin: Float32Array;
  solarMax: Float32Array;
  solarMid: Float32Array;
}

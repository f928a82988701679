import type { WireComparisons, WireTrends } from '../../api/wire/trends';
import type { Period } from '../../common/periods';

/** The viewer's interval tabs (spec account-settings-shell §2): DAY, WEEK, MONTH, YEAR and BILL (the billing cycle). */
export type TrendUnit = Period;
export const TREND_UNITS: readonly TrendUnit[] = ['DAY', 'WEEK', 'MONTH', 'YEAR', 'BILL'];

/** A fetch's life cycle (ARCHITECTURE habit 2). */
export type FetchStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What every trends `xFailed` event carries. */
export interface Failure {
  status: number | 'error';
  message: string;
}

/** One period (a frame of the carousel): its local bounds in the monitor's zone, as UTC ISO instants. */
export interface FrameRef {
  start: string;
  end: string;
}

/**
 * What the viewer shows: a unit, the whole home or one device, and the frames of the carousel. The
 * current frame is always there; `previous` is null before the earliest period the API serves, and
 * `next` null while it has not begun.
 */
export interface TrendsView {
  unit: TrendUnit;
  /** A device id, or null for the whole home. */
  device: string | null;
  previous: FrameRef | null;
  current: FrameRef;
  next: FrameRef | null;
  /** The current frame holds now (the running period). */
  live: boolean;
  /** The saga's clock when the view was set (ms). */
  asOfMs: number;
}

/** The viewer's query (spec: query parameters start and scale; device is ours), as read from the URL. */
export interface TrendsQuery {
  scale: string | null;
  start: string | null;
  device: string | null;
}

/** A cached trends answer, per unit, start and device (spec §4). */
export interface CachedFrame {
  status: FetchStatus;
  /** The last answer (kept while a refetch runs). */
  data: WireTrends | null;
  /** When `data` arrived (the saga context's clock); frames older than 10 minutes are refetched. */
  fetchedAt: number | null;
  error: string | null;
}

/** The dashboard's period: the initial unit's running period. */
export interface DashboardView {
  unit: TrendUnit;
  current: FrameRef;
  previous: FrameRef;
}

/** Running daily totals of a period (GET /app/history/cumulative). */
export interface CumulativeSeries {
  /** The period's first local day (ISO instant of its start). */
  start: string;
  end: string;
  /** Days in the period. */
  steps: number;
  /** kWh from the period's start to the end of each day begun so far. */
  totals: number[];
}

export interface CumulativeState {
  status: FetchStatus;
  /** Where `current` came from: the local cache (shown at once) or the server. */
  source: 'cache' | 'server' | null;
  current: CumulativeSeries | null;
  /** The whole previous period, for comparison. */
  previous: CumulativeSeries | null;
  error: string | null;
}

export type ExportTimeUnit = 'HOUR' | 'DAY';

/** One CSV export (spec §3 Data export: interval, start, end, deviceId, deviceName). */
export interface ExportRequest {
  /** Inclusive local dates (YYYY-MM-DD), or the instants of what is on screen. */
  start: string;
  end: string;
  /** True when start/end are calendar dates and `end` is the last day included. */
  dates: boolean;
  timeUnit: ExportTimeUnit;
  deviceId: string | null;
  deviceName: string | null;
}

export interface ExportState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  fileName: string | null;
  rows: number | null;
  error: string | null;
}

export interface TrendsState {
  viewer: {
    /** The Usage screen is mounted. */
    open: boolean;
    view: TrendsView | null;
    /** The search string the saga last put in (or read from) the URL: '' or '?scale=…'. */
    syncedSearch: string | null;
  };
  /** Trends answers by frameKey(unit, start, device). */
  frames: Record<string, CachedFrame>;
  dashboard: { open: boolean; view: DashboardView | null };
  comparisons: { status: FetchStatus; data: WireComparisons | null; fetchedAt: number | null; error: string | null };
  cumulative: CumulativeState;
  export: ExportState;
  /** The settings_version the feed last reported (a change means home settings were saved elsewhere). */
  settingsVersion: number | null;
}

/** Selectors of this feature take any state that holds the slice. */
export interface StateWithTrends {
  trends: TrendsState;
}

/**
 * Events of other features this one reacts to (plain type strings: no cross-feature imports).
 * `homeSettings/saveSucceeded` is dispatched by the home settings pages when they save; the feed's
 * data_change carries settings_version, which changes when settings were saved in another tab.
 */
export const HOME_SETTINGS_SAVED = 'homeSettings/saveSucceeded';
export const REALTIME_DATA_CHANGE_RECEIVED = 'realtime/dataChangeReceived';
/** A time-of-use rate zone was written (the rateZones feature): every cost may have changed. */
export const RATE_ZONES_CHANGED = ['rateZones/createSucceeded', 'rateZones/updateSucceeded', 'rateZones/deleteSucceeded'];
export const SESSION_USER_REQUESTED = 'session/userRequested';
export const SESSION_USER_SUCCEEDED = 'session/userSucceeded';

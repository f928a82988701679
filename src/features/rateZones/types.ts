import type { ApiError } from '../../api/errors';
import type { WireRateZone, WireRateZoneLists, WireWeekday } from '../../api/wire/rateZones';

export type { WireRateZone, WireRateZoneLists, WireWeekday };

export type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
export type Failure = Pick<ApiError, 'status' | 'message'>;
export type ApiFailure = ApiError;

/**
 * The editor's values (RateZoneSchema.ts). Dates are 'YYYY-MM-DD' as the date inputs hold them; the
 * end date is the LAST day of the zone (the wire's end_date is the day after it, spec §5).
 */
export interface RateZoneValues {
  name: string;
  /** Cents per kWh, as typed. */
  cost: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  /** 24-hour 'HH:MM[:SS[.mmm]]', as typed. */
  startTime: string;
  endTime: string;
  days: WireWeekday[];
  alert: boolean;
  rollover: boolean;
}

/** What the editor edits: a new zone, an existing one, or a duplicate of one (saved as new). */
export type EditorMode = 'create' | 'edit' | 'duplicate';

export interface EditorState {
  mode: EditorMode;
  /** The zone being edited (edit mode). */
  zoneId: number | null;
  draft: RateZoneValues;
  /** The home's local date when the editor opened, 'YYYY-MM-DD' (past end dates, start limits). */
  today: string;
}

export interface RateZonesState {
  list: { status: Status; data: WireRateZoneLists | null; error: string | null };
  editor: EditorState | null;
  /** A duplicate waits its 400 ms (spec §9) before the editor opens. */
  duplicating: number | null;
  save: { status: 'idle' | 'pending' | 'failed'; error: string | null };
  remove: { status: 'idle' | 'pending' | 'failed'; id: number | null; error: string | null };
}

/** Another feature's event, dispatched by type (features do not import each other): refetch home settings. */
export const HOME_SETTINGS_FETCH_REQUESTED = 'homeSettings/fetchRequested';

/** Spec §9: the duplicate opens after 400 ms. */
export const DUPLICATE_DELAY_MS = 400;

/** The query parameter that says the editor is open (spec §2). */
export const EDITOR_QUERY = 'rateZoneOpen';

import type { IsoTime } from '../../api/wire/common';
import type { WirePeak, WireTimelineItem } from '../../api/wire/timeline';

/** The first page of a list: idle (never asked), loading (pending), succeeded, failed. */
export type ListStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** Older pages: loading while one is in flight, failed until the next try. */
export type MoreStatus = 'idle' | 'loading' | 'failed';

/** One timeline list (the now timeline, a device's, a relay panel's). */
export interface TimelineListState {
  status: ListStatus;
  more: MoreStatus;
  /** Normal events, newest first, one per time (spec §4: merged by time, newer replaces older). */
  events: WireTimelineItem[];
  /** The server has older items. */
  moreItems: boolean;
  error: string | null;
}

export interface PeakState {
  /** The peak shown in the modal (null: closed). */
  id: string | null;
  /** Which list instance opened it (it renders the modal). */
  host: string | null;
  status: ListStatus;
  data: WirePeak | null;
  error: string | null;
}

export interface TimelineState {
  now: TimelineListState;
  /** The now timeline's pinned items ('News'): allowed, not dismissed, under a day old. */
  sticky: WireTimelineItem[];
  devices: Record<string, TimelineListState>;
  /** Relay panel timelines by relay id ('*' for every relay). */
  relays: Record<string, TimelineListState>;
  /** Times of dismissed sticky items (spec §4 "records its time as dismissed"). */
  dismissed: IsoTime[];
  /** Dismissed peak notices, kept in local storage so they stay hidden. */
  dismissedPeaks: IsoTime[];
  /** Dismissals in flight. */
  dismissing: IsoTime[];
  peak: PeakState;
}

export interface StateWithTimeline {
  timeline: TimelineState;
}

export interface FailurePayload {
  status: number | 'error';
  message: string;
}

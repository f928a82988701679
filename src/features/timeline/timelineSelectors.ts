import { ALL_RELAYS, emptyList } from './timelineSlice';
import type { StateWithTimeline, TimelineListState } from './types';

export const selectTimeline = (s: StateWithTimeline) => s.timeline;
export const selectNowList = (s: StateWithTimeline) => s.timeline.now;
export const selectSticky = (s: StateWithTimeline) => s.timeline.sticky;
export const selectDismissing = (s: StateWithTimeline) => s.timeline.dismissing;
export const selectDismissedPeaks = (s: StateWithTimeline) => s.timeline.dismissedPeaks;
export const selectPeak = (s: StateWithTimeline) => s.timeline.peak;
export const selectPeakOpen = (s: StateWithTimeline) => s.timeline.peak.id !== null;
export const selectDeviceList = (s: StateWithTimeline, deviceId: string): TimelineListState => s.timeline.devices[deviceId] ?? emptyList;
export const selectRelayList = (s: StateWithTimeline, deviceId: string | null): TimelineListState => s.timeline.relays[deviceId ?? ALL_RELAYS] ?? emptyList;

/** The list a DeviceTimeline shows. */
export const selectTimelineFor = (s: StateWithTimeline, deviceId: string, relay: boolean) =>
  relay ? selectRelayList(s, deviceId) : selectDeviceList(s, deviceId);

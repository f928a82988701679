import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IsoTime } from '../../api/wire/common';
import type { WireDeviceTimelineResponse, WirePeak, WireRelayEvent, WireTimelineResponse } from '../../api/wire/timeline';
import { isPeakItem, keepSticky, mergeByTime, mergeRelayEvents, relayEventItem, validItems, withoutTimes } from './merge';
import type { FailurePayload, PeakState, TimelineListState, TimelineState } from './types';

/** Relay panel list of every relay. */
export const ALL_RELAYS = '*';

export const emptyList: TimelineListState = { status: 'idle', more: 'idle', events: [], moreItems: false, error: null };
const closedPeak: PeakState = { id: null, host: null, status: 'idle', data: null, error: null };

export const initialState: TimelineState = {
  now: emptyList,
  sticky: [],
  devices: {},
  relays: {},
  dismissed: [],
  dismissedPeaks: [],
  dismissing: [],
  peak: closedPeak,
};

type DeviceKey = { deviceId: string };
type RelayKey = { deviceId?: string | null };
const relayKey = (p: RelayKey) => p.deviceId ?? ALL_RELAYS;

// --- list transitions, shared by the now, device and relay lists ---
function requested(list: TimelineListState = emptyList): TimelineListState {
  return { ...list, status: 'loading', error: null };
}
function failed(list: TimelineListState = emptyList, error: FailurePayload): TimelineListState {
  // "Failure clears pending": a list that has events keeps showing them.
  return { ...list, status: list.events.length ? 'succeeded' : 'failed', error: error.message };
}
function firstPage(list: TimelineListState = emptyList, items: unknown, more: boolean, merge = mergeByTime): TimelineListState {
  const loadedBefore = list.events.length > 0;
  return {
    ...list,
    status: 'succeeded',
    error: null,
    events: merge(list.events, validItems(items)),
    // A refresh of the first page says nothing about the older pages already loaded.
    moreItems: loadedBefore ? list.moreItems : more,
  };
}
function moreRequested(list: TimelineListState | undefined): TimelineListState | undefined {
  if (!list || list.status !== 'succeeded' || !list.moreItems || list.more === 'loading' || list.events.length === 0) return list;
  return { ...list, more: 'loading' };
}
function morePage(list: TimelineListState | undefined, items: unknown, more: boolean, merge = mergeByTime): TimelineListState | undefined {
  if (!list || list.more !== 'loading') return list;
  return { ...list, more: 'idle', events: merge(list.events, validItems(items)), moreItems: more };
}
function moreFailed(list: TimelineListState | undefined): TimelineListState | undefined {
  return list && list.more === 'loading' ? { ...list, more: 'failed' } : list;
}

const set = <T>(record: Record<string, T>, key: string, value: T | undefined) => {
  if (value !== undefined) record[key] = value;
};

const timelineSlice = createSlice({
  name: 'timeline',
  initialState,
  reducers: {
    // The now timeline (app init dispatches nowFetchRequested; so does the devices feature after an update).
    nowFetchRequested(state) {
      state.now = requested(state.now);
    },
    nowFetchSucceeded(state, action: PayloadAction<{ response: WireTimelineResponse; receivedAt: number }>) {
      if (state.now.status !== 'loading') return;
      const { receivedAt } = action.payload;
      // An answer that is not an object (a broken proxy's null) reads as an empty page, never a crash.
      const response: Partial<WireTimelineResponse> = action.payload.response ?? {};
      state.sticky = keepSticky(validItems(response.sticky_items), { dismissed: state.dismissed, dismissedPeaks: state.dismissedPeaks, now: receivedAt });
      const list = firstPage(state.now, response.items, response.more_items === true);
      state.now = { ...list, events: withoutTimes(list.events, state.sticky) };
    },
    nowFetchFailed(state, action: PayloadAction<FailurePayload>) {
      if (state.now.status === 'loading') state.now = failed(state.now, action.payload);
    },
    nowMoreRequested(state) {
      state.now = moreRequested(state.now)!;
    },
    nowMoreSucceeded(state, action: PayloadAction<{ response: WireTimelineResponse }>) {
      const list = morePage(state.now, action.payload.response.items, action.payload.response.more_items === true)!;
      state.now = { ...list, events: withoutTimes(list.events, state.sticky) };
    },
    nowMoreFailed(state, _action: PayloadAction<FailurePayload>) {
      state.now = moreFailed(state.now)!;
    },

    // A device's timeline (device detail).
    deviceFetchRequested(state, action: PayloadAction<DeviceKey>) {
      state.devices[action.payload.deviceId] = requested(state.devices[action.payload.deviceId]);
    },
    deviceFetchSucceeded(state, action: PayloadAction<DeviceKey & { response: WireDeviceTimelineResponse }>) {
      const { deviceId, response } = action.payload;
      if (state.devices[deviceId]?.status !== 'loading') return;
      state.devices[deviceId] = firstPage(state.devices[deviceId], response.items, response.more_items === true);
    },
    deviceFetchFailed(state, action: PayloadAction<DeviceKey & FailurePayload>) {
      const list = state.devices[action.payload.deviceId];
      if (list?.status === 'loading') state.devices[action.payload.deviceId] = failed(list, action.payload);
    },
    deviceMoreRequested(state, action: PayloadAction<DeviceKey>) {
      set(state.devices, action.payload.deviceId, moreRequested(state.devices[action.payload.deviceId]));
    },
    deviceMoreSucceeded(state, action: PayloadAction<DeviceKey & { response: WireDeviceTimelineResponse }>) {
      const { deviceId, response } = action.payload;
      set(state.devices, deviceId, morePage(state.devices[deviceId], response.items, response.more_items === true));
    },
    deviceMoreFailed(state, action: PayloadAction<DeviceKey & FailurePayload>) {
      set(state.devices, action.payload.deviceId, moreFailed(state.devices[action.payload.deviceId]));
    },

    // Relay panel timelines (merged on time plus type).
    relayFetchRequested(state, action: PayloadAction<RelayKey>) {
      state.relays[relayKey(action.payload)] = requested(state.relays[relayKey(action.payload)]);
    },
    relayFetchSucceeded(state, action: PayloadAction<RelayKey & { response: WireDeviceTimelineResponse }>) {
      const key = relayKey(action.payload);
      if (state.relays[key]?.status !== 'loading') return;
      state.relays[key] = firstPage(state.relays[key], action.payload.response.items, action.payload.response.more_items === true, mergeRelayEvents);
    },
    relayFetchFailed(state, action: PayloadAction<RelayKey & FailurePayload>) {
      const key = relayKey(action.payload);
      const list = state.relays[key];
      if (list?.status === 'loading') state.relays[key] = failed(list, action.payload);
    },
    relayMoreRequested(state, action: PayloadAction<RelayKey>) {
      set(state.relays, relayKey(action.payload), moreRequested(state.relays[relayKey(action.payload)]));
    },
    relayMoreSucceeded(state, action: PayloadAction<RelayKey & { response: WireDeviceTimelineResponse }>) {
      const key = relayKey(action.payload);
      set(state.relays, key, morePage(state.relays[key], action.payload.response.items, action.payload.response.more_items === true, mergeRelayEvents));
    },
    relayMoreFailed(state, action: PayloadAction<RelayKey & FailurePayload>) {
      set(state.relays, relayKey(action.payload), moreFailed(state.relays[relayKey(action.payload)]));
    },

    /** new_timeline_event (the realtime feature): items_added join the events (spec §4). */
    itemsAdded(state, action: PayloadAction<{ items: unknown[] }>) {
      const items = validItems(action.payload.items);
      if (items.length === 0) return;
      if (state.now.status !== 'idle') state.now = { ...state.now, events: withoutTimes(mergeByTime(state.now.events, items), state.sticky) };
      for (const item of items) {
        const list = item.device_id ? state.devices[item.device_id] : undefined;
        if (list && list.status !== 'idle') state.devices[item.device_id!] = { ...list, events: mergeByTime(list.events, [item]) };
      }
    },
    /** new_relay_event (the realtime feature): one relay event, merged on time plus type. */
    relayEventAdded(state, action: PayloadAction<WireRelayEvent>) {
      const e = action.payload;
      if (!e || typeof e.time !== 'string' || typeof e.type !== 'string') return;
      const item = relayEventItem(e);
      for (const key of [e.device_id, ALL_RELAYS]) {
        const list = state.relays[key];
        if (list && list.status !== 'idle') state.relays[key] = { ...list, events: mergeRelayEvents(list.events, [item]) };
      }
    },

    // Dismissing a pinned item (its close control).
    dismissRequested(state, action: PayloadAction<{ time: IsoTime }>) {
      const { time } = action.payload;
      if (state.sticky.some((s) => s.time === time) && !state.dismissing.includes(time)) state.dismissing.push(time);
    },
    dismissSucceeded(state, action: PayloadAction<{ time: IsoTime }>) {
      const { time } = action.payload;
      state.dismissing = state.dismissing.filter((t) => t !== time);
      const item = state.sticky.find((s) => s.time === time);
      if (!state.dismissed.includes(time)) state.dismissed.push(time);
      if (!item) return;
      state.sticky = state.sticky.filter((s) => s.time !== time);
      state.now = { ...state.now, events: mergeByTime(state.now.events, [item]) };
      if (isPeakItem(item) && !state.dismissedPeaks.includes(time)) state.dismissedPeaks.push(time);
    },
    dismissFailed(state, action: PayloadAction<{ time: IsoTime } & FailurePayload>) {
      state.dismissing = state.dismissing.filter((t) => t !== action.payload.time);
    },
    dismissedPeaksLoaded(state, action: PayloadAction<{ times: IsoTime[] }>) {
      const times = action.payload.times.filter((t) => typeof t === 'string');
      state.dismissedPeaks = [...new Set([...state.dismissedPeaks, ...times])];
      state.sticky = state.sticky.filter((s) => !(isPeakItem(s) && state.dismissedPeaks.includes(s.time)));
    },

    // The peak modal.
    peakFetchRequested(state, action: PayloadAction<{ peakId: string; host?: string | null }>) {
      state.peak = { ...closedPeak, id: action.payload.peakId, host: action.payload.host ?? null, status: 'loading' };
    },
    peakFetchSucceeded(state, action: PayloadAction<{ peakId: string; peak: WirePeak }>) {
      if (state.peak.id !== action.payload.peakId) return;
      state.peak = { ...state.peak, status: 'succeeded', data: action.payload.peak, error: null };
    },
    peakFetchFailed(state, action: PayloadAction<{ peakId: string } & FailurePayload>) {
      if (state.peak.id !== action.payload.peakId) return;
      state.peak = { ...state.peak, status: 'failed', error: action.payload.message };
    },
    peakClosed(state) {
      state.peak = closedPeak;
    },
  },
});

export const timelineActions = timelineSlice.actions;
export const {
  nowFetchRequested, nowFetchSucceeded, nowFetchFailed, nowMoreRequested, nowMoreSucceeded, nowMoreFailed,
  deviceFetchRequested, deviceFetchSucceeded, deviceFetchFailed, deviceMoreRequested, deviceMoreSucceeded, deviceMoreFailed,
  relayFetchRequested, relayFetchSucceeded, relayFetchFailed, relayMoreRequested, relayMoreSucceeded, relayMoreFailed,
  itemsAdded, relayEventAdded, dismissRequested, dismissSucceeded, dismissFailed, dismissedPeaksLoaded,
  peakFetchRequested, peakFetchSucceeded, peakFetchFailed, peakClosed,
} = timelineSlice.actions;
export const timelineReducer = timelineSlice.reducer;
export default timelineSlice.reducer;

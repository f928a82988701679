import type { DeviceRealtime, StateWithRealtime } from './types';

/**
 * Selectors over `{ realtime: RealtimeState }` (no RootState needed). They return stored values,
 * whose references stay put while unchanged; the Now screen's own selectors (features/now) pick
 * primitives per card.
 */
export const selectRealtime = (state: StateWithRealtime) => state.realtime;
export const selectRealtimeStatus = (state: StateWithRealtime) => state.realtime.status;
export const selectRealtimeEverLive = (state: StateWithRealtime) => state.realtime.everLive;
export const selectRealtimeCloseMessage = (state: StateWithRealtime) => state.realtime.closeMessage;
export const selectRealtimeError = (state: StateWithRealtime) => state.realtime.error;
export const selectRealtimeSignal = (state: StateWithRealtime) => state.realtime.signal;
export const selectRealtimeWattage = (state: StateWithRealtime) => state.realtime.wattage;
export const selectRealtimeDevices = (state: StateWithRealtime) => state.realtime.devices;
export const selectActiveDeviceIds = (state: StateWithRealtime) => state.realtime.activeDeviceIds;
export const selectDeviceRealtime = (state: StateWithRealtime, deviceId: string): DeviceRealtime | undefined =>
  state.realtime.devices[deviceId];
export const selectDismissedRateZoneEndTime = (state: StateWithRealtime) => state.realtime.dismissedRateZoneEndTime;
export const selectFeedVersions = (state: StateWithRealtime) => state.realtime.versions;

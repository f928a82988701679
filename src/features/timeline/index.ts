/**
 * The timeline feature's public face for src/app (features never import each other):
 *   - NowTimeline: the Now screen's "Recent activity" (lazy chunk, see src/app/lazyScreens.ts);
 *   - DeviceTimeline: a device's or relay's timeline ({ deviceId, preview?, relay? });
 *   - the slice and saga are registered in src/app/signedInFeatures.ts.
 * Import the components from their own files in lazy chunks so the sign-in page never loads them.
 */
export { default as NowTimeline } from './NowTimeline';
export { default as DeviceTimeline, type DeviceTimelineProps } from './DeviceTimeline';
export { timelineReducer } from './timelineSlice';
export { timelineSaga } from './timelineSaga';
export type { TimelineState } from './types';

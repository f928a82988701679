/**
 * The timeline and peak notices, generated on demand from the simulator plus stored dismissals:
 *   slots.ts        unique item times, guids, ISO parsing
 *   names.ts        the user's device names, deletions and merges
 *   deviceEvents.ts device on / idle / off items, rolled up per device and local hour
 *   daySummary.ts   cached daily peak and always-on figures; a day's peak against the 30 before
 *   news.ts         seeded news and install-check texts;  notices.ts  setup and day-end notices
 *   peaks.ts        peak ids, the setup peak, GET peak lookups
 *   generate.ts     pages (prior_to_item, n_items), sticky items, live items
 *   dismissals.ts   the timeline_dismissals table;  service.ts  sources per user / monitor
 *   live.ts         the per-minute loop that emits `timeline-event`
 */
export { timelinePage, stickyItems, itemAt, liveItems, isSticky, DEFAULT_ITEMS, DEFAULT_RELAY_ITEMS, MAX_ITEMS, STICKY_MS } from './generate';
export { lookupPeak, parsePeakId, peakIdOf, PEAK_NOT_FOUND } from './peaks';
export { dismissalsRepo } from './dismissals';
export { sourceForMonitor, sourceForUser } from './service';
export { startTimelineLoop, type TimelineLoop } from './live';
export { parseIsoTime } from './slots';
export type { TimelineSource } from './source';

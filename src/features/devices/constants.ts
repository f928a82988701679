import type { WireUsageScale } from '../../api/wire/devices';

/** Local-storage key of the always-on page's network-detection prompt dismissal, per monitor. */
export const networkPromptKey = (monitorId: number) => `kw.devices.networkPromptDismissed.${monitorId}`;
/** Device update failures while the monitor is offline stay 5 s (spec monitoring §8). */
export const OFFLINE_NOTICE_MS = 5000;
/** The server's answer when the monitor is offline (wire devices.ts: 409). */
export const MONITOR_OFFLINE_STATUS = 409;
export const SCALES: readonly WireUsageScale[] = ['DAY', 'WEEK', 'MONTH', 'YEAR', 'BILL'];
/** The timeline preview inside device detail shows 3 events (spec §9). */
export const TIMELINE_PREVIEW = { limit: 3 } as const;
/** A detail whose year of statistics the server was still loading (`loading_days`) is asked for again after this long. */
export const DETAIL_LOADING_RETRY_MS = 3_000;

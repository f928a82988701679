import type { IsoTime } from '../../api/wire/common';

/** Local-storage key of dismissed peak notices (kept so they stay hidden across sessions). */
export const DISMISSED_PEAKS_KEY = 'kw.timeline.dismissedPeaks';
const KEEP = 50;

export function readDismissedPeaks(storage: Storage): IsoTime[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_PEAKS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function writeDismissedPeaks(storage: Storage, times: IsoTime[]): void {
  try {
    storage.setItem(DISMISSED_PEAKS_KEY, JSON.stringify(times.slice(-KEEP)));
  } catch {
    // Storage unavailable: the dismissal still holds for this session.
  }
}

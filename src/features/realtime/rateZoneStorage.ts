import type { IsoTime } from '../../api/wire/common';
import { DISMISSED_RATE_ZONE_KEY } from './constants';

/** The stored dismissed rate-zone alert end time; null when none or storage is unavailable. */
export function readDismissedRateZoneEndTime(): IsoTime | null {
  try {
    return window.localStorage.getItem(DISMISSED_RATE_ZONE_KEY);
  } catch {
    return null;
  }
}

export function writeDismissedRateZoneEndTime(endTime: IsoTime): void {
  try {
    window.localStorage.setItem(DISMISSED_RATE_ZONE_KEY, endTime);
  } catch {
    // Storage unavailable (private mode, quota): the dismissal still holds in state this session.
  }
}

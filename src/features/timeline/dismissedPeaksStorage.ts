import { dismissedPeaksKey } from '../../api/storageKeys';
import type { IsoTime } from '../../api/wire/common';

/**
 * Dismissed peak notices, kept per user and monitor on this browser (storageKeys.ts
 * dismissedPeaksKey) so they stay hidden across visits; logout clears them with the session.
 */
const KEEP = 50;

export interface PeaksOwner {
  userId: number;
  monitorId: number;
}

export function readDismissedPeaks(storage: Storage, owner: PeaksOwner): IsoTime[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(dismissedPeaksKey(owner.userId, owner.monitorId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function writeDismissedPeaks(storage: Storage, owner: PeaksOwner, times: IsoTime[]): void {
  try {
    storage.setItem(dismissedPeaksKey(owner.userId, owner.monitorId), JSON.stringify(times.slice(-KEEP)));
  } catch {
    // Storage unavailable: the dismissal still holds for this session.
  }
}

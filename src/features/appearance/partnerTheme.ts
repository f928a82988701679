import { STORAGE_KEYS } from '../../api/storageKeys';

/**
 * The partner edition's extra 'wiser' theme is unlocked by a hidden key combination on the
 * Appearance page, then this password (spec §4, §6; written down in README "Partner theme").
 */
export const PARTNER_THEME_PASSWORD = 'wiser-green';

/** Alt+Shift+W (Option+Shift+W on a Mac), by key position so any layout and the Mac's Option characters work. */
export function isUnlockCombo(event: Pick<KeyboardEvent, 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.code === 'KeyW' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey;
}

export const isPartnerPassword = (password: string): boolean => password === PARTNER_THEME_PASSWORD;

function unlockedBy(storage: Storage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.partnerThemeUnlocked) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether this user unlocked the partner theme on this browser. */
export function readUnlocked(storage: Storage, userId: number | null): boolean {
  return userId !== null && unlockedBy(storage).includes(userId);
}

/** Remembers the unlock for this user (kept after logout, like the language). */
export function writeUnlocked(storage: Storage, userId: number): void {
  const ids = unlockedBy(storage);
  if (!ids.includes(userId)) storage.setItem(STORAGE_KEYS.partnerThemeUnlocked, JSON.stringify([...ids, userId]));
}

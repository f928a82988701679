import { STORAGE_KEYS } from '../api/storageKeys';

function chosenBy(storage: Storage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.themeModeChosen) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether this user chose light or dark mode on this browser. */
export function readModeChosen(storage: Storage, userId: number | null): boolean {
  return userId !== null && chosenBy(storage).includes(userId);
}

/** Remembers that this user chose a mode (kept after logout, like the language). */
export function writeModeChosen(storage: Storage, userId: number): void {
  const ids = chosenBy(storage);
  if (!ids.includes(userId)) storage.setItem(STORAGE_KEYS.themeModeChosen, JSON.stringify([...ids, userId]));
}

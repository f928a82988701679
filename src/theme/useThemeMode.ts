import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { WithSession } from '../app/session/sessionSelectors';
import type { ThemeMode } from './themeActions';
import { selectThemeMode } from './themeSelectors';
import type { ThemeState } from './themeSlice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const darkQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** The system's dark-mode preference, live. */
export function useSystemDark(): boolean {
  return useSyncExternalStore(subscribe, () => darkQuery()?.matches ?? false, () => false);
}

/** The mode on screen: the user's choice, else the system preference ('following' says which). */
export function useThemeMode(): { mode: ThemeMode; following: boolean } {
  const chosen = useSelector((state: WithSession & { theme?: ThemeState }) => selectThemeMode(state));
  const systemDark = useSystemDark();
  return { mode: chosen ?? (systemDark ? 'dark' : 'light'), following: chosen === null };
}

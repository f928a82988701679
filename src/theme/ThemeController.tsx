import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { WithSession } from '../app/session/sessionSelectors';
import { selectThemeMode, selectThemeName } from './themeSelectors';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function useSystemDark(): boolean {
  const [dark, setDark] = useState(() => typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return dark;
}

/**
 * Paints the theme: <html data-theme="red|blue|purple|teal|wiser" data-mode="light|dark">.
 * The user's settings decide; before sign-in the OS dark-mode preference does.
 */
export function ThemeController() {
  const name = useSelector((state: WithSession) => selectThemeName(state));
  const mode = useSelector((state: WithSession) => selectThemeMode(state));
  const systemDark = useSystemDark();
  const effectiveMode = mode ?? (systemDark ? 'dark' : 'light');
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = name;
    root.dataset.mode = effectiveMode;
    const meta = document.querySelector('meta[name="theme-color"]');
    const background = getComputedStyle(root).getPropertyValue('--kw-color-surface').trim();
    if (meta && background) meta.setAttribute('content', background);
  }, [name, effectiveMode]);
  return null;
}

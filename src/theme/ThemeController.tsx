import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { WithSession } from '../app/session/sessionSelectors';
import { selectThemeName } from './themeSelectors';
import { useThemeMode } from './useThemeMode';

/**
 * Paints the theme: <html data-theme="red|blue|purple|teal|wiser" data-mode="light|dark">.
 * The user's choice of mode decides; until there is one (before sign-in, and after it until the
 * user picks light or dark) the system's dark-mode preference does.
 */
export function ThemeController() {
  const name = useSelector((state: WithSession) => selectThemeName(state));
  const { mode } = useThemeMode();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = name;
    root.dataset.mode = mode;
    const meta = document.querySelector('meta[name="theme-color"]');
    const background = getComputedStyle(root).getPropertyValue('--kw-color-surface').trim();
    if (meta && background) meta.setAttribute('content', background);
  }, [name, mode]);
  return null;
}

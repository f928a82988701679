import { createSelector } from '@reduxjs/toolkit';
import type { WithSession } from '../app/session/sessionSelectors';
import { selectBrand } from './brand';
import type { ThemeChoice, ThemeMode, ThemeName } from './themeActions';
import type { ThemeState } from './themeSlice';

export const STANDARD_THEMES: readonly ThemeName[] = ['red', 'blue', 'purple', 'teal'];
/** The partner edition adds its 'wiser' theme. */
export const PARTNER_THEMES: readonly ThemeName[] = [...STANDARD_THEMES, 'wiser'];
export const DEFAULT_THEME: ThemeName = 'red';

/** The themes this edition offers. */
export const selectAvailableThemes = (state: WithSession): readonly ThemeName[] =>
  selectBrand(state) === 'partner' ? PARTNER_THEMES : STANDARD_THEMES;

/** The user's choice: the one being saved, else settings.theme; null before sign-in. */
export const selectThemeChoice = (state: WithSession): ThemeChoice | null =>
  state.session.pendingTheme ?? state.session.settings?.settings?.theme ?? null;

/** The theme to paint: the choice if this edition offers it, else red. */
export const selectThemeName = createSelector([selectThemeChoice, selectAvailableThemes], (choice, available): ThemeName =>
  choice && available.includes(choice.name) ? choice.name : DEFAULT_THEME,
);

/**
 * The mode the user chose: 'dark' when night_mode is on (off is the server's default, so on is a
 * choice), 'light' when it is off and the user chose it on this browser; null otherwise, and then
 * the system preference applies (before sign-in too).
 */
export const selectThemeMode = (state: WithSession & { theme?: ThemeState }): ThemeMode | null => {
  const choice = selectThemeChoice(state);
  if (!choice) return null;
  if (choice.night_mode) return 'dark';
  return state.theme?.modeChosen ? 'light' : null;
};

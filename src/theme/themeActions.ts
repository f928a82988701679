import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import type { WireUserSettings } from '../api/wire/user';

export const THEME_NAMES = ['red', 'blue', 'purple', 'teal', 'wiser'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export type ThemeMode = 'light' | 'dark';

export interface ThemeChoice {
  name: ThemeName;
  night_mode: boolean;
}

/**
 * The Appearance form saves on change: POST /users/{id}/settings JSON { theme: { name, night_mode } }.
 * `modeChosen` marks the user's own choice of light or dark (the dark-mode switch); a theme colour
 * change alone leaves the system preference in charge.
 */
export const themeChangeRequested = createAction('settings/themeChangeRequested', (choice: ThemeChoice, options: { modeChosen?: boolean } = {}) => ({
  payload: choice,
  meta: { modeChosen: options.modeChosen ?? false },
}));
/** Whether the signed-in user chose a mode on this browser (read from storage after sign-in). */
export const themeModeChoiceLoaded = createAction<boolean>('settings/themeModeChoiceLoaded');
export const themeChangeSucceeded = createAction<WireUserSettings | null>('settings/themeChangeSucceeded');
export const themeChangeFailed = createAction<ApiError>('settings/themeChangeFailed');

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

/** The Appearance form saves on change: POST /users/{id}/settings JSON { theme: { name, night_mode } }. */
export const themeChangeRequested = createAction<ThemeChoice>('settings/themeChangeRequested');
export const themeChangeSucceeded = createAction<WireUserSettings | null>('settings/themeChangeSucceeded');
export const themeChangeFailed = createAction<ApiError>('settings/themeChangeFailed');

import { createSelector } from '@reduxjs/toolkit';
import type { WithSession } from '../../app/session/sessionSelectors';
import { selectBrand } from '../../theme/brand';
import type { ThemeName } from '../../theme/themeActions';
import { selectThemeChoice, STANDARD_THEMES } from '../../theme/themeSelectors';
import type { AppearanceState } from './types';

export type WithAppearance = WithSession & { appearance?: AppearanceState };

export const selectPartnerUnlocked = (state: WithAppearance) => state.appearance?.partnerUnlocked ?? false;
export const selectUnlockPrompt = (state: WithAppearance) => state.appearance?.prompt ?? { open: false, refused: false };

/** The key combination only means something in the partner edition while 'wiser' is still hidden. */
export const selectCanUnlock = (state: WithAppearance): boolean =>
  selectBrand(state) === 'partner' && !selectPartnerUnlocked(state) && selectThemeChoice(state)?.name !== 'wiser';

/**
 * The themes the Appearance page offers: the four standard ones, and in the partner edition 'wiser'
 * once unlocked (or while it is the user's theme, so their own choice never disappears).
 */
export const selectOfferedThemes = createSelector(
  [selectBrand, selectPartnerUnlocked, (state: WithAppearance) => selectThemeChoice(state)?.name ?? null],
  (brand, unlocked, current): readonly ThemeName[] => (brand === 'partner' && (unlocked || current === 'wiser') ? [...STANDARD_THEMES, 'wiser'] : STANDARD_THEMES),
);

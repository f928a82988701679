import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppearanceState } from './types';

export const initialState: AppearanceState = { partnerUnlocked: false, prompt: { open: false, refused: false } };

const slice = createSlice({
  name: 'appearance',
  initialState,
  reducers: {
    /** Read from this browser for the signed-in user. */
    unlockLoaded(state, action: PayloadAction<boolean>) {
      state.partnerUnlocked = action.payload;
    },
    /** The hidden key combination: the password prompt opens (only while locked). */
    unlockPrompted(state) {
      if (!state.partnerUnlocked) state.prompt = { open: true, refused: false };
    },
    unlockDismissed(state) {
      state.prompt = { open: false, refused: false };
    },
    unlockRequested(_state, _action: PayloadAction<{ password: string }>) {},
    unlockSucceeded(state) {
      state.partnerUnlocked = true;
      state.prompt = { open: false, refused: false };
    },
    /** A wrong entry: the prompt stays, saying 'wrong password'. */
    unlockRefused(state) {
      if (state.prompt.open) state.prompt.refused = true;
    },
  },
});

export const { unlockLoaded, unlockPrompted, unlockDismissed, unlockRequested, unlockSucceeded, unlockRefused } = slice.actions;
export const appearanceReducer = slice.reducer;
export default slice;

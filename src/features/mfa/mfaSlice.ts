import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userSucceeded } from '../../app/session/sessionSlice';
import type { Failure, MfaState } from './types';

export const initialState: MfaState = {
  open: false,
  closing: false,
  stage: 0,
  secret: null,
  qrCode: null,
  pending: false,
  error: null,
  totpEnabled: null,
  disable: { open: false, pending: false, error: null },
};

/** Back to stage 0 with nothing of the setup kept (the secret never outlives the dialog). */
const resetSetup = (state: MfaState) => {
  state.stage = 0;
  state.secret = null;
  state.qrCode = null;
  state.pending = false;
  state.error = null;
};

const mfaSlice = createSlice({
  name: 'mfa',
  initialState,
  reducers: {
    /** The setup dialog opens at stage 0 (pure UI state). */
    dialogOpened(state) {
      resetSetup(state);
      state.open = true;
      state.closing = false;
    },
    /** Stage 0: the password starts the setup. */
    setupRequested(state, _action: PayloadAction<{ password: string }>) {
      if (!state.open || state.stage !== 0) return;
      state.pending = true;
      state.error = null;
    },
    setupSucceeded(state, action: PayloadAction<{ secret: string; qrCode: string }>) {
      if (!state.pending || state.stage !== 0) return;
      state.pending = false;
      state.stage = 1;
      state.secret = action.payload.secret;
      state.qrCode = action.payload.qrCode;
    },
    setupFailed(state, action: PayloadAction<Failure>) {
      if (!state.pending) return;
      state.pending = false;
      state.error = action.payload.message;
    },
    /** Stage 1 → 2: the code is scanned, now type a code. */
    proceeded(state) {
      if (state.stage === 1) state.stage = 2;
    },
    /** Stage 2 → 1: show the QR code again. */
    steppedBack(state) {
      if (state.stage === 2 && !state.pending) {
        state.stage = 1;
        state.error = null;
      }
    },
    verifyRequested(state, _action: PayloadAction<{ code: string }>) {
      if (state.stage !== 2) return;
      state.pending = true;
      state.error = null;
    },
    verifySucceeded(state, action: PayloadAction<{ totpEnabled: boolean }>) {
      if (!state.pending || state.stage !== 2) return;
      state.pending = false;
      state.stage = 3;
      state.secret = null;
      state.qrCode = null;
      state.totpEnabled = action.payload.totpEnabled;
    },
    verifyFailed(state, action: PayloadAction<Failure>) {
      if (!state.pending) return;
      state.pending = false;
      state.error = action.payload.message;
    },
    /** Cancel resets to stage 0 (spec §4); the dialog closes after its delay. */
    cancelled(state) {
      resetSetup(state);
      if (state.open) state.closing = true;
    },
    /** Done (or take me home): the dialog closes after its delay. */
    closeRequested(state, _action: PayloadAction<{ home: boolean }>) {
      if (state.open) state.closing = true;
    },
    /** The delay is over: the dialog is gone, back at stage 0. */
    closed(state) {
      resetSetup(state);
      state.open = false;
      state.closing = false;
    },
    disableOpened(state) {
      state.disable = { open: true, pending: false, error: null };
    },
    disableDismissed(state) {
      if (!state.disable.pending) state.disable = { open: false, pending: false, error: null };
    },
    disableRequested(state, _action: PayloadAction<{ password: string }>) {
      state.disable.pending = true;
      state.disable.error = null;
    },
    /** Disable success resets to stage 0 and sets totp_enabled false (spec §4). */
    disableSucceeded(state) {
      if (!state.disable.pending) return;
      resetSetup(state);
      state.totpEnabled = false;
      state.disable = { open: false, pending: false, error: null };
    },
    disableFailed(state, action: PayloadAction<Failure>) {
      if (!state.disable.pending) return;
      state.disable.pending = false;
      state.disable.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // The refetched user record agrees: it is the truth again.
    builder.addCase(userSucceeded, (state, action) => {
      if (state.totpEnabled !== null && action.payload.totp_enabled === state.totpEnabled) state.totpEnabled = null;
    });
  },
});

export const {
  dialogOpened, setupRequested, setupSucceeded, setupFailed, proceeded, steppedBack, verifyRequested, verifySucceeded, verifyFailed,
  cancelled, closeRequested, closed, disableOpened, disableDismissed, disableRequested, disableSucceeded, disableFailed,
} = mfaSlice.actions;
export const mfaReducer = mfaSlice.reducer;
export default mfaSlice;

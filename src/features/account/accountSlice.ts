import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userSucceeded } from '../../app/session/sessionSlice';
import type { AccountState, EmailChange, Failure, Operation, PasswordChange } from './types';

const idle = (): Operation => ({ status: 'idle', error: null });

export const initialState: AccountState = { password: idle(), email: idle(), resend: idle(), changedEmail: null };

const begin = (op: Operation) => {
  op.status = 'pending';
  op.error = null;
};
/** Only a request in flight can end; a late answer after the page reset is ignored. */
const succeed = (op: Operation) => {
  if (op.status === 'pending') op.status = 'succeeded';
};
const fail = (op: Operation, failure: Failure) => {
  if (op.status !== 'pending') return;
  op.status = 'failed';
  op.error = failure.message;
};

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** The account page opened: results of an earlier visit are forgotten (pure UI state). */
    formsReset(state) {
      state.password = idle();
      state.email = idle();
      state.resend = idle();
    },
    passwordChangeRequested(state, _action: PayloadAction<PasswordChange>) {
      begin(state.password);
    },
    passwordChangeSucceeded(state, _action: PayloadAction<{ sessionsRevoked: number }>) {
      succeed(state.password);
    },
    passwordChangeFailed(state, action: PayloadAction<Failure>) {
      fail(state.password, action.payload);
    },
    emailChangeRequested(state, _action: PayloadAction<EmailChange>) {
      begin(state.email);
    },
    emailChangeSucceeded(state, action: PayloadAction<{ email: string }>) {
      if (state.email.status !== 'pending') return;
      succeed(state.email);
      state.changedEmail = action.payload.email;
    },
    emailChangeFailed(state, action: PayloadAction<Failure>) {
      fail(state.email, action.payload);
    },
    verificationResendRequested(state) {
      begin(state.resend);
    },
    verificationResendSucceeded(state) {
      succeed(state.resend);
    },
    verificationResendFailed(state, action: PayloadAction<Failure>) {
      fail(state.resend, action.payload);
    },
  },
  extraReducers: (builder) => {
    // The refetched user record is the truth again (it carries the new address, unverified).
    builder.addCase(userSucceeded, (state, action) => {
      if (state.changedEmail !== null && action.payload.email.toLowerCase() === state.changedEmail.toLowerCase()) state.changedEmail = null;
    });
  },
});

export const {
  formsReset, passwordChangeRequested, passwordChangeSucceeded, passwordChangeFailed, emailChangeRequested, emailChangeSucceeded,
  emailChangeFailed, verificationResendRequested, verificationResendSucceeded, verificationResendFailed,
} = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
export default accountSlice;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireSsoResponse } from '../../api/wire/oauth';

export type SsoTarget = 'discourse' | 'zendesk';

export interface SsoState {
  target: SsoTarget | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  result: WireSsoResponse | null;
  error: string | null;
}

export const initialState: SsoState = { target: null, status: 'idle', result: null, error: null };

export interface SsoRequest {
  target: SsoTarget;
  /** The page's query string (DiscourseConnect's sso and sig, Zendesk's return_to). */
  query: string;
}

/** The single sign-on hand-offs (/discourse_sso, /zendesk_sso): where to go, or that none is configured. */
const ssoSlice = createSlice({
  name: 'sso',
  initialState,
  reducers: {
    handOffRequested(state, action: PayloadAction<SsoRequest>) {
      return { target: action.payload.target, status: 'loading', result: null, error: null };
    },
    handOffSucceeded(state, action: PayloadAction<{ target: SsoTarget; result: WireSsoResponse }>) {
      if (state.status !== 'loading' || state.target !== action.payload.target) return;
      state.status = 'succeeded';
      state.result = action.payload.result;
    },
    handOffFailed(state, action: PayloadAction<{ target: SsoTarget; status: number | 'error'; message: string }>) {
      if (state.status !== 'loading' || state.target !== action.payload.target) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
});

export const { handOffRequested, handOffSucceeded, handOffFailed } = ssoSlice.actions;
export const ssoReducer = ssoSlice.reducer;
export default ssoSlice;

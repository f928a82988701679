import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireOAuthConsentRequest } from '../../api/wire/oauth';

export interface Failure {
  status: number | 'error';
  message: string;
}

export interface OAuthConsentState {
  /** The third-party app's request, as the server checked it (GET /oauth/authorize). */
  request: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; data: WireOAuthConsentRequest | null; error: string | null; query: string | null };
  /** The user's answer (POST /oauth/allow or /oauth/deny), then the browser leaves for the app. */
  decision: { status: 'idle' | 'pending' | 'leaving' | 'failed'; allow: boolean | null; error: string | null };
}

export const initialState: OAuthConsentState = {
  request: { status: 'idle', data: null, error: null, query: null },
  decision: { status: 'idle', allow: null, error: null },
};

const oauthConsentSlice = createSlice({
  name: 'oauthConsent',
  initialState,
  reducers: {
    /** The page's query string, as the app received it. */
    requestRequested(state, action: PayloadAction<{ query: string }>) {
      state.request = { status: 'loading', data: null, error: null, query: action.payload.query };
      state.decision = initialState.decision;
    },
    requestSucceeded(state, action: PayloadAction<{ query: string; data: WireOAuthConsentRequest }>) {
      if (state.request.status !== 'loading' || state.request.query !== action.payload.query) return;
      state.request = { status: 'succeeded', data: action.payload.data, error: null, query: action.payload.query };
    },
    requestFailed(state, action: PayloadAction<Failure & { query: string }>) {
      if (state.request.status !== 'loading' || state.request.query !== action.payload.query) return;
      state.request = { status: 'failed', data: null, error: action.payload.message, query: action.payload.query };
    },
    decisionRequested(state, action: PayloadAction<{ allow: boolean }>) {
      if (state.request.status !== 'succeeded' || state.decision.status === 'pending' || state.decision.status === 'leaving') return;
      state.decision = { status: 'pending', allow: action.payload.allow, error: null };
    },
    decisionSucceeded(state) {
      if (state.decision.status === 'pending') state.decision.status = 'leaving';
    },
    decisionFailed(state, action: PayloadAction<Failure>) {
      if (state.decision.status === 'pending') state.decision = { status: 'failed', allow: state.decision.allow, error: action.payload.message };
    },
  },
});

export const { requestRequested, requestSucceeded, requestFailed, decisionRequested, decisionSucceeded, decisionFailed } = oauthConsentSlice.actions;
export const oauthConsentReducer = oauthConsentSlice.reducer;
export default oauthConsentSlice;

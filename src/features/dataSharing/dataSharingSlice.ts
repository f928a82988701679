import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireDataSharingPartner, WireDataSharingResponse } from '../../api/wire/dataSharing';
import type { ConsentVia, DataSharingState, Failure } from './types';

export const initialState: DataSharingState = {
  status: 'idle',
  error: null,
  byId: {},
  ids: [],
  update: { status: 'idle', partnerId: null, error: null },
};

export interface UpdateRequest {
  partnerId: string;
  partnerName: string;
  enabled: boolean;
  via: ConsentVia;
}

const dataSharingSlice = createSlice({
  name: 'dataSharing',
  initialState,
  reducers: {
    /** Also a post-initialisation event (spec §4 App state: data-sharing forms). */
    fetchRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<WireDataSharingResponse>) {
      if (state.status !== 'loading') return;
      state.status = 'succeeded';
      state.byId = action.payload;
      state.ids = Object.keys(action.payload);
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      if (state.status !== 'loading') return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    updateRequested(state, action: PayloadAction<UpdateRequest>) {
      if (state.update.status === 'pending') return;
      state.update = { status: 'pending', partnerId: action.payload.partnerId, error: null };
    },
    updateSucceeded(state, action: PayloadAction<WireDataSharingPartner>) {
      if (state.update.status !== 'pending' || state.update.partnerId !== action.payload.partner_id) return;
      state.byId[action.payload.partner_id] = action.payload;
      if (!state.ids.includes(action.payload.partner_id)) state.ids.push(action.payload.partner_id);
      state.update = { status: 'idle', partnerId: null, error: null };
    },
    updateFailed(state, action: PayloadAction<Failure & { partnerId: string }>) {
      if (state.update.status !== 'pending' || state.update.partnerId !== action.payload.partnerId) return;
      state.update = { status: 'failed', partnerId: action.payload.partnerId, error: action.payload.message };
    },
  },
});

export const { fetchRequested, fetchSucceeded, fetchFailed, updateRequested, updateSucceeded, updateFailed } = dataSharingSlice.actions;
export const dataSharingReducer = dataSharingSlice.reducer;
export default dataSharingSlice;

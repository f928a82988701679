import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireRateZoneBody, WireRateZoneLists, WireRateZoneWrite } from '../../api/wire/rateZones';
import type { EditorState, Failure, RateZonesState } from './types';

export const initialState: RateZonesState = {
  list: { status: 'idle', data: null, error: null },
  editor: null,
  duplicating: null,
  save: { status: 'idle', error: null },
  remove: { status: 'idle', id: null, error: null },
};

export interface CreateRequest {
  body: WireRateZoneBody;
}
export interface UpdateRequest {
  id: number;
  body: WireRateZoneBody;
}

/**
 * Rate zones (spec account-settings-shell §2 "Rate zones", §4, §7, §8): the lists by status, the
 * full-screen editor (create, edit, or a duplicate's draft after 400 ms) and the three writes. Each
 * write that succeeds replaces the lists with the server's and closes the editor; one that fails
 * keeps the editor open (the saga shows a RateZoneError notice).
 *
 * Events other features may react to: `rateZones/createSucceeded`, `rateZones/updateSucceeded`,
 * `rateZones/deleteSucceeded` (every cost the server reports may have changed: the Usage viewer
 * resets its cache on them).
 */
const rateZonesSlice = createSlice({
  name: 'rateZones',
  initialState,
  reducers: {
    fetchRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<WireRateZoneLists>) {
      if (state.list.status !== 'loading') return;
      state.list = { status: 'succeeded', data: action.payload, error: null };
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      if (state.list.status !== 'loading') return;
      state.list.status = 'failed';
      state.list.error = action.payload.message;
    },

    /** Add or Edit was chosen: the saga opens the editor with the home's date of today. */
    editorRequested(_state, _action: PayloadAction<{ zoneId: number | null }>) {},
    /** Duplicate was chosen: the editor opens with the draft after 400 ms (spec §9). */
    duplicateRequested(state, action: PayloadAction<{ zoneId: number }>) {
      if (state.duplicating === null && state.editor === null) state.duplicating = action.payload.zoneId;
    },
    editorOpened(state, action: PayloadAction<EditorState>) {
      state.editor = action.payload;
      state.duplicating = null;
      state.save = { status: 'idle', error: null };
    },
    /** Escape, Cancel or the ×: pure UI state (a save under way keeps it open). */
    editorClosed(state) {
      if (state.save.status === 'pending') return;
      state.editor = null;
      state.duplicating = null;
      state.save = { status: 'idle', error: null };
    },

    createRequested(state, _action: PayloadAction<CreateRequest>) {
      if (state.editor && state.save.status !== 'pending') state.save = { status: 'pending', error: null };
    },
    createSucceeded(state, action: PayloadAction<WireRateZoneWrite>) {
      if (state.save.status !== 'pending') return;
      state.list = { status: 'succeeded', data: action.payload.lists, error: null };
      state.editor = null;
      state.save = { status: 'idle', error: null };
    },
    createFailed(state, action: PayloadAction<Failure>) {
      if (state.save.status !== 'pending') return;
      state.save = { status: 'failed', error: action.payload.message };
    },

    updateRequested(state, _action: PayloadAction<UpdateRequest>) {
      if (state.editor && state.save.status !== 'pending') state.save = { status: 'pending', error: null };
    },
    updateSucceeded(state, action: PayloadAction<WireRateZoneWrite>) {
      if (state.save.status !== 'pending') return;
      state.list = { status: 'succeeded', data: action.payload.lists, error: null };
      state.editor = null;
      state.save = { status: 'idle', error: null };
    },
    updateFailed(state, action: PayloadAction<Failure>) {
      if (state.save.status !== 'pending') return;
      state.save = { status: 'failed', error: action.payload.message };
    },

    deleteRequested(state, action: PayloadAction<{ id: number; name: string }>) {
      if (state.remove.status !== 'pending') state.remove = { status: 'pending', id: action.payload.id, error: null };
    },
    deleteSucceeded(state, action: PayloadAction<WireRateZoneWrite>) {
      if (state.remove.status !== 'pending') return;
      state.list = { status: 'succeeded', data: action.payload.lists, error: null };
      state.remove = { status: 'idle', id: null, error: null };
    },
    deleteFailed(state, action: PayloadAction<Failure>) {
      if (state.remove.status !== 'pending') return;
      state.remove = { status: 'failed', id: state.remove.id, error: action.payload.message };
    },
  },
});

export const rateZonesActions = rateZonesSlice.actions;
export const {
  fetchRequested, fetchSucceeded, fetchFailed, editorRequested, duplicateRequested, editorOpened, editorClosed,
  createRequested, createSucceeded, createFailed, updateRequested, updateSucceeded, updateFailed,
  deleteRequested, deleteSucceeded, deleteFailed,
} = rateZonesSlice.actions;
export const rateZonesReducer = rateZonesSlice.reducer;
export default rateZonesSlice;

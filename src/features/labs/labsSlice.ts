import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireLabsContent, WireVoltageDay } from '../../api/wire/labs';
import { clampDayIndex } from './labsMath';
import type { Failure, LabsState, Remote, SupportLabsId } from './types';

const remote = <T>(): Remote<T> => ({ status: 'idle', data: null, error: null });

export const initialState: LabsState = {
  content: remote(),
  voltage: { index: 0, days: {} },
  support: {},
};

/** How many days the power-quality graph can page through (the content's list), 1 before it is known. */
export const dayCount = (state: LabsState): number => Math.max(1, state.content.data?.fault_detection_json.powerQuality.days.length ?? 1);

const labsSlice = createSlice({
  name: 'labs',
  initialState,
  reducers: {
    /** GET labs_content: after initialisation (spec §4 "App state") and when a labs page opens without it. */
    fetchRequested(state) {
      state.content.status = 'loading';
      state.content.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<WireLabsContent>) {
      if (state.content.status !== 'loading') return;
      // New figures: the cached voltage days may have moved on (today grows, days roll over).
      if (state.content.data?.updated !== action.payload.updated) state.voltage.days = {};
      state.content = { status: 'succeeded', data: action.payload, error: null };
      state.voltage.index = clampDayIndex(state.voltage.index, dayCount(state));
    },
    fetchFailed(state, action: PayloadAction<Failure>) {
      if (state.content.status !== 'loading') return;
      state.content.status = 'failed';
      state.content.error = action.payload.message;
    },
    /** Show a day of the power-quality graph (spec §4: the index is bounded 0 to days − 1) and load it if needed. */
    voltageDayRequested(state, action: PayloadAction<{ index: number }>) {
      const index = clampDayIndex(action.payload.index, dayCount(state));
      state.voltage.index = index;
      const day = state.voltage.days[index];
      if (day?.status === 'succeeded' || day?.status === 'loading') return;
      state.voltage.days[index] = { status: 'loading', data: null, error: null };
    },
    voltageDaySucceeded(state, action: PayloadAction<{ index: number; day: WireVoltageDay }>) {
      const entry = state.voltage.days[action.payload.index];
      if (entry?.status !== 'loading') return;
      state.voltage.days[action.payload.index] = { status: 'succeeded', data: action.payload.day, error: null };
    },
    voltageDayFailed(state, action: PayloadAction<{ index: number } & Failure>) {
      const entry = state.voltage.days[action.payload.index];
      if (entry?.status !== 'loading') return;
      entry.status = 'failed';
      entry.error = action.payload.message;
    },
    /** The support request or 'contact me' of a page (spec §4: once clicked it hides). */
    supportRequested(state, action: PayloadAction<{ labsId: SupportLabsId; text: string }>) {
      const current = state.support[action.payload.labsId];
      if (current === 'pending' || current === 'sent') return;
      state.support[action.payload.labsId] = 'pending';
    },
    supportSucceeded(state, action: PayloadAction<{ labsId: SupportLabsId }>) {
      if (state.support[action.payload.labsId] === 'pending') state.support[action.payload.labsId] = 'sent';
    },
    supportFailed(state, action: PayloadAction<{ labsId: SupportLabsId } & Failure>) {
      if (state.support[action.payload.labsId] === 'pending') state.support[action.payload.labsId] = 'failed';
    },
  },
});

export const {
  fetchRequested, fetchSucceeded, fetchFailed, voltageDayRequested, voltageDaySucceeded, voltageDayFailed, supportRequested, supportSucceeded,
  supportFailed,
} = labsSlice.actions;
export const labsReducer = labsSlice.reducer;
export default labsSlice;

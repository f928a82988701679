import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Notice, NoticePayload } from './types';

/** Notices last 5000 ms (spec §9). */
export const NOTICE_DURATION_MS = 5000;
/** At most this many notices are kept; the oldest go first. */
const MAX_NOTICES = 4;

export interface NotificationsState {
  items: Notice[];
}

const initialState: NotificationsState = { items: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Show a success or error notice: dispatch `shown({ kind, title, message?, durationMs? })`. */
    shown: {
      reducer(state, action: PayloadAction<Notice>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_NOTICES) state.items.splice(0, state.items.length - MAX_NOTICES);
      },
      prepare(payload: NoticePayload) {
        return { payload: { ...payload, durationMs: payload.durationMs ?? NOTICE_DURATION_MS, id: nanoid() } };
      },
    },
    dismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectNotices: (state) => state.items,
  },
});

export const { shown: notificationShown, dismissed: notificationDismissed } = notificationsSlice.actions;
export const notificationsActions = notificationsSlice.actions;
export const { selectNotices } = notificationsSlice.selectors;
export const notificationsReducer = notificationsSlice.reducer;
export default notificationsSlice;

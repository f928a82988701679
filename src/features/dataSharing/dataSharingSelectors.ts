import { createSelector } from '@reduxjs/toolkit';
import type { WithSession } from '../../app/session/sessionSelectors';
import { initialState } from './dataSharingSlice';
import type { DataSharingState } from './types';

/** Any state with the slice (injected with the signed-in features; the initial state until then). */
export type StateWithDataSharing = WithSession & { dataSharing?: DataSharingState };

export const selectDataSharing = (state: StateWithDataSharing): DataSharingState => state.dataSharing ?? initialState;
export const selectUpdate = (state: StateWithDataSharing) => selectDataSharing(state).update;

/** The partners in the server's order. */
export const selectPartners = createSelector([(s: StateWithDataSharing) => selectDataSharing(s).byId, (s: StateWithDataSharing) => selectDataSharing(s).ids], (byId, ids) =>
  ids.map((id) => byId[id]).filter((p): p is NonNullable<typeof p> => !!p),
);

import { createSelector } from '@reduxjs/toolkit';
import { initialState } from './evChargerSlice';
import type { EvChargerState } from './types';

/** Any state with the EV charger slice (it is injected with the signed-in features). */
export type StateWithEvCharger = { evCharger?: EvChargerState };

export const selectEvCharger = (state: StateWithEvCharger): EvChargerState => state.evCharger ?? initialState;
export const selectEvStatus = (state: StateWithEvCharger) => selectEvCharger(state).data;
export const selectEvLoadStatus = (state: StateWithEvCharger) => selectEvCharger(state).status;
export const selectEvLoadError = (state: StateWithEvCharger) => selectEvCharger(state).error;
export const selectEvEnable = (state: StateWithEvCharger) => selectEvCharger(state).enable;
export const selectEvCommand = (state: StateWithEvCharger) => selectEvCharger(state).command;
export const selectEvSettingsSave = (state: StateWithEvCharger) => selectEvCharger(state).settings;
export const selectEvFeedback = (state: StateWithEvCharger) => selectEvCharger(state).feedback;
export const selectConnectOpened = (state: StateWithEvCharger) => selectEvCharger(state).connectOpened;

/** Enabled once the status says so (null until the first answer). */
export const selectEvEnabled = (state: StateWithEvCharger): boolean | null => selectEvStatus(state)?.enabled ?? null;
export const selectEvSettings = (state: StateWithEvCharger) => selectEvStatus(state)?.settings ?? null;

/** The fuel mix card's rows: only fuels at 1 % or more (spec §2). */
export const selectFuelMixRows = createSelector([selectEvStatus], (status) => status?.fuel_mix?.filter((f) => f.percent >= 1) ?? null);

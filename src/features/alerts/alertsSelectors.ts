import { createSelector } from '@reduxjs/toolkit';
import { changedToggles } from './alertsRules';
import { initialState } from './alertsSlice';
import type { AlertsState } from './types';

/** Any state with the alerts slice (it is injected with the signed-in features). */
export type StateWithAlerts = { alerts?: AlertsState };

/** The slice (its initial state until the signed-in features are injected). */
export const selectAlerts = (state: StateWithAlerts): AlertsState => state.alerts ?? initialState;
export const selectAlertsDeviceId = (state: StateWithAlerts) => selectAlerts(state).deviceId;
export const selectAlertGroups = (state: StateWithAlerts) => selectAlerts(state).groups;
export const selectPendingToggles = (state: StateWithAlerts) => selectAlerts(state).pending;
export const selectFlush = (state: StateWithAlerts) => selectAlerts(state).flush;
export const selectDialog = (state: StateWithAlerts) => selectAlerts(state).dialog;
export const selectEdit = (state: StateWithAlerts) => selectAlerts(state).edit;

/** Toggles the user changed that differ from the server's answer (what Save would send). */
export const selectChangedToggles = createSelector([selectAlertGroups, selectPendingToggles], changedToggles);

/** The custom alert the dialog edits (undefined when creating or closed). */
export const selectEditedAlert = createSelector([selectAlertGroups, selectDialog], (groups, dialog) =>
  dialog.alertId === null ? undefined : groups.custom.find((a) => a.id === dialog.alertId),
);

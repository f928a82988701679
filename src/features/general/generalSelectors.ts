import { selectSettings, type WithSession } from '../../app/session/sessionSelectors';
import type { GeneralState } from './types';

export type WithGeneral = WithSession & { general: GeneralState };

/** Labs on or off: the value being saved, else the stored setting. */
export const selectLabsEnabled = (state: WithGeneral): boolean => state.general.labs.pendingValue ?? selectSettings(state)?.settings?.labs_enabled ?? false;
export const selectLabsSaving = (state: WithGeneral): boolean => state.general.labs.status === 'pending';

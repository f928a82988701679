import type { MultitenantState } from '../../api/wire/user';
import { selectMonitor, selectSettings, type WithSession } from '../../app/session/sessionSelectors';
import type { ConnectedDevicesState } from './types';

export type WithConnectedDevices = WithSession & { connectedDevices: ConnectedDevicesState };

export const selectSave = (state: WithConnectedDevices) => state.connectedDevices.save;

export const selectMultitenant = (state: WithSession): MultitenantState => selectSettings(state)?.settings?.multitenant_state ?? null;

/** Spec §5/§6: multi-tenant users and admins cannot change network device identification. */
export const selectNdiLocked = (state: WithSession): boolean => selectMultitenant(state) !== null;

/** Network device identification as stored: the last save, else the settings' per-monitor flag. */
export const selectNdiStored = (state: WithConnectedDevices): boolean => {
  const monitor = selectMonitor(state);
  if (!monitor) return false;
  const saved = state.connectedDevices.saved;
  if (saved && saved.monitorId === monitor.id) return saved.enabled;
  return selectSettings(state)?.settings?.ndi_enabled?.[String(monitor.id)] ?? false;
};

/** What the switch shows: the unsaved choice, else the stored value. */
export const selectNdiShown = (state: WithConnectedDevices): boolean => state.connectedDevices.draft ?? selectNdiStored(state);

/** There is a change to save. */
export const selectDirty = (state: WithConnectedDevices): boolean => state.connectedDevices.draft !== null && state.connectedDevices.draft !== selectNdiStored(state);

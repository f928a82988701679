import { createSelector } from '@reduxjs/toolkit';
import type { WireDevice, WireDeviceCategory } from '../../api/wire/devices';
import { isListed, isRelay } from './devicesRules';
import type { ChargeState, StateWithDevices, StateWithLiveDevices } from './types';

const EMPTY_CATEGORIES: WireDeviceCategory[] = [];

export const selectDevicesState = (s: StateWithDevices) => s.devices;
export const selectListState = (s: StateWithDevices) => s.devices.list;
export const selectListStatus = (s: StateWithDevices) => s.devices.list.status;
export const selectDevice = (s: StateWithDevices, id: string): WireDevice | undefined => s.devices.list.byId[id];
export const selectDetail = (s: StateWithDevices, id: string) => s.devices.details[id];
export const selectAlwaysOnDevice = (s: StateWithDevices, id: string) => s.devices.alwaysOnDevices[id];
export const selectAlwaysOnSave = (s: StateWithDevices) => s.devices.alwaysOnSave;
export const selectAlwaysOnRemove = (s: StateWithDevices) => s.devices.alwaysOnRemove;
export const selectUsageView = (s: StateWithDevices, id: string) => s.devices.usage[id];
export const selectCategories = (s: StateWithDevices) => s.devices.types.data ?? EMPTY_CATEGORIES;
export const selectTypesStatus = (s: StateWithDevices) => s.devices.types.status;
export const selectUpdate = (s: StateWithDevices) => s.devices.update;
export const selectRemove = (s: StateWithDevices) => s.devices.remove;
export const selectMerge = (s: StateWithDevices) => s.devices.merge;
export const selectSupersede = (s: StateWithDevices) => s.devices.supersede;
export const selectResetData = (s: StateWithDevices) => s.devices.resetData;
export const selectNetworkPrompt = (s: StateWithDevices) => s.devices.networkPrompt;

/** Every device of the overview, merge members and superseded devices included. */
export const selectAllDevices = createSelector([selectListState], (list) =>
  list.ids.map((id) => list.byId[id]).filter((d): d is WireDevice => d !== undefined),
);

const PINNED = ['always_on', 'unknown'];
function listOrder(a: WireDevice, b: WireDevice): number {
  const pa = PINNED.indexOf(a.id);
  const pb = PINNED.indexOf(b.id);
  if (pa !== -1 || pb !== -1) return (pa === -1 ? PINNED.length : pa) - (pb === -1 ? PINNED.length : pb);
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}

/** The device list: listed devices (solar hidden), always on and Other first, then by name. */
export const selectListedDevices = createSelector([selectAllDevices], (all) => all.filter(isListed).sort(listOrder));

/** The relay list (/panel). */
export const selectRelays = createSelector([selectListedDevices], (listed) => listed.filter(isRelay));

/** A catalogue type's display name, by type id. */
export const selectTypeNames = createSelector([selectCategories], (categories) => {
  const names: Record<string, string> = {};
  for (const category of categories) for (const type of category.types) names[type.id] = type.display_name;
  return names;
});

// Live figures from the realtime feature's slice (read through a structural view: no import).
const live = (s: StateWithLiveDevices, id: string) => s.realtime?.devices[id];
/** Rounded watts: sub-watt jitter of the 2 Hz feed re-renders nothing. */
export const selectLiveWatts = (s: StateWithLiveDevices, id: string) => Math.max(0, Math.round(live(s, id)?.w ?? 0));
/** The watts a list row shows: Always On's figure is its 48-hour estimate (ao_w), as everywhere but the live header. */
export const selectListWatts = (s: StateWithLiveDevices, id: string) => {
  const d = live(s, id);
  return Math.max(0, Math.round((id === 'always_on' ? (d?.ao_w ?? d?.w) : d?.w) ?? 0));
};
export const selectLiveState = (s: StateWithLiveDevices, id: string) => live(s, id)?.last_state ?? 'Off';

/**
 * The battery's live charge (the feed's top-level battery figures): percent, the watts flowing in or
 * out, and its charge state (from the feed, else from the flow's direction: > 0 W discharges).
 */
export const selectBatteryPct = (s: StateWithLiveDevices): number | null => {
  const pct = s.realtime?.wattage?.battery_pct;
  return typeof pct === 'number' ? Math.min(100, Math.max(0, Math.round(pct))) : null;
};
export const selectBatteryFlowW = (s: StateWithLiveDevices): number | null => {
  const raw = s.realtime?.wattage?.d_battery_w ?? s.realtime?.wattage?.battery_w;
  return typeof raw === 'number' ? Math.abs(Math.round(raw)) : null;
};
export const selectChargeState = (s: StateWithLiveDevices): ChargeState | null => {
  const stated = s.realtime?.battery?.charge_state;
  if (stated) return stated;
  const raw = s.realtime?.wattage?.d_battery_w;
  if (typeof raw !== 'number') return null;
  return Math.abs(raw) <= 5 ? 'Idle' : raw > 0 ? 'Discharging' : 'Charging';
};
export const selectTimeToEmpty = (s: StateWithLiveDevices): number | null => s.realtime?.battery?.time_to_empty ?? null;
export const selectLiveSince = (s: StateWithLiveDevices, id: string) => live(s, id)?.last_state_time ?? null;
export const selectLiveFault = (s: StateWithLiveDevices, id: string) => live(s, id)?.faults[0] ?? null;

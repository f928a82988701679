import { createSelector } from '@reduxjs/toolkit';
import type { WireDeviceStage } from '../../api/wire/devices';
import type { WireTrendDevice, WireTrends } from '../../api/wire/trends';
import { selectMonitor, type WithSession } from '../../app/session/sessionSelectors';
import type { CachedFrame, FrameRef, StateWithTrends, TrendUnit } from './types';
import { availableUnits, billingConfigured, cycleStartDay, frameKey, initialUnit } from './viewRules';

type State = StateWithTrends & WithSession;

export const selectTrends = (s: StateWithTrends) => s.trends;
export const selectViewer = (s: StateWithTrends) => s.trends.viewer;
export const selectView = (s: StateWithTrends) => s.trends.viewer.view;
export const selectFrames = (s: StateWithTrends) => s.trends.frames;
export const selectDashboard = (s: StateWithTrends) => s.trends.dashboard;
export const selectComparisons = (s: StateWithTrends) => s.trends.comparisons;
export const selectCumulative = (s: StateWithTrends) => s.trends.cumulative;
export const selectExport = (s: StateWithTrends) => s.trends.export;
export const selectSettingsVersionSeen = (s: StateWithTrends) => s.trends.settingsVersion;

/** The home's cycle_start as saved (null or -1: not configured). */
export const selectCycleStartSetting = (s: WithSession): number | null => selectMonitor(s)?.attributes?.cycle_start ?? null;
/** The billing cycle is configured (spec §5): BILL is offered and is the initial unit. */
export const selectBillingConfigured = (s: WithSession) => billingConfigured(selectCycleStartSetting(s));
export const selectCycleStartDay = (s: WithSession) => cycleStartDay(selectCycleStartSetting(s));
export const selectInitialUnit = (s: WithSession): TrendUnit => initialUnit(selectBillingConfigured(s));

/** A cached frame by unit, start and device. */
export const selectFrame = (s: StateWithTrends, unit: TrendUnit, frame: FrameRef | null, device: string | null): CachedFrame | undefined =>
  frame ? s.trends.frames[frameKey(unit, frame.start, device)] : undefined;

/** The viewer's current frame. */
export const selectCurrentFrame = (s: StateWithTrends): CachedFrame | undefined => {
  const view = s.trends.viewer.view;
  return view ? selectFrame(s, view.unit, view.current, view.device) : undefined;
};

/** A device's row of an answer (consumption first; solar is a production row). */
export function deviceRow(data: WireTrends | null | undefined, id: string | null): WireTrendDevice | null {
  if (!data || !id) return null;
  return data.consumption.devices.find((d) => d.id === id) ?? data.production.devices.find((d) => d.id === id) ?? null;
}

/** A device's detection stage, from any answer in the cache that lists it. */
export function stageIn(frames: Record<string, CachedFrame>, id: string | null): WireDeviceStage | null {
  if (!id) return null;
  for (const frame of Object.values(frames)) {
    const stage = deviceRow(frame.data, id)?.stage;
    if (stage) return stage;
  }
  return null;
}

/** The tabs the viewer offers now: BILL with a billing cycle, DAY unless the device shown is in Tracking. */
export const selectAvailableUnits = createSelector(
  [selectBillingConfigured, selectFrames, (s: State) => s.trends.viewer.view?.device ?? null],
  (billing, frames, device) => availableUnits(billing, stageIn(frames, device)),
);

/** The dashboard's running period, as cached. */
export const selectDashboardFrame = (s: StateWithTrends): CachedFrame | undefined => {
  const view = s.trends.dashboard.view;
  return view ? selectFrame(s, view.unit, view.current, null) : undefined;
};

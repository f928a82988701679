import { createSelector } from '@reduxjs/toolkit';
import { selectMonitor } from '../../app/session/sessionSelectors';
import type { WithSession } from '../../app/session/sessionSelectors';
import { unitFor } from './charts/chartMath';
import { formatSearch, spansInterval } from './windowMath';
import { INTERVALS, type Interval, type PowerMeterState } from './types';
import { initialState } from './powerMeterSlice';

/** Any state that holds the power meter slice (the root state does once it is injected). */
export interface WithPowerMeter {
  powerMeter?: PowerMeterState;
}

export const selectPowerMeter = (state: WithPowerMeter): PowerMeterState => state.powerMeter ?? initialState;
export const selectMeterWindow = (state: WithPowerMeter) => selectPowerMeter(state).window;
/** Whether the screen has a window yet (parts that only need to know this do not follow a moving window). */
export const selectHasMeterWindow = (state: WithPowerMeter) => selectPowerMeter(state).window !== null;
export const selectMeterInterval = (state: WithPowerMeter) => selectPowerMeter(state).interval;
export const selectMeterPending = (state: WithPowerMeter) => selectPowerMeter(state).pending;
export const selectMeterError = (state: WithPowerMeter) => selectPowerMeter(state).error;
export const selectMeterRealtime = (state: WithPowerMeter) => selectPowerMeter(state).realtime;
export const selectMeterWidth = (state: WithPowerMeter) => selectPowerMeter(state).widthPx;
export const selectDataVersion = (state: WithPowerMeter) => selectPowerMeter(state).dataVersion;
export const selectLiveVersion = (state: WithPowerMeter) => selectPowerMeter(state).liveVersion;
/** What the live seconds were last appended to: the history blocks' and the merges' versions. */
export const selectMeterBase = (state: WithPowerMeter) => `${selectPowerMeter(state).dataVersion}:${selectPowerMeter(state).mergeVersion}`;
export const selectMeterView = (state: WithPowerMeter) => selectPowerMeter(state).view;
export const selectSyncedSearch = (state: WithPowerMeter) => selectPowerMeter(state).syncedSearch;
export const selectMeterQuery = (state: WithPowerMeter) => selectPowerMeter(state).query;
/** The window is the live default (no query in the URL): "Now" has nothing to do while live. */
export const selectOnLiveDefault = (state: WithPowerMeter) => selectPowerMeter(state).query === null;
export const selectClockMs = (state: WithPowerMeter) => selectPowerMeter(state).clockMs;
/** The user's solar switch (whether or not the monitor has solar). */
export const selectSolarChoice = (state: WithPowerMeter) => selectPowerMeter(state).showSolar;
export const selectLastConsumed = (state: WithPowerMeter) => selectPowerMeter(state).lastConsumed;

/** The interval the chooser shows as selected: the window's, while the window is about that long,
 * else the one a zoom has made it (15 minutes zoomed out to an hour is "Hour"); none for a length
 * that is no interval (a 32-hour zoom is not "15 min"). */
export const selectShownInterval = createSelector([selectMeterWindow, selectMeterInterval], (window, interval): Interval | null => {
  if (!window) return null;
  if (spansInterval(window, interval)) return interval;
  return INTERVALS.find((i) => spansInterval(window, i)) ?? null;
});

/** The search string the URL should hold for the current window ('' for the live default). */
export const selectMeterSearch = createSelector([selectMeterQuery], (query) => formatSearch(query));

/** second, minute or hour: by window length per pixel. */
export const selectMeterUnit = createSelector([selectMeterWindow, selectMeterWidth], (window, width) => (window ? unitFor(window, width) : 'second'));

/** The monitor reports solar: the production series is offered. */
export const selectMonitorHasSolar = (state: WithSession): boolean => {
  const m = selectMonitor(state);
  return Boolean(m && (m.solar_configured || m.solar_connected || (m.energy_sources ?? []).includes('solar')));
};

export const selectShowSolar = (state: WithPowerMeter & WithSession): boolean => selectMonitorHasSolar(state) && selectPowerMeter(state).showSolar;

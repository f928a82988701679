import type { StateWithMonitorOverview } from './types';

export const selectMonitorOverviewState = (s: StateWithMonitorOverview) => s.monitor;
export const selectMonitorOverview = (s: StateWithMonitorOverview) => s.monitor.data;
export const selectOverviewChecksum = (s: StateWithMonitorOverview) => s.monitor.data?.checksum ?? null;

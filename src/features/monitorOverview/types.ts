import type { WireMonitorOverview } from '../../api/wire/monitor';

export interface MonitorOverviewState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data: WireMonitorOverview | null;
  error: string | null;
}

export interface StateWithMonitorOverview {
  monitor: MonitorOverviewState;
}

/** The feed's data_change event (realtime feature), by type string: features do not import each other. */
export const REALTIME_DATA_CHANGE_RECEIVED = 'realtime/dataChangeReceived';

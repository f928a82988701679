/**
 * The part of state.realtime the Now screen reads. Features do not import each other (house
 * rule 3), so this is a structural view of the realtime slice's state (features/realtime/types.ts);
 * a type test in __tests__/features/now checks that the slice's state still satisfies it.
 */
export interface LiveDeviceView {
  readonly id: string;
  readonly name: string;
  readonly icon: string;
  readonly w: number;
  /** Its always-on watts (for always_on: the 48-hour estimate). */
  readonly ao_w?: number | null;
  readonly last_state: 'On' | 'Off' | 'Idle';
}

export interface LiveView {
  readonly status: 'idle' | 'pending' | 'live' | 'closed';
  readonly everLive: boolean;
  /** Retry number of the present attempt (0 = first). */
  readonly attempt: number;
  readonly reconnect: { readonly attempt: number; readonly delayMs: number } | null;
  readonly gaveUp: boolean;
  readonly closeMessage: { readonly id: string; readonly defaultMessage: string } | null;
  readonly closeCode: number | null;
  readonly closeDescription: string | null;
  readonly closeTimedOut: boolean;
  readonly error: string | null;
  readonly errorTitle: { readonly id: string; readonly defaultMessage: string } | null;
  readonly monitorOnline: boolean | null;
  readonly systemOnline: boolean | null;
  readonly updatedAt: number | null;
  readonly wattage: {
    readonly w: number;
    /** Whole watts of the frame: grid_w = d_w − d_solar_w − d_battery_w. */
    readonly d_w?: number;
    readonly grid_w: number;
    readonly solar_w: number | null;
    readonly d_solar_w?: number | null;
    readonly solar_pct: number | null;
    readonly battery_w: number | null;
    readonly d_battery_w: number | null;
    readonly battery_pct: number | null;
    readonly c: number | null;
  } | null;
  readonly battery: {
    readonly charge_state: 'Charging' | 'Discharging' | 'Idle' | 'Full' | 'Empty' | null;
    readonly time_to_empty: number | null;
  };
  readonly signal: { readonly voltage: readonly number[]; readonly frequency: number | null } | null;
  readonly gen_state: 'On' | 'Off' | null;
  readonly gen_last_state_time: string | null;
  readonly grid_status: string | null;
  readonly backup_power: boolean;
  readonly tou_alert: { readonly name: string; readonly end_time: string; readonly cost_multiplier: number } | null;
  readonly dismissedRateZoneEndTime: string | null;
  readonly devices: Readonly<Record<string, LiveDeviceView>>;
  readonly activeDeviceIds: readonly string[];
}

export interface StateWithLive {
  realtime: LiveView;
}

/** Events the Now screen dispatches to the realtime feature (plain actions, string types). */
export const REALTIME_CONNECT_REQUESTED = 'realtime/connectRequested';
export const RATE_ZONE_BANNER_DISMISSED = 'realtime/rateZoneBannerDismissed';

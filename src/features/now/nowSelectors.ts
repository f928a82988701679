import { allocateFlows, selfPoweredPercent, type Flows } from './powerFlowMath';
import { selectMonitor, type WithSession } from '../../app/session/sessionSelectors';
import type { LiveView, StateWithLive } from './types';

/**
 * Per-card selectors. Each returns a primitive (or a stored reference), so with useAppSelector a
 * card re-renders only when its own figure changes. Watts are rounded here: sub-watt jitter of
 * the 2 Hz feed re-renders nothing.
 */
const live = (s: StateWithLive): LiveView => s.realtime;
const round = (v: number | null | undefined) => (typeof v === 'number' ? Math.round(v) : null);

export const selectFeedStatus = (s: StateWithLive) => live(s).status;
export const selectHasData = (s: StateWithLive) => live(s).wattage !== null;
/**
 * The Now cards and the power-flow diagram read the same whole watts of a frame: the server's
 * d_w, d_solar_w, d_battery_w and grid_w (= d_w − d_solar_w − d_battery_w), so they agree.
 */
const homeW = (v: LiveView) => (v.wattage ? Math.max(0, Math.round(v.wattage.d_w ?? v.wattage.w)) : null);
const solarW = (v: LiveView) => {
  const w = v.wattage?.d_solar_w ?? v.wattage?.solar_w;
  return typeof w === 'number' ? Math.max(0, Math.round(w)) : null;
};
export const selectUsageW = (s: StateWithLive) => homeW(live(s));
export const selectHasSolar = (s: StateWithLive) => typeof live(s).wattage?.solar_w === 'number';
export const selectSolarW = (s: StateWithLive) => solarW(live(s));
/**
 * Before the first frame, the cards a frame will bring are known from the monitor (solar configured
 * or connected, a battery among its energy sources): they hold their place with a skeleton, so the
 * first frame fills them in instead of inserting them and pushing the cards below down.
 */
const monitorHas = (s: WithSession, source: 'solar' | 'battery') => {
  const m = selectMonitor(s);
  if (!m) return false;
  return (m.energy_sources ?? []).includes(source) || (source === 'solar' && Boolean(m.solar_configured || m.solar_connected));
};
export const selectSolarExpected = (s: StateWithLive & WithSession) => live(s).wattage === null && monitorHas(s, 'solar');
export const selectBatteryExpected = (s: StateWithLive & WithSession) => live(s).wattage === null && monitorHas(s, 'battery');
export const selectSelfPoweredExpected = (s: StateWithLive & WithSession) => live(s).wattage === null && (monitorHas(s, 'solar') || monitorHas(s, 'battery'));
export const selectGridW = (s: StateWithLive) => round(live(s).wattage?.grid_w);
export const selectCostCentsPerHour = (s: StateWithLive) => round(live(s).wattage?.c);

/** A battery is shown when the feed reports its charge (the wire sends battery fields only with one). */
export const selectHasBattery = (s: StateWithLive) => typeof live(s).wattage?.battery_pct === 'number';
export const selectBatteryPct = (s: StateWithLive) => {
  const pct = live(s).wattage?.battery_pct;
  return typeof pct === 'number' ? Math.min(100, Math.max(0, Math.round(pct))) : null;
};
/** Signed battery watts, > 0 discharging (server convention); charge_state wins when it says otherwise. */
export function signedBatteryW(view: LiveView): number | null {
  const raw = view.wattage?.d_battery_w ?? view.wattage?.battery_w;
  if (typeof raw !== 'number') return null;
  const state = view.battery.charge_state;
  if (state === 'Charging') return -Math.abs(raw);
  if (state === 'Discharging') return Math.abs(raw);
  return raw;
}
export const selectBatteryWatts = (s: StateWithLive) => round(signedBatteryW(live(s)));
export const selectChargeState = (s: StateWithLive) => live(s).battery.charge_state;
export const selectTimeToEmpty = (s: StateWithLive) => round(live(s).battery.time_to_empty);

export const selectSelfPoweredPct = (s: StateWithLive) => {
  const wt = live(s).wattage;
  if (!wt || (typeof wt.solar_w !== 'number' && typeof wt.battery_pct !== 'number')) return null;
  return selfPoweredPercent(wt.w, wt.grid_w, wt.solar_pct);
};

export const selectGenState = (s: StateWithLive) => live(s).gen_state;
export const selectGenSince = (s: StateWithLive) => live(s).gen_last_state_time;
/** When the last frame arrived (the saga's clock), to the minute: at 2 Hz it changes once a minute. */
export const selectUpdatedAt = (s: StateWithLive) => {
  const at = live(s).updatedAt;
  return at === null ? null : Math.floor(at / 60_000) * 60_000;
};
/** Always On's figure: the 48-hour estimate the feed sends as ao_w (the live w only when absent). */
export const selectAlwaysOnW = (s: StateWithLive) => {
  const ao = live(s).devices.always_on;
  return round(ao ? (ao.ao_w ?? ao.w) : null);
};
export const selectVoltage = (s: StateWithLive, leg: number) => live(s).signal?.voltage[leg] ?? null;
export const selectFrequency = (s: StateWithLive) => live(s).signal?.frequency ?? null;

/** Flat object of numbers and flags: read it with shallowEqual. */
export type FlowView = Flows & { hasSolar: boolean; hasBattery: boolean; home: number; solar: number; grid: number; battery: number; batteryPct: number | null };
export function selectFlows(s: StateWithLive): FlowView | null {
  const view = live(s);
  const wt = view.wattage;
  if (!wt) return null;
  const battery = typeof wt.battery_pct === 'number' ? Math.round(signedBatteryW(view) ?? 0) : null;
  const home = homeW(view) ?? 0;
  const solar = solarW(view);
  const grid = Math.round(wt.grid_w);
  const flows = allocateFlows({ home, solar, grid, battery });
  return {
    ...flows,
    hasSolar: typeof wt.solar_w === 'number',
    hasBattery: battery !== null,
    home,
    solar: solar ?? 0,
    grid,
    battery: battery ?? 0,
    batteryPct: selectBatteryPct(s),
  };
}

export const selectActiveDeviceIds = (s: StateWithLive) => live(s).activeDeviceIds;
export const selectDeviceName = (s: StateWithLive, id: string) => live(s).devices[id]?.name ?? id;
export const selectDeviceIcon = (s: StateWithLive, id: string) => live(s).devices[id]?.icon ?? 'socket';
/** A bubble's watts; Always On's is its 48-hour estimate (ao_w), the figure of its card. */
export const selectDeviceW = (s: StateWithLive, id: string) => {
  const d = live(s).devices[id];
  return Math.max(0, Math.round((id === 'always_on' ? (d?.ao_w ?? d?.w) : d?.w) ?? 0));
};
export const selectDeviceState = (s: StateWithLive, id: string) => live(s).devices[id]?.last_state ?? 'Off';

export type BannerKind = 'rateZone' | 'generator' | 'backup';
/** spec account-settings-shell §2: rate zone > generator on > backup power. */
export function selectTopBannerKind(s: StateWithLive): BannerKind | null {
  const view = live(s);
  const alert = view.tou_alert;
  if (alert?.end_time && view.dismissedRateZoneEndTime !== alert.end_time) return 'rateZone';
  if (view.gen_state === 'On') return 'generator';
  if (view.grid_status !== 'Connected' && view.backup_power) return 'backup';
  return null;
}
export const selectRateZoneAlert = (s: StateWithLive) => live(s).tou_alert;

export type ConnectionKind = 'none' | 'closed' | 'error' | 'monitorOffline' | 'systemOffline';
/** What the connection notice shows: a flat object, read it with shallowEqual. */
export function selectConnectionView(s: StateWithLive) {
  const view = live(s);
  const closedOrRetrying = view.status === 'closed' || (view.status === 'pending' && view.closeMessage !== null);
  let kind: ConnectionKind = 'none';
  if (closedOrRetrying && view.closeMessage) kind = 'closed';
  else if (view.errorTitle && view.status !== 'idle') kind = 'error';
  else if (view.status === 'live' && view.monitorOnline === false) kind = 'monitorOffline';
  else if (view.status === 'live' && view.systemOnline === false) kind = 'systemOffline';
  return {
    kind,
    messageId: (kind === 'closed' ? view.closeMessage?.id : kind === 'error' ? view.errorTitle?.id : null) ?? null,
    defaultMessage: (kind === 'closed' ? view.closeMessage?.defaultMessage : kind === 'error' ? view.errorTitle?.defaultMessage : null) ?? null,
    retrying: view.status === 'pending',
    reconnectAttempt: view.status === 'pending' ? view.attempt : (view.reconnect?.attempt ?? null),
    reconnectDelayMs: view.reconnect?.delayMs ?? null,
    gaveUp: view.gaveUp,
    closeCode: view.closeCode,
    closeDescription: view.closeDescription,
    closeTimedOut: view.closeTimedOut,
    error: view.error,
    hasData: view.wattage !== null,
  };
}

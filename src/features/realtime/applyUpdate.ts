import type { WireRealtimeUpdate, WireTouAlert } from '../../api/wire/realtime';
import { applyRealtimeDevices } from './deviceRealtime';
import { computeSignal } from './signalState';
import type { BatteryStatus, RealtimeState, Wattage } from './types';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function sameFields<T extends object>(a: T | null, b: T): boolean {
  if (!a) return false;
  for (const key of Object.keys(b) as (keyof T)[]) if (a[key] !== b[key]) return false;
  return true;
}

/** Keeps the previous object when every field is equal (stable references for selectors). */
function keep<T extends object>(prev: T | null, next: T): T {
  return sameFields(prev, next) ? (prev as T) : next;
}

function flowKey(flow: object | null | undefined): string {
  return flow ? JSON.stringify(flow) : '';
}

/**
 * The next state for one realtime_update. Pure; every part that did not change keeps its
 * reference. `receivedAt` is epoch ms from the saga's clock (reducers read no clock).
 */
export function applyUpdate(state: RealtimeState, update: WireRealtimeUpdate, receivedAt: number): RealtimeState {
  const wattage: Wattage = keep(state.wattage, {
    w: num(update.w) ?? 0,
    d_w: num(update.d_w) ?? Math.round(num(update.w) ?? 0),
    grid_w: num(update.grid_w) ?? Math.round((num(update.w) ?? 0) - (num(update.solar_w) ?? 0)),
    solar_w: num(update.solar_w),
    d_solar_w: num(update.d_solar_w),
    solar_pct: num(update.solar_pct),
    battery_w: num(update.battery_w),
    d_battery_w: num(update.d_battery_w),
    battery_pct: num(update.battery_pct),
    c: num(update.c),
  });
  const battery: BatteryStatus = keep(state.battery, {
    charge_state: update.charge_state ?? null,
    time_to_empty: num(update.battery_time_to_empty),
  });
  const touAlert: WireTouAlert | null = update.tou_alert ? keep(state.tou_alert, { ...update.tou_alert }) : null;
  const powerFlow =
    update.power_flow && flowKey(update.power_flow) === flowKey(state.power_flow)
      ? state.power_flow
      : (update.power_flow ?? null);
  const devices = Array.isArray(update.devices)
    ? applyRealtimeDevices(state.devices, state.activeDeviceIds, update.devices, state.detailLoaded, new Date(receivedAt).toISOString())
    : { devices: state.devices, activeDeviceIds: state.activeDeviceIds };

  return {
    ...state,
    updatedAt: receivedAt,
    signal: computeSignal(update, state.signal),
    wattage,
    battery,
    power_flow: powerFlow,
    gen_state: update.gen_state ?? null,
    gen_last_state_time: update.gen_last_state_time ?? null,
    grid_status: update.grid_status ?? null,
    backup_power: update.backup_power === true,
    tou_alert: touAlert,
    systemOnline: update.monitor_online !== false,
    devices: devices.devices,
    activeDeviceIds: devices.activeDeviceIds,
  };
}

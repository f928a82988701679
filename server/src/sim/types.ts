import type { DeviceInfo, DeviceLegs, DeviceStage, DeviceState } from '../contracts';

// A device as a source declares it lives in contracts.ts (figures read it from the store's declarations);
// the simulator's names for those types stay as aliases.
export type { ApplianceKind, SpecialDeviceId } from '../contracts';
export type SimStage = DeviceStage;
export type SimDeviceState = DeviceState;
export type SimLegs = DeviceLegs;
export type SimDevice = DeviceInfo;

/** One instant of the household (sampleAt). Watts; battery_w > 0 discharging, < 0 charging. */
export interface SimSample {
  epochMs: number;
  /** Total home consumption. */
  w: number;
  solar_w: number;
  battery_w: number;
  /** What the generator supplies (0 without one, or while it is off). */
  generator_w: number;
  /** Exactly w − solar_w − battery_w − generator_w; negative means exporting. */
  grid_w: number;
  /** State of charge, 0..100 (0 without a battery). */
  battery_pct: number;
  charge_state: 'Charging' | 'Discharging' | 'Idle' | 'Full' | 'Empty';
  /** Minutes until the battery reaches its reserve at the present rate; null unless discharging. */
  battery_time_to_empty: number | null;
  /** Consumption per mains leg (sums to w). */
  legs: [number, number];
  /** Solar per leg, W, as positive numbers (the wire's aux.solar negates them). */
  solarLegs: [number, number];
  voltage: [number, number];
  hz: number;
  outdoorTempC: number;
  /** Per device (same order as household()), watts and state. Specials included. */
  devices: { device: SimDevice; w: number; state: SimDeviceState }[];
  /** 'Disconnected' during a grid outage (battery homes, sim/outage.ts). */
  grid_status: 'Connected' | 'Disconnected';
  gen_state: 'On' | 'Off';
  /** The battery carries the home while the grid is out. */
  backup_power: boolean;
}

/** Aggregates over [start + i·step, start + (i+1)·step): mean watts over each step. */
export interface SimRange {
  startMs: number;
  stepMs: number;
  count: number;
  consumption: Float64Array;
  solar: Float64Array;
  /** + discharging, − charging. */
  battery: Float64Array;
  /** consumption − solar − battery − generator (mean W). */
  grid: Float64Array;
  /** What the generator supplied (mean W; zeros without one). */
  generator: Float64Array;
  /** State of charge at the end of each step, 0..100. */
  batteryPct: Float32Array;
  /** Mean volts per leg and mean Hz over each step. */
  voltage1: Float32Array;
  voltage2: Float32Array;
  hz: Float32Array;
  /** Per-device mean watts, keyed by device id (all household devices, specials included). */
  devices?: Map<string, Float32Array>;
}

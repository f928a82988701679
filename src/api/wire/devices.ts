/**
 * Devices API wire types (hosted-api-wire-format §3.3-3.5, spec monitoring §3 and §7).
 * Shared by the browser app and the local server (type-only imports), so they cannot drift.
 * Field names are snake_case like the wire. All paths are under /apiservice/api/v1.
 *
 *   GET    /app/monitors/{monitorId}/devices/overview[?include_merged=true]  → WireDevicesOverview
 *   GET    /app/monitors/{monitorId}/devices[?include_merged=true]           → WireDevice[] (bare array)
 *   GET    /app/monitors/devicetypes                                         → WireDeviceTypes
 *   GET    /app/monitors/{monitorId}/devices/battery                         → WireBatteryInfo
 *   GET    /app/monitors/{monitorId}/devices/battery?detail=true[&scale&start] → WireDeviceDetail with `battery`
 *   GET    /app/monitors/{monitorId}/devices/inverter                        → WireInverterInfo
 *   GET    /app/monitors/{monitorId}/devices/{id}[?scale=DAY&start=ISO]      → WireDeviceDetail
 *   GET    /app/monitors/{monitorId}/devices/{id}/usage_history?scale&start  → WireDeviceUsageHistory
 *   POST   /app/monitors/{monitorId}/devices/{id}          body WireDeviceUpdate      → WireDeviceUpdateResponse
 *   DELETE /app/monitors/{monitorId}/devices/{id}          (delete | relay reset | unmerge) → WireDeviceDeleteResponse
 *   POST   /app/monitors/{monitorId}/devices/{id}/reset_data                  → WireResetDataResponse
 *   POST   /app/monitors/{monitorId}/devices/{id}/merge     body WireMergeRequest     → WireDeviceIdResponse
 *   POST   /app/monitors/{monitorId}/devices/{id}/supersede body WireSupersedeRequest → WireDeviceIdResponse
 *   POST   /app/monitors/{monitorId}/devices/{id}/encompass body WireSupersedeRequest → WireDeviceIdResponse (relays)
 *
 * Failures are WireErrorBody ({status:'error', error_reason}):
 *   400 validation / edit rules (e.g. 'please enter a name'), 404 'Device not found' (or
 *   'Monitor not found'), 409 'Updates not saved. Please try again when your monitor is online.'
 */
import type { IsoTime } from './common';
import type { DeviceTags } from './realtime';

export type { DeviceTags } from './realtime';

/** Detection stages (spec monitoring §4): Inventory shows only About, Identified adds cost,
 * Tracking adds usage, RealTime shows everything. */
export type WireDeviceStage = 'Inventory' | 'Identified' | 'Tracking' | 'RealTime';

export type WireDeviceState = 'On' | 'Off' | 'Idle';

/** Pseudo devices: never renamed, deleted or merged. `battery` is listed with its charge state, and
 * its detail is GET …/devices/battery?detail=true; `generator` exists only on generator homes. */
export type WireSpecialDeviceId = 'always_on' | 'unknown' | 'solar' | 'battery' | 'generator';
export const SPECIAL_DEVICE_IDS: readonly WireSpecialDeviceId[] = ['always_on', 'unknown', 'solar', 'battery', 'generator'];

/** Standby threshold limits in watts (spec: default 8 W, minimum 3 W; the maximum is ours). */
export const STANDBY_MIN_W = 3;
export const STANDBY_DEFAULT_W = 8;
export const STANDBY_MAX_W = 500;
/** Text limits enforced by the server. */
export const DEVICE_NAME_MAX = 64;
export const DEVICE_TEXT_MAX = 64; // location, make, model
export const DEVICE_NOTES_MAX = 2000;

/**
 * One device of the list (wire §3.3/§3.4). Tag values are strings ('true'/'false'), plus arrays
 * for PeerNames and ControlCapabilities. Tags the app reads:
 *   UserEditable, UserDeletable, UserMergeable ('true'/'false') — edit rules (settings spec §6);
 *   Virtual 'true' + MergedDevices 'a,b' — a merged (virtual) device and its members;
 *   MergeId — on a member of a merged device (only listed with include_merged=true);
 *   SupersededBy — on a device declared as connected to another (only with include_merged=true);
 *   OtherSuperseded 'true'/'false', OtherSupersededType — on a device with a supersede declaration;
 *   UserDeviceType / UserDeviceTypeDisplayString / DefaultUserDeviceType — the catalogue type;
 *   IntegrationType ('WiserRelay' for partner relays), OriginalName, DateCreated, TimelineAllowed,
 *   TimelineDefault, Alertable, UserShowBubble, UserShowInDeviceList, DeviceListAllowed.
 */
export interface WireDevice {
  id: string;
  name: string;
  icon: string;
  tags: DeviceTags;
  monitor_id: number;
  stage: WireDeviceStage;
  /** Catalogue type id (WireDeviceType.id), e.g. 'Fridge', 'HeatPump', 'DedicatedCircuit'. */
  type?: string;
  location?: string;
  make?: string;
  model?: string;
  /** As the user gave them (same values as location/make/model when set). */
  given_location?: string;
  given_make?: string;
  given_model?: string;
  /** Members of a virtual device, or what a supersede declaration says is connected; else 1. */
  number_of_devices?: number;
  /** Current fault descriptions (empty when none). */
  faults?: string[];
  /** Relays and network-detected devices: { mode: 'active' | 'off' | ... }. */
  network_state?: { mode: string };
  /** State at the time of the response (the feed keeps it live afterwards). */
  last_state?: WireDeviceState;
  /** When last_state began (the last state change the monitor saw). */
  last_state_time?: IsoTime;
  /** Always-on watts of this device (its standby draw), when known. */
  ao_w?: number;
}

/** GET …/devices/overview. `device_data_checksum` equals the feed's data_change value: when the
 * feed announces a different one, re-fetch the list. */
export interface WireDevicesOverview {
  devices: WireDevice[];
  device_data_checksum: string;
}

/** One selectable type of the catalogue. `id` is what WireDeviceUpdate.type and supersede `type` take. */
export interface WireDeviceType {
  id: string;
  display_name: string;
  icon: string;
}

export interface WireDeviceCategory {
  /** e.g. 'kitchen'. Also accepted as a supersede `type` (a chosen category). */
  id: string;
  name: string;
  display_name: string;
  icon: string;
  types: WireDeviceType[];
}

/** GET /app/monitors/devicetypes (spec: "a list named device_categories"). */
export interface WireDeviceTypes {
  device_categories: WireDeviceCategory[];
}

/**
 * Usage statistics of a consuming device, all from one yearly model (the last 365 days,
 * extrapolated when less data exists), so they agree: monthly figures are the yearly ones / 12.
 * kWh are floats; costs are integer cents. A figure that does not apply to the device is null
 * (runs and run time of Always On and Other; times on of appliances that cycle on a thermostat).
 */
export interface WireDeviceUsage {
  /** Times on per average month (yearly / 12, whole times), or null when it does not apply. */
  avg_monthly_runs: number | null;
  /** Mean run length, seconds, or null when it does not apply. */
  avg_duration: number | null;
  /** Mean power over the year, W (Always On: the 48-hour estimate). */
  avg_watts: number;
  /** yearly_KWH / 12. */
  avg_monthly_KWH: number;
  /** Share of the home's consumption over the year, %. */
  avg_monthly_pct: number;
  /** Cents: yearly cost / 12. */
  avg_monthly_cost: number;
  /** The current local month so far. */
  current_month_runs: number | null;
  current_month_KWH: number;
  /** Cents. */
  current_month_cost: number;
  /** Estimated kWh per year. */
  yearly_KWH: number;
  /** e.g. 'About 1,230 kWh a year'. */
  yearly_text: string;
  /** Cents (the UI shows 0 below 100). */
  yearly_cost: number;
  /** Present for always_on: its current (live) wattage, as opposed to the 48-hour estimate. */
  current_ao_wattage?: number;
}

/** What a producing device (solar, the battery's discharge, a generator) produces. */
export type WireProductionSource = 'solar' | 'battery' | 'generator';

/**
 * Production statistics, from the same yearly model as usage. Production is never a cost: its
 * worth is a value, in integer cents: what the home did not buy (at its rate) for the part it used
 * itself, plus the credit for the part exported (at the sell-back rate when one is set).
 */
export interface WireDeviceProduction {
  source: WireProductionSource;
  /** Mean production over the year, W. */
  avg_watts: number;
  yearly_KWH: number;
  /** e.g. 'About 8,400 kWh a year'. */
  yearly_text: string;
  /** yearly_KWH / 12. */
  avg_monthly_KWH: number;
  /** Cents a year. */
  yearly_value: number;
  /** Cents: yearly_value / 12. */
  avg_monthly_value: number;
  current_month_KWH: number;
  /** Cents. */
  current_month_value: number;
  /** Of the production, the share sent to the grid, %. */
  exported_pct: number;
}

export interface WireAlwaysOnContributor {
  id: string;
  name: string;
  icon: string;
  /** Standby watts. */
  w: number;
  /** How it is known: the monitor's sensor, a smart plug, or the user (a device they added, 'ao-<n>'). */
  sublabel?: 'sensor' | 'smart_plug' | 'user';
}

/**
 * An always-on device the user added on the always-on page (spec monitoring §2: /always_on/{id}):
 *   GET    /app/monitors/{monitorId}/always_on_devices                 → WireUserAlwaysOnDevice[]
 *   POST   /app/monitors/{monitorId}/always_on_devices  {name, watts}  → WireUserAlwaysOnDevice
 *   GET    /app/monitors/{monitorId}/always_on_devices/{id}            → WireUserAlwaysOnDevice
 *   POST   /app/monitors/{monitorId}/always_on_devices/{id} {name?, watts?} → WireUserAlwaysOnDevice
 *   DELETE /app/monitors/{monitorId}/always_on_devices/{id}            → { status: 'ok', id }
 * It is part of the always-on total (the 48-hour estimate): its watts come out of the unknown estimate.
 */
export interface WireUserAlwaysOnDevice {
  /** 'ao-<n>'; its page is /always_on/{id}. */
  id: string;
  name: string;
  icon: string;
  /** Its standby power, as the user gave it. */
  watts: number;
  /** Drawing that around the clock: kWh and cents (the home's rate) a month and a year; monthly = yearly / 12. */
  monthly_kwh: number;
  monthly_cost: number;
  yearly_kwh: number;
  yearly_cost: number;
  /** Its share of the always-on total, %. */
  share_pct: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface WireUserAlwaysOnBody {
  name?: string;
  watts?: number;
}

/** Limits of an added always-on device (the server checks them with the same numbers). */
export const ALWAYS_ON_DEVICE_MIN_W = 0.1;
export const ALWAYS_ON_DEVICE_MAX_W = 2000;
export const ALWAYS_ON_DEVICES_MAX = 50;

/** The always-on breakdown (spec monitoring §3 "Always-on object"); on the always_on detail. */
export interface WireAlwaysOn {
  description: string;
  total_watts: number;
  /** total_watts minus the listed devices. */
  unknown_watts: number;
  devices: WireAlwaysOnContributor[];
}

export type WireUsageScale = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'BILL';

/**
 * The bars of the device detail's usage chart for one period in the monitor's time zone:
 * DAY = hours (23/24/25), WEEK = 7 days from Monday, MONTH = days of the month, YEAR = 12 months,
 * BILL = days of the billing cycle (from the monitor's cycle_start day, default 1).
 * Buckets not yet reached are 0; before the device's data starts (reset_data) too.
 */
export interface WireDeviceUsageHistory {
  scale: WireUsageScale;
  /** Period start and end (exclusive), monitor-local bounds as UTC ISO times. */
  start: IsoTime;
  end: IsoTime;
  /** Number of buckets (= kwh.length). */
  steps: number;
  /** Start of each bucket (UTC ISO), for labels. */
  bucket_starts: IsoTime[];
  /** kWh per bucket. */
  kwh: number[];
  /** Cents per bucket (zeros for a producing device: see value). */
  cost: number[];
  total_kwh: number;
  /** Cents. */
  total_cost: number;
  /** For a producing device: kwh is what it produced, and this is its worth per bucket (cents). */
  value?: number[];
  total_value?: number;
  /** Mean watts over the elapsed part of the period. */
  avg_w: number;
  /** Start of the previous / next period (null when the next period is in the future). */
  previous_start: IsoTime;
  next_start: IsoTime | null;
}

export interface WireStandbyConfig {
  threshold_w: number;
  min_w: number;
  default_w: number;
  max_w: number;
}

/** GET …/devices/{id} (wire §3.5). Usage stats come from the simulator. */
export interface WireDeviceDetail {
  device: WireDevice;
  last_state: WireDeviceState;
  last_state_time: IsoTime;
  notes: string | null;
  info: string | null;
  /** Usage statistics; null for a producing device (solar, battery, generator). */
  usage: WireDeviceUsage | null;
  /** For a producing device: its production statistics. */
  production?: WireDeviceProduction;
  /** For always_on only. */
  always_on?: WireAlwaysOn;
  timeline: { visible: boolean; allowed: boolean };
  alerts: { allowed: boolean; enabled: boolean };
  blurb: { type: string; content: string };
  about: { title: string; content: string };
  progressive_usage: { avg_watts: number; yearly_cost: number; yearly_text: string };
  stage: WireDeviceStage;
  standby_config: WireStandbyConfig;
  /** 'active' for a listed device; 'merged' for a member of a merged device; 'superseded'. */
  status: 'active' | 'merged' | 'superseded';
  number_of_devices: number;
  /** When the device's data was last reset (stats count only after it), else null. */
  data_reset_at: IsoTime | null;
  /**
   * Ours: days of the year of statistics still loading (a brand-new data folder). The yearly figures
   * then come from the recent days ready, extrapolated; the app says so and asks again.
   */
  loading_days?: number;
  /** The chart for the requested ?scale=&start= (default: DAY containing now). */
  usage_history: WireDeviceUsageHistory;
  /** The battery's own figures: only on the battery's detail (GET …/devices/battery?detail=true). */
  battery?: WireBatteryInfo;
}

/**
 * POST …/devices/{id}: only the fields sent change (form or JSON). Rules (400 unless noted):
 * name trimmed, required when sent ('please enter a name'), ≤ 64; location/make/model ≤ 64
 * ('' clears); notes ≤ 2000 ('' clears); icon [a-z0-9_]{1,40}; type a catalogue type id;
 * standby_threshold_w 3..500; tags only TimelineDefault, UserShowBubble, UserShowInDeviceList
 * ('true'/'false'). Pseudo devices and devices whose UserEditable is not 'true' cannot be edited.
 */
export interface WireDeviceUpdate {
  name?: string;
  icon?: string;
  type?: string;
  location?: string;
  make?: string;
  model?: string;
  notes?: string;
  standby_threshold_w?: number;
  tags?: Partial<Record<'TimelineDefault' | 'UserShowBubble' | 'UserShowInDeviceList', 'true' | 'false'>>;
}

/** The answer to a device update: the updated device and its detail-level extras. */
export interface WireDeviceUpdateResponse {
  device: WireDevice;
  notes: string | null;
  standby_config: WireStandbyConfig;
}

/** DELETE …/devices/{id}: `unmerged` for a virtual device (its members come back), `reset` for a
 * partner relay (factory reset: no longer paired), `deleted` otherwise. */
export interface WireDeviceDeleteResponse {
  status: 'ok';
  id: string;
  action: 'deleted' | 'unmerged' | 'reset';
  /** For `unmerged`: the member ids restored. */
  restored?: string[];
}

export interface WireResetDataResponse {
  status: 'ok';
  id: string;
  data_reset_at: IsoTime;
}

/** POST …/devices/{id}/merge. `devices` is comma-joined ids; the path device is included even if
 * not listed; at least 2 distinct devices. On a virtual device it replaces the member list.
 * Optional name/icon for the merged device (default: members' names joined with ' + '). */
export interface WireMergeRequest {
  devices: string;
  name?: string;
  icon?: string;
}

/** POST …/devices/{id}/supersede (or /encompass for relays): what is connected to the device.
 * `devices` comma-joined detected device ids (may be empty); `type` PowerStrip, DedicatedCircuit or
 * a catalogue type / category id. Each call replaces the previous declaration. */
export interface WireSupersedeRequest {
  devices: string;
  other_superseded: boolean;
  type: string;
}

/** Merge / supersede / encompass answer: the (virtual or declaring) device's id. */
export interface WireDeviceIdResponse {
  id: string;
}

/** GET …/devices/battery. `present:false` (200) when the home has no battery. */
export interface WireBatteryInfo {
  present: boolean;
  id?: 'battery';
  name?: string;
  icon?: string;
  capacity_kwh?: number;
  max_power_w?: number;
  /** Reserve kept for backup, %. */
  reserve_pct?: number;
  battery_pct?: number;
  /** + discharging, − charging. */
  battery_w?: number;
  charge_state?: 'Charging' | 'Discharging' | 'Idle' | 'Full' | 'Empty';
  /** Minutes; null unless discharging. */
  time_to_empty?: number | null;
  /** Today so far, kWh. */
  today_charged_kwh?: number;
  today_discharged_kwh?: number;
}

/** GET …/devices/inverter. `present:false` (200) when the home has no solar. */
export interface WireInverterInfo {
  present: boolean;
  id?: 'solar';
  name?: string;
  icon?: string;
  /** Nameplate PV capacity, W. */
  capacity_w?: number;
  solar_w?: number;
  /** Today so far, kWh. */
  today_kwh?: number;
  make?: string;
}

import type { MonitorProfile } from '../contracts';
import type {
  WireDataChange,
  WireDeviceStates,
  WireRealtimeDevice,
  WireRealtimeUpdate,
} from '../../../src/api/wire/realtime';
import { systemDeviceName, type Locale } from '../i18n';
import { generatorSince, motorEvents, reportDevices, sampleAt, type SimSample } from '../sim';
import { declaredDevices } from '../measured';
import type { UserDeviceState } from '../contracts';
import { alwaysOnEstimateW, alwaysOnShareW } from '../devices/alwaysOn';
import { gridCostCentsPerHour, rateAt, rateOf, usageCostCents } from '../devices/money';
import { zoneRunAt } from '../rates/zones';
import { feedChecksums } from './checksums';

/** Payload builders for the feed's frames (wire §2.4-2.6). */

/** `frame` counts 60 Hz cycles since this fixed epoch (spec: epoch constant 1451424000000). */
export const FRAME_EPOCH_MS = 1451424000000;

/** Watts as the measured store keeps them (0.1 W): the feed shows what was stored (sources/simulator rounds its samples the same way). */
const rW = (x: number) => Math.round(x * 10) / 10 + 0;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function monitorInfo(profile: MonitorProfile): { features: string } {
  const base = [
    'MONITOR_RESET',
    'DEVICE_DELETION',
    'DEVICE_STATE_UPDATE',
    'NDI',
    'UPDATE_CONFIG_ACK',
    'AO_SANS_NDI',
    'CONNECTION_TEST',
    'GENERATOR',
    'SSI',
    'SPLIT_PANEL',
    'DEDICATED_CIRCUIT',
    'RTS_HISTORICAL',
    'RTU_WATTS_SIGNED',
  ];
  if (profile.relays) base.push('WISER_HOME_DEVICES', 'WISER_RELAY');
  return { features: base.join(',') };
}

export function dataChange(profile: MonitorProfile, versions: { userVersion: number; settingsVersion: number }): WireDataChange {
  return {
    ...feedChecksums(profile, versions),
    pending_events: {
      goal: { guid: '0', notification_id: null, timestamp: null },
      monitor_id: profile.id,
      new_device_found: { device_id: null, guid: '0', timestamp: null },
      type: 'GoalEvent',
    },
    settings_version: versions.settingsVersion,
    user_version: versions.userVersion,
  };
}

const stallCache = new Map<string, Set<string>>();

/** Devices whose motor stalled in the 24 hours before the current hour (cached per hour, so a
 * reconnect storm does not recompute two days of minutes per socket). */
function recentStalls(profile: MonitorProfile, nowMs: number): Set<string> {
  const hour = Math.floor(nowMs / 3_600_000);
  const key = `${profile.id}|${profile.seed}|${profile.timeZone}|${hour}`;
  let set = stallCache.get(key);
  if (!set) {
    const end = hour * 3_600_000;
    set = new Set(motorEvents(profile, end - 86_400_000, end).filter((e) => e.stall).map((e) => e.deviceId));
    if (stallCache.size >= 20_000) stallCache.delete(stallCache.keys().next().value as string);
    stallCache.set(key, set);
  }
  return set;
}

/** Every device with its mode; motors that stalled in the past day carry a MotorStall fault. */
export function deviceStates(profile: MonitorProfile, nowMs: number): WireDeviceStates {
  const sample = sampleAt(profile, nowMs);
  const stalled = recentStalls(profile, nowMs);
  const byId = new Map(sample.devices.map((d) => [d.device.id, d.state]));
  const states: WireDeviceStates['states'] = [];
  for (const d of declaredDevices(profile)) {
    if (d.special) continue;
    const s = byId.get(d.id) ?? 'Off';
    const entry: WireDeviceStates['states'][number] = { device_id: d.id, mode: s === 'Off' ? 'off' : 'active', state: 'online' };
    if (stalled.has(d.id)) entry.faults = ['MotorStall'];
    states.push(entry);
  }
  return { states, update_type: 'full' };
}

/**
 * The figures the Now cards show, as integers, all from one sample: home, solar, battery
 * (+ discharging), generator, and the grid as exactly home − solar − battery − generator, so the
 * cards and the power-flow diagram drawn from the same frame add up.
 */
export function frameWatts(profile: MonitorProfile, s: SimSample): { home: number; solar: number; battery: number; generator: number; grid: number } {
  const home = Math.round(s.w);
  const solar = profile.solar ? Math.round(s.solar_w) : 0;
  const battery = profile.battery ? Math.round(s.battery_w) : 0;
  const generator = profile.generator ? Math.round(s.generator_w) : 0;
  return { home, solar, battery, generator, grid: home - solar - battery - generator };
}

/** A 10 W dead band keeps sub-minute noise around zero from flickering the arrows. */
export const FLOW_DEAD_BAND_W = 10;

/** Where each source's power goes (e.g. solar → home and grid when exporting), from frameWatts. */
export function powerFlow(profile: MonitorProfile, s: SimSample): WireRealtimeUpdate['power_flow'] {
  const f = frameWatts(profile, s);
  const flow: WireRealtimeUpdate['power_flow'] = {};
  const exporting = f.grid < -FLOW_DEAD_BAND_W;
  const importing = f.grid > FLOW_DEAD_BAND_W;
  const charging = f.battery < -5;
  const discharging = f.battery > 5;
  if (profile.solar) {
    const to: ('home' | 'grid' | 'battery')[] = [];
    if (f.solar > 1) {
      to.push('home');
      if (charging) to.push('battery');
      if (exporting) to.push('grid');
    }
    flow.solar = to;
  }
  if (profile.battery) {
    flow.battery = discharging ? (exporting && f.battery > f.home ? ['home', 'grid'] : ['home']) : [];
  }
  flow.grid = !importing ? [] : charging && !profile.solar ? ['home', 'battery'] : ['home'];
  return flow;
}

export interface FrameOptions {
  /** Scheduled send time of the frame, ms (the tick). */
  tickMs: number;
  user?: UserDeviceState | null;
  /** The REST one-shot omits epoch and devices[].c (wire §3.8). */
  oneShot?: boolean;
}

/** The realtime_update payload for an instant, from the simulator. */
export function realtimeUpdate(profile: MonitorProfile, s: SimSample, opts: FrameOptions): WireRealtimeUpdate {
  const cost = rateAt(profile, s.epochMs);
  /** A power's cost per hour at the rate of the frame's instant, cents. */
  const cents = (w: number) => Math.round(usageCostCents(profile, w / 1000, s.epochMs));
  const sims = new Map(declaredDevices(profile).map((d) => [d.id, d]));
  const devices: WireRealtimeDevice[] = reportDevices(s, opts.user).map((d) => {
    const out: WireRealtimeDevice = { id: d.id, name: d.name, icon: d.icon, tags: d.tags, attrs: d.state === 'Idle' ? ['Idle'] : [], w: rW(d.w) };
    // Always On's figure is the 48-hour estimate (the live w is labelled live); a device's own share of it.
    const sim = sims.get(d.id);
    const ao = d.id === 'always_on' ? alwaysOnEstimateW(profile, s.epochMs) : sim ? alwaysOnShareW(profile, sim) : null;
    if (ao !== null) out.ao_w = ao;
    if (!opts.oneShot) out.c = cents(d.w);
    if (d.make) {
      out.make = d.make;
      out.given_make = d.given_make;
    }
    if (d.location) {
      out.location = d.location;
      out.given_location = d.given_location;
    }
    return out;
  });
  const fw = frameWatts(profile, s);
  const t = opts.tickMs / 1000;
  const p: WireRealtimeUpdate = {
    _stats: { brcv: r4(t - 0.021), mrcv: r4(t - 0.004), msnd: t },
    w: rW(s.w),
    d_w: fw.home,
    grid_w: fw.grid,
    // Cost now: what comes from the grid (a credit while exporting); own power costs nothing.
    c: Math.round(gridCostCentsPerHour(profile, fw.grid, s.epochMs)),
    defaultCost: cost,
    hz: r4(s.hz),
    voltage: [r4(s.voltage[0]), r4(s.voltage[1])],
    channels: [rW(s.legs[0]), rW(s.legs[1])],
    epoch: Math.floor(t),
    frame: Math.round((opts.tickMs - FRAME_EPOCH_MS) * 0.06),
    deltas: [],
    power_flow: powerFlow(profile, s),
    devices,
    grid_status: s.grid_status,
    backup_power: s.backup_power,
    monitor_online: true,
  };
  if (profile.solar) {
    p.solar_w = rW(s.solar_w);
    p.d_solar_w = fw.solar;
    p.solar_pct = s.w > 0 ? Math.min(100, Math.round((s.solar_w / s.w) * 100)) : s.solar_w > 0 ? 100 : 0;
    p.solar_c = cents(s.solar_w);
    p.aux = { solar: [rW(-s.solarLegs[0]), rW(-s.solarLegs[1])] };
  }
  if (profile.battery) {
    p.battery_w = rW(s.battery_w);
    p.d_battery_w = fw.battery;
    p.battery_pct = Math.round(s.battery_pct);
    p.charge_state = s.charge_state;
    p.battery_time_to_empty = s.battery_time_to_empty;
  }
  // While a time-of-use zone with its alert on is in force: the banner's facts (spec §2, §3).
  const run = zoneRunAt(profile, s.epochMs);
  if (run?.zone.alert) {
    const flat = rateOf(profile, null);
    p.tou_alert = {
      name: run.zone.name,
      end_time: new Date(run.endMs).toISOString(),
      cost_multiplier: flat > 0 ? Math.round((run.zone.cost / flat) * 100) / 100 : 0,
      tou_cost: run.zone.cost,
    };
  }
  if (profile.generator) {
    p.gen_state = s.gen_state;
    const since = generatorSince(profile, s.epochMs);
    if (since !== null) p.gen_last_state_time = new Date(since).toISOString();
  }
  return p;
}

/**
 * The payload for a reader of that language: system devices the user has not renamed (Always On,
 * Other, Solar) carry their names in it. The same object when nothing changes (English).
 */
export function localizeUpdate<T extends Pick<WireRealtimeUpdate, 'devices'>>(payload: T, locale: Locale, user: UserDeviceState | null | undefined): T {
  if (locale.language === 'en') return payload;
  let changed = false;
  const devices = payload.devices.map((d) => {
    const name = user?.devices?.[d.id]?.name ? null : systemDeviceName(locale, d.id);
    if (!name || name === d.name) return d;
    changed = true;
    return { ...d, name };
  });
  return changed ? { ...payload, devices } : payload;
}

/** The REST one-shot body (wire §3.8): the same payload without `epoch` and without devices[].c. */
export function oneShotUpdate(profile: MonitorProfile, s: SimSample, opts: FrameOptions): Omit<WireRealtimeUpdate, 'epoch'> {
  const { epoch: _epoch, ...rest } = realtimeUpdate(profile, s, { ...opts, oneShot: true });
  return rest;
}

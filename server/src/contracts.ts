/**
 * Contracts between the server's core (app, db, auth, routes) and the simulator + realtime feed.
 * The core owns SQLite and authentication; the simulator is a pure function of a MonitorProfile
 * and time; the feed gets everything it needs through FeedDeps, so it never touches the db.
 */
import type { EventEmitter } from 'node:events';
import type { DeviceTags } from '../../src/api/wire/realtime';
import type { Locale } from './i18n';

/** What the simulator needs to know about one monitor. Built by the core from the monitors table. */
export interface MonitorProfile {
  id: number;
  /** Deterministic seed of the simulated household. */
  seed: number;
  serialNumber: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  solar: boolean;
  battery: boolean;
  /** Relay / panel devices present (partner edition demo). */
  relays: boolean;
  /** Electricity cost in cents per kWh. */
  costCentsPerKwh: number;
  /**
   * False when the home hides costs (Show costs off; devices/money.ts costsShown): texts for people
   * (device blurbs) say nothing about money. Figures are still priced at costCentsPerKwh. Absent: shown.
   */
  showCost?: boolean;
  /** What exported energy earns, cents per kWh; null when no sell-back rate is set. */
  sellBackCentsPerKwh?: number | null;
  /** Time-of-use rates are on (monitor attributes tou_enabled). */
  touEnabled?: boolean;
  /** Exports earn the time-of-use rate rather than a fixed sell-back rate (solar_tou_enabled). */
  solarTouEnabled?: boolean;
  /** A standby generator on the aux port (monitor aux_port 'generator'). */
  generator?: boolean;
  /**
   * The user's EV charger commands (Start and Stop charging, from SQLite), oldest first. The
   * simulator honours each from its instant on (sim/ev.ts); absent or empty when there are none.
   */
  evCommands?: readonly EvCommand[];
  /** Faults the simulator plays out in this home (Labs fault detection; monitors.sim_faults, migration 9). */
  faults?: SimFaults;
  /**
   * The home's time-of-use rate zones (SQLite rate_zones, via the monitor row), oldest first; absent
   * or empty when there are none. They shape costs only while touEnabled (server/src/rates/zones.ts).
   */
  rateZones?: readonly RateZoneRule[];
}

/** A rate zone as the cost model reads it (server/src/rates/zones.ts); dates are local day numbers. */
export interface RateZoneRule {
  id: number;
  name: string;
  /** Cents per kWh. */
  cost: number;
  /** First local day, and the day after the last one (days since 1970-01-01 of the local date). */
  startDay: number;
  endDay: number;
  /** Daily window [startMs, endMs) after local midnight; equal (or allDay) is the whole day. */
  startMs: number;
  endMs: number;
  allDay: boolean;
  /** Weekdays, bit 0 = Monday … bit 6 = Sunday. */
  days: number;
  /** The feed carries tou_alert while the zone is in force. */
  alert: boolean;
  /** The dates repeat every later year. */
  rollover: boolean;
}

/** A Start or Stop charging command, effective from `atMs` (a whole second). */
export interface EvCommand {
  atMs: number;
  action: 'start' | 'stop';
}

/** Faults a simulated home may have; Labs detects them (server/src/labs). */
export interface SimFaults {
  /** The heat pump's compressor is failing: about a third of its starts stall, for longer, and it draws more. */
  failingCompressor?: boolean;
  /** A weak (loose) service neutral: each leg's voltage swings with the load imbalance between the legs. */
  weakNeutral?: boolean;
}

/** An authenticated principal, as the core verifies an access token. */
export interface Principal {
  userId: number;
  accountId: number;
  roles: string;
  /** Session (refresh-token family) id. */
  sessionId: string;
}

export interface RelayEvent {
  device_id: string;
  time: string;
  type: string;
  body: string;
}

/** Server-wide events. The core emits; the feed listens. */
export interface ServerEventMap {
  /** The user's record changed (user_version bumped). */
  'user-changed': { userId: number; userVersion: number };
  /** The user's settings changed (settings_version bumped). */
  'settings-changed': { userId: number; settingsVersion: number };
  /** A session was revoked (logout, refresh-token reuse). Open feeds of that session get close_connection. */
  'session-revoked': { sessionId: string; userId: number };
  /**
   * A timeline event for the user's monitor, to push as new_timeline_event. `item` is written in
   * English; `localized` writes it in a feed's language (each feed gets its connection's).
   */
  'timeline-event': { userId: number; monitorId: number; item: unknown; localized?: (locale: Locale) => unknown };
  /** A relay switched (partner edition panels), to push as new_relay_event; `localized` as above. */
  'relay-event': { userId: number; monitorId: number; event: RelayEvent; localized?: (locale: Locale) => RelayEvent };
}

export interface ServerEvents extends EventEmitter {
  emit<K extends keyof ServerEventMap>(event: K, payload: ServerEventMap[K]): boolean;
  on<K extends keyof ServerEventMap>(event: K, listener: (payload: ServerEventMap[K]) => void): this;
  off<K extends keyof ServerEventMap>(event: K, listener: (payload: ServerEventMap[K]) => void): this;
}

/** What the realtime feed needs from the core. */
export interface FeedDeps {
  /**
   * Stores the live samples of a tick of these monitors in the measured store (one transaction); the ids
   * of those stored. The feed publishes a monitor's tick only then (the feed shows what was stored).
   * Absent: every tick is published.
   */
  recordTick?(profiles: readonly MonitorProfile[], tickMs: number): Set<number>;
  /**
   * The feed's recent_history from the measured store: [w, solar_w] once a second for the `seconds`
   * before nowMs, null where the store has nothing (the app: measured storedRecentHistory).
   */
  recentHistory(profile: MonitorProfile, nowMs: number, seconds: number): { data: [number | null, number | null][]; start_epoch: number };
  /** Verifies an access token (signature, expiry, session not revoked). null when invalid. */
  authenticate(accessToken: string): Principal | null | Promise<Principal | null>;
  /** The monitor's profile if the user owns it, else null (a foreign id looks like a missing one). */
  monitorForUser(userId: number, monitorId: number): MonitorProfile | null;
  /** The user's current record and settings versions (for data_change). */
  versions(userId: number): { userVersion: number; settingsVersion: number };
  events: ServerEvents;
  /** The clock; tests and benchmarks may inject one. Milliseconds since the epoch. */
  now(): number;
}

/**
 * User-made state (kept in SQLite by the core) applied to what a monitor reports: renamed or
 * re-iconed devices, deleted devices, merged (virtual) devices. The measured or
 * detected loads do not change; only how they are reported does.
 */
export interface DeviceOverride {
  name?: string;
  icon?: string;
  /** Catalogue type chosen by the user (UserDeviceType). */
  type?: string;
  location?: string;
  make?: string;
  deleted?: boolean;
}

/** Detection stages (spec monitoring §4): Inventory shows only About, Identified adds cost,
 * Tracking adds usage, RealTime shows everything (and is the only stage in realtime frames). */
export type DeviceStage = 'Inventory' | 'Identified' | 'Tracking' | 'RealTime';

export type DeviceState = 'On' | 'Off' | 'Idle';

export type SpecialDeviceId = 'always_on' | 'unknown' | 'solar' | 'battery' | 'generator';

/** Which mains leg(s) a load sits on: 120 V loads on one leg, 240 V loads split evenly. */
export type DeviceLegs = 'L1' | 'L2' | 'both';

/** What a device is (the simulator's power model of it: sim/models.ts). */
export type ApplianceKind =
  | 'always_on'
  | 'unknown'
  | 'fridge'
  | 'freezer'
  | 'hvac'
  | 'water_heater'
  | 'dryer'
  | 'washer'
  | 'dishwasher'
  | 'oven'
  | 'microwave'
  | 'kettle'
  | 'lights'
  | 'tv'
  | 'pool_pump'
  | 'ev'
  | 'hair_dryer'
  | 'coffee'
  | 'sump_pump'
  | 'router'
  | 'computer'
  | 'toaster'
  | 'relay_lights'
  | 'relay_heater'
  | 'relay_garage';

/**
 * A device as its monitor's source declares it (sources/types.ts ChannelDecl.device): a measured
 * circuit or plug, a device detection found, or the home's solar, battery or generator. The store keeps
 * it with the channel (measured_channels.device); figures read the list with measured declaredDevices.
 */
export interface DeviceInfo {
  /** 8-character id from the seed, a special id, or 'relay-xxxxxxxx'. */
  id: string;
  name: string;
  icon: string;
  /** Catalogue type, e.g. Fridge, Dryer, HeatPump, ElectricVehicle, PoolPump, TV, Router. */
  type: string;
  stage: DeviceStage;
  kind: ApplianceKind | 'solar' | 'battery' | 'generator';
  special?: SpecialDeviceId;
  relay?: boolean;
  legs: DeviceLegs;
  /** Nominal running power, W (0 for the special devices). */
  ratedW: number;
  /** Motor loads draw a start spike (and occasionally stall). */
  motor: boolean;
  /** At or below this power (and above 0) the device is Idle rather than On. */
  idleW: number;
  make?: string;
  model?: string;
  location?: string;
  /** ISO date-time the device was detected (stable, from the seed). */
  dateCreated: string;
  tags: DeviceTags;
  /** What solar or a battery is rated at, as its source declares it. */
  nameplate?: Nameplate;
}

/** A producer's or a battery's rating (declared by its source; figures read it with the device). */
export interface Nameplate {
  /** Solar: the array's rating, W. */
  capacityW?: number;
  /** A battery: usable capacity (Wh), most power in or out (W), backup reserve (fraction of capacity). */
  capacityWh?: number;
  maxW?: number;
  reserve?: number;
}

export interface MergedDevice {
  id: string;
  name: string;
  icon: string;
  /** Ids of the member devices. */
  members: string[];
  /** Measured directly (a smart plug): reported whatever its members' detection stage. */
  measured?: boolean;
  /** Tags to report instead of a merged device's. */
  tags?: DeviceTags;
}

export interface UserDeviceState {
  devices?: Record<string, DeviceOverride>;
  merges?: MergedDevice[];
}

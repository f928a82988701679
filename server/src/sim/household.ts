import type { MonitorProfile } from '../contracts';
import type { DeviceTags } from '../../../src/api/wire/realtime';
import { calendarFor } from './calendar';
import { APPLIANCES, RELAYS, type ApplianceSpec } from './catalogue';
import { EvCharger, type EvSegment } from './ev';
import { profileKey } from '../home/profileKey';

export { profileKey };
import { between, deviceId, hexId, streamId, unit } from '../hash';
import { MODELS, type ModelParams, type PowerModel } from './models';
import type { ApplianceKind, SimDevice, SpecialDeviceId } from './types';

/** A device together with what its power model needs. Internal to the simulator. */
export interface DeviceRuntime {
  device: SimDevice;
  model: PowerModel;
  params: ModelParams;
  /** Stream id of the per-second noise and motor events. */
  noise: number;
  /** The minute's steps when a user command falls inside it (the EV only), else null. */
  segments?: (m: number) => EvSegment[] | null;
  /** Multiplier on the model's watts (1; more for a failing compressor). */
  gain: number;
  /** Share of motor starts that stall, and how long a stall lasts (s). */
  stallChance: number;
  stallSeconds: number;
}

/** A healthy motor: about 2% of starts stall, for four seconds. */
export const STALL_CHANCE = 0.02;
export const STALL_SECONDS = 4;
/** A failing compressor (SimFaults.failingCompressor): a third of its starts stall, for 6 s, and it draws 45% more. */
export const FAILING_COMPRESSOR = { stallChance: 0.34, stallSeconds: 6, gain: 1.45 } as const;
/** A weak neutral (SimFaults.weakNeutral): volts each leg moves per kW of imbalance between the legs. */
export const WEAK_NEUTRAL_V_PER_KW = 7;

export interface Household {
  profile: MonitorProfile;
  key: string;
  /** All devices: always_on, unknown, appliances, relays, then solar, battery and generator when present. */
  devices: SimDevice[];
  /** The devices with a power model (every consuming device: not solar or battery). */
  loads: DeviceRuntime[];
  /** The EV's plug, schedule and the user's charging commands (sim/ev.ts). */
  ev: EvCharger | null;
  /** Volts each leg moves per kW of load imbalance (0 with a sound neutral; SimFaults.weakNeutral). */
  neutralVPerKw: number;
}

/** Devices were detected over the first months after a fixed install date (stable, no clock). */
const INSTALL_MS = Date.UTC(2025, 2, 1, 15, 0, 0);

const bool = (b: boolean) => (b ? 'true' : 'false');

function specialTags(type: string, display: string, listed: boolean): DeviceTags {
  return {
    DefaultUserDeviceType: type,
    DeviceListAllowed: bool(listed),
    TimelineAllowed: 'false',
    UserDeleted: 'false',
    UserDeviceType: type,
    UserDeviceTypeDisplayString: display,
    UserEditable: 'false',
    UserMergeable: 'false',
    UserShowBubble: 'true',
    UserShowInDeviceList: bool(listed),
  };
}

function applianceTags(s: ApplianceSpec, name: string, created: string, relay: boolean): DeviceTags {
  const tags: DeviceTags = {
    Alertable: 'true',
    DateCreated: created,
    DateFirstUsage: created.slice(0, 10),
    DefaultUserDeviceType: s.type,
    DeployToMonitor: 'true',
    DeviceListAllowed: 'true',
    ModelCreatedVersion: '21',
    ModelUpdatedVersion: '34',
    name_useredit: 'false',
    NameUserGuess: 'false',
    OriginalName: name,
    PeerNames: [{ Name: name, UserDeviceType: s.type, Percent: 100, Icon: s.icon, UserDeviceTypeDisplayString: s.display }],
    Pending: 'false',
    Revoked: 'false',
    TimelineAllowed: 'true',
    TimelineDefault: 'true',
    Type: s.motor ? 'Motor' : s.type,
    UserDeletable: 'true',
    UserDeleted: 'false',
    UserDeviceType: s.type,
    UserDeviceTypeDisplayString: s.display,
    UserEditable: 'true',
    UserEditableMeta: 'true',
    UserMergeable: bool(!relay),
    UserShowBubble: 'true',
    UserShowInDeviceList: 'true',
    Virtual: 'false',
  };
  if (relay) {
    tags.IntegrationType = 'WiserRelay';
    tags.ControlCapabilities = ['OnOff'];
    tags.UserMergeable = 'false';
  }
  return tags;
}

function special(id: SpecialDeviceId, name: string, icon: string, type: string, display: string, listed: boolean): SimDevice {
  return {
    id,
    name,
    icon,
    type,
    stage: 'RealTime',
    kind: id,
    special: id,
    legs: 'both',
    ratedW: 0,
    motor: false,
    idleW: 0,
    dateCreated: new Date(INSTALL_MS).toISOString(),
    tags: specialTags(type, display, listed),
  };
}

function build(profile: MonitorProfile, key: string): Household {
  const seed = profile.seed >>> 0;
  const devices: SimDevice[] = [];
  const loads: DeviceRuntime[] = [];
  let ev: EvCharger | null = null;
  const add = (device: SimDevice, rated: number) => {
    devices.push(device);
    const s = streamId(`${device.kind}:${device.id}`);
    const failing = device.kind === 'hvac' && profile.faults?.failingCompressor === true;
    const rt: DeviceRuntime = {
      device,
      model: MODELS[device.kind as ApplianceKind],
      params: { seed, s, rated, latitude: profile.latitude },
      noise: s ^ 0x5f3759df,
      gain: failing ? FAILING_COMPRESSOR.gain : 1,
      stallChance: failing ? FAILING_COMPRESSOR.stallChance : STALL_CHANCE,
      stallSeconds: failing ? FAILING_COMPRESSOR.stallSeconds : STALL_SECONDS,
    };
    if (device.kind === 'ev') {
      const charger = new EvCharger(rt.params, calendarFor(profile.timeZone), profile.evCommands);
      ev = charger;
      if (charger.commands.length > 0) {
        rt.model = charger.model;
        rt.segments = (m) => charger.segments(m);
      }
    }
    loads.push(rt);
  };
  const ao = special('always_on', 'Always On', 'alwayson', 'AlwaysOn', 'Always On', true);
  add(ao, Math.round(between(150, 350, seed, streamId('always_on.base'))));
  add(special('unknown', 'Other', 'home', 'Unknown', 'Other', true), 1);

  const specs = [...APPLIANCES.map((s) => ({ s, relay: false })), ...(profile.relays ? RELAYS.map((s) => ({ s, relay: true })) : [])];
  specs.forEach(({ s, relay }, index) => {
    const created = new Date(INSTALL_MS + Math.floor((index * 4 + unit(seed, streamId(s.kind), 7) * 4) * 86_400_000)).toISOString();
    const rated = Math.round(between(s.ratedLo, s.ratedHi, seed, streamId(s.kind), 1));
    add(
      {
        id: relay ? `relay-${hexId(seed, s.kind)}` : deviceId(seed, s.kind),
        name: s.name,
        icon: s.icon,
        type: s.type,
        stage: s.stage,
        kind: s.kind,
        relay: relay || undefined,
        legs: s.legs,
        ratedW: rated,
        motor: s.motor,
        idleW: s.idleW,
        make: s.make,
        location: s.location,
        dateCreated: created,
        tags: applianceTags(s, s.name, created, relay),
      },
      rated,
    );
  });
  if (profile.solar) devices.push(special('solar', 'Solar', 'solar_alt', 'Solar', 'Solar', false));
  if (profile.battery) devices.push(special('battery', 'Battery', 'battery', 'Battery', 'Battery', true));
  if (profile.generator) devices.push(special('generator', 'Generator', 'generator', 'Generator', 'Generator', false));
  return { profile, key, devices, loads, ev, neutralVPerKw: profile.faults?.weakNeutral ? WEAK_NEUTRAL_V_PER_KW : 0 };
}

const households = new Map<string, Household>();

/** The household of a profile (memoised; the same profile always gives the same devices). */
export function householdOf(profile: MonitorProfile): Household {
  const key = profileKey(profile);
  let h = households.get(key);
  if (!h) {
    if (households.size >= 20_000) households.delete(households.keys().next().value as string);
    h = build(profile, key);
    households.set(key, h);
  }
  return h;
}

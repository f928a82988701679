import type { MonitorProfile } from '../contracts';
import { energyByDevice, equipment, localDay, sampleAt, sampleRange } from '../sim';
import { DEFAULT_LOCALE, t, type Locale } from '../i18n';
import type { WireBatteryInfo, WireInverterInfo } from '../../../src/api/wire/devices';

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** GET …/devices/battery (the wire shape is not public; ours is WireBatteryInfo). The name is in the reader's language. */
export function batteryInfo(profile: MonitorProfile, nowMs: number, locale: Locale = DEFAULT_LOCALE): WireBatteryInfo {
  const spec = equipment(profile).battery;
  if (!spec) return { present: false };
  const s = sampleAt(profile, nowMs);
  const to = Math.floor(nowMs / 60_000) * 60_000;
  const from = localDay(profile, nowMs).startMs;
  let charged = 0;
  let discharged = 0;
  if (to > from) {
    const r = sampleRange(profile, from, 60_000, (to - from) / 60_000);
    for (let i = 0; i < r.count; i++) {
      const w = r.battery[i]!;
      if (w > 0) discharged += w;
      else charged -= w;
    }
  }
  return {
    present: true,
    id: 'battery',
    name: t(locale, 'device.name.battery'),
    icon: 'battery',
    capacity_kwh: spec.capacityWh / 1000,
    max_power_w: spec.maxW,
    reserve_pct: Math.round(spec.reserve * 100),
    battery_pct: round(s.battery_pct, 1),
    battery_w: Math.round(s.battery_w),
    charge_state: s.charge_state,
    time_to_empty: s.battery_time_to_empty,
    today_charged_kwh: round(charged / 60 / 1000, 3),
    today_discharged_kwh: round(discharged / 60 / 1000, 3),
  };
}

/** GET …/devices/inverter: the solar inverter (nameplate, now, today so far). */
export function inverterInfo(profile: MonitorProfile, nowMs: number): WireInverterInfo {
  const { solarCapacityW } = equipment(profile);
  if (!profile.solar) return { present: false };
  const to = Math.floor(nowMs / 60_000) * 60_000;
  const today = localDay(profile, nowMs).startMs;
  const todayKwh = to > today ? (energyByDevice(profile, today, to).get('solar') ?? 0) : 0;
  return {
    present: true,
    id: 'solar',
    name: 'Solar inverter',
    icon: 'solar_alt',
    capacity_w: Math.round(solarCapacityW),
    solar_w: Math.round(sampleAt(profile, nowMs).solar_w),
    today_kwh: round(todayKwh, 3),
    make: 'Kilowatch Simulated',
  };
}

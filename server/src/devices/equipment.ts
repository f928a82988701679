import type { MonitorProfile } from '../contracts';
import { chargeState } from '../home/battery';
import { declaredEquipment, storedLatest } from '../measured';
import { localDay } from '../time/calendar';
import { dayHours } from '../trends/days';
import { DEFAULT_LOCALE, t, type Locale } from '../i18n';
import type { WireBatteryInfo, WireInverterInfo } from '../../../src/api/wire/devices';

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * GET …/devices/battery (the wire shape is not public; ours is WireBatteryInfo). The name is in the
 * reader's language. Today's energy in and out is the day model's (trends/days.ts, the measured
 * store's minutes): the same battery flows Usage shows for today.
 */
export function batteryInfo(profile: MonitorProfile, nowMs: number, locale: Locale = DEFAULT_LOCALE): WireBatteryInfo {
  const spec = declaredEquipment(profile).battery;
  if (!spec) return { present: false };
  // Now: the store's latest sample (none when the meter is not heard now: then no live figures).
  const now = storedLatest(profile, nowMs, ['battery', 'battery.soc']);
  const w = now.get('battery');
  const pct = now.get('battery.soc');
  const live: Partial<WireBatteryInfo> = {};
  if (w !== undefined && pct !== undefined) {
    live.battery_pct = round(pct, 1);
    live.battery_w = Math.round(w);
    live.charge_state = chargeState(w, pct / 100);
    live.time_to_empty = w > 5 ? Math.round(((pct / 100 - spec.reserve) * spec.capacityWh * 60) / w) : null;
  }
  const { flows } = dayHours(profile, localDay(profile, nowMs), nowMs).day;
  const charged = flows.solarToBattery + flows.gridToBattery;
  const discharged = flows.batteryToHome + flows.batteryToGrid;
  return {
    present: true,
    id: 'battery',
    name: t(locale, 'device.name.battery'),
    icon: 'battery',
    capacity_kwh: spec.capacityWh / 1000,
    max_power_w: spec.maxW,
    reserve_pct: Math.round(spec.reserve * 100),
    ...live,
    today_charged_kwh: round(charged, 3),
    today_discharged_kwh: round(discharged, 3),
  };
}

/** GET …/devices/inverter: the solar inverter (nameplate, now, today so far: the day model's solar, as Usage's today). */
export function inverterInfo(profile: MonitorProfile, nowMs: number): WireInverterInfo {
  const { solarCapacityW } = declaredEquipment(profile);
  if (!profile.solar) return { present: false };
  const todayKwh = dayHours(profile, localDay(profile, nowMs), nowMs).day.solar;
  const solarNow = storedLatest(profile, nowMs, ['solar']).get('solar');
  return {
    present: true,
    id: 'solar',
    name: 'Solar inverter',
    icon: 'solar_alt',
    capacity_w: Math.round(solarCapacityW),
    ...(solarNow !== undefined ? { solar_w: Math.round(solarNow) } : {}),
    today_kwh: round(todayKwh, 3),
    make: 'Kilowatch Simulated',
  };
}

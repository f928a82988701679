import type { EvChargerRow, EvSettingsPatch } from '../db/evChargers';
import { HttpError } from '../errors';
import { msg, type MessageKey } from '../i18n';
import type { WireEvSettings } from '../../../src/api/wire/evCharger';

/**
 * The EV charger settings' rules (spec §2 "EV charger": daily minimum miles, charge-by time, miles
 * per kWh, excess solar and minimize carbon). The app's form checks the same rules with the same
 * texts (src/features/evCharger/components/EvSettingsSchema.ts). Each failure is a 400 in the
 * request's language, before anything is written.
 */
export const EV_SETTINGS_LIMITS = { milesMin: 0, milesMax: 500, efficiencyMin: 1, efficiencyMax: 10 } as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const bad = (key: MessageKey) => new HttpError(400, msg(key));

/** What a request may send: form values arrive as text, JSON as numbers. */
export interface EvSettingsBody {
  daily_min_miles?: number | string;
  charge_by_time?: string;
  mpg_conversion?: number | string;
  use_excess_solar?: boolean;
  minimize_carbon?: boolean;
}

function numberOf(value: number | string, requiredKey: MessageKey): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') throw bad(requiredKey);
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
}

/** Checks every field sent; returns the patch to write. */
export function checkEvSettings(body: EvSettingsBody): EvSettingsPatch {
  const patch: EvSettingsPatch = {};
  if (body.daily_min_miles !== undefined) {
    const miles = numberOf(body.daily_min_miles, 'ev.settings.milesRequired');
    if (!Number.isInteger(miles) || miles < EV_SETTINGS_LIMITS.milesMin || miles > EV_SETTINGS_LIMITS.milesMax) throw bad('ev.settings.milesRange');
    patch.daily_min_miles = miles;
  }
  if (body.charge_by_time !== undefined) {
    const time = body.charge_by_time.trim();
    if (time === '') throw bad('ev.settings.timeRequired');
    if (!TIME.test(time)) throw bad('ev.settings.timeInvalid');
    patch.charge_by_time = time;
  }
  if (body.mpg_conversion !== undefined) {
    const efficiency = numberOf(body.mpg_conversion, 'ev.settings.efficiencyRequired');
    const tenths = Math.round(efficiency * 10);
    if (!Number.isFinite(efficiency) || Math.abs(efficiency * 10 - tenths) > 1e-9
      || efficiency < EV_SETTINGS_LIMITS.efficiencyMin || efficiency > EV_SETTINGS_LIMITS.efficiencyMax) {
      throw bad('ev.settings.efficiencyRange');
    }
    patch.mpg_conversion = tenths / 10;
  }
  if (body.use_excess_solar !== undefined) patch.use_excess_solar = body.use_excess_solar;
  if (body.minimize_carbon !== undefined) patch.minimize_carbon = body.minimize_carbon;
  if (Object.keys(patch).length === 0) throw bad('ev.settings.nothing');
  return patch;
}

export function toWireEvSettings(row: EvChargerRow): WireEvSettings {
  return {
    daily_min_miles: row.daily_min_miles,
    charge_by_time: row.charge_by_time,
    mpg_conversion: row.mpg_conversion,
    use_excess_solar: row.use_excess_solar === 1,
    minimize_carbon: row.minimize_carbon === 1,
  };
}

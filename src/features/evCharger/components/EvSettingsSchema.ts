import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import type { WireEvSettings } from '../types';
import { settingsMessages as m } from '../messages';

/**
 * The EV charger settings form (spec §2 "EV charger"): the same rules and texts as the server
 * (server/src/ev/settings.ts). Numbers are typed as text, so an empty field has its own message.
 */
export const MILES_MAX = 500;
export const EFFICIENCY_MIN = 1;
export const EFFICIENCY_MAX = 10;
const WHOLE = /^\d+$/;
const ONE_DECIMAL = /^\d+(\.\d)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface EvSettingsFormValues {
  daily_min_miles: string;
  charge_by_time: string;
  mpg_conversion: string;
  use_excess_solar: boolean;
  minimize_carbon: boolean;
}

export function createEvSettingsSchema(intl: IntlShape): yup.ObjectSchema<EvSettingsFormValues> {
  return yup.object({
    daily_min_miles: yup
      .string()
      .trim()
      .required(intl.formatMessage(m.milesRequired))
      .test('miles', intl.formatMessage(m.milesRange), (v) => v === undefined || (WHOLE.test(v) && Number(v) <= MILES_MAX)),
    charge_by_time: yup.string().trim().required(intl.formatMessage(m.timeRequired)).matches(TIME, intl.formatMessage(m.timeInvalid)),
    mpg_conversion: yup
      .string()
      .trim()
      .required(intl.formatMessage(m.efficiencyRequired))
      .test('efficiency', intl.formatMessage(m.efficiencyRange), (v) => v === undefined || (ONE_DECIMAL.test(v) && Number(v) >= EFFICIENCY_MIN && Number(v) <= EFFICIENCY_MAX)),
    use_excess_solar: yup.boolean().required(),
    minimize_carbon: yup.boolean().required(),
  });
}

export function initialEvSettingsValues(settings: WireEvSettings): EvSettingsFormValues {
  return {
    daily_min_miles: String(settings.daily_min_miles),
    charge_by_time: settings.charge_by_time,
    mpg_conversion: String(settings.mpg_conversion),
    use_excess_solar: settings.use_excess_solar,
    minimize_carbon: settings.minimize_carbon,
  };
}

/** The request body: every field, numbers as numbers. */
export function toEvSettings(values: EvSettingsFormValues): WireEvSettings {
  return {
    daily_min_miles: Number(values.daily_min_miles.trim()),
    charge_by_time: values.charge_by_time.trim(),
    mpg_conversion: Number(values.mpg_conversion.trim()),
    use_excess_solar: values.use_excess_solar,
    minimize_carbon: values.minimize_carbon,
  };
}

/** kWh a day for the daily miles at the car's miles per kWh (null while either is not valid). */
export function dailyKwh(values: Pick<EvSettingsFormValues, 'daily_min_miles' | 'mpg_conversion'>): number | null {
  const miles = values.daily_min_miles.trim();
  const efficiency = values.mpg_conversion.trim();
  if (!WHOLE.test(miles) || !ONE_DECIMAL.test(efficiency) || Number(efficiency) < EFFICIENCY_MIN) return null;
  return Number(miles) / Number(efficiency);
}

import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { HOME_LIMITS as L, type WireHomeAttributes, type WireHomeAttributesUpdate, type WireSolarSpecs, type WireSolarSpecsUpdate } from '../../../api/wire/home';
import { solarRules } from '../messages';
import { atMostDecimals, numberOf } from './numbers';

export interface SolarValues {
  /** As typed, cents per kWh; '' = not set (exports valued at the electricity rate). */
  sellBack: string;
  /** The sell-back follows the time-of-use rate ('Variable'). */
  solarTou: boolean;
  /** The self-powered notification: on when the threshold is above -1 (spec §5). */
  notify: boolean;
  threshold: number;
  systemRating: string;
  panelCount: string;
  panelRating: string;
}

export function initialSolarValues(a: WireHomeAttributes, specs: WireSolarSpecs): SolarValues {
  const threshold = typeof a.to_grid_threshold === 'number' ? a.to_grid_threshold : L.toGridDefault;
  return {
    sellBack: typeof a.sell_back_rate === 'number' && a.sell_back_rate >= 0 ? String(a.sell_back_rate) : '',
    solarTou: a.solar_tou_enabled === true,
    notify: threshold > L.toGridOff,
    threshold: threshold > L.toGridOff ? threshold : L.toGridDefault,
    systemRating: String(specs.system_rating),
    panelCount: String(specs.panel_count),
    panelRating: String(specs.panel_rating),
  };
}

const between = (v: string | undefined, min: number, max: number) => {
  const n = numberOf(v);
  return n !== null && n >= min && n <= max;
};

/** Spec §5: sell-back 0.001-100 with 3 decimals (unless Variable); threshold 1-100 %; specs at least 0. */
export function createSolarSchema(intl: IntlShape) {
  const specRule = (max: number, message: string, integer = false) =>
    yup.string().test('range', message, (v) => between(v, 0, max) && (!integer || Number.isInteger(numberOf(v))));
  return yup.object({
    sellBack: yup.string().when('solarTou', {
      is: false,
      then: (s) =>
        s
          .trim()
          .test('range', intl.formatMessage(solarRules.sellBackRange), (v) => !v || between(v, L.sellBackMin, L.sellBackMax))
          .test('precision', intl.formatMessage(solarRules.sellBackPrecision), (v) => !v || atMostDecimals(v, L.sellBackDecimals)),
    }),
    solarTou: yup.boolean().required(),
    notify: yup.boolean().required(),
    threshold: yup.number().when('notify', {
      is: true,
      then: (s) =>
        s
          .required(intl.formatMessage(solarRules.toGridRange))
          .integer(intl.formatMessage(solarRules.toGridRange))
          .min(L.toGridMin, intl.formatMessage(solarRules.toGridRange))
          .max(L.toGridMax, intl.formatMessage(solarRules.toGridRange)),
    }),
    systemRating: specRule(L.solarRatingMax, intl.formatMessage(solarRules.systemRatingRange, { max: L.solarRatingMax })),
    panelCount: specRule(L.panelCountMax, intl.formatMessage(solarRules.panelCountRange, { max: L.panelCountMax }), true),
    panelRating: specRule(L.panelRatingMax, intl.formatMessage(solarRules.panelRatingRange, { max: L.panelRatingMax })),
  });
}

/** What a save sends: the changed specs (or null), then the changed attributes. */
export function solarChanges(initial: SolarValues, values: SolarValues): { specs: WireSolarSpecsUpdate | null; changes: WireHomeAttributesUpdate } {
  const specs: WireSolarSpecsUpdate = {};
  if (numberOf(values.systemRating) !== numberOf(initial.systemRating)) specs.system_rating = numberOf(values.systemRating) ?? 0;
  if (numberOf(values.panelCount) !== numberOf(initial.panelCount)) specs.panel_count = numberOf(values.panelCount) ?? 0;
  if (numberOf(values.panelRating) !== numberOf(initial.panelRating)) specs.panel_rating = numberOf(values.panelRating) ?? 0;
  const changes: WireHomeAttributesUpdate = {};
  if (values.solarTou !== initial.solarTou) changes.solar_tou_enabled = values.solarTou;
  if (!values.solarTou && numberOf(values.sellBack) !== numberOf(initial.sellBack)) changes.sell_back_rate = numberOf(values.sellBack) ?? L.sellBackNotSet;
  const threshold = values.notify ? values.threshold : L.toGridOff;
  const before = initial.notify ? initial.threshold : L.toGridOff;
  if (threshold !== before) changes.to_grid_threshold = threshold;
  return { specs: Object.keys(specs).length > 0 ? specs : null, changes };
}

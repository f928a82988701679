import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { HOME_LIMITS as L, type WireHomeAttributes, type WireHomeAttributesUpdate } from '../../../api/wire/home';
import { electricityRules } from '../messages';
import { atMostDecimals } from './numbers';
import { costsShownBy } from '../../../app/session/sessionSelectors';

export interface ElectricityValues {
  showCost: boolean;
  /** As typed, in cents per kWh. */
  cost: string;
  /** '-1' (Not set) or '1'…'28'. */
  cycleStart: string;
  touEnabled: boolean;
}

export const CYCLE_DAYS = Array.from({ length: L.cycleStartMax - L.cycleStartMin + 1 }, (_, i) => i + L.cycleStartMin);

/**
 * Null or -1 counts as not configured (spec §5); a hidden cost (-1) starts from the default 10.42. The
 * switch reads as the rest of the app shows costs (costsShownBy): a home with no cost set shows them at the default.
 */
export function initialElectricityValues(a: WireHomeAttributes): ElectricityValues {
  const hasCost = typeof a.cost === 'number' && a.cost >= 0;
  const cycle = a.cycle_start;
  return {
    showCost: costsShownBy(a),
    cost: String(hasCost ? a.cost : L.costDefault),
    cycleStart: typeof cycle === 'number' && cycle >= L.cycleStartMin ? String(cycle) : String(L.cycleNotSet),
    touEnabled: a.tou_enabled === true,
  };
}

/** Spec §5: the cost is 0-999 cents with at most 3 decimals (needed while costs show); the cycle Not set or 1-28. */
export function createElectricitySchema(intl: IntlShape) {
  return yup.object({
    showCost: yup.boolean().required(),
    cost: yup.string().when('showCost', {
      is: true,
      then: (s) =>
        s
          .trim()
          .required(intl.formatMessage(electricityRules.costRequired))
          .test('range', intl.formatMessage(electricityRules.costRange), (v) => v === undefined || (Number(v) >= L.costMin && Number(v) <= L.costMax))
          .test('precision', intl.formatMessage(electricityRules.costPrecision), (v) => v === undefined || atMostDecimals(v, L.costDecimals)),
    }),
    cycleStart: yup
      .string()
      .test('cycle', intl.formatMessage(electricityRules.cycleRange), (v) => v === String(L.cycleNotSet) || CYCLE_DAYS.map(String).includes(v ?? '')),
    touEnabled: yup.boolean().required(),
  });
}

/** The changed settings only; hiding costs saves the cost as -1 (spec §5). */
export function electricityChanges(initial: ElectricityValues, values: ElectricityValues): WireHomeAttributesUpdate {
  const changes: WireHomeAttributesUpdate = {};
  if (!values.showCost) {
    if (initial.showCost) changes.cost = -1;
  } else if (!initial.showCost || Number(values.cost) !== Number(initial.cost)) changes.cost = Number(values.cost);
  if (values.cycleStart !== initial.cycleStart) changes.cycle_start = Number(values.cycleStart);
  if (values.touEnabled !== initial.touEnabled) changes.tou_enabled = values.touEnabled;
  return changes;
}

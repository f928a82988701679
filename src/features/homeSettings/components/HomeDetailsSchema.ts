import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { CANADIAN_UNUSED_LETTERS, HOME_OPTION_FIELDS, POSTAL_CODE_PATTERN, type HomeOptionField, type WireHomeAttributes, type WireHomeAttributesUpdate } from '../../../api/wire/home';
import { homeRules } from '../messages';

export type HomeDetailsValues = { postal_code: string } & Record<HomeOptionField, string>;

/** The form's values: the postal code as stored, each option by its key ('' when not chosen). */
export function initialHomeValues(a: WireHomeAttributes): HomeDetailsValues {
  const values = { postal_code: a.postal_code ?? '' } as HomeDetailsValues;
  for (const f of HOME_OPTION_FIELDS) values[f] = a[`${f}_key`] ?? '';
  return values;
}

/** A postal code of the right shape that Canada Post never uses (spec §5 'Invalid postal code'). */
export const isUnusedCanadianCode = (code: string): boolean => /^[A-Za-z]/.test(code) && CANADIAN_UNUSED_LETTERS.test(code.replace(' ', ''));

/**
 * Spec §5: the postal code is 5 digits, or letter-digit-letter space digit-letter-digit, or empty
 * ('Please enter a valid US or Canadian postal code.'); one of that shape that no area uses is
 * 'Invalid postal code' (the server also knows which ZIP prefixes belong to no state).
 */
export function createHomeDetailsSchema(intl: IntlShape) {
  const postal = yup
    .string()
    .trim()
    .test('format', intl.formatMessage(homeRules.postalFormat), (v) => !v || POSTAL_CODE_PATTERN.test(v))
    .test('area', intl.formatMessage(homeRules.postalInvalid), (v) => !v || !POSTAL_CODE_PATTERN.test(v) || !isUnusedCanadianCode(v));
  const shape: Record<string, yup.AnySchema> = { postal_code: postal };
  for (const f of HOME_OPTION_FIELDS) shape[f] = yup.string();
  return yup.object(shape);
}

/**
 * Spec §4: saving sends only non-empty fields (option fields by key). Home details of a new home
 * (progress PENDING) are marked COMPLETED by their first save (Continue).
 */
export function homeDetailsChanges(values: HomeDetailsValues, pending: boolean): WireHomeAttributesUpdate {
  const changes: WireHomeAttributesUpdate = {};
  const postal = values.postal_code.trim();
  if (postal) changes.postal_code = postal;
  for (const f of HOME_OPTION_FIELDS) if (values[f]) changes[`${f}_key`] = values[f];
  if (pending) changes.home_info_survey_progress = 'COMPLETED';
  return changes;
}

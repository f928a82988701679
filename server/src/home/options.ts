import type { HomeOptionField, WireAttributeOptions } from '../../../src/api/wire/home';
import { en, t, type Locale, type MessageKey } from '../i18n';

/**
 * The home details options (spec §3 Settings home; wire §3.1 "_key fields"): each field's keys in
 * display order. A key's text is the catalogue entry `home.option.<key>`; the monitor attributes
 * keep the English text beside the key (`home_type: 'Single family'`, `home_type_key:
 * 'home_type_single_family'`), as the hosted API's login response shows them.
 */
export const HOME_OPTIONS: Record<HomeOptionField, readonly string[]> = {
  home_type: ['single_family', 'townhouse', 'duplex', 'apartment', 'condominium', 'mobile_home'].map((k) => `home_type_${k}`),
  home_size_type: ['500', '1000', '1250', '1500', '1750', '2000', '2250', '2500', '2750', '3000', '3250', '3500', '4000', '5000'].map((k) => `home_size_type_${k}`),
  year_built_type: ['before_1950', '1950s', '1960s', '1970s', '1980s', '1990s', '2000s', '2010s', '2020s'].map((k) => `year_built_type_${k}`),
  number_of_occupants: ['1', '2', '3', '4', '5', '6'].map((k) => `number_of_occupants_${k}`),
  basement_type: ['none', 'unfinished', 'finished', 'crawl_space'].map((k) => `basement_type_${k}`),
  occupancy_type: ['full_time', 'part_time', 'vacation', 'rented'].map((k) => `occupancy_type_${k}`),
};

const keyOf = (key: string) => `home.option.${key}` as MessageKey;

/** The text of an option key in the locale. */
export const optionText = (locale: Locale, key: string): string => t(locale, keyOf(key));

/** The English text kept in the attributes. */
export const optionEnglish = (key: string): string => en[keyOf(key)];

export const isOptionKey = (field: HomeOptionField, key: string): boolean => HOME_OPTIONS[field].includes(key);

/** The key of a stored English text (older rows and the seed keep only the text), or null. */
export function keyOfText(field: HomeOptionField, text: string | null | undefined): string | null {
  if (!text) return null;
  const wanted = text.trim().toLowerCase();
  return HOME_OPTIONS[field].find((k) => optionEnglish(k).toLowerCase() === wanted) ?? null;
}

/** GET /app/monitors/attributes/options in the locale. */
export function attributeOptions(locale: Locale): WireAttributeOptions {
  return Object.fromEntries(
    Object.entries(HOME_OPTIONS).map(([field, keys]) => [field, keys.map((key) => ({ key, display: optionText(locale, key) }))]),
  ) as WireAttributeOptions;
}

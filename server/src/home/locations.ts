import type { WireElectricityCost } from '../../../src/api/wire/home';
import { CANADIAN_UNUSED_LETTERS, POSTAL_CODE_PATTERN } from './limits';
import { t, type Locale, type MessageKey } from '../i18n';

/**
 * Where a home is (postal code → state or province) and what electricity costs there on average.
 * The averages are approximate residential rates in cents per kWh (US: EIA state averages, Canada:
 * provincial utilities, both rounded, 2024), for the electricity info page's per-location list;
 * a home's own rate is what the user enters.
 */
export type Country = 'US' | 'CA';

interface Location {
  id: number;
  abbreviation: string;
  country: Country;
  /** Catalogue key of a name that differs by language; else the proper name itself. */
  name: string;
  cost: number;
}

const US_STATES: [string, string, number][] = [
  ['AL', 'Alabama', 15.1], ['AK', 'Alaska', 24.9], ['AZ', 'Arizona', 14.9], ['AR', 'Arkansas', 12.4], ['CA', 'California', 31.2],
  ['CO', 'Colorado', 15.2], ['CT', 'Connecticut', 28.6], ['DE', 'Delaware', 16.7], ['DC', 'District of Columbia', 19.2],
  ['FL', 'Florida', 15.3], ['GA', 'Georgia', 14.4], ['HI', 'Hawaii', 42.1], ['ID', 'Idaho', 11.4], ['IL', 'Illinois', 16.1],
  ['IN', 'Indiana', 15.6], ['IA', 'Iowa', 13.4], ['KS', 'Kansas', 14.2], ['KY', 'Kentucky', 13.1], ['LA', 'Louisiana', 12.2],
  ['ME', 'Maine', 26.4], ['MD', 'Maryland', 18.4], ['MA', 'Massachusetts', 29.9], ['MI', 'Michigan', 19.4], ['MN', 'Minnesota', 15.4],
  ['MS', 'Mississippi', 13.6], ['MO', 'Missouri', 13.3], ['MT', 'Montana', 12.9], ['NE', 'Nebraska', 11.9], ['NV', 'Nevada', 14.6],
  ['NH', 'New Hampshire', 23.7], ['NJ', 'New Jersey', 19.5], ['NM', 'New Mexico', 14.5], ['NY', 'New York', 24.1],
  ['NC', 'North Carolina', 14.1], ['ND', 'North Dakota', 11.2], ['OH', 'Ohio', 16.2], ['OK', 'Oklahoma', 12.6], ['OR', 'Oregon', 14.4],
  ['PA', 'Pennsylvania', 18.2], ['RI', 'Rhode Island', 29.2], ['SC', 'South Carolina', 14.6], ['SD', 'South Dakota', 12.9],
  ['TN', 'Tennessee', 12.9], ['TX', 'Texas', 14.9], ['UT', 'Utah', 12.2], ['VT', 'Vermont', 22.4], ['VA', 'Virginia', 14.9],
  ['WA', 'Washington', 12.9], ['WV', 'West Virginia', 14.6], ['WI', 'Wisconsin', 17.8], ['WY', 'Wyoming', 12.4],
  ['PR', 'Puerto Rico', 26.6],
];

const CA_PROVINCES: [string, string, number][] = [
  ['AB', 'Alberta', 19.0], ['BC', 'home.province.BC', 12.8], ['MB', 'Manitoba', 10.6], ['NB', 'home.province.NB', 14.8],
  ['NL', 'home.province.NL', 14.3], ['NS', 'home.province.NS', 18.9], ['NT', 'home.province.NT', 40.2], ['NU', 'Nunavut', 40.7],
  ['ON', 'Ontario', 13.9], ['PE', 'home.province.PE', 17.6], ['QC', 'home.province.QC', 7.9], ['SK', 'Saskatchewan', 18.5],
  ['YT', 'Yukon', 20.6],
];

const NATIONAL: Record<Country, Location> = {
  US: { id: 1, abbreviation: 'US', country: 'US', name: 'home.country.US', cost: 17.0 },
  CA: { id: 100, abbreviation: 'CA', country: 'CA', name: 'home.country.CA', cost: 14.5 },
};

const LOCATIONS: Location[] = [
  NATIONAL.US,
  ...US_STATES.map(([abbreviation, name, cost], i) => ({ id: 2 + i, abbreviation, country: 'US' as const, name, cost })),
  NATIONAL.CA,
  ...CA_PROVINCES.map(([abbreviation, name, cost], i) => ({ id: 101 + i, abbreviation, country: 'CA' as const, name, cost })),
];

const nameIn = (locale: Locale, l: Location) => (l.name.startsWith('home.') ? t(locale, l.name as MessageKey) : l.name);
const wire = (locale: Locale, l: Location): WireElectricityCost => ({ id: l.id, location: nameIn(locale, l), abbreviation: l.abbreviation, cost: l.cost });

/** GET /app/electricity_cost?location=: the country's average first, then its states or provinces by name. */
export function electricityCosts(locale: Locale, country: Country): WireElectricityCost[] {
  const national = wire(locale, NATIONAL[country]);
  const rest = LOCATIONS.filter((l) => l.country === country && l !== NATIONAL[country]).map((l) => wire(locale, l));
  rest.sort((a, b) => a.location.localeCompare(b.location, locale.tag));
  return [national, ...rest];
}

/** The attributes' `electricity_cost`: the state's or province's average with the country's beside it. */
export function electricityCostOf(locale: Locale, state: string | null) {
  const l = state ? LOCATIONS.find((x) => x.abbreviation === state && x !== NATIONAL[x.country]) : undefined;
  if (!l) return null;
  const national = NATIONAL[l.country];
  return { ...wire(locale, l), national_electricity_cost: wire(locale, national), national_electricity_cost_id: national.id };
}

// ---- Postal codes ------------------------------------------------------------------------------

/** US ZIP code prefixes (first three digits, inclusive ranges) by state. */
const ZIP3: [number, number, string][] = [
  [5, 5, 'NY'], [6, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'],
  [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'],
  [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'],
  [300, 319, 'GA'], [320, 339, 'FL'], [341, 342, 'FL'], [344, 344, 'FL'], [346, 347, 'FL'], [349, 349, 'FL'], [350, 369, 'AL'],
  [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'], [430, 458, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'],
  [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'],
  [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'], [730, 749, 'OK'], [750, 799, 'TX'],
  [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'],
  [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** Canadian postal districts by the first letter. */
const FSA_LETTER: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

export type PostalCheck =
  | { ok: true; code: string; state: string; country: Country }
  | { ok: false; reason: 'format' | 'unknown' };

/**
 * Spec §5: 5 digits, or letter-digit-letter space digit-letter-digit. A code of that shape that no
 * US state or Canadian province uses (an unassigned ZIP prefix; a letter Canada Post never uses) is
 * 'unknown'. Canadian codes are stored upper-case with the space.
 */
export function checkPostalCode(raw: string): PostalCheck {
  const v = raw.trim();
  if (!POSTAL_CODE_PATTERN.test(v)) return { ok: false, reason: 'format' };
  if (/^\d{5}$/.test(v)) {
    const prefix = Number(v.slice(0, 3));
    const hit = ZIP3.find(([a, b]) => prefix >= a && prefix <= b);
    return hit ? { ok: true, code: v, state: hit[2], country: 'US' } : { ok: false, reason: 'unknown' };
  }
  const compact = v.replace(' ', '').toUpperCase();
  const province = FSA_LETTER[compact[0]!];
  if (!province || CANADIAN_UNUSED_LETTERS.test(compact)) return { ok: false, reason: 'unknown' };
  return { ok: true, code: `${compact.slice(0, 3)} ${compact.slice(3)}`, state: province, country: 'CA' };
}

/** The country of a state or province abbreviation (US when unknown). */
export const countryOfState = (state: string | null | undefined): Country =>
  state && CA_PROVINCES.some(([a]) => a === state) ? 'CA' : 'US';

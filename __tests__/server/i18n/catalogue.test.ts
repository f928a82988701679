/** @jest-environment node */
import { CATALOGUE_IDS, deviceTypes } from '../../../server/src/devices/catalogue';
import {
  CATALOGUES, en, formatNumber, LANGUAGES, localeFromTag, parseMessage, placeholdersOf, resolveLocale, t, type MessageKey,
} from '../../../server/src/i18n';

const keys = Object.keys(en) as MessageKey[];
/** ICU versions differ in which no-break spaces they write (1 700, 11:42 PM): compare them as spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const fr = resolveLocale(['fr-CA']);
const es = resolveLocale(['es-US']);
const english = resolveLocale([]);

describe('the server message catalogues', () => {
  test.each(LANGUAGES)('%s has every key of en and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...keys].sort());
  });

  test.each(LANGUAGES.filter((l) => l !== 'en'))('%s uses the same placeholders as en in every message', (language) => {
    const differ = keys.filter((key) => placeholdersOf(CATALOGUES[language][key]).join() !== placeholdersOf(en[key]).join());
    expect(differ).toEqual([]);
  });

  test.each(LANGUAGES)('every %s message parses and is not empty', (language) => {
    for (const key of keys) {
      const text = CATALOGUES[language][key];
      expect(() => parseMessage(text)).not.toThrow();
      expect(text.trim()).not.toBe('');
    }
  });

  test('es and fr are translated: no message is left as the English one, bar names that read the same', () => {
    const same = (language: 'es' | 'fr') => keys.filter((key) => CATALOGUES[language][key] === en[key]);
    // 'Solar' and 'Motor' are Spanish words too; '{n} minutes' is French.
    // Home settings: occupant counts are numbers; 'No', 'Quebec', 'Duplex', 'Canada' and 'Aquarium' read the same.
    const occupants = [1, 2, 3, 4, 5].map((n) => `home.option.number_of_occupants_${n}`);
    expect(same('es')).toEqual(['device.name.solar', 'deviceType.Motor', ...occupants, 'home.province.QC', 'survey.answer.2', 'survey.answer.13']);
    expect(same('fr')).toEqual(['duration.minutes', 'home.option.home_type_duplex', ...occupants, 'home.country.CA', 'survey.answer.52']);
  });

  test('every type and category of the device catalogue has a name in every language', () => {
    for (const id of CATALOGUE_IDS.types) expect(keys).toContain(`deviceType.${id}`);
    for (const id of CATALOGUE_IDS.categories) expect(keys).toContain(`deviceCategory.${id}`);
    const kitchen = deviceTypes(fr).device_categories.find((c) => c.id === 'kitchen')!;
    expect(kitchen.display_name).toBe('Cuisine');
    expect(kitchen.types.find((x) => x.id === 'Fridge')!.display_name).toBe('Réfrigérateur');
    expect(deviceTypes(english).device_categories.find((c) => c.id === 'kitchen')!.types[0]!.display_name).toBe('Fridge');
  });
});

describe('t', () => {
  test('fills in placeholders, and writes numbers in the locale', () => {
    expect(t(english, 'device.yearly.about', { kwh: 1700 })).toBe('About 1,700 kWh a year');
    expect(plain(t(fr, 'device.yearly.about', { kwh: 1700 }))).toBe('Environ 1 700 kWh par an');
    expect(plain(t(resolveLocale(['fr-FR']), 'device.yearly.about', { kwh: 12000 }))).toBe('Environ 12 000 kWh par an');
    expect(t(es, 'device.yearly.about', { kwh: 1700 })).toBe('Unos 1,700 kWh al año');
    expect(t(resolveLocale(['es-ES']), 'device.yearly.about', { kwh: 12000 })).toBe('Unos 12.000 kWh al año');
  });

  test('leaves typed text as it is', () => {
    expect(t(fr, 'timeline.device.on', { name: 'Sèche {linge} #1' })).toBe('Sèche {linge} #1 s’est allumé');
  });

  test('chooses plural forms by the locale’s rules', () => {
    expect(t(english, 'timeline.device.onTimes', { name: 'Dryer', count: 1 })).toBe('Dryer turned on 1 time');
    expect(t(english, 'timeline.device.onTimes', { name: 'Dryer', count: 3 })).toBe('Dryer turned on 3 times');
    expect(t(es, 'timeline.device.onTimes', { name: 'Secadora', count: 2 })).toBe('Secadora se encendió 2 veces');
    expect(t(fr, 'duration.hours', { n: 1 })).toBe('1 heure');
    expect(t(fr, 'duration.hours', { n: 2 })).toBe('2 heures');
    expect(t(fr, 'auth.tooManySignIns', { minutes: 15 })).toBe('Trop de tentatives de connexion. Réessayez dans 15 minutes.');
  });

  test('writes dates and times in the locale and the given time zone', () => {
    const ms = Date.UTC(2026, 10, 21, 4, 42); // 23:42 on Nov 20 in New York
    const date = { ms, timeZone: 'America/New_York', style: 'monthDay' } as const;
    const time = { ms, timeZone: 'America/New_York', style: 'time' } as const;
    const body = (locale: typeof fr) => plain(t(locale, 'timeline.peak.body', { watts: 11250, date, time }));
    expect(body(english)).toBe('Your home drew 11,250 W on Nov 20 at 11:42 PM, more than on any of the 30 days before.');
    expect(body(fr)).toBe('Votre maison a tiré 11 250 W le 20 nov. à 23 h 42, plus que lors des 30 jours précédents.');
    expect(body(resolveLocale(['fr-FR']))).toContain('le 20 nov. à 23:42');
    expect(t(fr, 'device.info.detected', { date: { ms, timeZone: 'Europe/Paris', style: 'longDate' } })).toBe('Détecté le 21 novembre 2026');
  });

  test('a missing value shows its placeholder instead of failing', () => {
    expect(t(english, 'device.about.title')).toBe('About {name}');
  });

  test('formatNumber keeps one decimal at most', () => {
    expect(formatNumber(english, 1234.56)).toBe('1,234.6');
    expect(formatNumber(localeFromTag('fr')!, 0.5)).toBe('0,5');
    expect(plain(formatNumber(localeFromTag('fr')!, 1234.56))).toBe('1 234,6');
  });

  test('malformed messages are refused', () => {
    expect(() => parseMessage('{n, plural, one {# a}}')).toThrow(/other/);
    expect(() => parseMessage('{name')).toThrow();
    expect(() => parseMessage('a } b')).toThrow();
    expect(() => parseMessage('{n, select, a {x} other {y}}')).toThrow(/unknown argument type/);
  });
});

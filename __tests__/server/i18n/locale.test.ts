/** @jest-environment node */
import { acceptedTags, DEFAULT_LOCALE, feedLocale, localeFromTag, requestLocale, resolveLocale } from '../../../server/src/i18n';

describe('locale resolution', () => {
  test('a supported tag gives its language, with its region or the app’s default region', () => {
    expect(localeFromTag('fr')).toEqual({ language: 'fr', tag: 'fr-CA' });
    expect(localeFromTag('fr-FR')).toEqual({ language: 'fr', tag: 'fr-FR' });
    expect(localeFromTag('ES_mx')).toEqual({ language: 'es', tag: 'es-MX' });
    expect(localeFromTag('es-419')).toEqual({ language: 'es', tag: 'es-419' });
    expect(localeFromTag('fr-Latn-BE')).toEqual({ language: 'fr', tag: 'fr-BE' });
    expect(localeFromTag('en')).toBe(DEFAULT_LOCALE);
    // The same tag is the same object (feeds group frames by it).
    expect(localeFromTag('fr-CA')).toBe(localeFromTag('fr'));
  });

  test('unsupported or malformed tags give nothing', () => {
    for (const tag of ['de-DE', 'pt', '', '*', 'x'.repeat(40), undefined, null]) expect(localeFromTag(tag)).toBeNull();
  });

  test('Accept-Language is read by quality, then by order', () => {
    expect(acceptedTags('de;q=0.9, fr-FR, en;q=0.8')).toEqual(['fr-FR', 'de', 'en']);
    expect(acceptedTags('es;q=0, fr;q=0.5, *')).toEqual(['fr']);
    expect(acceptedTags(undefined)).toEqual([]);
  });

  test('the UI language comes first, then Accept-Language, then English', () => {
    expect(resolveLocale(['fr-CA'], 'es')).toEqual({ language: 'fr', tag: 'fr-CA' });
    expect(resolveLocale(['de-DE'], 'de, es-ES;q=0.8, fr;q=0.5')).toEqual({ language: 'es', tag: 'es-ES' });
    expect(resolveLocale([undefined], 'de, it')).toBe(DEFAULT_LOCALE);
    expect(resolveLocale([])).toBe(DEFAULT_LOCALE);
  });

  test('a request: X-Sense-UI-Language, then Accept-Language', () => {
    expect(requestLocale({ headers: { 'x-sense-ui-language': 'es-US', 'accept-language': 'fr' } }).language).toBe('es');
    expect(requestLocale({ headers: { 'accept-language': 'fr-FR,fr;q=0.9' } }).tag).toBe('fr-FR');
    expect(requestLocale({ headers: { 'x-sense-ui-language': 'klingon', 'accept-language': 'de' } })).toBe(DEFAULT_LOCALE);
  });

  test('a feed connection: ui_language (or sense_ui_language) on the URL, then the headers', () => {
    expect(feedLocale({ headers: { 'accept-language': 'es' }, query: { ui_language: 'fr-CA' } }).language).toBe('fr');
    expect(feedLocale({ headers: {}, query: { sense_ui_language: 'es-US' } }).language).toBe('es');
    expect(feedLocale({ headers: { 'accept-language': 'es' }, query: { ui_language: ['fr'] } }).language).toBe('es');
    expect(feedLocale({ headers: {} })).toBe(DEFAULT_LOCALE);
  });
});

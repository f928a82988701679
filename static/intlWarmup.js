// A dedicated worker that static/boot.js starts while the app's scripts download. It loads the
// browser's number, date, time-zone and plural data, then ends. That data is shared by the whole
// page, so the main thread's first Intl.NumberFormat (tens of milliseconds on its own, more on a
// phone) then takes well under a millisecond, and none of that work lands on the main thread.
// The locales are the app's regional forms (src/i18n/locales.ts), the browser's own first.
try {
  const locales = [self.navigator.language, 'en-US', 'es-US', 'fr-CA'];
  for (const locale of locales) {
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5);
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', weekday: 'long', timeZone: 'America/New_York' }).format(0);
    new Intl.DateTimeFormat(locale).format(0);
    new Intl.PluralRules(locale).select(1);
  }
} catch {
  // no Intl, or an unknown locale: the app formats without this head start
}
self.close();

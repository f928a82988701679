// A dedicated worker that static/boot.js starts while the app's scripts download. It loads the
// browser's number, date, time-zone and plural data, then ends. That data is shared by the whole
// page, so the main thread's first Intl.NumberFormat (tens of milliseconds on its own, more on a
// phone) then takes well under a millisecond, and none of that work lands on the main thread.
// The locales are the app's regional forms (src/i18n/locales.ts), the browser's own first.
try {
  for (const locale of [navigator.language, 'en-US', 'es-US', 'fr-CA']) {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.DateTimeFormat(locale, { weekday: 'long', hour: 'numeric', timeZone: 'America/New_York' }).format(0);
    new Intl.PluralRules(locale).select(1);
  }
} catch {
  // no Intl, or an unknown locale: the app formats without this head start
}
close();

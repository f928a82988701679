import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { REGIONAL_LOCALES } from '../../src/i18n/locales';

// static/intlWarmup.js is a file of its own (not bundled), so it cannot import the app's locales:
// this keeps its list in step with src/i18n/locales.ts.
const source = fs.readFileSync(path.join(__dirname, '../../static/intlWarmup.js'), 'utf8');

describe('the formatting-data worker (static/intlWarmup.js)', () => {
  it('warms the browser\'s language and every regional form the app formats in, then closes', () => {
    const used: string[] = [];
    const record = (Real: new (locale: string, options?: object) => object) =>
      function (locale: string, options?: object) {
        used.push(locale);
        return new Real(locale, options);
      };
    let closed = false;
    const context = {
      navigator: { language: 'de-DE' },
      Intl: { NumberFormat: record(Intl.NumberFormat), DateTimeFormat: record(Intl.DateTimeFormat), PluralRules: record(Intl.PluralRules) },
      close: () => {
        closed = true;
      },
    };
    vm.runInNewContext(source, context);
    expect(new Set(used)).toEqual(new Set(['de-DE', ...Object.values(REGIONAL_LOCALES)]));
    expect(closed).toBe(true);
  });
});

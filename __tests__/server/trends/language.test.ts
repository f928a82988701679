/** @jest-environment node */
import { stopTrendWarming } from '../../../server/src/trends/prepare';
import type { WireComparisons, WireTrends } from '../../../src/api/wire/trends';
import { API, bearer, createClock, signIn, startTestApp, type TestApp } from '../support/harness';

// A weekday in early March: last week is whole, so usage_text compares like for like.
const clock = createClock(Date.UTC(2026, 2, 10, 15, 0, 0));
let t: TestApp;
let token: string;
let monitor: number;
beforeAll(async () => {
  t = await startTestApp({ clock });
  const d = await signIn(t.app, 'demo@example.com');
  token = d.access_token;
  monitor = d.monitors[0]!.id;
});
afterEach(() => stopTrendWarming());
afterAll(() => t.close());

/** A GET in a UI language, as the app sends it (X-Sense-UI-Language). */
async function getIn<T>(language: string, path: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `${API}${path}`, headers: { ...bearer(token), 'x-sense-ui-language': language } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('trends texts follow the request language', () => {
  const path = () => `/app/history/trends?monitor_id=${monitor}&scale=WEEK&start=2026-03-04T12:00:00Z`;

  it('English: stat labels, displays and usage_text; every stat names its figure', async () => {
    const b = await getIn<WireTrends>('en-US', path());
    expect(b.stats.map((s) => s.id)).toEqual(['usage', 'cost', 'average_power', 'production', 'self_powered']);
    expect(b.stats.map((s) => s.label)).toEqual(['Usage', 'Cost', 'Average power', 'Solar production', 'Self-powered']);
    expect(b.stats[0]!.display).toMatch(/^\d{1,3}(,\d{3})*\.\d kWh$/);
    expect(b.stats[1]!.display).toMatch(/^\$\d/);
    expect(b.usage_text).toMatch(/^You used .* last week\.$/);
    expect(b.consumption.devices.find((d) => d.id === 'unknown')!.name).toBe('Other');
  });

  it('French: the same figures, with French labels, numbers and names', async () => {
    const en = await getIn<WireTrends>('en-US', path());
    const fr = await getIn<WireTrends>('fr-CA', path());
    expect(fr.consumption.total).toBe(en.consumption.total);
    expect(fr.stats.map((s) => s.value)).toEqual(en.stats.map((s) => s.value));
    expect(fr.stats.map((s) => s.label)).toEqual(['Consommation', 'Coût', 'Puissance moyenne', 'Production solaire', 'Autonomie']);
    expect(plain(fr.stats[0]!.display)).toMatch(/^\d{1,3}( \d{3})*,\d kWh$/);
    expect(plain(fr.stats[4]!.display)).toMatch(/^\d+ %$/);
    expect(fr.usage_text).toMatch(/^Vous avez consommé .*semaine dernière\.$/);
    const names = Object.fromEntries(fr.consumption.devices.map((d) => [d.id, d.name]));
    expect(names.unknown).toBe('Autres');
    expect(names.always_on).toBe('Toujours allumé');
  });

  it('listed devices carry their detection stage', async () => {
    const b = await getIn<WireTrends>('en-US', path());
    const stages = new Set(b.consumption.devices.map((d) => d.stage));
    expect(stages.has('Tracking')).toBe(true);
    expect(stages.has('RealTime')).toBe(true);
  });

  it('comparisons: titles, terciles, summaries and the period title in Spanish and French', async () => {
    const es = await getIn<WireComparisons>('es-US', `/app/history/comparisons?monitor_id=${monitor}`);
    expect(es.period_title).toBe('Últimos 30 días');
    expect(es.comparisons.map((c) => c.title)).toEqual(['Hogares similares', 'Hogares cercanos', 'Hogares eficientes']);
    const fr = await getIn<WireComparisons>('fr-CA', `/app/history/comparisons?monitor_id=${monitor}`);
    expect(fr.period_title).toBe('Les 30 derniers jours');
    for (const row of fr.comparisons) {
      expect(row.tercile_strings).toEqual(['Faible', 'Moyenne', 'Élevée']);
      expect(row.display_count).toMatch(/^\d[\d\s\u00a0\u202f]* foyers$/);
      if (row.cohort_marker !== null) expect(row.comparison_summary_text).toMatch(/^Consommation (faible|moyenne|élevée) : vous avez consommé /);
    }
  });
});

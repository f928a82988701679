/** @jest-environment node */
import type { WireDevice, WireDeviceDetail } from '../../../src/api/wire/devices';
import { costsShown } from '../../../server/src/devices/money';
import { API, bearer, signIn, startTestApp, type TestApp } from '../support/harness';

const FR = { 'x-sense-ui-language': 'fr-CA' };
const ES = { 'x-sense-ui-language': 'es-US' };
const MONEY = /cost|worth|coût|rapporte|cuesta|costo|vale/i;

let t: TestApp;
let token: string;
let devices: string;
let attributes: string;
beforeAll(async () => {
  t = await startTestApp({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  const auth = await signIn(t.app, 'demo@example.com');
  token = auth.access_token;
  devices = `/app/monitors/${auth.monitors[0]!.id}/devices`;
  attributes = `/app/monitors/${auth.monitors[0]!.id}/attributes`;
});
afterAll(() => t.close());

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { ...bearer(token), ...headers } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
async function save(body: object): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: `${API}${attributes}`, payload: body, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
}

describe('costsShown (devices/money.ts): the one rule for "Show costs"', () => {
  it.each([
    [{ show_cost: true, cost: 10.42 }, true],
    [{ show_cost: true, cost: 0 }, true],
    [{ cost: 12 }, true],
    [{ show_cost: false, cost: -1 }, false],
    [{ show_cost: false, cost: 12 }, false],
    [{ show_cost: true, cost: -1 }, false],
  ])('%j → %s', (a, shown) => expect(costsShown(a)).toBe(shown));
});

describe('device blurbs follow Show costs', () => {
  it('speak of costs while shown; say nothing about money once the home hides costs (en, fr, es); the wire figures stay', async () => {
    const list = await getJson<WireDevice[]>(devices);
    const fridge = list.find((d) => d.tags.OriginalName === 'Fridge')!;
    const detailOf = (id: string, headers: Record<string, string> = {}) => getJson<WireDeviceDetail>(`${devices}/${encodeURIComponent(id)}`, headers);
    expect((await detailOf(fridge.id)).blurb?.content).toBe('Kilowatch sees this device live: its power, usage and costs.');
    expect((await detailOf('solar')).blurb?.content).toMatch(/worth/);
    const { cost } = await getJson<{ cost: number }>(attributes);
    try {
      await save({ show_cost: false });
      const en = await detailOf(fridge.id);
      expect(en.blurb?.content).toBe('Kilowatch sees this device live: its power and usage.');
      expect((await detailOf(fridge.id, FR)).blurb?.content).toBe('Kilowatch voit cet appareil en direct : sa puissance et sa consommation.');
      expect((await detailOf(fridge.id, ES)).blurb?.content).toBe('Kilowatch ve este aparato en vivo: su potencia y su consumo.');
      for (const headers of [{}, FR, ES]) expect((await detailOf('solar', headers)).blurb?.content).not.toMatch(MONEY);
      // Clients that read the figures still get them (priced at the default rate while hidden).
      expect(typeof en.usage?.yearly_cost).toBe('number');
    } finally {
      await save({ cost });
    }
    expect((await detailOf(fridge.id)).blurb?.content).toBe('Kilowatch sees this device live: its power, usage and costs.');
  });
});

/** @jest-environment node */
import type { ServerEventMap } from '../../../server/src/contracts';
import type { WireAttributeOptions, WireElectricityCost, WireHomeAttributes } from '../../../src/api/wire/home';
import { get } from '../support/harness';
import { DEMO_MONITOR, getAs, homeRows, monitorUrl, PARTNER_MONITOR, postJson, startHomeWorld, type HomeWorld } from './support';

let w: HomeWorld;
const changes: ServerEventMap['settings-changed'][] = [];
beforeAll(async () => {
  w = await startHomeWorld();
  w.t.app.events.on('settings-changed', (e) => changes.push(e));
});
afterAll(() => w.t.close());

const attributesUrl = `${monitorUrl()}/attributes`;
const attributes = async (language?: string) => (await getAs(w, attributesUrl, w.demo, language)).json() as WireHomeAttributes;

describe('GET /app/monitors/attributes/options', () => {
  test('lists of key and display for every home field, in the request language', async () => {
    const en = (await getAs(w, '/app/monitors/attributes/options')).json() as WireAttributeOptions;
    expect(Object.keys(en).sort()).toEqual(['basement_type', 'home_size_type', 'home_type', 'number_of_occupants', 'occupancy_type', 'year_built_type']);
    expect(en.home_type[0]).toEqual({ key: 'home_type_single_family', display: 'Single family' });
    expect(en.number_of_occupants.at(-1)).toEqual({ key: 'number_of_occupants_6', display: '6 or more' });
    const fr = (await getAs(w, '/app/monitors/attributes/options', w.demo, 'fr-CA')).json() as WireAttributeOptions;
    expect(fr.home_type[0]).toEqual({ key: 'home_type_single_family', display: 'Maison individuelle' });
    expect(fr.home_type.map((o) => o.key)).toEqual(en.home_type.map((o) => o.key));
  });

  test('needs a token', async () => {
    expect((await get(w.t.app, '/app/monitors/attributes/options')).statusCode).toBe(401);
  });
});

describe('GET /app/monitors/{id}/attributes', () => {
  test("the seeded home's attributes with keys, and its state's average cost", async () => {
    const a = await attributes();
    expect(a).toMatchObject({
      id: DEMO_MONITOR,
      cost: 16.5,
      show_cost: true,
      cycle_start: 1,
      postal_code: '10001',
      state: 'NY',
      home_type: 'Single family',
      home_type_key: 'home_type_single_family',
      home_size_type_key: 'home_size_type_2250',
      year_built_type_key: 'year_built_type_1990s',
      number_of_occupants_key: 'number_of_occupants_4',
      home_info_survey_progress: 'COMPLETED',
      sell_back_rate: 16.5,
      user_set_sell_back_rate: true,
      to_grid_threshold: 40,
    });
    expect(a.electricity_cost).toMatchObject({ abbreviation: 'NY', location: 'New York', national_electricity_cost: { abbreviation: 'US' } });
    expect((await attributes('es-US')).home_type).toBe('Casa unifamiliar');
  });

  test("another user's monitor is 404 Monitor not found", async () => {
    const res = await getAs(w, `${monitorUrl(PARTNER_MONITOR)}/attributes`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
  });
});

describe('POST /app/monitors/{id}/attributes', () => {
  test('saves home details by key, bumps the settings version and tells the feed', async () => {
    const before = changes.length;
    const res = await postJson(w, attributesUrl, { home_type_key: 'home_type_townhouse', number_of_occupants_key: 'number_of_occupants_2', basement_type_key: 'basement_type_finished' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ home_type: 'Townhouse', home_type_key: 'home_type_townhouse', number_of_occupants: '2', basement_type: 'Finished basement' });
    expect(changes.length).toBe(before + 1);
    expect(changes.at(-1)).toEqual({ userId: 1, settingsVersion: expect.any(Number) });
    const settings = (await get(w.t.app, '/users/1/settings', w.demo)).json() as { version: number };
    expect(settings.version).toBe(changes.at(-1)!.settingsVersion);
    // The user record's monitors carry the same attributes (English text beside the key).
    const user = (await get(w.t.app, '/users/1', w.demo)).json() as { monitors: { attributes: WireHomeAttributes }[] };
    expect(user.monitors[0]!.attributes).toMatchObject({ home_type: 'Townhouse', home_type_key: 'home_type_townhouse' });
  });

  test('a Canadian postal code is stored upper-case with its space, and gives the province', async () => {
    const res = await postJson(w, attributesUrl, { postal_code: 'k1a0b1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postal_code: 'K1A 0B1', state: 'ON', electricity_cost: { abbreviation: 'ON', national_electricity_cost: { abbreviation: 'CA' } } });
    const back = await postJson(w, attributesUrl, { postal_code: '10001' });
    expect(back.json()).toMatchObject({ postal_code: '10001', state: 'NY' });
  });

  test('show cost off saves the cost as -1; a cost shows it again', async () => {
    const off = await postJson(w, attributesUrl, { show_cost: false });
    expect(off.json()).toMatchObject({ cost: -1, show_cost: false });
    const on = await postJson(w, attributesUrl, { cost: 16.5 });
    expect(on.json()).toMatchObject({ cost: 16.5, show_cost: true, user_set_cost: true });
  });

  test('billing cycle: Not set is -1 (null too), days 1-28', async () => {
    expect((await postJson(w, attributesUrl, { cycle_start: -1 })).json()).toMatchObject({ cycle_start: -1 });
    expect((await postJson(w, attributesUrl, { cycle_start: null })).json()).toMatchObject({ cycle_start: -1 });
    expect((await postJson(w, attributesUrl, { cycle_start: 28 })).json()).toMatchObject({ cycle_start: 28 });
    expect((await postJson(w, attributesUrl, { cycle_start: 1 })).json()).toMatchObject({ cycle_start: 1 });
  });

  test('solar: sell-back rate, -1 to unset; threshold, -1 for the notification off; time-of-use flags; panel', async () => {
    expect((await postJson(w, attributesUrl, { sell_back_rate: 7.125, to_grid_threshold: 55, solar_tou_enabled: true, tou_enabled: true })).json())
      .toMatchObject({ sell_back_rate: 7.125, user_set_sell_back_rate: true, to_grid_threshold: 55, solar_tou_enabled: true, tou_enabled: true });
    expect((await postJson(w, attributesUrl, { sell_back_rate: -1, to_grid_threshold: -1 })).json())
      .toMatchObject({ sell_back_rate: -1, user_set_sell_back_rate: false, to_grid_threshold: -1 });
    expect((await postJson(w, attributesUrl, { panel: { panel_type: 'SUB', panel_slots: 70 } })).json()).toMatchObject({ panel: { panel_type: 'SUB', panel_slots: 70 } });
    await postJson(w, attributesUrl, { sell_back_rate: 16.5, to_grid_threshold: 40, solar_tou_enabled: false, tou_enabled: false });
  });

  describe('bad input is a 400 with the rule and nothing is written', () => {
    it.each([
      ['a postal code of the wrong shape', { postal_code: 'ABC' }, 'Please enter a valid US or Canadian postal code.'],
      ['a ZIP code of no state', { postal_code: '00012' }, 'Invalid postal code'],
      ['a Canadian letter Canada Post never uses', { postal_code: 'D1A 0B1' }, 'Invalid postal code'],
      ['an unknown option', { home_type_key: 'home_type_castle' }, 'Choose one of the listed options for home_type'],
      ['a cost above 999', { cost: 1000 }, 'Enter a cost from 0 to 999 cents'],
      ['a negative cost other than -1', { cost: -2 }, 'Enter a cost from 0 to 999 cents'],
      ['a cost with 4 decimals', { cost: 10.4215 }, 'Enter the cost with at most 3 decimals'],
      ['a cycle start of 29', { cycle_start: 29 }, 'Choose a day from 1 to 28, or Not set'],
      ['a cycle start of 0', { cycle_start: 0 }, 'Choose a day from 1 to 28, or Not set'],
      ['a sell-back rate below 0.001', { sell_back_rate: 0.0005 }, 'Enter a sell-back rate from 0.001 to 100 cents'],
      ['a sell-back rate above 100', { sell_back_rate: 100.5 }, 'Enter a sell-back rate from 0.001 to 100 cents'],
      ['a sell-back rate with 4 decimals', { sell_back_rate: 1.2345 }, 'Enter the sell-back rate with at most 3 decimals'],
      ['a threshold of 0', { to_grid_threshold: 0 }, 'Enter a threshold from 1 to 100 %'],
      ['a threshold of 101', { to_grid_threshold: 101 }, 'Enter a threshold from 1 to 100 %'],
      ['a panel of another type', { panel: { panel_type: 'OTHER', panel_slots: 20 } }, 'Choose a main panel or a sub-panel'],
      ['71 panel slots', { panel: { panel_type: 'MAIN', panel_slots: 71 } }, 'Enter from 1 to 70 slots'],
      ['nothing', {}, 'Nothing to change: send at least one home setting'],
      ['a good field with a bad one', { home_type_key: 'home_type_apartment', cost: 5000 }, 'Enter a cost from 0 to 999 cents'],
      ['a cost that is not a number', { cost: 'cheap' }, "Invalid field 'cost': must be number"],
    ])('%s', async (_what, body, reason) => {
      const rows = homeRows(w);
      const count = changes.length;
      const res = await postJson(w, attributesUrl, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error_reason: reason });
      expect(homeRows(w)).toEqual(rows);
      expect(changes.length).toBe(count);
    });

    test('the reason is in the request language', async () => {
      const res = await postJson(w, attributesUrl, { postal_code: 'ABC' }, w.demo, 'fr-CA');
      expect(res.json().error_reason).toBe('Veuillez saisir un code postal américain ou canadien valide.');
    });
  });

  test("another user's monitor is 404 and nothing is written", async () => {
    const rows = homeRows(w);
    const res = await postJson(w, `${monitorUrl(PARTNER_MONITOR)}/attributes`, { cost: 1 });
    expect(res.statusCode).toBe(404);
    expect(homeRows(w)).toEqual(rows);
  });
});

describe('GET /app/electricity_cost', () => {
  test('US by default: the national average first, then the states by name', async () => {
    const list = (await getAs(w, '/app/electricity_cost')).json() as WireElectricityCost[];
    expect(list[0]).toMatchObject({ abbreviation: 'US', location: 'United States' });
    expect(list.length).toBe(53);
    expect(list.find((l) => l.abbreviation === 'NY')).toMatchObject({ location: 'New York', cost: expect.any(Number) });
    const names = list.slice(1).map((l) => l.location);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  test('Canada in French; the misspelt path of the public clients answers too; an unknown location is a 400', async () => {
    const ca = (await getAs(w, '/app/electricty_cost?location=ca', w.demo, 'fr-CA')).json() as WireElectricityCost[];
    expect(ca[0]).toMatchObject({ abbreviation: 'CA', location: 'Canada' });
    expect(ca.find((l) => l.abbreviation === 'QC')!.location).toBe('Québec');
    const bad = await getAs(w, '/app/electricity_cost?location=MX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_reason).toBe("Invalid query parameter 'location': must be one of US, CA");
  });
});

import { createIntl } from 'react-intl';
import { createElectricitySchema, electricityChanges, initialElectricityValues } from '../../../src/features/homeSettings/components/ElectricitySchema';
import { createHomeDetailsSchema, homeDetailsChanges, initialHomeValues } from '../../../src/features/homeSettings/components/HomeDetailsSchema';
import { createPanelSchema, initialPanelValues, panelChanges } from '../../../src/features/homeSettings/components/PanelSchema';
import { createSolarSchema, initialSolarValues, solarChanges } from '../../../src/features/homeSettings/components/SolarSchema';
import { attributes } from './fixtures';

const intl = createIntl({ locale: 'en', messages: {} });

/** The first error yup reports for these values, or null when they are valid. */
async function errorOf(schema: { validate: (v: unknown) => Promise<unknown> }, values: unknown): Promise<string | null> {
  try {
    await schema.validate(values);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('home details schema (spec §5 postal code)', () => {
  const schema = createHomeDetailsSchema(intl);
  const values = (postal_code: string) => ({ ...initialHomeValues(attributes()), postal_code });

  it.each(['12345', 'K1A 0B1', 'k1a 0b1', 'K1A0B1', '', '  '])('accepts %p', async (code) => {
    expect(await errorOf(schema, values(code))).toBeNull();
  });
  it.each(['ABC', '1234', '123456', 'K1A-0B1', 'KKA 0B1', '12345-6789'])("rejects %p: 'Please enter a valid US or Canadian postal code.'", async (code) => {
    expect(await errorOf(schema, values(code))).toBe('Please enter a valid US or Canadian postal code.');
  });
  it.each(['D1A 0B1', 'K1O 0B1', 'W1A 0B1', 'Z1A 0B1'])("rejects %p (letters Canada Post never uses): 'Invalid postal code'", async (code) => {
    expect(await errorOf(schema, values(code))).toBe('Invalid postal code');
  });

  it('starts from the stored keys; saving sends only non-empty fields', () => {
    const initial = initialHomeValues(attributes({ basement_type_key: null, postal_code: null }));
    expect(initial).toEqual({
      postal_code: '', home_type: 'home_type_single_family', home_size_type: 'home_size_type_2250', year_built_type: 'year_built_type_1990s',
      number_of_occupants: 'number_of_occupants_4', basement_type: '', occupancy_type: 'occupancy_type_full_time',
    });
    expect(homeDetailsChanges({ ...initial, postal_code: ' K1A 0B1 ' }, false)).toEqual({
      postal_code: 'K1A 0B1', home_type_key: 'home_type_single_family', home_size_type_key: 'home_size_type_2250',
      year_built_type_key: 'year_built_type_1990s', number_of_occupants_key: 'number_of_occupants_4', occupancy_type_key: 'occupancy_type_full_time',
    });
    // A new home's first save (Continue) completes its home info.
    expect(homeDetailsChanges({ ...initial, home_type: '' }, true)).toMatchObject({ home_info_survey_progress: 'COMPLETED' });
    expect(homeDetailsChanges({ ...initial, home_type: '' }, true)).not.toHaveProperty('home_type_key');
  });
});

describe('electricity schema (spec §5 cost and billing cycle)', () => {
  const schema = createElectricitySchema(intl);
  const base = initialElectricityValues(attributes());

  it('starts from the stored cost and cycle; a hidden cost (-1) starts hidden at the default 10.42; null or -1 is Not set', () => {
    expect(base).toEqual({ showCost: true, cost: '16.5', cycleStart: '1', touEnabled: false });
    expect(initialElectricityValues(attributes({ cost: -1, show_cost: false, cycle_start: null }))).toEqual({ showCost: false, cost: '10.42', cycleStart: '-1', touEnabled: false });
    expect(initialElectricityValues(attributes({ cycle_start: -1 })).cycleStart).toBe('-1');
  });

  it.each([['0'], ['999'], ['10.42'], ['0.125'], ['999.000']])('accepts a cost of %s', async (cost) => {
    expect(await errorOf(schema, { ...base, cost })).toBeNull();
  });
  it.each([
    ['', 'please enter a cost'],
    ['1000', 'Enter a cost from 0 to 999 cents'],
    ['999.001', 'Enter a cost from 0 to 999 cents'],
    ['10.4215', 'Enter the cost with at most 3 decimals'],
  ])('a cost of %p: %s', async (cost, message) => {
    expect(await errorOf(schema, { ...base, cost })).toBe(message);
  });
  it('no cost rule while costs are hidden', async () => {
    expect(await errorOf(schema, { ...base, showCost: false, cost: '' })).toBeNull();
  });
  it.each(['-1', '1', '28'])('accepts the cycle start %s', async (cycleStart) => {
    expect(await errorOf(schema, { ...base, cycleStart })).toBeNull();
  });
  it.each(['0', '29'])("rejects the cycle start %s: 'Choose a day from 1 to 28, or Not set'", async (cycleStart) => {
    expect(await errorOf(schema, { ...base, cycleStart })).toBe('Choose a day from 1 to 28, or Not set');
  });

  it('sends the changed settings only; hiding costs saves the cost as -1', () => {
    expect(electricityChanges(base, base)).toEqual({});
    expect(electricityChanges(base, { ...base, cost: '21.3' })).toEqual({ cost: 21.3 });
    expect(electricityChanges(base, { ...base, cost: '16.500' })).toEqual({});
    expect(electricityChanges(base, { ...base, showCost: false })).toEqual({ cost: -1 });
    const hidden = { ...base, showCost: false };
    expect(electricityChanges(hidden, { ...hidden, showCost: true })).toEqual({ cost: 16.5 });
    expect(electricityChanges(base, { ...base, cycleStart: '15', touEnabled: true })).toEqual({ cycle_start: 15, tou_enabled: true });
    expect(electricityChanges(base, { ...base, cycleStart: '-1' })).toEqual({ cycle_start: -1 });
  });
});

describe('solar schema (spec §5 sell-back rate, to-grid threshold, specs)', () => {
  const schema = createSolarSchema(intl);
  const specs = { system_rating: 7.2, panel_count: 18, panel_rating: 400, user_set: false };
  const base = initialSolarValues(attributes(), specs);

  it('starts from the stored rate, threshold and specs; -1 means not set and notification off', () => {
    expect(base).toEqual({ sellBack: '16.5', solarTou: false, notify: true, threshold: 40, systemRating: '7.2', panelCount: '18', panelRating: '400' });
    const unset = initialSolarValues(attributes({ sell_back_rate: -1, to_grid_threshold: -1 }), specs);
    expect(unset).toMatchObject({ sellBack: '', notify: false, threshold: 40 });
    expect(initialSolarValues(attributes({ to_grid_threshold: null }), specs)).toMatchObject({ notify: true, threshold: 40 });
  });

  it.each(['', '0.001', '100', '7.125'])('accepts a sell-back rate of %p', async (sellBack) => {
    expect(await errorOf(schema, { ...base, sellBack })).toBeNull();
  });
  it.each([
    ['0', 'Enter a sell-back rate from 0.001 to 100 cents'],
    ['0.0001', 'Enter a sell-back rate from 0.001 to 100 cents'],
    ['100.5', 'Enter a sell-back rate from 0.001 to 100 cents'],
    ['1.2345', 'Enter the sell-back rate with at most 3 decimals'],
  ])('a sell-back rate of %p: %s', async (sellBack, message) => {
    expect(await errorOf(schema, { ...base, sellBack })).toBe(message);
  });
  it('Variable (time-of-use) has no rate to check', async () => {
    expect(await errorOf(schema, { ...base, solarTou: true, sellBack: '0' })).toBeNull();
  });
  it.each([[0], [101], [40.5]])("a threshold of %p: 'Enter a threshold from 1 to 100 %'", async (threshold) => {
    expect(await errorOf(schema, { ...base, threshold })).toBe('Enter a threshold from 1 to 100 %');
    expect(await errorOf(schema, { ...base, notify: false, threshold })).toBeNull();
  });
  it.each([
    ['systemRating', '-1', 'The system rating must be from 0 to 1,000 kW'],
    ['systemRating', '', 'The system rating must be from 0 to 1,000 kW'],
    ['panelCount', '2.5', 'The panel count must be a whole number from 0 to 10,000'],
    ['panelRating', '2001', 'The panel rating must be from 0 to 2,000 W'],
  ])('%s %p: %s', async (field, value, message) => {
    expect(await errorOf(schema, { ...base, [field]: value })).toBe(message);
  });
  it('specs of 0 are allowed', async () => {
    expect(await errorOf(schema, { ...base, systemRating: '0', panelCount: '0', panelRating: '0' })).toBeNull();
  });

  it('sends the changed specs, then the changed attributes; the notification off sends -1', () => {
    expect(solarChanges(base, base)).toEqual({ specs: null, changes: {} });
    expect(solarChanges(base, { ...base, panelCount: '20', sellBack: '' })).toEqual({ specs: { panel_count: 20 }, changes: { sell_back_rate: -1 } });
    expect(solarChanges(base, { ...base, notify: false })).toEqual({ specs: null, changes: { to_grid_threshold: -1 } });
    expect(solarChanges(base, { ...base, threshold: 55 })).toEqual({ specs: null, changes: { to_grid_threshold: 55 } });
    expect(solarChanges(base, { ...base, solarTou: true })).toEqual({ specs: null, changes: { solar_tou_enabled: true } });
  });
});

describe('panel schema (spec §5 panel)', () => {
  const schema = createPanelSchema(intl);
  it('a home without panel settings: no type, the default 20 slots', () => {
    expect(initialPanelValues(attributes())).toEqual({ panelType: '', slots: 20 });
    expect(initialPanelValues(attributes({ panel: { panel_type: 'SUB', panel_slots: 40 } }))).toEqual({ panelType: 'SUB', slots: 40 });
  });
  it.each([['MAIN', 1], ['SUB', 70]])('accepts %s with %i slots', async (panelType, slots) => {
    expect(await errorOf(schema, { panelType, slots })).toBeNull();
  });
  it.each([
    ['', 20, 'Choose a main panel or a sub-panel'],
    ['OTHER', 20, 'Choose a main panel or a sub-panel'],
    ['MAIN', 0, 'Enter from 1 to 70 slots'],
    ['MAIN', 71, 'Enter from 1 to 70 slots'],
    ['MAIN', 2.5, 'Enter from 1 to 70 slots'],
  ])('%p with %p slots: %s', async (panelType, slots, message) => {
    expect(await errorOf(schema, { panelType, slots })).toBe(message);
  });
  it('sends the panel', () => {
    expect(panelChanges({ panelType: 'MAIN', slots: 24 })).toEqual({ panel: { panel_type: 'MAIN', panel_slots: 24 } });
  });
});

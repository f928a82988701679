import type { WireInventoryCategory } from '../../../src/api/wire/home';
import { categoryCount, inventoryUpdate, setCount, setDetail, setNone, trimDetails } from '../../../src/features/homeSurvey/inventoryRules';

const kitchen = (): WireInventoryCategory => ({
  id: 'kitchen',
  title: 'Kitchen',
  none_option: { selected: false, shown: true, title: 'I have none of these' },
  other: '',
  sections: [
    { id: 'cold', title: 'Fridges and freezers', devices: [{ id: 'Fridge', name: 'Fridge', icon: 'fridge', count: 3, details: [{ make: 'A', model: '1' }, { make: 'B', model: '2' }, { make: 'C', model: '3' }] }, { id: 'Freezer', name: 'Freezer', icon: 'freezer', count: 0, details: [] }] },
  ],
});
const fridge = (c: WireInventoryCategory) => c.sections[0]!.devices[0]!;

describe('inventory rules (spec §5: counts max 9, detail rows trimmed to the count)', () => {
  it('lowering a count trims its detail rows to it', () => {
    expect(fridge(setCount(kitchen(), 'Fridge', 1)).details).toEqual([{ make: 'A', model: '1' }]);
    expect(fridge(setCount(kitchen(), 'Fridge', 0)).details).toEqual([]);
    expect(trimDetails([{ make: 'A', model: '' }, { make: 'B', model: '' }], 1)).toEqual([{ make: 'A', model: '' }]);
  });
  it('counts stay within 0-9 (12 becomes 9)', () => {
    expect(fridge(setCount(kitchen(), 'Fridge', 12)).count).toBe(9);
    expect(fridge(setCount(kitchen(), 'Fridge', -2)).count).toBe(0);
  });
  it('none clears the counts; counting a device clears none', () => {
    const none = setNone(kitchen(), true);
    expect(none.none_option.selected).toBe(true);
    expect(categoryCount(none)).toBe(0);
    expect(fridge(none).details).toEqual([]);
    expect(setCount(none, 'Freezer', 1).none_option.selected).toBe(false);
  });
  it('detail rows fill in up to the count only', () => {
    const one = setCount(kitchen(), 'Freezer', 2);
    const filled = setDetail(one, 'Freezer', 1, 'model', 'X9');
    expect(filled.sections[0]!.devices[1]!.details).toEqual([{ make: '', model: '' }, { make: '', model: 'X9' }]);
    expect(setDetail(one, 'Freezer', 2, 'make', 'Nope')).toEqual(one);
  });
  it('the POST body: rows trimmed to their counts, texts trimmed, empty trailing rows dropped', () => {
    const c = { ...kitchen(), other: '  Bread maker ' };
    c.sections[0]!.devices[0] = { ...fridge(c), count: 2, details: [{ make: ' A ', model: '1' }, { make: '', model: '' }, { make: 'C', model: '3' }] };
    expect(inventoryUpdate([c])).toEqual({
      categories: [{ id: 'kitchen', none_option: { selected: false }, other: 'Bread maker', sections: [{ id: 'cold', devices: [{ id: 'Fridge', count: 2, details: [{ make: 'A', model: '1' }] }, { id: 'Freezer', count: 0, details: [] }] }] }],
    });
  });
});

import { acPrompts, clampDayIndex, potentialSavings, ratingOf, savingsBand, stallMeterUrl, tercilePosition } from '../../../src/features/labs/labsMath';

describe('AC savings (spec §2: potential yearly savings = savings × cost rate / 100)', () => {
  it('turns kWh a year and cents per kWh into dollars a year', () => {
    expect(potentialSavings(1500, 16.5)).toBeCloseTo(247.5, 10);
    expect(potentialSavings(0, 16.5)).toBe(0);
  });
  it('is unknown without savings (no postal code) or a cost (-1)', () => {
    expect(potentialSavings(null, 16.5)).toBeNull();
    expect(potentialSavings(1500, -1)).toBeNull();
  });
  it('advises by band: below 100, 100 to 300, 300 and above', () => {
    expect([0, 99.99, 100, 299.99, 300, 1200].map(savingsBand)).toEqual(['under100', 'under100', 'from100to300', 'from100to300', 'from300', 'from300']);
  });
  it('prompts for a billing rate when the cost is -1 and for a zip code when savings are null', () => {
    expect(acPrompts(-1, 100)).toEqual({ billingRate: true, zipCode: false });
    expect(acPrompts(16.5, null)).toEqual({ billingRate: false, zipCode: true });
    expect(acPrompts(-1, null)).toEqual({ billingRate: true, zipCode: true });
    expect(acPrompts(0, 0)).toEqual({ billingRate: false, zipCode: false });
  });
});

describe('power-quality day paging (spec §4: the index is bounded 0 to days − 1)', () => {
  it.each([
    [0, 30, 0], [29, 30, 29], [30, 30, 29], [-1, 30, 0], [4.7, 30, 4], [Number.NaN, 30, 0], [5, 1, 0], [3, 0, 0],
  ])('index %p of %p days → %p', (index, days, expected) => {
    expect(clampDayIndex(index, days)).toBe(expected);
  });
});

describe('terciles', () => {
  it('places a value on a three-part bar, each part a tercile', () => {
    expect(tercilePosition(0, [2, 3])).toBe(0);
    expect(tercilePosition(2, [2, 3])).toBeCloseTo(1 / 3, 10);
    expect(tercilePosition(2.5, [2, 3])).toBeCloseTo(0.5, 10);
    expect(tercilePosition(3, [2, 3])).toBeCloseTo(2 / 3, 10);
    expect(tercilePosition(100, [2, 3])).toBe(1);
    expect(tercilePosition(15, [10, 20])).toBeCloseTo(0.5, 10);
  });
  it('rates low up to the first, medium up to the second, high above', () => {
    expect([1, 2, 2.5, 3, 3.1].map((v) => ratingOf(v, [2, 3]))).toEqual(['low', 'low', 'med', 'med', 'high']);
  });
});

describe('the stall link', () => {
  it('opens the power meter on a 15-minute window around the stall', () => {
    expect(stallMeterUrl('2026-11-21T21:56:00.000Z')).toBe('/meter?start=2026-11-21T21%3A48%3A30.000Z&end=2026-11-21T22%3A03%3A30.000Z');
    expect(stallMeterUrl('nonsense')).toBe('/meter');
  });
});

import { partnerButtons, safeLink } from '../../../src/features/dataSharing/dataSharingRules';

describe('data-sharing buttons (spec §2)', () => {
  it.each([
    // enabled, required, requested → enable, disable, notNow
    [false, false, false, { enable: true, disable: false, notNow: true }],
    [false, false, true, { enable: true, disable: false, notNow: false }],
    [true, false, true, { enable: false, disable: true, notNow: false }],
    [false, true, false, { enable: true, disable: false, notNow: false }],
    [true, true, false, { enable: false, disable: true, notNow: false }],
    [true, true, true, { enable: false, disable: false, notNow: false }],
    [false, true, true, { enable: false, disable: false, notNow: false }],
  ])('enabled %s, required %s, requested %s', (consent_enabled, consent_required, consent_requested, expected) => {
    expect(partnerButtons({ consent_enabled, consent_required, consent_requested })).toEqual(expected);
  });

  it('learn-more links are http(s) only', () => {
    expect(safeLink('https://example.com/x')).toBe('https://example.com/x');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
  });
});

import { createIntl } from 'react-intl';
import { formatCents, formatDuration } from '../../src/common/format';

const intl = createIntl({ locale: 'en-US', messages: {} });

describe('formatDuration: at most the two largest units', () => {
  it.each([
    [0, '0 min'],
    [45, '45 sec'],
    [125, '2 min 5 sec'],
    [3 * 3600 + 20 * 60 + 59, '3 hr 20 min'],
    [86_400 + 5 * 60, '1 day'], // the second-largest unit is zero: not shown
    [93_780, '1 day 2 hr'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatDuration(intl, seconds)).toBe(text);
  });
});

describe('formatCents: under 100 cents in cents, otherwise dollars', () => {
  it.each([
    [0, '0¢'],
    [46, '46¢'],
    [99.4, '99¢'],
    [150, '$1.50'],
    [9_999, '$99.99'],
    [12_345, '$123'],
  ])('%d¢ → %s', (cents, text) => {
    expect(formatCents(intl, cents)).toBe(text);
  });
});

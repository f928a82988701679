import { choiceOf, DURATION_LIMITS, fromSeconds, NEW_ALERT, optionsFor, stateOf, toSeconds } from '../../../src/features/alerts/duration';

describe('custom alert duration maths (spec §5)', () => {
  it('seconds = minutes × 60 + hours × 3600 + days × 86400', () => {
    expect(toSeconds({ days: 1, hours: 2, minutes: 3 })).toBe(93_780);
    expect(toSeconds({ days: 0, hours: 0, minutes: 5 })).toBe(300);
    expect(toSeconds({ days: 0, hours: 0, minutes: 0 })).toBe(0);
    expect(toSeconds({ days: 30, hours: 23, minutes: 59 })).toBe(2_678_340);
  });

  it('splits stored seconds back into the selectors, round trip', () => {
    expect(fromSeconds(93_780)).toEqual({ days: 1, hours: 2, minutes: 3 });
    expect(fromSeconds(300)).toEqual({ days: 0, hours: 0, minutes: 5 });
    for (const parts of [{ days: 0, hours: 23, minutes: 59 }, { days: 30, hours: 0, minutes: 1 }, { days: 7, hours: 12, minutes: 0 }]) {
      expect(fromSeconds(toSeconds(parts))).toEqual(parts);
    }
  });

  it('drops leftover seconds and caps out-of-range values', () => {
    expect(fromSeconds(3_659)).toEqual({ days: 0, hours: 1, minutes: 0 });
    expect(fromSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(fromSeconds(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(fromSeconds(40 * 86_400)).toEqual({ days: 30, hours: 23, minutes: 59 });
  });

  it('offers days 0-30, hours 0-23, minutes 0-59', () => {
    expect(DURATION_LIMITS).toEqual({ days: 30, hours: 23, minutes: 59 });
    expect(optionsFor('days')).toHaveLength(31);
    expect(optionsFor('hours')).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(optionsFor('minutes').at(-1)).toBe(59);
  });

  it('standby is stored as idle', () => {
    expect(stateOf('standby')).toBe('idle');
    expect(stateOf('on')).toBe('on');
    expect(stateOf('off')).toBe('off');
    expect(choiceOf('idle')).toBe('standby');
  });

  it('a new alert defaults to on and 300 s', () => {
    expect(NEW_ALERT).toEqual({ state: 'on', days: 0, hours: 0, minutes: 5 });
    expect(toSeconds(NEW_ALERT)).toBe(300);
  });
});

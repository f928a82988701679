import { formatTime, INVALID_TIME_FORMAT, isValidTime, parseTime, timeToMs } from '../../src/common/time';

describe('time of day', () => {
  it('reads HH:MM[:SS[.mmm]] in 24-hour form', () => {
    expect(parseTime('07:05')).toEqual({ hours: 7, minutes: 5, seconds: 0, milliseconds: 0 });
    expect(parseTime('23:59:58.5')).toEqual({ hours: 23, minutes: 59, seconds: 58, milliseconds: 500 });
    expect(timeToMs(parseTime('01:00:01'))).toBe(3_601_000);
    expect(formatTime(parseTime('9:30'))).toBe('09:30');
  });

  it.each(['24:00', '12:60', '7pm', '', '12:00:61', '12'])("throws 'Invalid Time Format' for %p", (text) => {
    expect(() => parseTime(text)).toThrow(new Error(INVALID_TIME_FORMAT));
    expect(isValidTime(text)).toBe(false);
  });

  it('uses the exact message', () => {
    expect(INVALID_TIME_FORMAT).toBe('Invalid Time Format');
  });
});

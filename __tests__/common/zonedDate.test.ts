import { DateTime } from 'luxon';
import { zonedDateKey, zonedDayOf } from '../../src/common/zonedDate';

// The timeline's day grouping used luxon; these pin the Intl-based helper to the same answers,
// around midnight and across both DST changes, north (New York) and south (Sydney, Santiago).
const luxonDay = (time: string, zone: string | undefined) => {
  const dt = DateTime.fromISO(time, zone ? { zone } : {});
  return dt.isValid ? dt.toISODate()! : time.slice(0, 10);
};

describe('zonedDayOf', () => {
  it.each([
    // New York: midnight, the spring-forward night (2026-03-08 02:00 EST → 03:00 EDT) and the fall-back night (2026-11-01 02:00 EDT → 01:00 EST).
    ['2026-11-22T04:59:59.999Z', 'America/New_York', '2026-11-21'],
    ['2026-11-22T05:00:00.000Z', 'America/New_York', '2026-11-22'],
    ['2026-03-08T04:59:59Z', 'America/New_York', '2026-03-07'],
    ['2026-03-08T05:00:00Z', 'America/New_York', '2026-03-08'],
    ['2026-03-08T07:30:00Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T03:59:59Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T04:00:00Z', 'America/New_York', '2026-03-09'],
    ['2026-11-01T03:59:59Z', 'America/New_York', '2026-10-31'],
    ['2026-11-01T04:00:00Z', 'America/New_York', '2026-11-01'],
    ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01'],
    ['2026-11-02T04:59:59Z', 'America/New_York', '2026-11-01'],
    ['2026-11-02T05:00:00Z', 'America/New_York', '2026-11-02'],
    // Sydney: DST ends 2026-04-05 03:00 AEDT → 02:00 AEST, starts 2026-10-04 02:00 AEST → 03:00 AEDT.
    ['2026-04-04T12:59:59Z', 'Australia/Sydney', '2026-04-04'],
    ['2026-04-04T13:00:00Z', 'Australia/Sydney', '2026-04-05'],
    ['2026-04-05T13:59:59Z', 'Australia/Sydney', '2026-04-05'],
    ['2026-04-05T14:00:00Z', 'Australia/Sydney', '2026-04-06'],
    ['2026-10-03T13:59:59Z', 'Australia/Sydney', '2026-10-03'],
    ['2026-10-03T14:00:00Z', 'Australia/Sydney', '2026-10-04'],
    ['2026-10-04T12:59:59Z', 'Australia/Sydney', '2026-10-04'],
    ['2026-10-04T13:00:00Z', 'Australia/Sydney', '2026-10-05'],
    // Santiago changes at local midnight: the day starts at 01:00 on 2026-09-06.
    ['2026-09-06T03:59:59Z', 'America/Santiago', '2026-09-05'],
    ['2026-09-06T04:00:00Z', 'America/Santiago', '2026-09-06'],
    // Offsets other than Z, and a year boundary.
    ['2026-12-31T23:30:00-05:00', 'America/New_York', '2026-12-31'],
    ['2026-12-31T23:30:00-05:00', 'Australia/Sydney', '2027-01-01'],
    ['2027-01-01T00:30:00+0100', 'UTC', '2026-12-31'],
  ])('%s in %s is %s (as luxon has it)', (time, zone, day) => {
    expect(zonedDayOf(time, zone)).toBe(day);
    expect(luxonDay(time, zone)).toBe(day);
  });

  it('agrees with luxon every 70 minutes across a year in New York and Sydney', () => {
    const start = Date.UTC(2026, 0, 1);
    for (const zone of ['America/New_York', 'Australia/Sydney']) {
      for (let t = start; t < start + 366 * 86_400_000; t += 70 * 60_000) {
        const iso = new Date(t).toISOString();
        expect(zonedDayOf(iso, zone)).toBe(luxonDay(iso, zone));
      }
    }
  });

  it('reads a time without an offset as already local to the zone, and keeps the text of one it cannot read', () => {
    expect(zonedDayOf('2026-11-22T23:30:00', 'Australia/Sydney')).toBe('2026-11-22');
    expect(zonedDayOf('2026-11-22', 'America/New_York')).toBe('2026-11-22');
    expect(zonedDayOf('2026-11-22T23:30:00', 'Australia/Sydney')).toBe(luxonDay('2026-11-22T23:30:00', 'Australia/Sydney'));
    expect(zonedDayOf('not a time', 'America/New_York')).toBe('not a time');
    expect(zonedDayOf('2026-13-45T99:00:00Z', 'America/New_York')).toBe('2026-13-45');
  });

  it("uses the browser's zone when none is given", () => {
    const date = new Date('2026-11-22T12:00:00Z');
    expect(zonedDateKey(date, undefined)).toBe(luxonDay(date.toISOString(), undefined));
  });
});

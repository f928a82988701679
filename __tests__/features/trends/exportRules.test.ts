import { csvRows, dayAfter, daysInclusive, defaultRange, exportFileName, lastDayWithinYear, localDate, rangeProblem, timeUnitOfView } from '../../../src/features/trends/exportRules';

describe('data export rules (spec §5: at least 7 days, at most a year)', () => {
  it('counts days with both ends included', () => {
    expect(daysInclusive('2026-11-16', '2026-11-22')).toBe(7);
    expect(daysInclusive('2026-03-01', '2026-03-31')).toBe(31); // across spring forward: dates, not hours
  });

  it('refuses fewer than 7 days and more than a year', () => {
    expect(rangeProblem('2026-11-17', '2026-11-22')).toBe('tooShort');
    expect(rangeProblem('2026-11-16', '2026-11-22')).toBeNull();
    expect(rangeProblem('2025-11-23', '2026-11-22')).toBeNull(); // exactly a year
    expect(rangeProblem('2025-11-22', '2026-11-22')).toBe('tooLong');
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull(); // a leap year: 366 days
    expect(rangeProblem('2026-11-22', '2026-11-16')).toBe('tooShort'); // backwards
    expect(rangeProblem('', '2026-11-16')).toBeNull(); // required is another rule
  });

  it('a year after Feb 29 ends on Feb 28', () => {
    expect(lastDayWithinYear('2024-02-29')).toBe('2025-02-28');
    expect(lastDayWithinYear('2026-11-23')).toBe('2027-11-22');
  });

  it('sends the day after the last day as the end; names the file as the server does', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(exportFileName('N327004101', '2026-11-16', '2026-11-22', 'HOUR', null)).toBe('kilowatch-N327004101-2026-11-16-to-2026-11-22-hour.csv');
    expect(exportFileName('N1', '2026-11-01', '2026-11-30', 'DAY', 'dev/1')).toBe('kilowatch-N1-2026-11-01-to-2026-11-30-day-dev_1.csv');
  });

  it('the default custom range is the 7 days ending on the last day shown, today at most', () => {
    const now = Date.parse('2026-11-23T15:00:00Z');
    expect(defaultRange({ start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z' }, now, 'America/New_York')).toEqual({ start: '2026-11-17', end: '2026-11-23' });
    expect(defaultRange({ start: '2026-03-01T05:00:00.000Z', end: '2026-04-01T04:00:00.000Z' }, now, 'America/New_York')).toEqual({ start: '2026-03-25', end: '2026-03-31' });
    expect(localDate(Date.parse('2026-11-24T04:30:00Z'), 'America/New_York')).toBe('2026-11-23');
  });

  it('exports what the viewer shows: hours for a day, days otherwise; counts data rows', () => {
    expect(['DAY', 'WEEK', 'MONTH', 'YEAR', 'BILL'].map((u) => timeUnitOfView(u as 'DAY'))).toEqual(['HOUR', 'DAY', 'DAY', 'DAY', 'DAY']);
    expect(csvRows('start,end\r\na,b\r\nc,d\r\n')).toBe(2);
    expect(csvRows('start,end\r\n')).toBe(0);
  });
});

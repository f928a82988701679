/** @jest-environment node */
import { DateTime, IANAZone } from 'luxon';
import { Calendar } from '../../../server/src/time/calendar';

// Calendar.day finds a local day's midnights from the zone's offsets when no clock change is near
// midnight (and asks luxon otherwise): every field must be what luxon gives, in zones that change
// their clocks at midnight, at 24:00, by 30 minutes, by a whole day, or never.
jest.setTimeout(120_000);

const DAY = 86_400_000;

function luxonDay(zoneName: string, dayNo: number) {
  const zone = IANAZone.create(zoneName);
  const utc = new Date(dayNo * DAY);
  const start = DateTime.fromObject({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() }, { zone }).startOf('day');
  const end = start.plus({ days: 1 }).startOf('day');
  const startMs = start.toMillis();
  const endMs = end.toMillis();
  return {
    dayNo, startMs, endMs, startMin: Math.floor(startMs / 60_000), lengthMin: Math.round((endMs - startMs) / 60_000),
    year: start.year, month: start.month, day: start.day, weekday: start.weekday, dayOfYear: start.ordinal,
  };
}

const ZONES = [
  'America/New_York', 'America/Havana', 'America/Santiago', 'America/St_Johns', 'Asia/Beirut', 'Asia/Tehran',
  'Australia/Lord_Howe', 'Pacific/Apia', 'Pacific/Chatham', 'Asia/Kolkata', 'Europe/London', 'UTC',
];

test.each(ZONES)('every day of 2010-2013 and 2024-2028 in %s is the day luxon gives', (zone) => {
  const cal = new Calendar(zone);
  const first = (iso: string) => Math.floor(Date.parse(iso) / DAY);
  const wrong: unknown[] = [];
  let days = 0;
  for (const [from, to] of [[first('2010-01-01'), first('2014-01-01')], [first('2024-01-01'), first('2029-01-01')]] as const) {
    for (let d = from; d < to; d++) {
      const got = cal.day(d);
      const want = luxonDay(zone, d);
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push({ got, want });
      days++;
    }
  }
  expect(wrong).toEqual([]);
  expect(days).toBe(4 * 365 + 1 + 5 * 365 + 2);
});

describe('offsetMin', () => {
  it.each(['America/New_York', 'Europe/Paris', 'Australia/Lord_Howe', 'Asia/Kathmandu'])('is the zone offset at every 15 minutes of a year, across each transition (%s)', (zone) => {
    const cal = new Calendar(zone);
    const iana = IANAZone.create(zone);
    const from = Date.UTC(2026, 0, 1);
    let bad = 0;
    let changes = 0;
    let before = cal.offsetMin(from);
    for (let t = from; t < from + 366 * 86_400_000; t += 15 * 60_000) {
      const off = cal.offsetMin(t + 7 * 60_000);
      if (off !== iana.offset(t)) bad++;
      if (off !== before) changes++;
      before = off;
    }
    expect(bad).toBe(0);
    expect(changes).toBe(zone === 'Asia/Kathmandu' ? 0 : 2);
  });
});

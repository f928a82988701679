/*
 * Calendar dates in a named time zone with the browser's own Intl.DateTimeFormat, for code on the
 * first screen's path (the timeline). It carries no zone database of its own: luxon (about 21 KB
 * gzip) stays with the features that do calendar arithmetic (the power meter, trends).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone ('' = the browser's zone): numeric year, month, day in the Gregorian calendar. */
function dateFormat(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, calendar: 'gregory', numberingSystem: 'latn', year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(key, format);
  }
  return format;
}

/** An ISO 8601 time that names an instant: it ends with Z or an offset. */
const HAS_OFFSET = /T[\d:.,]+(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The calendar day an ISO 8601 time falls on in `zone`, 'YYYY-MM-DD'. A time with an offset (or Z)
 * is an instant, converted to the zone; a time without one is already local to the zone, so its own
 * date is the day. Anything unreadable gives its first ten characters.
 */
export function zonedDayOf(time: string, zone: string | undefined): string {
  if (!HAS_OFFSET.test(time)) return time.slice(0, 10);
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time.slice(0, 10) : zonedDateKey(date, zone);
}

/**
 * The local calendar day of an instant in `zone` (the browser's zone when undefined), as 'YYYY-MM-DD'.
 * Throws a RangeError for a zone the browser does not know (check it first, e.g. timeline's safeZone).
 */
export function zonedDateKey(date: Date, zone: string | undefined): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dateFormat(zone).formatToParts(date)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

import { DateTime } from 'luxon';
import type { MonitorProfile } from '../contracts';
import { priceSteps, usageCostInZone } from '../devices/money';
import { calendarFor } from '../time/calendar';
import { daysBetween } from './days';
import { spanSeries, type SeriesSet, type TrendDevice } from './series';
import { TEXT } from './texts';

/**
 * GET /monitors/{id}/data: the usage export as CSV, one row per local hour or day, in time order,
 * every row present. A row the simulator has no figures for yet (in the future, or before the
 * device's data starts) is written with empty values and `missing` in the `data` column; the row
 * holding the present (or the device's data start) is `partial`. A device that is off has 0 kWh rows.
 */
export type CsvUnit = 'HOUR' | 'DAY';

export interface CsvInput {
  profile: MonitorProfile;
  /** All listed devices (the Other row needs them); `device` selects the device export. */
  devices: TrendDevice[];
  device: TrendDevice | null;
  startMs: number;
  endMs: number;
  unit: CsvUnit;
  nowMs: number;
  /** False when the home hides costs (devices/money.ts costsShown): no `cost_cents` column. Default true. */
  withCost?: boolean;
}

export const CSV_MAX_DAYS = 366;
const HOUR_MS = 3_600_000;

/** Row bounds: local hours or days from the one containing startMs to the one containing endMs − 1. */
export function csvBounds(profile: MonitorProfile, startMs: number, endMs: number, unit: CsvUnit): number[] {
  const days = daysBetween(profile, startMs, endMs);
  const bounds: number[] = [];
  if (unit === 'DAY') {
    for (const d of days) bounds.push(d.startMs);
    bounds.push(days[days.length - 1]!.endMs);
    return bounds;
  }
  // Hours counted from local midnight (zones with half-hour offsets have their hours at :30 UTC).
  const origin = days[0]!.startMs;
  const first = origin + Math.floor((startMs - origin) / HOUR_MS) * HOUR_MS;
  const last = origin + Math.ceil((endMs - origin) / HOUR_MS) * HOUR_MS;
  for (let t = first; t < last; t += HOUR_MS) bounds.push(t);
  bounds.push(last);
  return bounds;
}

const num = (v: number, digits: number) => (Math.round(v * 10 ** digits) / 10 ** digits).toFixed(digits);

/** A CSV field: quoted when needed; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER_HOME = ['start', 'end', 'consumption_kwh', 'production_kwh', 'from_grid_kwh', 'to_grid_kwh', 'cost_cents', 'data'];
export const CSV_HEADER_DEVICE = ['start', 'end', 'device_id', 'device_name', 'kwh', 'cost_cents', 'data'];
const withoutCost = (header: readonly string[]) => header.filter((h) => h !== 'cost_cents');

/** The CSV text (header + rows, CRLF line ends as RFC 4180). */
export function usageCsv(input: CsvInput): string {
  const { profile, devices, device, unit, nowMs } = input;
  const withCost = input.withCost !== false;
  const zone = calendarFor(profile.timeZone).zoneName;
  const bounds = csvBounds(profile, input.startMs, input.endMs, unit);
  const asOf = Math.floor(nowMs / 60_000) * 60_000;
  const series = spanSeries(profile, devices, bounds, asOf, unit === 'HOUR');
  const other = devices.findIndex((d) => d.id === 'unknown');
  if (device?.id === 'unknown' && other >= 0) {
    // Other = the home's consumption minus every other consuming row (as in trends), per rate too.
    for (const set of [series, ...series.bands]) foldOther(devices, set, other);
  }
  const index = device ? devices.findIndex((d) => d.id === device.id) : -1;
  // cost_cents: each minute's energy at the rate in force that minute (devices/money.ts).
  const pick = (s: SeriesSet) => (device ? s.devices[index]! : s.consumption);
  const costs = priceSteps(pick(series), series.bands.map((b) => ({ zone: b.zone, kwh: pick(b) })), (kwh, zone) => usageCostInZone(profile, kwh, zone)).steps;
  const local = (ms: number) => DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: true }) ?? new Date(ms).toISOString();
  const header = device ? CSV_HEADER_DEVICE : CSV_HEADER_HOME;
  const lines = [(withCost ? header : withoutCost(header)).join(',')];
  const dataStart = device ? device.dataStartMs : -Infinity;
  for (let k = 0; k < bounds.length - 1; k++) {
    const t0 = bounds[k]!;
    const t1 = bounds[k + 1]!;
    const missing = t0 >= asOf || t1 <= dataStart;
    const status = missing ? TEXT.csv.missing : t1 > asOf || t0 < dataStart ? TEXT.csv.partial : TEXT.csv.ok;
    const cells = [local(t0), local(t1)];
    if (device) {
      const kwh = series.devices[index]![k]!;
      cells.push(csvField(device.id), csvField(device.name));
      cells.push(missing ? '' : num(kwh, 6));
      if (withCost) cells.push(missing ? '' : num(costs[k]!, 2));
    } else {
      const c = series.consumption[k]!;
      const values = [c, series.solar[k]!, series.flows.fromGrid[k]!, series.flows.toGrid[k]!];
      for (const v of values) cells.push(missing ? '' : num(v, 6));
      if (withCost) cells.push(missing ? '' : num(costs[k]!, 2));
    }
    cells.push(status);
    lines.push(cells.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function foldOther(devices: readonly TrendDevice[], s: SeriesSet, other: number): void {
  const row = s.devices[other]!;
  for (let k = 0; k < row.length; k++) {
    let named = 0;
    for (let i = 0; i < devices.length; i++) if (i !== other && devices[i]!.id !== 'solar') named += s.devices[i]![k]!;
    row[k] = Math.max(0, s.consumption[k]! - named);
  }
}

/** `kilowatch-N327004101-2026-11-16-to-2026-11-22-hour.csv` (with the device id when one). */
export function csvFilename(profile: MonitorProfile, startMs: number, endMs: number, unit: CsvUnit, deviceId: string | null): string {
  const zone = calendarFor(profile.timeZone).zoneName;
  const day = (ms: number) => DateTime.fromMillis(ms, { zone }).toISODate() ?? '';
  const safeId = deviceId ? `-${deviceId.replace(/[^A-Za-z0-9_-]/g, '_')}` : '';
  return `kilowatch-${profile.serialNumber}-${day(startMs)}-to-${day(endMs - 1)}-${unit.toLowerCase()}${safeId}.csv`;
}

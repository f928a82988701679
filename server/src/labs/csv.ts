import { DateTime } from 'luxon';
import type { MonitorProfile } from '../contracts';
import { calendarFor } from '../time/calendar';
import { csvField } from '../trends/csv';
import { lookbackDay, lookbackDays } from './compute';
import type { StallRecord } from './days';
import { labsMinutes } from './minutes';
import { voltageDay } from './voltageDay';

/**
 * The Labs raw-data downloads (spec §2 "Download of the raw data", "CSV download"): CSV text with a
 * header row and CRLF line ends (RFC 4180), times local ISO 8601 with their offset, as the usage
 * export writes them (trends/csv.ts). A minute or hour the meter was not heard is written with empty
 * values, as the usage export writes a gap.
 */
const num = (v: number, digits: number) => (Math.round(v * 10 ** digits) / 10 ** digits).toFixed(digits);
const localIso = (profile: MonitorProfile) => {
  const zone = calendarFor(profile.timeZone).zoneName;
  return (ms: number) => DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: true }) ?? new Date(ms).toISOString();
};
const text = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export const STALLS_HEADER = ['time', 'device_id', 'device_name', 'duration_s', 'peak_w', 'spike_w'];
export const VOLTAGE_HEADER = ['time', 'l1_v', 'l2_v'];
export const LEGS_HEADER = ['start', 'end', 'l1_w', 'l2_w', 'l1_v', 'l2_v'];

/** Every motor stall of the lookback, oldest first. `names` maps device ids to the user's names. */
export function stallsCsv(profile: MonitorProfile, stalls: StallRecord[], names: Record<string, string>): string {
  const local = localIso(profile);
  const rows = stalls.map((s) =>
    [local(s.epochMs), csvField(s.deviceId), csvField(names[s.deviceId] ?? s.deviceId), String(s.seconds), num(s.peakW, 1), num(s.spikeW, 1)].join(','),
  );
  return text([STALLS_HEADER.join(','), ...rows]);
}

/** Minute voltages of both legs: one lookback day (`index`, 0 = today), or every day of it, oldest first. */
export function voltageCsv(profile: MonitorProfile, nowMs: number, index: number | null, days: number): string {
  const local = localIso(profile);
  const lines = [VOLTAGE_HEADER.join(',')];
  const indexes = index === null ? Array.from({ length: days }, (_, i) => days - 1 - i) : [index];
  for (const i of indexes) {
    const day = voltageDay(profile, nowMs, i);
    if (!day) continue;
    const reached = Math.min(day.l1.length, Math.floor((day.endMs - day.startMs) / 60_000));
    for (let m = 0; m < reached; m++) {
      const a = day.l1[m];
      const b = day.l2[m];
      lines.push(`${local(day.startMs + m * 60_000)},${a == null ? '' : num(a, 1)},${b == null ? '' : num(b, 1)}`);
    }
  }
  return text(lines);
}

/** Hourly means of each leg's watts and volts over the lookback (what the floating-neutral reading is made of). */
export function legsCsv(profile: MonitorProfile, nowMs: number): string {
  const local = localIso(profile);
  const lines = [LEGS_HEADER.join(',')];
  const cal = calendarFor(profile.timeZone);
  for (const d of lookbackDays(profile, nowMs)) {
    const lm = labsMinutes(profile, cal.day(d.dayNo), nowMs);
    for (let h = 0; h * 60 < d.minutes; h++) {
      const from = h * 60;
      const to = Math.min(d.minutes, from + 60);
      let w1 = 0;
      let w2 = 0;
      let v1 = 0;
      let v2 = 0;
      let n = 0;
      for (let i = from; i < to; i++) {
        const row = [lm.leg1[i] as number, lm.leg2[i] as number, lm.voltage1[i] as number, lm.voltage2[i] as number];
        if (!row.every(Number.isFinite)) continue;
        w1 += row[0]!;
        w2 += row[1]!;
        v1 += row[2]!;
        v2 += row[3]!;
        n++;
      }
      const means = n > 0 ? [num(w1 / n, 1), num(w2 / n, 1), num(v1 / n, 2), num(v2 / n, 2)] : ['', '', '', ''];
      lines.push([local(d.startMs + from * 60_000), local(d.startMs + to * 60_000), ...means].join(','));
    }
  }
  return text(lines);
}

/** `kilowatch-N327004101-motor-stalls-2026-11-23.csv`: the serial, the file, and the day (today, or the voltage day asked for). */
export function labsFilename(profile: MonitorProfile, name: string, nowMs: number, dayIndex: number | null = null): string {
  const zone = calendarFor(profile.timeZone).zoneName;
  const at = dayIndex === null ? nowMs : lookbackDay(profile, nowMs, dayIndex)?.startMs ?? nowMs;
  const date = DateTime.fromMillis(at, { zone }).toISODate() ?? '';
  return `kilowatch-${profile.serialNumber}-${name}-${date}.csv`;
}

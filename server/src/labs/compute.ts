import type { MonitorProfile } from '../contracts';
import { storedLatest } from '../measured';
import { outdoorTemp } from '../world/weather';
import { calendarFor, localDay } from '../time/calendar';
import { between, streamId } from '../hash';
import { profileKey } from '../home/profileKey';
import { DEGREE_DAY_BASE_C, heatPumpId, labsDay, REFERENCE_HEAT_PUMP_W, type LabsDay, type StallRecord, type VoltRun } from './days';
import {
  addSums, cohortHistogram, efficiencyRating, emptySums, LABS_LOOKBACK_DAYS, logNormalTerciles, neutralRating, powerQualityRating,
  round, slopeOf, tercileRating,
} from './maths';
import { labsMinutes } from './minutes';
import { sustained24h, type LegExtremes } from './sustained';
import type { WireEfficiencyRating, WireFrequencyRating, WireHistogramBin } from '../../../src/api/wire/labs';

const HOUR_MS = 3_600_000;

/** Other homes' motor stalls a day: log-normal, this median and spread (their terciles rate a home). */
export const STALL_COHORT = { median: 2.6, sigma: 0.5 } as const;
export const STALL_TERCILES = logNormalTerciles(STALL_COHORT.median, STALL_COHORT.sigma);
/** The power-quality average covers the last this many hours. */
export const AVERAGE_HOURS = 24;
/** Below these the AC comparison waits for more data: degree-days and kWh over the lookback. */
export const AC_MIN_DEGREE_DAYS = 20;
export const AC_MIN_KWH = 10;
/** Similar homes' heating and cooling kWh per degree-day, relative to the reference unit: log-normal. */
const AC_COHORT = { medianRatio: 1.12, sigma: 0.28, bins: 12 } as const;

/** What the home's settings give the labs (monitor attributes). */
export interface LabsHome {
  postalCode: string | null;
  homeSizeType: string | null;
  /** Cents per kWh; -1 when costs are hidden or not set. */
  cost: number;
}

export type Part<T> = ({ status: 'ok' } & T) | { status: 'failed' };

export interface DayRef {
  index: number;
  date: string;
  startMs: number;
  endMs: number;
}

export interface MotorStallFigures {
  rating: WireFrequencyRating;
  averagePerDay: number;
  peakPerDay: number;
  peakDay: string | null;
  total: number;
  terciles: [number, number];
  dailyCounts: { date: string; count: number }[];
  /** Every stall of the lookback, oldest first. */
  stalls: StallRecord[];
}

export interface PowerQualityFigures {
  rating: WireFrequencyRating;
  eventCount: number;
  voltageNow: [number, number];
  average: [number, number] | null;
  sustained: LegExtremes | null;
  /** Every dip and spike of the lookback, oldest first (runs across midnight joined). */
  events: VoltRun[];
}

export interface NeutralFigures {
  rating: WireFrequencyRating;
  voltsPerKw: number;
  legWatts: [number, number];
  legVoltage: [number, number];
}

export interface AcFigures {
  rating: WireEfficiencyRating;
  deviceId: string | null;
  user: number | null;
  threshold: number | null;
  acKwh: number | null;
  degreeDays: number | null;
  savings: number | null;
  histogram: { bins: WireHistogramBin[]; homes: number } | null;
}

export interface LabsFigures {
  nowMs: number;
  startMs: number;
  /** The lookback's local days, today (index 0) first. */
  days: DayRef[];
  motorStalls: Part<MotorStallFigures>;
  powerQuality: Part<PowerQualityFigures>;
  floatingNeutral: Part<NeutralFigures>;
  acEfficiency: Part<AcFigures>;
}

/** The lookback's local days, oldest first: the 29 days before today, then today so far. */
export function lookbackDays(profile: MonitorProfile, nowMs: number): LabsDay[] {
  const today = localDay(profile, nowMs).dayNo;
  const out: LabsDay[] = [];
  for (let d = today - LABS_LOOKBACK_DAYS + 1; d <= today; d++) out.push(labsDay(profile, d, nowMs));
  return out;
}

/** A part whose computation throws reports 'failed' (shown as "not available"); the others stand. */
function part<T>(compute: () => T, onError?: (err: unknown) => void): Part<T> {
  try {
    return { status: 'ok', ...compute() };
  } catch (err) {
    onError?.(err);
    return { status: 'failed' };
  }
}

export function motorStallFigures(days: LabsDay[]): MotorStallFigures {
  const stalls = days.flatMap((d) => d.stalls);
  const coveredDays = days.reduce((a, d) => a + d.minutes, 0) / 1440;
  const daily = days.map((d) => ({ date: d.date, count: d.stalls.length }));
  let peak = daily[0] ?? null;
  for (const d of daily) if (peak && d.count > peak.count) peak = d;
  const average = coveredDays > 0 ? stalls.length / coveredDays : 0;
  return {
    rating: tercileRating(average, STALL_TERCILES),
    averagePerDay: round(average, 2),
    peakPerDay: peak?.count ?? 0,
    peakDay: peak && peak.count > 0 ? peak.date : null,
    total: stalls.length,
    terciles: [round(STALL_TERCILES[0], 2), round(STALL_TERCILES[1], 2)],
    dailyCounts: daily,
    stalls,
  };
}

/** Runs that continue across midnight become one event. */
export function joinRuns(runs: VoltRun[]): VoltRun[] {
  const out: VoltRun[] = [];
  for (const r of runs) {
    const prev = [...out].reverse().find((p) => p.kind === r.kind);
    if (prev && prev.endMs === r.startMs) {
      prev.endMs = r.endMs;
      for (const leg of r.legs) if (!prev.legs.includes(leg)) prev.legs.push(leg);
      prev.legs.sort();
      prev.voltage = r.kind === 'dip' ? Math.min(prev.voltage, r.voltage) : Math.max(prev.voltage, r.voltage);
    } else {
      out.push({ ...r, legs: [...r.legs] });
    }
  }
  return out;
}

const v1dp = (v: number) => round(v, 1);

/** The mean minute voltage of each leg over the `hours` before now (whole minutes the meter was heard). */
export function averageVoltage(profile: MonitorProfile, nowMs: number, hours: number): [number, number] | null {
  const endMin = Math.floor(nowMs / 60_000);
  let m = endMin - hours * 60;
  let s1 = 0;
  let s2 = 0;
  let n = 0;
  while (m < endMin) {
    const day = localDay(profile, m * 60_000);
    const lm = labsMinutes(profile, day, nowMs);
    const i0 = m - day.startMin;
    const i1 = Math.min(day.lengthMin, endMin - day.startMin);
    for (let i = i0; i < i1; i++) {
      const a = lm.voltage1[i] as number;
      const b = lm.voltage2[i] as number;
      if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
      s1 += a;
      s2 += b;
      n++;
    }
    m = day.startMin + i1;
  }
  return n > 0 ? [v1dp(s1 / n), v1dp(s2 / n)] : null;
}

const NOW_KEYS = ['voltage.L1', 'voltage.L2', 'mains.L1', 'mains.L2'] as const;

/**
 * Each leg's volts and watts now: the store's latest sample (measured storedLatest); while the meter
 * is not heard, the last minute heard today (its means). Throws when nothing was heard today (the
 * part then reads "not available").
 */
export function legsNow(profile: MonitorProfile, nowMs: number): { voltage: [number, number]; legs: [number, number] } {
  const now = storedLatest(profile, nowMs, NOW_KEYS);
  if (NOW_KEYS.every((k) => now.has(k))) {
    return { voltage: [now.get('voltage.L1')!, now.get('voltage.L2')!], legs: [now.get('mains.L1')!, now.get('mains.L2')!] };
  }
  const lm = labsMinutes(profile, localDay(profile, nowMs), nowMs);
  for (let i = lm.reached - 1; i >= 0; i--) {
    const row = [lm.voltage1[i]!, lm.voltage2[i]!, lm.leg1[i]!, lm.leg2[i]!];
    if (row.every(Number.isFinite)) return { voltage: [row[0]!, row[1]!], legs: [row[2]!, row[3]!] };
  }
  throw new Error('the meter has not been heard today');
}

export function powerQualityFigures(profile: MonitorProfile, days: LabsDay[], nowMs: number): PowerQualityFigures {
  const events = joinRuns(days.flatMap((d) => d.events));
  const now = legsNow(profile, nowMs);
  return {
    rating: powerQualityRating(events.length),
    eventCount: events.length,
    voltageNow: [v1dp(now.voltage[0]), v1dp(now.voltage[1])],
    average: averageVoltage(profile, nowMs, AVERAGE_HOURS),
    sustained: sustained24h(profile, nowMs),
    events,
  };
}

export function neutralFigures(profile: MonitorProfile, days: LabsDay[], nowMs: number): NeutralFigures {
  const sums = days.reduce((acc, d) => addSums(acc, d.neutral), emptySums());
  const slope = slopeOf(sums);
  if (slope === null) throw new Error('not enough leg imbalance to read the neutral');
  const vPerKw = Math.abs(slope);
  const now = legsNow(profile, nowMs);
  return {
    rating: neutralRating(vPerKw),
    voltsPerKw: round(vPerKw, 2),
    legWatts: [Math.round(now.legs[0]), Math.round(now.legs[1])],
    legVoltage: [v1dp(now.voltage[0]), v1dp(now.voltage[1])],
  };
}

/** The size factor of the cohort's reference unit: √(floor area / 2,000 sq. ft), 1 when unknown. */
export function sizeFactor(homeSizeType: string | null): number {
  const m = /(\d[\d,.]*)/.exec(homeSizeType ?? '');
  const sqft = m ? Number(m[1]!.replace(/,/g, '')) : NaN;
  if (!Number.isFinite(sqft) || sqft <= 0) return 1;
  return Math.min(1.6, Math.max(0.6, Math.sqrt(sqft / 2000)));
}

const annualCache = new Map<string, number>();
/** Heating plus cooling degree-days of the 365 local days before today (the home's climate). */
export function annualDegreeDays(profile: MonitorProfile, nowMs: number): number {
  const today = localDay(profile, nowMs);
  const key = `${profileKey(profile)}#${today.dayNo}`;
  const hit = annualCache.get(key);
  if (hit !== undefined) return hit;
  const cal = calendarFor(profile.timeZone);
  const start = cal.day(today.dayNo - 365).startMs;
  let dd = 0;
  for (let t = start; t + HOUR_MS <= today.startMs; t += HOUR_MS) dd += Math.abs(outdoorTemp(profile, t + HOUR_MS / 2) - DEGREE_DAY_BASE_C) / 24;
  if (annualCache.size >= 256) annualCache.delete(annualCache.keys().next().value as string);
  annualCache.set(key, dd);
  return dd;
}

export function acFigures(profile: MonitorProfile, days: LabsDay[], home: LabsHome, nowMs: number): AcFigures {
  const deviceId = heatPumpId(profile);
  const empty: AcFigures = { rating: 'needsData', deviceId, user: null, threshold: null, acKwh: null, degreeDays: null, savings: null, histogram: null };
  if (!deviceId) return empty;
  const acKwh = days.reduce((a, d) => a + d.hvacWh, 0) / 1000;
  const degreeDays = days.reduce((a, d) => a + d.degreeDays, 0);
  if (degreeDays < AC_MIN_DEGREE_DAYS || acKwh < AC_MIN_KWH) return { ...empty, acKwh: round(acKwh, 1), degreeDays: round(degreeDays, 1) };
  const refW = REFERENCE_HEAT_PUMP_W * sizeFactor(home.homeSizeType);
  const refKwh = days.reduce((a, d) => a + refW * d.hvacPerRatedWh + d.hvacFixedWh, 0) / 1000;
  const user = acKwh / degreeDays;
  const threshold = refKwh / degreeDays;
  const rating = efficiencyRating(user, threshold);
  const savings = home.postalCode ? Math.max(0, user - threshold) * annualDegreeDays(profile, nowMs) : null;
  const homes = Math.round(between(180, 420, profile.seed >>> 0, streamId('labs.ac.cohort')));
  const top = Math.max(threshold * 2.4, user * 1.15);
  return {
    rating,
    deviceId,
    user: round(user, 3),
    threshold: round(threshold, 3),
    acKwh: round(acKwh, 1),
    degreeDays: round(degreeDays, 1),
    savings: savings === null ? null : Math.round(savings),
    histogram: { bins: cohortHistogram(threshold * AC_COHORT.medianRatio, AC_COHORT.sigma, homes, AC_COHORT.bins, top), homes },
  };
}

/**
 * Every Labs figure of a monitor at `nowMs`, from the simulator over the lookback. Pure (caches
 * aside): the worker pool runs it (workers/jobs.ts 'labsFigures').
 */
export function labsFigures(profile: MonitorProfile, home: LabsHome, nowMs: number, onError?: (err: unknown) => void): LabsFigures {
  const days = lookbackDays(profile, nowMs);
  const refs = days.map((d, i) => ({ index: days.length - 1 - i, date: d.date, startMs: d.startMs, endMs: Math.min(d.endMs, nowMs) })).reverse();
  return {
    nowMs,
    startMs: days[0]!.startMs,
    days: refs,
    motorStalls: part(() => motorStallFigures(days), onError),
    powerQuality: part(() => powerQualityFigures(profile, days, nowMs), onError),
    floatingNeutral: part(() => neutralFigures(profile, days, nowMs), onError),
    acEfficiency: part(() => acFigures(profile, days, home, nowMs), onError),
  };
}

/** The lookback day `index` (0 = today), or null outside 0 … days − 1. */
export function lookbackDay(profile: MonitorProfile, nowMs: number, index: number): DayRef | null {
  if (!Number.isInteger(index) || index < 0 || index >= LABS_LOOKBACK_DAYS) return null;
  const cal = calendarFor(profile.timeZone);
  const today = cal.dayOf(nowMs);
  const day = cal.day(today.dayNo - index);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { index, date: `${day.year}-${pad(day.month)}-${pad(day.day)}`, startMs: day.startMs, endMs: Math.min(day.endMs, nowMs) };
}


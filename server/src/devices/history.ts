import { DateTime } from 'luxon';
import type { MonitorProfile } from '../contracts';
import type { WireDeviceUsageHistory, WireUsageScale } from '../../../src/api/wire/devices';
import type { BookDevice } from './book';
import { figuresBetween, pick, zoneFiguresBetween } from './figures';
import { producedOf, producedValueCents, productionSource, usageCents } from './usage';

export const USAGE_SCALES: readonly WireUsageScale[] = ['DAY', 'WEEK', 'MONTH', 'YEAR', 'BILL'];

/** 'day', 'CYCLE', 'bill' … → a WireUsageScale, or null. */
export function parseScale(raw: string | undefined): WireUsageScale | null {
  if (raw === undefined || raw === '') return 'DAY';
  const s = raw.trim().toUpperCase();
  if (s === 'CYCLE') return 'BILL';
  return (USAGE_SCALES as readonly string[]).includes(s) ? (s as WireUsageScale) : null;
}

interface Period {
  start: DateTime;
  end: DateTime;
  previous: DateTime;
  /** Bucket bounds, steps + 1 of them. */
  bounds: number[];
}

/** The period of a scale containing an instant, in the monitor's zone (weeks start on Monday). */
export function periodOf(profile: MonitorProfile, scale: WireUsageScale, atMs: number, cycleStart: number): Period {
  const at = DateTime.fromMillis(atMs, { zone: profile.timeZone });
  let start: DateTime;
  let end: DateTime;
  let previous: DateTime;
  const bounds: number[] = [];
  const days = () => {
    for (let d = start; d < end; d = d.plus({ days: 1 })) bounds.push(d.toMillis());
  };
  switch (scale) {
    case 'DAY':
      start = at.startOf('day');
      end = start.plus({ days: 1 });
      previous = start.minus({ days: 1 });
      for (let t = start.toMillis(); t < end.toMillis(); t += 3_600_000) bounds.push(t);
      break;
    case 'WEEK':
      start = at.startOf('week');
      end = start.plus({ weeks: 1 });
      previous = start.minus({ weeks: 1 });
      days();
      break;
    case 'MONTH':
      start = at.startOf('month');
      end = start.plus({ months: 1 });
      previous = start.minus({ months: 1 });
      days();
      break;
    case 'YEAR':
      start = at.startOf('year');
      end = start.plus({ years: 1 });
      previous = start.minus({ years: 1 });
      for (let m = start; m < end; m = m.plus({ months: 1 })) bounds.push(m.toMillis());
      break;
    case 'BILL': {
      const c = Math.min(28, Math.max(1, cycleStart));
      const thisMonth = at.startOf('month').set({ day: c });
      start = at.day >= c ? thisMonth : thisMonth.minus({ months: 1 });
      end = start.plus({ months: 1 });
      previous = start.minus({ months: 1 });
      days();
      break;
    }
  }
  bounds.push(end.toMillis());
  return { start, end, previous, bounds };
}

const iso = (ms: number) => new Date(ms).toISOString();
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The usage chart of a device for the period of `scale` containing `atMs`: kWh and cents per
 * bucket, zero for buckets in the future or before the device's data start.
 */
export function usageHistory(
  profile: MonitorProfile,
  b: BookDevice,
  scale: WireUsageScale,
  atMs: number,
  nowMs: number,
  cycleStart: number,
): WireDeviceUsageHistory {
  const p = periodOf(profile, scale, atMs, cycleStart);
  const source = productionSource(b);
  const steps = p.bounds.length - 1;
  const kwh: number[] = new Array(steps).fill(0);
  const value: number[] = new Array(steps).fill(0);
  const cost: number[] = new Array(steps).fill(0);
  let elapsedMs = 0;
  for (let i = 0; i < steps; i++) {
    const from = Math.max(p.bounds[i]!, b.dataStartMs);
    const to = Math.min(p.bounds[i + 1]!, nowMs);
    if (to <= from) continue;
    elapsedMs += to - from;
    const f = figuresBetween(profile, from, to, nowMs, false);
    // Each minute's energy at the rate in force that minute (time-of-use zones, devices/money.ts).
    const zones = zoneFiguresBetween(profile, from, to, nowMs);
    if (source) {
      kwh[i] = producedOf(profile, source, f).kwh;
      value[i] = producedValueCents(profile, source, f, zones);
    } else {
      kwh[i] = pick(profile, f, b.energyIds).kwh;
      cost[i] = usageCents(profile, f, zones, b.energyIds);
    }
  }
  const total = kwh.reduce((s, v) => s + v, 0);
  const totalCost = cost.reduce((s, v) => s + v, 0);
  const totalValue = value.reduce((s, v) => s + v, 0);
  const endMs = p.end.toMillis();
  return {
    scale,
    start: iso(p.start.toMillis()),
    end: iso(endMs),
    steps,
    bucket_starts: p.bounds.slice(0, -1).map(iso),
    kwh: kwh.map(round3),
    cost: source ? kwh.map(() => 0) : cost.map((c) => Math.round(c)),
    total_kwh: round3(total),
    total_cost: source ? 0 : Math.round(totalCost),
    ...(source ? { value: value.map((v) => Math.round(v)), total_value: Math.round(totalValue) } : {}),
    avg_w: elapsedMs > 0 ? Math.round(((total * 1000) / (elapsedMs / 3_600_000)) * 10) / 10 : 0,
    previous_start: iso(p.previous.toMillis()),
    next_start: endMs <= nowMs ? iso(endMs) : null,
  };
}

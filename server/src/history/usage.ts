import type { WireUsageHistory } from '../../../src/api/wire/history';
import type { MonitorProfile } from '../contracts';
import { householdOf } from '../sim/household';
import { Acc, dayEnvelope, dayNoOf, type DayEnvelope, type Entry } from './envelope';
import { fillModel, locate, newModel, type Subject } from './minuteModel';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * GET /app/history/usage, computed from the simulator (see server/README.md "History").
 * `start` is aligned down to the granularity; entry i covers [start + i·step, start + (i+1)·step)
 * and holds [minW, maxW, minSolarW, maxSolarW, meanW, meanSolarW] in deciwatts over every half
 * second of that span (the instants the feed samples). Nothing at or after endOfData (now, to the whole second) is
 * included: the last entry may be partial, later ones are absent.
 */

export const GRANULARITIES = ['SECOND', 'MINUTE', 'HOUR', 'DAY'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const STEP_MS: Record<Granularity, number> = { SECOND: 1000, MINUTE: 60_000, HOUR: 3_600_000, DAY: 86_400_000 };

/** Entries per client cache block. */
export const BLOCK = 360;
/**
 * Most entries one request may ask for: 40 blocks, and at most 60 days of simulated time. A day not
 * computed before costs ~25 ms (the simulator's minute series plus every half second's envelope),
 * so a cold request stays under ~1.5 s; warm, a block of 360 minutes answers in under a millisecond.
 */
export const MAX_FRAMES: Record<Granularity, number> = { SECOND: BLOCK * 40, MINUTE: BLOCK * 40, HOUR: BLOCK * 4, DAY: 60 };

export interface UsageQuery {
  granularity: Granularity;
  startMs: number;
  frames: number;
  subject: Subject;
  nowMs: number;
}

/** The wire shape the browser's power meter reads (src/api/wire/history.ts), with exact entry tuples. */
export interface UsageAnswer extends WireUsageHistory {
  granularity: Granularity;
  totals: Entry[];
}

/** 'second' → 'SECOND'; null when it is not one of the four. */
export function parseGranularity(text: string): Granularity | null {
  const g = text.trim().toUpperCase();
  return (GRANULARITIES as readonly string[]).includes(g) ? (g as Granularity) : null;
}

/** The device a device_id names: a load, the solar device, or null when the household has no such device. */
export function subjectFor(profile: MonitorProfile, deviceId: string | undefined): Subject | null {
  if (deviceId === undefined) return { kind: 'home' };
  if (deviceId === 'solar') return profile.solar ? { kind: 'solar' } : null;
  const index = householdOf(profile).loads.findIndex((rt) => rt.device.id === deviceId);
  return index >= 0 ? { kind: 'load', index } : null;
}

function secondEntries(profile: MonitorProfile, q: UsageQuery, start: number, count: number, out: Entry[]): void {
  const model = newModel();
  let minute = NaN;
  const acc = new Acc();
  for (let i = 0; i < count; i++) {
    const t = start + i * 1000;
    const m = Math.floor(t / 60_000);
    if (m !== minute) {
      const { h, ds, i: index } = locate(profile, t);
      fillModel(h, ds, index, q.subject, model);
      minute = m;
    }
    const q0 = (t - m * 60_000) / 500;
    acc.reset().addHalfSeconds(model, q0, q0 + 2);
    out.push(acc.entry());
  }
}

function spanEntries(profile: MonitorProfile, q: UsageQuery, start: number, step: number, count: number, end: number, out: Entry[]): void {
  let env: DayEnvelope | null = null;
  const acc = new Acc();
  const model = newModel();
  for (let i = 0; i < count; i++) {
    const t0 = start + i * step;
    const t1 = Math.min(t0 + step, end);
    acc.reset();
    const fullEnd = Math.floor(t1 / 60_000);
    for (let m = t0 / 60_000; m < fullEnd; m++) {
      if (!env || m < env.startMin || m >= env.startMin + env.lengthMin) env = dayEnvelope(profile, dayNoOf(profile, m * 60_000), q.subject);
      const i = m - env.startMin;
      const d = env.data;
      const k = i * 4;
      acc.addMinute(d[k] as number, d[k + 1] as number, d[k + 2] as number, d[k + 3] as number, env.means[i * 2] as number, env.means[i * 2 + 1] as number);
    }
    const rest = t1 - fullEnd * 60_000;
    if (rest > 0) {
      // The minute that holds endOfData: only its half seconds before endOfData.
      const { h, ds, i: index } = locate(profile, fullEnd * 60_000);
      fillModel(h, ds, index, q.subject, model);
      acc.addHalfSeconds(model, 0, Math.ceil(rest / 500));
    }
    out.push(acc.entry());
  }
}

/** The history/usage answer for one monitor. */
export function usage(profile: MonitorProfile, q: UsageQuery): UsageAnswer {
  const step = STEP_MS[q.granularity];
  const start = Math.floor(q.startMs / step) * step;
  const end = Math.floor(q.nowMs / 1000) * 1000;
  const count = Math.max(0, Math.min(q.frames, Math.ceil((end - start) / step)));
  const totals: Entry[] = [];
  if (q.granularity === 'SECOND') secondEntries(profile, q, start, count, totals);
  else spanEntries(profile, q, start, step, count, end, totals);
  return { start: new Date(start).toISOString(), endOfData: new Date(end).toISOString(), granularity: q.granularity, totals };
}

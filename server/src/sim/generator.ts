import type { MonitorProfile } from '../contracts';
import { calendarFor, type LocalDay } from './calendar';
import { streamId, unit } from '../hash';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * A standby generator (aux_port generator). It runs its weekly exercise under load: once a week,
 * on a weekday and at a morning time chosen by the seed, the transfer switch moves the home onto
 * the generator for EXERCISE_MIN minutes, so during those minutes the home draws nothing from the
 * grid. The grid never fails in the simulator, so that is the only time it runs.
 */
export const EXERCISE_MIN = 20;

interface Schedule {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Local clock minute the run starts. */
  clock: number;
}

function scheduleOf(profile: MonitorProfile): Schedule {
  const seed = profile.seed >>> 0;
  const s = streamId('generator.exercise');
  return { weekday: 1 + Math.floor(unit(seed, s, 1) * 5), clock: 600 + 15 * Math.floor(unit(seed, s, 2) * 16) };
}

/** The exercise run of the local day containing epochMs: [startMs, endMs), or null (no run that day). */
function runOfDay(profile: MonitorProfile, epochMs: number): { startMs: number; endMs: number } | null {
  const cal = calendarFor(profile.timeZone);
  const day = cal.dayOf(epochMs);
  const sch = scheduleOf(profile);
  if (day.weekday !== sch.weekday) return null;
  const startMs = cal.clockToMs(day, sch.clock);
  return { startMs, endMs: startMs + EXERCISE_MIN * 60_000 };
}

/** The exercise run of a local day as epoch minutes [startMin, endMin), or null. */
export function generatorMinutesOfDay(profile: MonitorProfile, day: LocalDay): [number, number] | null {
  if (!profile.generator) return null;
  const sch = scheduleOf(profile);
  if (day.weekday !== sch.weekday) return null;
  const start = Math.floor(calendarFor(profile.timeZone).clockToMs(day, sch.clock) / 60_000);
  return [start, start + EXERCISE_MIN];
}

/** Whether the generator carries the home at this instant (false without a generator). */
export function generatorOn(profile: MonitorProfile, epochMs: number): boolean {
  if (!profile.generator) return false;
  const run = runOfDay(profile, epochMs);
  return run !== null && epochMs >= run.startMs && epochMs < run.endMs;
}

/** When the generator's present state began: the start of the run it is in, or the end of the last one. */
export function generatorSince(profile: MonitorProfile, epochMs: number): number | null {
  if (!profile.generator) return null;
  for (let back = 0; back <= 8; back++) {
    const run = runOfDay(profile, epochMs - back * 86_400_000);
    if (!run || run.startMs > epochMs) continue;
    return epochMs < run.endMs ? run.startMs : run.endMs;
  }
  return null;
}

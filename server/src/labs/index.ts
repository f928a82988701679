import type { MonitorProfile } from '../contracts';
import type { Locale } from '../i18n';
import { profileKey } from '../home/profileKey';
import { labsFigures, type LabsFigures, type LabsHome } from './compute';
import { labsFilename, legsCsv, stallsCsv, voltageCsv } from './csv';
import { dailyCountsSvg, stallSampleSvg, type ImageMode } from './images';
import { isLabsDayCached, labsDay } from './days';
import { LABS_LOOKBACK_DAYS } from './maths';
import { isHourCached, prepareHour, sustainedHours } from './sustained';
import { localDay } from '../time/calendar';

/**
 * Labs fault detection (spec monitoring §2, §3 "Labs data", §9): motor stalls, power quality,
 * floating neutral and AC efficiency from the simulator over the last 30 days, and the files the
 * pages link to. The worker pool runs these (workers/jobs.ts); routes/labs.ts is the HTTP face.
 *   maths.ts       ratings, terciles, the sustained-voltage median, the neutral regression, the cohort histogram
 *   days.ts        what Labs keeps of each local day (stalls, dips and spikes, leg sums, heat pump energy), cached
 *   sustained.ts   the 24-hour sustained-voltage extremes from per-second readings, cached per hour
 *   compute.ts     every figure of a monitor at an instant
 *   voltageDay.ts  one day of the voltage graph;  csv.ts, images.ts  the downloads and images
 *   content.ts     the wire answer (names, support flags, asset links)
 */
export type { LabsFigures, LabsHome } from './compute';

const homeKey = (h: LabsHome) => `${h.postalCode ?? ''}|${h.homeSizeType ?? ''}|${h.cost}`;
const RESULT_CACHE_MAX = 64;
const results = new Map<string, LabsFigures>();

/** The figures, cached per monitor profile, home settings and clock minute (a page asks for the content and its files). */
export function cachedLabsFigures(profile: MonitorProfile, home: LabsHome, nowMs: number): LabsFigures {
  const minute = Math.floor(nowMs / 60_000);
  const key = `${profileKey(profile)}#${homeKey(home)}#${minute}`;
  const hit = results.get(key);
  if (hit) return hit;
  const figures = labsFigures(profile, home, nowMs, (err) => console.error('labs: a fault-detection part failed', err));
  if (results.size >= RESULT_CACHE_MAX) results.delete(results.keys().next().value as string);
  results.set(key, figures);
  return figures;
}

/**
 * Fills this thread's caches for the figures at `nowMs` (the lookback's past days, then the hours of
 * sustained voltage), stopping once `budgetMs` of work is done: true when everything is ready. The
 * route runs it as short pool jobs until it is, so other users' jobs get their turns in between.
 */
export function prepareLabs(profile: MonitorProfile, nowMs: number, budgetMs = 150): boolean {
  const until = performance.now() + budgetMs;
  const today = localDay(profile, nowMs).dayNo;
  for (let d = today - LABS_LOOKBACK_DAYS + 1; d < today; d++) {
    if (isLabsDayCached(profile, d)) continue;
    if (performance.now() > until) return false;
    labsDay(profile, d, nowMs);
  }
  for (const h of sustainedHours(nowMs)) {
    if (isHourCached(profile, h)) continue;
    if (performance.now() > until) return false;
    prepareHour(profile, h);
  }
  return true;
}

export const LABS_ASSETS = ['motor-stalls-daily.svg', 'motor-stall-sample.svg', 'motor-stalls.csv', 'power-quality.csv', 'floating-neutral.csv'] as const;
export type LabsAssetName = (typeof LABS_ASSETS)[number];

export interface LabsAssetInput {
  profile: MonitorProfile;
  home: LabsHome;
  nowMs: number;
  asset: LabsAssetName;
  /** power-quality.csv: one lookback day (0 = today), or null for all of them. */
  day: number | null;
  /** Device id → the name the user sees. */
  names: Record<string, string>;
  locale: Locale;
  mode: ImageMode;
  /** Image width in px (IMAGE_WIDTH). */
  width: number;
}

export interface LabsAsset {
  contentType: string;
  body: string;
  /** Downloads get a file name; images none. */
  filename: string | null;
}

/** One of the files labs_content links to; null when it has nothing to show (no stall to sample). */
export function labsAsset(input: LabsAssetInput): LabsAsset | null {
  const { profile, home, nowMs, names, locale, mode } = input;
  const figures = cachedLabsFigures(profile, home, nowMs);
  const stalls = figures.motorStalls.status === 'ok' ? figures.motorStalls : null;
  const svg = (body: string): LabsAsset => ({ contentType: 'image/svg+xml; charset=utf-8', body, filename: null });
  const csv = (body: string, name: string, day: number | null = null): LabsAsset => ({
    contentType: 'text/csv; charset=utf-8',
    body,
    filename: labsFilename(profile, name, nowMs, day),
  });
  switch (input.asset) {
    case 'motor-stalls-daily.svg':
      return stalls ? svg(dailyCountsSvg(stalls.dailyCounts, locale, mode, input.width)) : null;
    case 'motor-stall-sample.svg': {
      const last = stalls?.stalls[stalls.stalls.length - 1];
      return last ? svg(stallSampleSvg(profile, last, names[last.deviceId] ?? last.deviceId, locale, mode, input.width)) : null;
    }
    case 'motor-stalls.csv':
      return stalls ? csv(stallsCsv(profile, stalls.stalls, names), 'motor-stalls') : null;
    case 'power-quality.csv':
      return csv(voltageCsv(profile, nowMs, input.day, LABS_LOOKBACK_DAYS), input.day === null ? 'power-quality-30-days' : 'power-quality', input.day);
    case 'floating-neutral.csv':
      return csv(legsCsv(profile, nowMs), 'floating-neutral');
    default:
      return null;
  }
}

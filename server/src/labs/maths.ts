import type * as Wire from '../../../src/api/wire/labs';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow.
const Math = globalThis.Math;

/**
 * The pure maths of Labs fault detection: ratings, terciles, the sustained-voltage median, the
 * neutral regression and the cohort histogram. Constants are the wire's (src/api/wire/labs.ts),
 * repeated here as runtime values typed by the wire's literals (the server build imports only types
 * from src/), so the two cannot drift.
 */
export const LABS_LOOKBACK_DAYS: typeof Wire.LABS_LOOKBACK_DAYS = 30;
export const SUSTAINED_WINDOW_S: typeof Wire.SUSTAINED_WINDOW_S = 7;
export const SUSTAINED_SPAN_H: typeof Wire.SUSTAINED_SPAN_H = 24;
export const NOMINAL_V: typeof Wire.NOMINAL_V = 120;
export const DIP_BELOW_V: typeof Wire.DIP_BELOW_V = 108;
export const SPIKE_ABOVE_V: typeof Wire.SPIKE_ABOVE_V = 132;
export const POWER_QUALITY_TERCILES: typeof Wire.POWER_QUALITY_TERCILES = [10, 20];
export const SLIGHTLY_INEFFICIENT_MAX_RATIO: typeof Wire.SLIGHTLY_INEFFICIENT_MAX_RATIO = 1.5;

/** The median of the `window` values ending at index `end` (inclusive). */
export function windowMedian(values: ArrayLike<number>, end: number, window: number): number {
  const w: number[] = [];
  for (let i = end - window + 1; i <= end; i++) w.push(values[i] as number);
  w.sort((a, b) => a - b);
  const mid = w.length >> 1;
  return w.length % 2 === 1 ? w[mid]! : (w[mid - 1]! + w[mid]!) / 2;
}

export interface Extremes {
  min: number;
  /** Index (into the values) of the second whose sustained value is the minimum. */
  minAt: number;
  max: number;
  maxAt: number;
}

/**
 * Sustained voltage (spec §9): each second, the median of the last `window` seconds (that second and
 * the ones before it); returns the lowest and highest of those medians for the seconds from index
 * `from` on (a median needs `window − 1` seconds before it, so `from` ≥ window − 1). Null when empty.
 */
export function sustainedExtremes(values: ArrayLike<number>, from: number, window = SUSTAINED_WINDOW_S): Extremes | null {
  const start = Math.max(from, window - 1);
  if (start >= values.length) return null;
  // A sorted copy of the window, updated by one removal and one insertion per second.
  const sorted: number[] = [];
  for (let i = start - window + 1; i <= start; i++) sorted.push(values[i] as number);
  sorted.sort((a, b) => a - b);
  const mid = window >> 1;
  const median = () => (window % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
  let out: Extremes = { min: median(), minAt: start, max: median(), maxAt: start };
  for (let i = start + 1; i < values.length; i++) {
    const gone = values[i - window] as number;
    sorted.splice(sorted.indexOf(gone), 1);
    const v = values[i] as number;
    let at = 0;
    while (at < sorted.length && sorted[at]! < v) at++;
    sorted.splice(at, 0, v);
    const m = median();
    if (m < out.min) out = { ...out, min: m, minAt: i };
    if (m > out.max) out = { ...out, max: m, maxAt: i };
  }
  return out;
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26; |error| < 1.5e-7). */
export function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Φ⁻¹(1/3): the first tercile of a standard normal. */
const Z_TERCILE = -0.4307273;

/** The values that split a log-normal population (median, σ) into thirds. */
export function logNormalTerciles(median: number, sigma: number): [number, number] {
  return [median * Math.exp(sigma * Z_TERCILE), median * Math.exp(-sigma * Z_TERCILE)];
}

/** Low at or below the first tercile, medium up to the second, high above. */
export function tercileRating(value: number, terciles: readonly [number, number]): Wire.WireFrequencyRating {
  return value <= terciles[0] ? 'low' : value <= terciles[1] ? 'med' : 'high';
}

/** Power quality (spec §2): under 10 dips and spikes is low, 10-20 medium, over 20 high. */
export function powerQualityRating(events: number): Wire.WireFrequencyRating {
  const [lo, hi] = POWER_QUALITY_TERCILES;
  return events < lo ? 'low' : events <= hi ? 'med' : 'high';
}

/** Efficiency bands (account-settings-shell §9): at or below the threshold, up to 1.5×, above. */
export function efficiencyRating(user: number, threshold: number): 'efficient' | 'slightlyInefficient' | 'inefficient' {
  if (user <= threshold) return 'efficient';
  return user <= threshold * SLIGHTLY_INEFFICIENT_MAX_RATIO ? 'slightlyInefficient' : 'inefficient';
}

/** Running sums of a least-squares line y = a + b·x. */
export interface LineSums {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  sxy: number;
}
export const emptySums = (): LineSums => ({ n: 0, sx: 0, sy: 0, sxx: 0, sxy: 0 });
export function addSums(into: LineSums, from: LineSums): LineSums {
  into.n += from.n;
  into.sx += from.sx;
  into.sy += from.sy;
  into.sxx += from.sxx;
  into.sxy += from.sxy;
  return into;
}
/** The slope b, or null without enough spread in x. */
export function slopeOf(s: LineSums): number | null {
  const d = s.n * s.sxx - s.sx * s.sx;
  if (s.n < 60 || !(d > 1e-9 * s.n * s.n)) return null;
  return (s.n * s.sxy - s.sx * s.sy) / d;
}

/**
 * Floating neutral: how many volts the two legs move apart per kW of imbalance between them. A sound
 * neutral gives about 0.4 V/kW (each leg's own drop); a loose one several volts.
 */
export const NEUTRAL_BANDS: typeof Wire.NEUTRAL_BANDS = [2, 5];
export function neutralRating(voltsPerKw: number): Wire.WireFrequencyRating {
  return voltsPerKw < NEUTRAL_BANDS[0] ? 'low' : voltsPerKw < NEUTRAL_BANDS[1] ? 'med' : 'high';
}

/**
 * A histogram of a log-normal cohort (median, σ) of `homes` homes: `bins` equal bins from 0 to
 * `top`, the counts from the distribution (the last bin takes the tail), so they add up to `homes`.
 */
export function cohortHistogram(median: number, sigma: number, homes: number, bins: number, top: number): Wire.WireHistogramBin[] {
  const cdf = (x: number) => (x <= 0 ? 0 : phi(Math.log(x / median) / sigma));
  const width = top / bins;
  const out: Wire.WireHistogramBin[] = [];
  let given = 0;
  for (let i = 0; i < bins; i++) {
    const from = i * width;
    const to = (i + 1) * width;
    const count = i === bins - 1 ? homes - given : Math.round(homes * cdf(to)) - given;
    given += count;
    out.push({ from: round(from, 3), to: round(to, 3), count });
  }
  return out;
}

export const round = (v: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

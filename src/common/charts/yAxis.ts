/**
 * The y-axis rule of the bar charts (spec monitoring §9): the maximum × 1.15, rounded up to a
 * multiple of 500 above 250, 100 above 50, 20 above 10, 5 above 2, else 1. Never below one step,
 * so an empty chart still has an axis.
 */
export function yAxisMax(maxValue: number): number {
  const scaled = Math.max(0, Number.isFinite(maxValue) ? maxValue : 0) * 1.15;
  const step = scaled > 250 ? 500 : scaled > 50 ? 100 : scaled > 10 ? 20 : scaled > 2 ? 5 : 1;
  return Math.max(step, Math.ceil(scaled / step) * step);
}

/** `ticks` evenly spaced values from 0 to max, both included (the trends y-axis has 5, spec §9). */
export function yTicks(max: number, ticks = 5): number[] {
  const n = Math.max(2, ticks);
  const step = max / (n - 1);
  return Array.from({ length: n }, (_, i) => Number((i * step).toFixed(6)));
}

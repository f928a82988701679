/**
 * A measurement seam for bench/power-meter: the graph calls `drawn()` after every canvas draw.
 * Nothing listens in normal use (the benchmark hook, components/useMeterBench.ts, sets `onDraw`
 * only on /meter?bench=1), so a draw costs one property read more. The arguments say what the draw
 * did (for the benchmark's classification of slow steps): how many times the painter has built its
 * paths anew, the watt maximum, the time of the first time tick, and how many axis labels have been
 * drawn as text (not copied from a bitmap).
 */
export const drawProbe: { onDraw: ((builds: number, yMax: number, firstTick: number, texts: number) => void) | null } = { onDraw: null };

export function drawn(builds: number, yMax: number, firstTick: number, texts = 0): void {
  if (drawProbe.onDraw) drawProbe.onDraw(builds, yMax, firstTick, texts);
}

/**
 * A measurement seam for bench/power-meter: the graph calls `drawn()` after every canvas draw.
 * Nothing listens in normal use (the benchmark hook, components/useMeterBench.ts, sets `onDraw`
 * only on /meter?bench=1), so a draw costs one property read more. The arguments say what the draw
 * did (for the benchmark's classification of slow steps): how many times the painter has built its
 * paths anew, the watt maximum, and the time of the first time tick.
 */
export const drawProbe: { onDraw: ((builds: number, yMax: number, firstTick: number) => void) | null } = { onDraw: null };

export function drawn(builds: number, yMax: number, firstTick: number): void {
  if (drawProbe.onDraw) drawProbe.onDraw(builds, yMax, firstTick);
}

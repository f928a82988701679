/**
 * A measurement seam for bench/power-meter: the graph calls `drawn()` after every canvas draw.
 * Nothing listens in normal use (the benchmark hook, components/useMeterBench.ts, sets `onDraw`
 * only on /meter?bench=1), so a draw costs one property read more.
 */
export const drawProbe: { onDraw: (() => void) | null } = { onDraw: null };

export function drawn(): void {
  if (drawProbe.onDraw) drawProbe.onDraw();
}

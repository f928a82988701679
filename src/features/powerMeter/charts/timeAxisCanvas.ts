/**
 * The axes, drawn on the series' canvas over the series (the page then has no axis elements to
 * style or lay out). The x axis (grid lines, tick marks and labels) is drawn, over the series, as
 * d3-axis would draw it in SVG: a 1-pixel grid line from the plot's top to its bottom and a 5-pixel
 * tick mark below it at round(x) + 0.5, the label centred 8 pixels under the plot with its top at
 * 0.71em. The canvas costs the page no style or layout work when the ticks move: a zoom step or a
 * live second redraws a few dozen marks, and nothing else on the page changes.
 */

export interface AxisTick {
  t: number;
  x: number;
  label: string;
}

export interface AxisStyle {
  /** The grid line and tick mark colour (the theme's border colour); grid lines at 0.7 opacity. */
  line: string;
  /** The label colour (muted text). */
  text: string;
  /** The labels' font family (the app's). */
  fontFamily: string;
}

/** The label's size, as the axis CSS sets it. */
const FONT_PX = 11;

export function drawTimeAxis(
  canvas: HTMLCanvasElement,
  ticks: readonly AxisTick[],
  plot: { top: number; bottom: number },
  width: number,
  height: number,
  style: AxisStyle,
  /** False when the axis goes over marks already drawn on the same canvas (the series). */
  clear = true,
): void {
  const dpr = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
  const w = Math.round(width * dpr);
  const h = Math.round(height * dpr);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (clear) ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = style.line;
  ctx.globalAlpha = 0.7;
  for (const tick of ticks) ctx.fillRect(Math.round(tick.x), plot.top, 1, plot.bottom - plot.top);
  ctx.globalAlpha = 1;
  for (const tick of ticks) ctx.fillRect(Math.round(tick.x), plot.bottom, 1, 5);
  ctx.fillStyle = style.text;
  ctx.font = `${FONT_PX}px ${style.fontFamily}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  // d3-axis puts the label's top at y: dy 0.71em below it is the baseline.
  const baseline = plot.bottom + 8 + 0.71 * FONT_PX;
  for (const tick of ticks) ctx.fillText(tick.label, Math.round(tick.x) + 0.5, baseline);
}

/**
 * The watt axis and the horizontal grid on the same canvas, as the SVG (d3-axis style) drew them:
 * a grid line per tick at round(y) + 0.5 across the plot (0.7 opacity), the baseline under the
 * plot, and each label right-aligned 8 pixels left of the plot, centred on its line (dy 0.32em).
 * A new watt range is then a redraw, not a React render.
 */
export function drawWattAxis(
  canvas: HTMLCanvasElement,
  ticks: readonly number[],
  y: (w: number) => number,
  plot: { left: number; right: number; bottom: number },
  format: (w: number) => string,
  style: AxisStyle,
): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = style.line;
  ctx.globalAlpha = 0.7;
  for (const v of ticks) ctx.fillRect(plot.left, Math.round(y(v)), plot.right - plot.left, 1);
  ctx.globalAlpha = 1;
  ctx.fillRect(plot.left, plot.bottom, plot.right - plot.left, 1);
  ctx.fillStyle = style.text;
  ctx.font = `${FONT_PX}px ${style.fontFamily}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const offset = dpr > 1 ? 0 : 0.5;
  for (const v of ticks) ctx.fillText(format(v), plot.left - 8, y(v) + offset);
}

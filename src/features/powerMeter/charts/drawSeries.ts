import type { SeriesPoints } from '../types';
import { DEAD_GAP_S } from './chartMath';
import type { PlotScales } from './usePowerMeterScales';

/**
 * Canvas drawing of the dense series: the min/max envelope as a translucent band and the line on
 * top, for usage and (optionally) solar. More points than pixels are folded into one column per
 * pixel (lowest, highest, mean), so a month of minutes costs the same to draw as a quarter hour.
 */

export interface SeriesColors {
  usage: string;
  solar: string;
}

interface Columns {
  n: number;
  x: Float32Array;
  lo: Float32Array;
  hi: Float32Array;
  mid: Float32Array;
  /** First and last time folded into each column (gap detection). */
  t0: Float64Array;
  t1: Float64Array;
}

/** Readings further apart than this are not joined: the dead gap, or 1.5 steps for long steps. */
export const gapLimitMs = (stepMs: number): number => Math.max(DEAD_GAP_S * 1000, stepMs * 1.5);

const scratch: Record<'usage' | 'solar', Columns | null> = { usage: null, solar: null };

/** Column buffers of at least `cap` entries, reused between draws. */
function columnsOf(which: 'usage' | 'solar', cap: number): Columns {
  const have = scratch[which];
  if (have && have.x.length >= cap) {
    have.n = 0;
    return have;
  }
  const size = Math.max(cap, 256);
  const c: Columns = {
    n: 0,
    x: new Float32Array(size),
    lo: new Float32Array(size),
    hi: new Float32Array(size),
    mid: new Float32Array(size),
    t0: new Float64Array(size),
    t1: new Float64Array(size),
  };
  scratch[which] = c;
  return c;
}

export function toColumns(s: SeriesPoints, scales: PlotScales, which: 'usage' | 'solar'): Columns {
  const lo = which === 'usage' ? s.min : s.solarMin;
  const hi = which === 'usage' ? s.max : s.solarMax;
  const mid = which === 'usage' ? s.mid : s.solarMid;
  const { plot, x } = scales;
  // x is linear in time: one multiply-add per point instead of a d3 scale call.
  const [d0, d1] = x.domain().map((d) => d.getTime()) as [number, number];
  const k = plot.width / Math.max(1, d1 - d0);
  const fold = s.n > plot.width * 2;
  const cap = fold ? Math.ceil(plot.width) + 2 : s.n;
  const c = columnsOf(which, cap);
  let col = -Infinity;
  let sum = 0;
  let count = 0;
  const half = s.step / 2;
  for (let i = 0; i < s.n; i++) {
    const m = mid[i] as number;
    if (Number.isNaN(m)) continue;
    const t = s.t[i] as number;
    const px = plot.left + (t + half - d0) * k;
    if (px < plot.left - 2 * plot.width || px > plot.right + 2 * plot.width) continue;
    const key = fold ? Math.floor(px) : i;
    if (key !== col || c.n === 0) {
      if (c.n > 0) c.mid[c.n - 1] = sum / count;
      if (c.n === cap) break;
      col = key;
      c.x[c.n] = fold ? key + 0.5 : px;
      c.lo[c.n] = lo[i] as number;
      c.hi[c.n] = hi[i] as number;
      c.t0[c.n] = t;
      c.t1[c.n] = t;
      c.n += 1;
      sum = 0;
      count = 0;
    } else {
      const k = c.n - 1;
      if ((lo[i] as number) < (c.lo[k] as number)) c.lo[k] = lo[i] as number;
      if ((hi[i] as number) > (c.hi[k] as number)) c.hi[k] = hi[i] as number;
      c.t1[k] = t;
    }
    sum += m;
    count += 1;
  }
  if (c.n > 0) c.mid[c.n - 1] = sum / count;
  return c;
}

/** Calls fn(from, to) for each run of columns joined without a dead gap (to exclusive). */
function runs(c: Columns, stepMs: number, fn: (from: number, to: number) => void): void {
  const limit = gapLimitMs(stepMs);
  let start = 0;
  for (let i = 1; i <= c.n; i++) {
    if (i === c.n || (c.t0[i] as number) - (c.t1[i - 1] as number) > limit) {
      if (i > start) fn(start, i);
      start = i;
    }
  }
}

function drawBand(ctx: CanvasRenderingContext2D, c: Columns, stepMs: number, scales: PlotScales, color: string, alpha: number): void {
  const { y } = scales;
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.globalAlpha = alpha;
  ctx.lineWidth = 1;
  runs(c, stepMs, (from, to) => {
    ctx.beginPath();
    if (to - from === 1) {
      ctx.moveTo(c.x[from] as number, y(c.hi[from] as number));
      ctx.lineTo(c.x[from] as number, y(c.lo[from] as number) + 0.5);
      ctx.stroke();
      return;
    }
    ctx.moveTo(c.x[from] as number, y(c.hi[from] as number));
    for (let i = from + 1; i < to; i++) ctx.lineTo(c.x[i] as number, y(c.hi[i] as number));
    for (let i = to - 1; i >= from; i--) ctx.lineTo(c.x[i] as number, y(c.lo[i] as number));
    ctx.closePath();
    ctx.fill();
  });
  ctx.globalAlpha = 1;
}

function drawLine(ctx: CanvasRenderingContext2D, c: Columns, stepMs: number, scales: PlotScales, color: string, width: number): void {
  const { y } = scales;
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  runs(c, stepMs, (from, to) => {
    ctx.beginPath();
    ctx.moveTo(c.x[from] as number, y(c.mid[from] as number));
    for (let i = from + 1; i < to; i++) ctx.lineTo(c.x[i] as number, y(c.mid[i] as number));
    if (to - from === 1) ctx.lineTo((c.x[from] as number) + 0.5, y(c.mid[from] as number));
    ctx.stroke();
  });
}

/** Sizes the canvas for the device pixel ratio and draws the series clipped to the plot. */
export function drawSeries(canvas: HTMLCanvasElement, s: SeriesPoints, scales: PlotScales, colors: SeriesColors, showSolar: boolean): void {
  const dpr = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
  const w = Math.round(scales.width * dpr);
  const h = Math.round(scales.height * dpr);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, scales.width, scales.height);
  const { plot } = scales;
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.left, plot.top - 1, plot.width, plot.height + 1);
  ctx.clip();
  if (showSolar) {
    const solar = toColumns(s, scales, 'solar');
    drawBand(ctx, solar, s.step, scales, colors.solar, 0.2);
    drawLine(ctx, solar, s.step, scales, colors.solar, 1.25);
  }
  const usage = toColumns(s, scales, 'usage');
  drawBand(ctx, usage, s.step, scales, colors.usage, 0.22);
  drawLine(ctx, usage, s.step, scales, colors.usage, 1.5);
  ctx.restore();
}

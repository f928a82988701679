import type { SeriesPoints } from '../types';
import { DEAD_GAP_S, SECOND_MS } from './chartMath';
import type { PlotScales } from './usePowerMeterScales';

/**
 * Canvas drawing of the dense series: the min/max envelope as a translucent band and the line on
 * top, for usage and (optionally) solar. More points than pixels are folded into one column per
 * pixel (lowest, highest, mean), so a month of minutes costs the same to draw as a quarter hour.
 *
 * Draws only what changed. The marks are kept as Path2D objects in a strip whose x origin is an
 * anchor time; a redraw is a translation of the strip plus a handful of canvas calls. A live
 * window of seconds that moved on by a second appends the new column to the paths (a quad to the
 * band, a segment to the line) instead of building a thousand-point path again. Anything else (a
 * zoom, a new y range, history landing, a gap, a size or colour change) builds the paths anew,
 * with x and y as one multiply-add each, straight from typed arrays.
 *
 * Band subpaths are left open: fill() closes them. (closePath() on a long Path2D costs Chromium
 * time in proportion to the path, and a fill needs no explicit close.)
 */

export interface SeriesColors {
  usage: string;
  solar: string;
}

/** Readings further apart than this are not joined: the dead gap, or 1.5 steps for long steps. */
export const gapLimitMs = (stepMs: number): number => Math.max(DEAD_GAP_S * 1000, stepMs * 1.5);

type Kind = 'usage' | 'solar';

/** One series' marks, in strip coordinates (x measured from the painter's anchor time). */
interface Layer {
  band: Path2D;
  /** Lone columns (a run of one): their band is a vertical stroke. */
  lone: Path2D;
  lones: number;
  line: Path2D;
  columns: number;
  /** Time of the first column (a series that starts earlier has points the paths lack). */
  firstT: number;
  /** The last column: its time, pixel position, and how many columns its run has. */
  lastT: number;
  lastX: number;
  lastHi: number;
  lastLo: number;
  runLength: number;
}

interface Geometry {
  width: number;
  height: number;
  dpr: number;
  left: number;
  top: number;
  plotWidth: number;
  plotHeight: number;
  bottom: number;
  kx: number;
  ky: number;
  step: number;
  fold: boolean;
  solar: boolean;
  usageColor: string;
  solarColor: string;
  base: string;
}

const sameGeometry = (a: Geometry, b: Geometry): boolean =>
  a.width === b.width && a.height === b.height && a.dpr === b.dpr && a.left === b.left && a.top === b.top && a.plotWidth === b.plotWidth &&
  a.plotHeight === b.plotHeight && a.kx === b.kx && a.ky === b.ky && a.step === b.step && a.fold === b.fold && a.solar === b.solar &&
  a.usageColor === b.usageColor && a.solarColor === b.solarColor && a.base === b.base;

const valuesOf = (s: SeriesPoints, kind: Kind) =>
  kind === 'usage' ? { lo: s.min, hi: s.max, mid: s.mid } : { lo: s.solarMin, hi: s.solarMax, mid: s.solarMid };

/** Column scratch (reused between builds): x, y of high, low and mean, first and last time. */
let cx = new Float32Array(256);
let cHi = new Float32Array(256);
let cLo = new Float32Array(256);
let cMid = new Float32Array(256);
let ct0 = new Float64Array(256);
let ct1 = new Float64Array(256);
function ensureColumns(cap: number): void {
  if (cx.length >= cap) return;
  const size = Math.ceil(cap * 1.25);
  cx = new Float32Array(size);
  cHi = new Float32Array(size);
  cLo = new Float32Array(size);
  cMid = new Float32Array(size);
  ct0 = new Float64Array(size);
  ct1 = new Float64Array(size);
}

/**
 * The series' columns into the scratch arrays: one per point, or one per pixel when there are
 * more points than pixels; x measured from `anchor`. Returns how many.
 */
export function columnsOf(s: SeriesPoints, scales: PlotScales, kind: Kind, anchor: number, fold: boolean): number {
  const { lo, hi, mid } = valuesOf(s, kind);
  const { plot, yMax } = scales;
  const [d0, d1] = scales.x.domain().map((d) => d.getTime()) as [number, number];
  const kx = plot.width / Math.max(1, d1 - d0);
  const ky = plot.height / Math.max(1e-9, yMax);
  const bottom = plot.bottom;
  const cap = fold ? Math.ceil(plot.width) + 2 : s.n;
  ensureColumns(cap);
  // Points far outside the window are left out (they would be clipped anyway).
  const xMin = plot.left - 2 * plot.width + (anchor - d0) * kx;
  const xMax = plot.right + 2 * plot.width + (anchor - d0) * kx;
  const half = s.step / 2;
  let col = -Infinity;
  let sum = 0;
  let count = 0;
  let vLo = 0;
  let vHi = 0;
  let n = 0;
  for (let i = 0; i < s.n; i++) {
    const m = mid[i] as number;
    if (m !== m) continue; // NaN: no data
    const t = s.t[i] as number;
    const px = plot.left + (t + half - anchor) * kx;
    if (px < xMin || px > xMax) continue;
    const key = fold ? Math.floor(px) : i;
    const l = lo[i] as number;
    const h = hi[i] as number;
    if (key !== col || n === 0) {
      if (n > 0) {
        cMid[n - 1] = bottom - (sum / count) * ky;
        cLo[n - 1] = bottom - vLo * ky;
        cHi[n - 1] = bottom - vHi * ky;
      }
      if (n === cap) break;
      col = key;
      cx[n] = fold ? key + 0.5 : px;
      vLo = l;
      vHi = h;
      ct0[n] = t;
      ct1[n] = t;
      n += 1;
      sum = 0;
      count = 0;
    } else {
      if (l < vLo) vLo = l;
      if (h > vHi) vHi = h;
      ct1[n - 1] = t;
    }
    sum += m;
    count += 1;
  }
  if (n > 0) {
    cMid[n - 1] = bottom - (sum / count) * ky;
    cLo[n - 1] = bottom - vLo * ky;
    cHi[n - 1] = bottom - vHi * ky;
  }
  return n;
}

/** The paths of `n` scratch columns: a polygon per run for the band (highs along, lows back), a polyline per run for the line. */
function layerOf(n: number, stepMs: number): Layer {
  const limit = gapLimitMs(stepMs);
  const band = new Path2D();
  const lone = new Path2D();
  const line = new Path2D();
  let lones = 0;
  let from = 0;
  let lastRun = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && (ct0[i] as number) - (ct1[i - 1] as number) <= limit) continue;
    // Run [from, i).
    lastRun = i - from;
    if (i - from === 1) {
      lone.moveTo(cx[from] as number, cHi[from] as number);
      lone.lineTo(cx[from] as number, (cLo[from] as number) + 0.5);
      lones += 1;
      line.moveTo(cx[from] as number, cMid[from] as number);
      line.lineTo((cx[from] as number) + 0.5, cMid[from] as number);
    } else {
      band.moveTo(cx[from] as number, cHi[from] as number);
      for (let j = from + 1; j < i; j++) band.lineTo(cx[j] as number, cHi[j] as number);
      for (let j = i - 1; j >= from; j--) band.lineTo(cx[j] as number, cLo[j] as number);
      line.moveTo(cx[from] as number, cMid[from] as number);
      for (let j = from + 1; j < i; j++) line.lineTo(cx[j] as number, cMid[j] as number);
    }
    from = i;
  }
  const last = n - 1;
  return {
    band,
    lone,
    lones,
    line,
    columns: n,
    firstT: n > 0 ? (ct0[0] as number) : NaN,
    lastT: n > 0 ? (ct1[last] as number) : NaN,
    lastX: n > 0 ? (cx[last] as number) : NaN,
    lastHi: n > 0 ? (cHi[last] as number) : NaN,
    lastLo: n > 0 ? (cLo[last] as number) : NaN,
    runLength: lastRun,
  };
}

export class SeriesPainter {
  private geometry: Geometry | null = null;
  private anchor = 0;
  private layers: Partial<Record<Kind, Layer>> = {};
  /** Builds and appends since the painter was made (for tests). */
  builds = 0;
  appends = 0;

  /**
   * Draws `s` on the canvas (sized for the device pixel ratio), clipped to the plot. `base`
   * names the data the live seconds were appended to: while it stays the same, points after the
   * last one drawn are the only change.
   */
  draw(canvas: HTMLCanvasElement, s: SeriesPoints, scales: PlotScales, colors: SeriesColors, showSolar: boolean, base: string): void {
    const dpr = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
    const w = Math.round(scales.width * dpr);
    const h = Math.round(scales.height * dpr);
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const { plot } = scales;
    const [d0, d1] = scales.x.domain().map((d) => d.getTime()) as [number, number];
    const geometry: Geometry = {
      width: scales.width,
      height: scales.height,
      dpr,
      left: plot.left,
      top: plot.top,
      plotWidth: plot.width,
      plotHeight: plot.height,
      bottom: plot.bottom,
      kx: plot.width / Math.max(1, d1 - d0),
      ky: plot.height / Math.max(1e-9, scales.yMax),
      step: s.step,
      // More points than pixels: one column a pixel (uPlot folds at the same density).
      fold: s.n > plot.width,
      solar: showSolar,
      usageColor: colors.usage,
      solarColor: colors.solar,
      base,
    };
    const kinds: Kind[] = showSolar ? ['solar', 'usage'] : ['usage'];
    const appendable = this.geometry !== null && sameGeometry(this.geometry, geometry) && !geometry.fold && s.step === SECOND_MS;
    if (!appendable || !kinds.every((k) => this.append(k, s, geometry))) this.build(s, scales, kinds, geometry, d0);
    this.geometry = geometry;

    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, scales.width, scales.height);
    ctx.save();
    ctx.beginPath();
    ctx.rect(plot.left, plot.top - 1, plot.width, plot.height + 1);
    ctx.clip();
    ctx.translate((this.anchor - d0) * geometry.kx, 0);
    for (const kind of kinds) {
      const layer = this.layers[kind];
      if (!layer || layer.columns === 0) continue;
      const color = kind === 'usage' ? colors.usage : colors.solar;
      ctx.fillStyle = color;
      ctx.strokeStyle = color;
      ctx.globalAlpha = kind === 'usage' ? 0.22 : 0.2;
      ctx.fill(layer.band);
      if (layer.lones > 0) {
        ctx.lineWidth = 1;
        ctx.lineCap = 'butt';
        ctx.stroke(layer.lone);
      }
      ctx.globalAlpha = 1;
      ctx.lineWidth = kind === 'usage' ? 1.5 : 1.25;
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      ctx.stroke(layer.line);
    }
    ctx.restore();
  }

  private build(s: SeriesPoints, scales: PlotScales, kinds: Kind[], geometry: Geometry, d0: number): void {
    this.anchor = d0;
    this.layers = {};
    for (const kind of kinds) this.layers[kind] = layerOf(columnsOf(s, scales, kind, d0, geometry.fold), s.step);
    this.builds += 1;
  }

  /**
   * Appends the points after the layer's last column, when each joins the last run (no gap) of a
   * run already two columns long and the series starts no earlier than the paths (a window that
   * moved back in time has points before them). False when the layer must be built anew instead
   * (that, a gap, a lone column, or a path grown to three times the series).
   */
  private append(kind: Kind, s: SeriesPoints, g: Geometry): boolean {
    const layer = this.layers[kind];
    if (!layer || layer.columns === 0 || layer.runLength < 2 || s.n === 0) return false;
    if (layer.columns > 3 * s.n) return false;
    const { lo, hi, mid } = valuesOf(s, kind);
    const limit = gapLimitMs(s.step);
    const half = s.step / 2;
    const t0 = s.t[0] as number;
    for (let j = 0; j < s.n; j++) {
      if ((mid[j] as number) !== (mid[j] as number)) continue;
      if ((s.t[j] as number) < layer.firstT) return false;
      break;
    }
    let i = Math.max(0, Math.floor((layer.lastT - t0) / s.step) + 1);
    // Check before writing: every new point must join the run.
    let prev = layer.lastT;
    for (let j = i; j < s.n; j++) {
      const m = mid[j] as number;
      if (m !== m) continue;
      const t = s.t[j] as number;
      if (t <= prev || t - prev > limit) return false;
      prev = t;
    }
    for (; i < s.n; i++) {
      const m = mid[i] as number;
      if (m !== m) continue;
      const t = s.t[i] as number;
      const x = g.left + (t + half - this.anchor) * g.kx;
      const yHi = g.bottom - (hi[i] as number) * g.ky;
      const yLo = g.bottom - (lo[i] as number) * g.ky;
      const yMid = g.bottom - m * g.ky;
      layer.band.moveTo(layer.lastX, layer.lastHi);
      layer.band.lineTo(x, yHi);
      layer.band.lineTo(x, yLo);
      layer.band.lineTo(layer.lastX, layer.lastLo);
      layer.line.lineTo(x, yMid);
      layer.lastT = t;
      layer.lastX = x;
      layer.lastHi = yHi;
      layer.lastLo = yLo;
      layer.runLength += 1;
      layer.columns += 1;
    }
    this.appends += 1;
    return true;
  }
}

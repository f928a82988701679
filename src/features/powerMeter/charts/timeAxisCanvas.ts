/**
 * The axes, drawn on the series' canvas over the series (the page then has no axis elements to
 * style or lay out). The x axis (grid lines, tick marks and labels) is drawn, over the series, as
 * d3-axis would draw it in SVG: a 1-pixel grid line from the plot's top to its bottom and a 5-pixel
 * tick mark below it at round(x) + 0.5, the label centred 8 pixels under the plot with its top at
 * 0.71em. The canvas costs the page no style or layout work when the ticks move: a zoom step or a
 * live second redraws a few dozen marks, and nothing else on the page changes.
 *
 * Labels as bitmaps. Text on a canvas costs more than its glyphs: the first `font` and `fillText`
 * of each task resolve the font again (Chromium prunes a canvas's font cache after every task), and
 * a live redraw is a task of its own, so every live second paid that for the same two dozen labels.
 * So each label is drawn once into a small bitmap of its own, and a frame copies the bitmaps into
 * place (drawImage at whole device pixels: the very pixels fillText would give, since the bitmap
 * was drawn with the same font at the same sub-pixel phase). A label not yet in a bitmap is drawn
 * with fillText in that frame, and its bitmap is made in a task of its own right after (a zoom step
 * that brings a dozen new labels costs no more than before). The watt labels change only with the
 * watt range: they are one bitmap, the axis' column left of the plot. Bitmaps are made again for a
 * new font, colour or pixel ratio, and once the page's fonts finish loading. Fractional pixel ratios (where
 * whole CSS pixels are not whole device pixels) and canvases without a 2D context draw text directly.
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
/** Room around a label's ink in its bitmap (device pixels are this times the ratio). */
const PAD = 3;
/** Bitmaps kept for time labels: a zoom that runs through many tick steps starts again past this. */
const MAX_LABELS = 96;

/** Bumped when the page's fonts finish loading: bitmaps drawn before then may have a fallback font. */
let fontEpoch = 0;
if (typeof document !== 'undefined' && document.fonts && typeof document.fonts.addEventListener === 'function') {
  document.fonts.addEventListener('loadingdone', () => {
    fontEpoch += 1;
  });
}

const pixelRatio = (): number => Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
const fontOf = (style: AxisStyle): string => `${FONT_PX}px ${style.fontFamily}`;
const frac = (v: number): number => v - Math.floor(v);

/** A drawing surface for bitmaps: a canvas element (or anything with a 2D context and a size). */
export type Surface = { width: number; height: number; getContext(kind: '2d'): CanvasRenderingContext2D | null };

interface LabelBitmap {
  surface: Surface;
  /** The label's anchor (centre of its baseline) inside the bitmap, device pixels. */
  ax: number;
  ay: number;
  /** The frame that last drew it (for eviction). */
  used: number;
}

interface ColumnKey {
  ticks: readonly number[];
  yMax: number;
  formatKey: string;
  left: number;
  top: number;
  bottom: number;
  height: number;
}

export interface AxisPainterOptions {
  /** Makes a bitmap (a detached canvas in the page). */
  makeSurface?: () => Surface;
  /** Runs bitmap making after the frame, in a task of its own. */
  schedule?: (run: () => void) => void;
}

const defaultSurface = (): Surface => document.createElement('canvas');
/** Whether the page's canvases have a 2D context, tried once a page (a new graph's first draw need not make a canvas to ask). */
let pageHasBitmaps: boolean | null = null;
const defaultSchedule = (run: () => void): void => {
  setTimeout(run, 0);
};

/** Draws both axes on the graph's canvas, labels from bitmaps (see above). One per graph. */
export class AxisPainter {
  private readonly makeSurface: () => Surface;
  private readonly schedule: (run: () => void) => void;
  /** Null until a bitmap was tried; false where none can be made (no 2D context). */
  private usable: boolean | null = null;
  /** What the bitmaps were drawn for: font, colour, ratio and the baseline's sub-pixel phase. */
  private labelsKey = '';
  private readonly labels = new Map<string, LabelBitmap>();
  private wanted: { labels: string[]; key: string; style: AxisStyle; dpr: number; phaseY: number } | null = null;
  private frame = 0;
  private column: { surface: Surface; key: ColumnKey; styleKey: string } | null = null;
  private columnWanted: { key: ColumnKey; styleKey: string; draw: (ctx: CanvasRenderingContext2D) => void; dpr: number } | null = null;
  /** Labels drawn as text and from bitmaps since the painter was made (for tests). */
  texts = 0;
  blits = 0;

  constructor(options: AxisPainterOptions = {}) {
    this.makeSurface = options.makeSurface ?? defaultSurface;
    this.schedule = options.schedule ?? defaultSchedule;
  }

  /** Whether bitmaps can be used at this ratio (whole device pixels for whole CSS pixels, and a 2D context for bitmaps). */
  private bitmaps(dpr: number): boolean {
    if (!Number.isInteger(dpr)) return false;
    if (this.usable === null) {
      const page = this.makeSurface === defaultSurface;
      if (page && pageHasBitmaps !== null) this.usable = pageHasBitmaps;
      else {
        try {
          this.usable = this.makeSurface().getContext('2d') !== null;
        } catch {
          this.usable = false;
        }
        if (page) pageHasBitmaps = this.usable;
      }
    }
    return this.usable;
  }

  /**
   * The time axis: grid lines and tick marks, then the labels (bitmaps where there are, text
   * otherwise). `clear` false when it goes over marks already on the canvas (the series).
   */
  drawTime(canvas: HTMLCanvasElement, ticks: readonly AxisTick[], plot: { top: number; bottom: number }, width: number, height: number, style: AxisStyle, clear = true): void {
    const dpr = pixelRatio();
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
    // d3-axis puts the label's top at y: dy 0.71em below it is the baseline.
    const baseline = plot.bottom + 8 + 0.71 * FONT_PX;
    this.frame += 1;
    let missing: string[] | null = null;
    if (this.bitmaps(dpr)) {
      const phaseY = frac(baseline * dpr);
      const key = `${fontOf(style)}|${style.text}|${dpr}|${phaseY}|${fontEpoch}`;
      if (key !== this.labelsKey) {
        this.labels.clear();
        this.labelsKey = key;
      }
      const by = baseline * dpr;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      for (const tick of ticks) {
        const bitmap = this.labels.get(tick.label);
        if (!bitmap) {
          (missing ??= []).push(tick.label);
          continue;
        }
        bitmap.used = this.frame;
        // Whole device pixels: the anchor (round(x) + 0.5 CSS px) less the bitmap's anchor.
        const ax = (Math.round(tick.x) + 0.5) * dpr;
        ctx.drawImage(bitmap.surface as CanvasImageSource, Math.round(ax - bitmap.ax), Math.round(by - bitmap.ay));
        this.blits += 1;
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (missing) this.want(missing, key, style, dpr, phaseY);
    }
    if (missing || !this.bitmaps(dpr)) {
      ctx.fillStyle = style.text;
      ctx.font = fontOf(style);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      for (const tick of ticks) {
        if (missing && !missing.includes(tick.label)) continue;
        ctx.fillText(tick.label, Math.round(tick.x) + 0.5, baseline);
        this.texts += 1;
      }
    }
  }

  /** Asks for bitmaps of `labels`, made in a task after this one. */
  private want(labels: string[], key: string, style: AxisStyle, dpr: number, phaseY: number): void {
    const first = this.wanted === null;
    if (this.wanted && this.wanted.key === key) {
      for (const l of labels) if (!this.wanted.labels.includes(l)) this.wanted.labels.push(l);
    } else this.wanted = { labels: [...labels], key, style, dpr, phaseY };
    if (first) this.schedule(() => this.makeLabels());
  }

  /** Makes the wanted label bitmaps (and drops the least recently drawn ones past MAX_LABELS). */
  private makeLabels(): void {
    const wanted = this.wanted;
    this.wanted = null;
    if (!wanted || wanted.key !== this.labelsKey) return;
    if (this.labels.size + wanted.labels.length > MAX_LABELS) {
      for (const [label, bitmap] of this.labels) if (bitmap.used < this.frame) this.labels.delete(label);
    }
    const { dpr, style } = wanted;
    for (const label of wanted.labels) {
      if (this.labels.has(label)) continue;
      const surface = this.makeSurface();
      let ctx = surface.getContext('2d');
      if (!ctx) return;
      ctx.font = fontOf(style);
      const m = ctx.measureText(label);
      const ascent = Math.ceil(m.actualBoundingBoxAscent || FONT_PX);
      const descent = Math.ceil(m.actualBoundingBoxDescent || FONT_PX / 3);
      const half = Math.ceil(Math.max(m.width, (m.actualBoundingBoxLeft || 0) + (m.actualBoundingBoxRight || 0)) / 2) + PAD;
      // The anchor at the same sub-pixel phase as on the graph: x at .5 CSS px, y at the baseline's phase.
      const ax = (half + 0.5) * dpr;
      const ay = (ascent + PAD) * dpr + wanted.phaseY;
      surface.width = Math.ceil(2 * half + 1) * dpr;
      surface.height = Math.ceil(ascent + descent + 2 * PAD + 1) * dpr;
      // A new size resets the context's state.
      ctx = surface.getContext('2d') as CanvasRenderingContext2D;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.fillStyle = style.text;
      ctx.font = fontOf(style);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(label, ax / dpr, ay / dpr);
      this.labels.set(label, { surface, ax, ay, used: this.frame });
    }
  }

  /**
   * The watt axis and the horizontal grid, as the SVG (d3-axis style) drew them: a grid line per
   * tick at round(y) + 0.5 across the plot (0.7 opacity), the baseline under the plot, and each
   * label right-aligned 8 pixels left of the plot, centred on its line (dy 0.32em). The labels are
   * one bitmap (the column left of the plot), made again when the watt range changes.
   * `formatKey` names how `format` writes (the locale): a new one makes the bitmap again.
   */
  drawWatt(
    canvas: HTMLCanvasElement,
    ticks: readonly number[],
    y: (w: number) => number,
    plot: { left: number; right: number; top: number; bottom: number },
    height: number,
    yMax: number,
    format: (w: number) => string,
    formatKey: string,
    style: AxisStyle,
  ): void {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const dpr = pixelRatio();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = style.line;
    ctx.globalAlpha = 0.7;
    for (const v of ticks) ctx.fillRect(plot.left, Math.round(y(v)), plot.right - plot.left, 1);
    ctx.globalAlpha = 1;
    ctx.fillRect(plot.left, plot.bottom, plot.right - plot.left, 1);
    const offset = dpr > 1 ? 0 : 0.5;
    const labels = (c: CanvasRenderingContext2D) => {
      c.fillStyle = style.text;
      c.font = fontOf(style);
      c.textAlign = 'right';
      c.textBaseline = 'middle';
      for (const v of ticks) c.fillText(format(v), plot.left - 8, y(v) + offset);
    };
    if (!this.bitmaps(dpr)) {
      labels(ctx);
      this.texts += ticks.length;
      return;
    }
    const styleKey = `${fontOf(style)}|${style.text}|${dpr}|${fontEpoch}`;
    const col = this.column;
    if (col && col.styleKey === styleKey && sameColumn(col.key, ticks, yMax, formatKey, plot, height)) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(col.surface as CanvasImageSource, 0, 0);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      this.blits += 1;
      return;
    }
    labels(ctx);
    this.texts += ticks.length;
    const key: ColumnKey = { ticks: [...ticks], yMax, formatKey, left: plot.left, top: plot.top, bottom: plot.bottom, height };
    const first = this.columnWanted === null;
    this.columnWanted = { key, styleKey, draw: labels, dpr };
    if (first) this.schedule(() => this.makeColumn());
  }

  /** Makes the watt labels' bitmap: the canvas' left column, the labels where they are on the graph. */
  private makeColumn(): void {
    const wanted = this.columnWanted;
    this.columnWanted = null;
    if (!wanted) return;
    const surface = this.column?.surface ?? this.makeSurface();
    surface.width = Math.ceil(wanted.key.left * wanted.dpr);
    surface.height = Math.round(wanted.key.height * wanted.dpr);
    const ctx = surface.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(wanted.dpr, 0, 0, wanted.dpr, 0, 0);
    ctx.clearRect(0, 0, wanted.key.left, wanted.key.height);
    wanted.draw(ctx);
    this.column = { surface, key: wanted.key, styleKey: wanted.styleKey };
  }
}

function sameColumn(k: ColumnKey, ticks: readonly number[], yMax: number, formatKey: string, plot: { left: number; top: number; bottom: number }, height: number): boolean {
  if (k.yMax !== yMax || k.formatKey !== formatKey || k.left !== plot.left || k.top !== plot.top || k.bottom !== plot.bottom || k.height !== height) return false;
  if (k.ticks.length !== ticks.length) return false;
  for (let i = 0; i < ticks.length; i++) if (k.ticks[i] !== ticks[i]) return false;
  return true;
}

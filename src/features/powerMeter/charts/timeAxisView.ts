/**
 * The x axis's marks, kept by hand in an element the graph owns (an island, like d3-axis, but keyed
 * by each tick's time and off the redraw path).
 *
 * Each tick is a small <svg> of its own (grid line, tick mark and label, drawn as d3-axis draws
 * them) placed with a CSS transform, in a layer that also moves with a CSS transform. Moving an
 * element by a transform costs the browser no layout, only a repaint: while the time-to-pixel ratio
 * stays the same (a live window moving along, a pan) the only write per redraw is the layer's
 * transform, plus a tick for each one that comes into view and a removal for each that leaves; a
 * zoom changes the ratio, and the anchor moves to the new window and each tick's transform is
 * written again. A label whose text changes lays out its own tick only.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface AxisTick {
  t: number;
  label: string;
}

export interface AxisClasses {
  /** The tick's <svg> (positioned, overflow visible, the axis colours). */
  tick: string;
  gridLine: string;
  tickMark: string;
  tickLabel: string;
}

interface Mark {
  svg: SVGSVGElement;
  grid: SVGLineElement;
  mark: SVGLineElement;
  text: SVGTextElement;
  label: string;
  x: number;
  seen: number;
}

/** Past this many pixels of slide the anchor moves to the window (coordinates stay small). */
const REANCHOR_PX = 100_000;

export class TimeAxisView {
  private readonly marks = new Map<number, Mark>();
  private anchor = NaN;
  private ratio = NaN;
  private slide = NaN;
  private top = NaN;
  private bottom = NaN;
  private generation = 0;

  /** `layer` holds the ticks and slides. */
  constructor(
    private readonly layer: HTMLElement,
    private readonly classes: AxisClasses,
  ) {}

  /**
   * Shows `ticks` for a window starting at `startMs`, drawn at left + (t − startMs) × ratio;
   * grid lines span top to bottom and labels sit below.
   */
  update(ticks: readonly AxisTick[], startMs: number, ratio: number, left: number, top: number, bottom: number): void {
    const resized = top !== this.top || bottom !== this.bottom;
    this.top = top;
    this.bottom = bottom;
    let replace = ratio !== this.ratio;
    let slide = Math.round(left + (this.anchor - startMs) * ratio);
    if (replace || !(Math.abs(slide) < REANCHOR_PX)) {
      this.anchor = startMs;
      this.ratio = ratio;
      slide = Math.round(left);
      replace = true;
    }
    if (slide !== this.slide) {
      this.slide = slide;
      this.layer.style.transform = `translateX(${slide}px)`;
    }
    const generation = ++this.generation;
    for (const tick of ticks) {
      let mark = this.marks.get(tick.t);
      if (!mark) {
        mark = this.create();
        this.marks.set(tick.t, mark);
        this.place(mark, tick.t);
        this.size(mark);
      } else {
        if (replace) this.place(mark, tick.t);
        if (resized) this.size(mark);
      }
      if (mark.label !== tick.label) {
        mark.label = tick.label;
        mark.text.textContent = tick.label;
      }
      mark.seen = generation;
    }
    for (const [t, mark] of this.marks) {
      if (mark.seen !== generation) {
        mark.svg.remove();
        this.marks.delete(t);
      }
    }
  }

  /** The x of a tick's line as drawn, in the graph's pixels (for tests). */
  xOf(t: number): number | null {
    const mark = this.marks.get(t);
    return mark ? this.slide + mark.x + 0.5 : null;
  }

  dispose(): void {
    for (const mark of this.marks.values()) mark.svg.remove();
    this.marks.clear();
    this.layer.style.transform = '';
  }

  private create(): Mark {
    const doc = this.layer.ownerDocument;
    const svg = doc.createElementNS(SVG_NS, 'svg') as SVGSVGElement;
    svg.setAttribute('class', `tick ${this.classes.tick}`);
    svg.setAttribute('width', '1');
    svg.setAttribute('height', '1');
    const grid = doc.createElementNS(SVG_NS, 'line') as SVGLineElement;
    grid.setAttribute('class', this.classes.gridLine);
    const mark = doc.createElementNS(SVG_NS, 'line') as SVGLineElement;
    mark.setAttribute('class', this.classes.tickMark);
    for (const line of [grid, mark]) {
      line.setAttribute('x1', '0.5');
      line.setAttribute('x2', '0.5');
    }
    const text = doc.createElementNS(SVG_NS, 'text') as SVGTextElement;
    text.setAttribute('class', this.classes.tickLabel);
    text.setAttribute('x', '0.5');
    text.setAttribute('dy', '0.71em');
    text.setAttribute('text-anchor', 'middle');
    svg.append(grid, mark, text);
    this.layer.appendChild(svg);
    return { svg, grid, mark, text, label: '', x: NaN, seen: 0 };
  }

  private place(mark: Mark, t: number): void {
    const x = Math.round((t - this.anchor) * this.ratio);
    if (x === mark.x) return;
    mark.x = x;
    mark.svg.style.transform = `translateX(${x}px)`;
  }

  private size(mark: Mark): void {
    mark.grid.setAttribute('y1', String(this.top));
    mark.grid.setAttribute('y2', String(this.bottom));
    mark.mark.setAttribute('y1', String(this.bottom));
    mark.mark.setAttribute('y2', String(this.bottom + 5));
    mark.text.setAttribute('y', String(this.bottom + 8));
  }
}

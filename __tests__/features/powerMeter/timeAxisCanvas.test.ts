import { AxisPainter, type Surface } from '../../../src/features/powerMeter/charts/timeAxisCanvas';

type Op = [string, ...unknown[]];

/** A 2D context that records what was drawn: text (with where) and images (with where). */
function fakeContext(ops: Op[]) {
  const ctx = {
    font: '',
    fillStyle: '',
    globalAlpha: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    transform: [1, 0, 0, 1, 0, 0] as number[],
    setTransform(a: number, b: number, c: number, d: number, e: number, f: number) {
      ctx.transform = [a, b, c, d, e, f];
    },
    clearRect: () => {},
    fillRect: () => {},
    measureText: (text: string) => ({ width: text.length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2, actualBoundingBoxLeft: text.length * 3, actualBoundingBoxRight: text.length * 3 }),
    fillText: (text: string, x: number, y: number) => ops.push(['text', text, x, y, ctx.textAlign, ctx.font, ctx.transform[0]]),
    drawImage: (img: Surface, x: number, y: number) => ops.push(['image', img, x, y, ctx.transform[0]]),
  };
  return ctx;
}

function fakeCanvas(ops: Op[] = []) {
  const ctx = fakeContext(ops);
  const canvas = { width: 0, height: 0, getContext: () => ctx };
  return { canvas: canvas as unknown as HTMLCanvasElement & Surface, ops, ctx };
}

const style = { line: '#ccc', text: '#667085', fontFamily: 'Inter' };
const plot = { left: 58, right: 1186, top: 12, bottom: 272 };
const ticks = [
  { t: 1, x: 100.3, label: '2:00 PM' },
  { t: 2, x: 250.7, label: '2:05 PM' },
];

/** A painter whose bitmaps are fake canvases (recording into `made`) and whose later tasks run when `flush` is called. */
function painter(surfaces = true) {
  const made: { surface: Surface; ops: Op[] }[] = [];
  const queue: (() => void)[] = [];
  const axes = new AxisPainter({
    makeSurface: () => {
      if (!surfaces) return { width: 0, height: 0, getContext: () => null };
      const { canvas, ops } = fakeCanvas();
      made.push({ surface: canvas, ops });
      return canvas;
    },
    schedule: (run) => queue.push(run),
  });
  const flush = () => {
    while (queue.length) (queue.shift() as () => void)();
  };
  return { axes, made, queue, flush };
}

const setRatio = (dpr: number) => Object.defineProperty(globalThis, 'devicePixelRatio', { value: dpr, configurable: true });

describe('axis labels from bitmaps', () => {
  afterEach(() => setRatio(1));

  it('draws new time labels as text, makes their bitmaps after the frame, then copies them to whole pixels', () => {
    const { axes, made, queue, flush } = painter();
    const first = fakeCanvas();
    axes.drawTime(first.canvas, ticks, plot, 1200, 300, style, false);
    expect(first.ops.filter((o) => o[0] === 'text').map((o) => [o[1], o[2], o[3]])).toEqual([
      ['2:00 PM', 100.5, 272 + 8 + 0.71 * 11],
      ['2:05 PM', 251.5, 272 + 8 + 0.71 * 11],
    ]);
    expect(queue).toHaveLength(1);
    flush();
    // One probe surface, then one bitmap per label, each drawn with the axis font at its anchor.
    const bitmaps = made.filter((m) => m.ops.length > 0);
    expect(bitmaps.map((m) => m.ops[0]?.[1])).toEqual(['2:00 PM', '2:05 PM']);
    for (const m of bitmaps) expect(m.ops[0]?.[5]).toBe('11px Inter');

    const second = fakeCanvas();
    axes.drawTime(second.canvas, ticks, plot, 1200, 300, style, false);
    expect(second.ops.filter((o) => o[0] === 'text')).toEqual([]);
    const images = second.ops.filter((o) => o[0] === 'image');
    expect(images).toHaveLength(2);
    for (const [i, image] of images.entries()) {
      const bitmap = bitmaps[i] as { surface: Surface; ops: Op[] };
      expect(image[1]).toBe(bitmap.surface);
      // Copied at whole device pixels, with no scaling, so that the bitmap's anchor lands where the text was.
      expect(Number.isInteger(image[2]) && Number.isInteger(image[3])).toBe(true);
      expect(image[4]).toBe(1);
      const [, , ax, ay] = bitmap.ops[0] as [string, string, number, number];
      expect((image[2] as number) + ax).toBeCloseTo((Math.round((ticks[i] as { x: number }).x) + 0.5), 9);
      expect((image[3] as number) + ay).toBeCloseTo(272 + 8 + 0.71 * 11, 9);
    }
    expect(queue).toHaveLength(0);
  });

  it('keeps the sub-pixel phase at a pixel ratio of 2', () => {
    setRatio(2);
    const { axes, made, flush } = painter();
    axes.drawTime(fakeCanvas().canvas, ticks, plot, 1200, 300, style, false);
    flush();
    const second = fakeCanvas();
    axes.drawTime(second.canvas, ticks, plot, 1200, 300, style, false);
    const bitmaps = made.filter((m) => m.ops.length > 0);
    const images = second.ops.filter((o) => o[0] === 'image');
    expect(images).toHaveLength(2);
    for (const [i, image] of images.entries()) {
      const text = (bitmaps[i] as { ops: Op[] }).ops[0] as [string, string, number, number, string, string, number];
      // The bitmap's text is drawn in CSS pixels scaled by 2; the copy is in device pixels.
      expect(text[6]).toBe(2);
      expect(Number.isInteger(image[2]) && Number.isInteger(image[3])).toBe(true);
      expect((image[2] as number) + text[2] * 2).toBeCloseTo((Math.round((ticks[i] as { x: number }).x) + 0.5) * 2, 9);
      expect((image[3] as number) + text[3] * 2).toBeCloseTo((272 + 8 + 0.71 * 11) * 2, 9);
    }
  });

  it('draws only the labels it has no bitmap for as text', () => {
    const { axes, flush } = painter();
    axes.drawTime(fakeCanvas().canvas, ticks, plot, 1200, 300, style, false);
    flush();
    const next = fakeCanvas();
    axes.drawTime(next.canvas, [...ticks, { t: 3, x: 400, label: '2:10 PM' }], plot, 1200, 300, style, false);
    expect(next.ops.filter((o) => o[0] === 'text').map((o) => o[1])).toEqual(['2:10 PM']);
    expect(next.ops.filter((o) => o[0] === 'image')).toHaveLength(2);
  });

  it('makes the bitmaps again for a new colour or font', () => {
    const { axes, flush } = painter();
    axes.drawTime(fakeCanvas().canvas, ticks, plot, 1200, 300, style, false);
    flush();
    const dark = fakeCanvas();
    axes.drawTime(dark.canvas, ticks, plot, 1200, 300, { ...style, text: '#98a2b3' }, false);
    expect(dark.ops.filter((o) => o[0] === 'text')).toHaveLength(2);
    expect(dark.ops.filter((o) => o[0] === 'image')).toHaveLength(0);
  });

  it('draws text at a fractional pixel ratio, and where no bitmap can be made', () => {
    setRatio(1.5);
    const a = painter();
    const c1 = fakeCanvas();
    a.axes.drawTime(c1.canvas, ticks, plot, 1200, 300, style, false);
    expect(a.queue).toHaveLength(0);
    expect(c1.ops.filter((o) => o[0] === 'text')).toHaveLength(2);
    setRatio(1);
    const b = painter(false);
    for (let k = 0; k < 2; k++) {
      const c = fakeCanvas();
      b.axes.drawTime(c.canvas, ticks, plot, 1200, 300, style, false);
      b.axes.drawWatt(c.canvas, [0, 500, 1000], (w) => 272 - w / 4, plot, 300, 1000, (w) => `${w} W`, 'en', style);
      expect(c.ops.filter((o) => o[0] === 'text')).toHaveLength(5);
      b.flush();
    }
  });

  it('draws the watt labels as one bitmap of the column left of the plot, made again when the range changes', () => {
    const { axes, made, flush } = painter();
    const y = (w: number) => 272 - w / 4;
    const first = fakeCanvas();
    axes.drawWatt(first.canvas, [0, 500, 1000], y, plot, 300, 1000, (w) => `${w} W`, 'en', style);
    expect(first.ops.filter((o) => o[0] === 'text').map((o) => [o[1], o[2], o[3], o[4]])).toEqual([
      ['0 W', 50, 272.5, 'right'],
      ['500 W', 50, 147.5, 'right'],
      ['1000 W', 50, 22.5, 'right'],
    ]);
    flush();
    const column = made.find((m) => m.ops.length > 0) as { surface: Surface; ops: Op[] };
    expect(column.ops.map((o) => [o[1], o[2], o[3]])).toEqual([
      ['0 W', 50, 272.5],
      ['500 W', 50, 147.5],
      ['1000 W', 50, 22.5],
    ]);
    expect([column.surface.width, column.surface.height]).toEqual([58, 300]);
    const second = fakeCanvas();
    axes.drawWatt(second.canvas, [0, 500, 1000], y, plot, 300, 1000, (w) => `${w} W`, 'en', style);
    expect(second.ops).toEqual([['image', column.surface, 0, 0, 1]]);
    // Another range, or another locale: text again, until the bitmap is made again.
    const third = fakeCanvas();
    axes.drawWatt(third.canvas, [0, 1000, 2000], (w) => 272 - w / 8, plot, 300, 2000, (w) => `${w / 1000} kW`, 'en', style);
    expect(third.ops.filter((o) => o[0] === 'text')).toHaveLength(3);
    const fourth = fakeCanvas();
    axes.drawWatt(fourth.canvas, [0, 500, 1000], y, plot, 300, 1000, (w) => `${w} W`, 'fr', style);
    expect(fourth.ops.filter((o) => o[0] === 'text')).toHaveLength(3);
  });
});

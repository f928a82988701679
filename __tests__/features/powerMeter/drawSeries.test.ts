import { BlockCache } from '../../../src/features/powerMeter/blockCache';
import { yAxisMax } from '../../../src/features/powerMeter/charts/chartMath';
import { SeriesPainter } from '../../../src/features/powerMeter/charts/drawSeries';
import { buildSeries, seriesMax } from '../../../src/features/powerMeter/charts/seriesData';
import { makeScales } from '../../../src/features/powerMeter/charts/usePowerMeterScales';
import type { MeterWindow } from '../../../src/features/powerMeter/types';

/** A Path2D that records its points (jsdom has none). */
class FakePath {
  ops: [string, number, number][] = [];
  moveTo(x: number, y: number) {
    this.ops.push(['M', x, y]);
  }
  lineTo(x: number, y: number) {
    this.ops.push(['L', x, y]);
  }
  closePath() {
    this.ops.push(['Z', 0, 0]);
  }
}

/** A 2D context that keeps what was filled and stroked last, and the x translation. */
function fakeCanvas() {
  const drawn: { fills: FakePath[]; strokes: FakePath[]; dx: number } = { fills: [], strokes: [], dx: 0 };
  const ctx = {
    setTransform: () => {},
    clearRect: () => {
      drawn.fills = [];
      drawn.strokes = [];
      drawn.dx = 0;
    },
    save: () => {},
    restore: () => {},
    beginPath: () => {},
    rect: () => {},
    clip: () => {},
    translate: (x: number) => {
      drawn.dx += x;
    },
    fill: (p: FakePath) => drawn.fills.push(p),
    stroke: (p: FakePath) => drawn.strokes.push(p),
  };
  const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as HTMLCanvasElement;
  return { canvas, drawn };
}

beforeAll(() => {
  (globalThis as unknown as { Path2D: typeof FakePath }).Path2D = FakePath;
});

const E0 = 1_795_000_000; // an epoch second
const colors = { usage: '#e5532d', solar: '#e8a317' };
const W = 1200;
const H = 300;

function frame(cache: BlockCache, window: MeterWindow) {
  const series = buildSeries(cache, window, 'second', W - 72);
  const scales = makeScales(window, W, H, yAxisMax(seriesMax(series, window, true)), 'UTC', 'en');
  return { series, scales };
}

/** A path's points in the canvas's pixels (x moved by the translation). */
const points = (path: FakePath, dx: number) => path.ops.filter((o) => o[0] !== 'Z').map(([, x, y]) => [x + dx, y]);

const point = (epoch: number) => {
  const w = 900 + 400 * Math.sin(epoch / 37) + (epoch % 300 < 120 ? 2000 : 0);
  return { epoch, w, min: w - 25, max: w + 30, solar: 300 + 100 * Math.cos(epoch / 50), solarMin: 290, solarMax: 420 };
};

describe('series painter', () => {
  it('appends a live second to its paths, and draws what a painter starting afresh draws', () => {
    const cache = new BlockCache();
    for (let e = E0 - 900; e <= E0; e++) cache.live.append(point(e));
    const live = new SeriesPainter();
    const a = fakeCanvas();
    let window = { startMs: (E0 - 765) * 1000, endMs: (E0 + 135) * 1000 };
    for (let k = 1; k <= 30; k++) {
      cache.live.append(point(E0 + k));
      window = { startMs: window.startMs + 1000, endMs: window.endMs + 1000 };
      const f = frame(cache, window);
      live.draw(a.canvas, f.series, f.scales, colors, true, '0:0');
    }
    // One build, the rest appends (unless the watt scale moved, which builds again).
    expect(live.appends).toBeGreaterThan(0);
    expect(live.builds + live.appends / 2).toBe(30);

    const fresh = new SeriesPainter();
    const b = fakeCanvas();
    const f = frame(cache, window);
    fresh.draw(b.canvas, f.series, f.scales, colors, true, '0:0');
    expect(fresh.builds).toBe(1);

    const near = (p: number[], q: number[]) => Math.abs(p[0]! - q[0]!) < 1e-3 && Math.abs(p[1]! - q[1]!) < 1e-3;
    // The line of means: the same points, in order, once the strip's translation is applied.
    for (const which of [0, 1]) {
      const got = points(a.drawn.strokes[which]!, a.drawn.dx);
      const want = points(b.drawn.strokes[which]!, b.drawn.dx);
      // The appended painter's path may start earlier (columns since scrolled out, clipped on the canvas).
      const tail = got.slice(got.length - want.length);
      expect(tail.filter((p, i) => !near(p, want[i]!))).toEqual([]);
    }
    // The band: every corner of the fresh band is a corner of the appended one.
    for (const which of [0, 1]) {
      const got = points(a.drawn.fills[which]!, a.drawn.dx);
      const missing = points(b.drawn.fills[which]!, b.drawn.dx).filter((p) => !got.some((q) => near(p, q)));
      expect(missing).toEqual([]);
    }
  });

  it('builds anew when the window moves back in time, when history lands, and at a gap', () => {
    const cache = new BlockCache();
    for (let e = E0 - 900; e <= E0; e++) cache.live.append(point(e));
    const painter = new SeriesPainter();
    const { canvas } = fakeCanvas();
    const window = { startMs: (E0 - 600) * 1000, endMs: (E0 - 300) * 1000 };
    const draw = (w: MeterWindow, base = '0:0') => {
      const f = frame(cache, w);
      painter.draw(canvas, f.series, f.scales, colors, true, base);
    };
    draw(window);
    draw({ startMs: window.startMs - 5000, endMs: window.endMs - 5000 });
    expect([painter.builds, painter.appends]).toEqual([2, 0]);
    draw({ startMs: window.startMs - 5000, endMs: window.endMs - 5000 }, '1:0');
    expect(painter.builds).toBe(3);
    // Seconds after a dead gap (more than 120 s): a second joining them appends, a second after
    // another gap builds.
    for (let e = E0 + 200; e <= E0 + 210; e++) cache.live.append(point(e));
    const live = { startMs: (E0 - 600) * 1000, endMs: (E0 + 500) * 1000 };
    draw(live);
    const builds = painter.builds;
    cache.live.append(point(E0 + 211));
    draw({ startMs: live.startMs + 1000, endMs: live.endMs + 1000 });
    expect([painter.builds, painter.appends]).toEqual([builds, 2]);
    cache.live.append(point(E0 + 400));
    draw({ startMs: live.startMs + 2000, endMs: live.endMs + 2000 });
    expect(painter.builds).toBe(builds + 1);
  });
});

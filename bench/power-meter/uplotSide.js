// The uPlot side of bench/power-meter, injected into the same /meter?bench=1 page after uPlot's
// IIFE build (node_modules/uplot/dist/uPlot.iife.min.js). It draws the data the Kilowatch graph
// draws (the same cached entries, read through window.__kwMeterBench.raw) in the Kilowatch shape:
// a min–max band with the mean line on top, for usage and, when the graph shows it, solar, with
// the same colours, the same y range (0 to yAxisMax of the largest reading), the same plot size
// and the same device pixel ratio. uPlot folds points per pixel itself (its default linear path
// builder draws each pixel column's first, lowest, highest and last point); every timed call is a
// uPlot.batch(), which draws synchronously.
(() => {
  /** The same y maximum as the app's chartMath.yAxisMax. */
  const yAxisMax = (maxW) => {
    const m = Number.isFinite(maxW) && maxW > 0 ? maxW * 1.2 : 0;
    const step = m > 250 ? 500 : m > 50 ? 100 : m > 10 ? 20 : m > 2 ? 5 : 1;
    return Math.max(1000, Math.ceil(m / step) * step);
  };

  const alpha = (color, a) => {
    const c = document.createElement('canvas').getContext('2d');
    c.fillStyle = color;
    const hex = c.fillStyle; // normalised to #rrggbb
    const n = parseInt(hex.slice(1), 16);
    return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
  };

  let u = null;
  let data = null;
  let root = null;
  let cfg = null;

  function host() {
    if (!root) {
      root = document.createElement('div');
      root.id = 'uplot-bench';
      // Below the page's own graph, in the viewport, above everything else.
      root.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:1000;background:#fff;padding:0;margin:0';
      document.body.appendChild(root);
    }
    return root;
  }

  function options(width, height) {
    const { colors, showSolar } = cfg;
    const series = [
      {},
      { stroke: colors.usage, width: 0, spanGaps: false },
      { stroke: colors.usage, width: 0, spanGaps: false },
      { stroke: colors.usage, width: 1.5, spanGaps: false },
    ];
    const bands = [{ series: [2, 1], fill: alpha(colors.usage, 0.22) }];
    if (showSolar) {
      series.push(
        { stroke: colors.solar, width: 0, spanGaps: false },
        { stroke: colors.solar, width: 0, spanGaps: false },
        { stroke: colors.solar, width: 1.25, spanGaps: false },
      );
      bands.push({ series: [5, 4], fill: alpha(colors.solar, 0.2) });
    }
    return {
      width,
      height,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, yAxisMax(max)] } },
      axes: [{ size: 28, gap: 4 }, { size: 58, gap: 4 }],
      series,
      bands,
    };
  }

  const arrays = (raw) =>
    cfg.showSolar ? [raw.x, raw.min, raw.max, raw.mean, raw.solarMin, raw.solarMax, raw.solarMean] : [raw.x, raw.min, raw.max, raw.mean];

  /** Creates the chart over `raw` showing window `win` (ms) and returns the ms its first draw took. */
  function create(raw, win, config) {
    destroy();
    cfg = config;
    data = arrays(raw);
    void document.body.offsetHeight; // as on the Kilowatch side: pending style and layout are not the step's
    const began = performance.now();
    u = new uPlot(options(cfg.width, cfg.height), data, (self, init) => {
      host().appendChild(self.root);
      self.batch(() => {
        init();
        self.setScale('x', { min: win.startMs / 1000, max: win.endMs / 1000 });
      });
    });
    void document.body.offsetHeight;
    return performance.now() - began;
  }

  /** Resizes so the plot area (inside uPlot's axes) is exactly plotW × plotH CSS pixels. */
  function fit(plotW, plotH) {
    const dpr = u.pxRatio || devicePixelRatio || 1;
    const w = cfg.width + (plotW - u.bbox.width / dpr);
    const h = cfg.height + (plotH - u.bbox.height / dpr);
    cfg.width = w;
    cfg.height = h;
    u.setSize({ width: w, height: h });
    return { width: u.bbox.width / dpr, height: u.bbox.height / dpr, dpr };
  }

  /** One zoom/pan step to window `win` (ms): script + style + layout ms. */
  function step(win) {
    void document.body.offsetHeight; // as on the Kilowatch side: pending style and layout are not the step's
    const began = performance.now();
    u.batch(() => u.setScale('x', { min: win.startMs / 1000, max: win.endMs / 1000 }));
    void document.body.offsetHeight;
    return performance.now() - began;
  }

  /** A live second: appends the point and slides the window to `win`; script + style + layout ms. */
  function append(p, win) {
    void document.body.offsetHeight; // as on the Kilowatch side: pending style and layout are not the step's
    const began = performance.now();
    data[0].push(p.epoch);
    data[1].push(p.min);
    data[2].push(p.max);
    data[3].push(p.w);
    if (cfg.showSolar) {
      data[4].push(p.solarMin);
      data[5].push(p.solarMax);
      data[6].push(p.solar);
    }
    u.batch(() => {
      u.setData(data, false);
      u.setScale('x', { min: win.startMs / 1000, max: win.endMs / 1000 });
    });
    void document.body.offsetHeight;
    return performance.now() - began;
  }

  function destroy() {
    if (u) u.destroy();
    u = null;
    data = null;
  }

  window.__uplotBench = { create, fit, step, append, destroy, points: () => (data ? data[0].length : 0) };
})();

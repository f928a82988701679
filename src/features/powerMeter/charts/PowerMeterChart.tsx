import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { formatAxisWatts, formatWindowRange } from '../format';
import messages from '../messages';
import { selectMeterError, selectMeterPending, selectMeterWidth, selectShowSolar, type WithPowerMeter } from '../powerMeterSelectors';
import { panned, retryClicked, viewportResized, zoomed, zoomStepped } from '../powerMeterSlice';
import type { MeterWindow } from '../types';
import { yAxisMax } from './chartMath';
import ChartTooltip from './ChartTooltip';
import { drawn } from './drawProbe';
import { SeriesPainter, type SeriesColors } from './drawSeries';
import { useMeterCache } from './meterCacheContext';
import { readMeterFrame, sameFrame, useSeriesSource, type MeterFrame } from './meterFrame';
import styles from './PowerMeterChart.module.css';
import { nearestIndex, seriesMax } from './seriesData';
import { AxisPainter, type AxisStyle } from './timeAxisCanvas';
import { useChartSize } from './useChartSize';
import { useChartZoom } from './useChartZoom';
import { MARGIN, usePowerMeterScales, xScale, yScale, type PlotScales } from './usePowerMeterScales';

interface Props {
  /** Ids of the texts that describe the graph (the summary, the gesture hint). */
  describedBy?: string;
}

/** Colours (and the axis font) from the theme's custom properties, re-read when the theme or mode changes. */
function useThemeColors(ref: { current: HTMLElement | null }): SeriesColors & AxisStyle {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mode', 'data-theme', 'style', 'class'] });
    return () => observer.disconnect();
  }, []);
  const [colors, setColors] = useState<SeriesColors & AxisStyle>({ usage: '#e5532d', solar: '#e8a317', line: '#d0d5dd', text: '#667085', fontFamily: 'sans-serif' });
  useLayoutEffect(() => {
    if (!ref.current) return;
    const css = getComputedStyle(ref.current);
    const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
    const next = {
      usage: read('--kw-color-usage', '#e5532d'),
      solar: read('--kw-color-solar', '#e8a317'),
      line: read('--kw-color-border', '#d0d5dd'),
      text: read('--kw-color-text-muted', '#667085'),
      fontFamily: read('--kw-font-family', 'sans-serif'),
    };
    setColors((prev) => (prev.usage === next.usage && prev.solar === next.solar && prev.line === next.line && prev.text === next.text && prev.fontFamily === next.fontFamily ? prev : next));
  }, [ref, version]);
  return colors;
}

/**
 * The zoomable live graph: React owns the canvas, the SVGs and every element; D3 gives the scales,
 * ticks, the watt axis and the zoom. The dense series (envelope and line) draw on a DPR-aware
 * canvas, and the time axis over them on the same canvas (timeAxisCanvas.ts).
 *
 * Two paths draw it. React renders when something it shows changes: the size, the watt scale, the
 * theme, whether there is data, the hover card, loading and errors. Everything that moves with the
 * window (the series, the time axis, the now marker, the window's attributes and label) is drawn
 * by one function, `drawFrame`, after each React render and, in between, straight from a store
 * subscription: a live second or a zoom step that leaves the watt scale alone costs no React render,
 * only the canvas (SeriesPainter, drawTimeAxis) and a few attributes.
 */
export default function PowerMeterChart({ describedBy }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useStore<WithPowerMeter>();
  const cache = useMeterCache();
  const source = useSeriesSource();
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const nowRef = useRef<SVGGElement>(null);
  const overlayRef = useRef<SVGRectElement>(null);
  // Until the container is measured (the mounting render) nothing is drawn or sized from the fallback.
  const { width, height, measured } = useChartSize(containerRef);
  const timeZone = useAppSelector(selectMonitorTimeZone);
  const showSolar = useAppSelector(selectShowSolar);
  const pending = useAppSelector(selectMeterPending);
  const error = useAppSelector(selectMeterError);
  const colors = useThemeColors(containerRef);
  const [hover, setHover] = useState<number | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [painter] = useState(() => new SeriesPainter());
  const [axes] = useState(() => new AxisPainter());

  // What React renders from: the store's window and series as they are now.
  const frame = readMeterFrame(store.getState(), source, cache) as MeterFrame;
  const { window, series, clock } = frame;
  const maxW = useMemo(() => seriesMax(series, window, showSolar), [series, window, showSolar]);
  const scales = usePowerMeterScales(window, width, height, maxW, timeZone, intl.locale, measured);
  const hasData = series.n > 0 && maxW > 0;
  const future = clock !== null && window.startMs > clock;

  useEffect(() => {
    if (!measured) return;
    const widthPx = Math.max(1, Math.round(width - MARGIN.left - MARGIN.right));
    // A graph mounted at the width the store has (back from the table view) changes nothing.
    if (widthPx !== selectMeterWidth(store.getState())) dispatch(viewportResized({ widthPx }));
  }, [dispatch, store, width, measured]);

  /** Draws what moves with the window: series, time axis, now marker, and the window's attributes. */
  const marks = useRef({ nowX: NaN, start: NaN, end: NaN, live: '', labelKey: '', labelled: false, labelWindow: null as MeterWindow | null, labelTimer: 0 });
  useEffect(() => () => clearTimeout(marks.current.labelTimer), []);
  const drawFrame = useCallback(
    (f: MeterFrame, sc: PlotScales) => {
      const container = containerRef.current;
      if (!container) return;
      if (canvasRef.current) {
        painter.draw(canvasRef.current, f.series, sc, colors, showSolar, f.base);
        // One canvas for all (one backing store to allocate and composite): the axes over the series,
        // their labels copied from bitmaps (timeAxisCanvas.ts).
        axes.drawWatt(canvasRef.current, sc.yTicks, sc.y, sc.plot, sc.height, sc.yMax, (w) => formatAxisWatts(intl, w, sc.yMax), intl.locale, colors);
        axes.drawTime(canvasRef.current, sc.xTicks, sc.plot, sc.width, sc.height, colors, false);
      }
      const m = marks.current;
      const nowX = f.clock !== null && f.clock >= f.window.startMs && f.clock <= f.window.endMs ? Math.round(sc.x(f.clock)) : NaN;
      if (nowRef.current && nowX !== m.nowX && !(Number.isNaN(nowX) && Number.isNaN(m.nowX))) {
        if (Number.isNaN(nowX)) nowRef.current.setAttribute('display', 'none');
        else {
          nowRef.current.removeAttribute('display');
          nowRef.current.setAttribute('transform', `translate(${nowX},0)`);
        }
      }
      m.nowX = nowX;
      // The window as the page shows it (tests and tools read these), and the graph's name.
      if (f.window.startMs !== m.start) container.setAttribute('data-window-start', String((m.start = f.window.startMs)));
      if (f.window.endMs !== m.end) container.setAttribute('data-window-end', String((m.end = f.window.endMs)));
      const live = f.realtime ? 'true' : 'false';
      if (live !== m.live) container.setAttribute('data-live', (m.live = live));
      // The graph's name changes with the range label (to the minute). Formatting a date range is an
      // Intl formatRange call: after the first draw it is named in a task of its own, after the draw
      // (a zoom step has a new range every frame; nothing announces the name while it changes).
      const labelKey = `${intl.locale}|${timeZone}|${Math.floor(f.window.startMs / 60_000)}|${Math.floor(f.window.endMs / 60_000)}`;
      if (labelKey !== m.labelKey) {
        m.labelKey = labelKey;
        m.labelWindow = f.window;
        const name = () => {
          m.labelTimer = 0;
          if (m.labelWindow) container.setAttribute('aria-label', intl.formatMessage(messages.chartLabel, { range: formatWindowRange(intl, m.labelWindow, timeZone) }));
        };
        if (!m.labelled) {
          m.labelled = true;
          name();
        } else if (!m.labelTimer) m.labelTimer = globalThis.setTimeout(name, 0) as unknown as number;
      }
      drawn(painter.builds, sc.yMax, sc.xTicks.length > 0 ? (sc.xTicks[0] as { t: number }).t : NaN, axes.texts);
    },
    [painter, axes, colors, showSolar, intl, timeZone],
  );

  useLayoutEffect(() => {
    if (measured) drawFrame(frame, scales);
  });

  // Between React renders: redraw from the store (a new watt range too: the axes are drawn on the
  // canvas). What React shows ("no data", the hover card) changing asks for a render instead.
  const shown = useRef({ frame, scales, maxW, hasData, future, hover, drawFrame, measured });
  useLayoutEffect(() => {
    shown.current = { frame, scales, maxW, hasData, future, hover, drawFrame, measured };
  });
  useLayoutEffect(() => {
    let last = shown.current.frame;
    // A watt scale other than React's, made here for a range that changed between renders.
    let ys: Pick<PlotScales, 'plot' | 'yMax' | 'y' | 'yTicks'> | null = null;
    return store.subscribe(() => {
      const f = readMeterFrame(store.getState(), source, cache);
      if (!f || sameFrame(f, last)) return;
      last = f;
      const r = shown.current;
      if (!r.measured) return;
      const m = seriesMax(f.series, f.window, showSolar);
      const yMax = yAxisMax(m);
      const has = f.series.n > 0 && m > 0;
      const ahead = f.clock !== null && f.window.startMs > f.clock;
      if (has !== r.hasData || ahead !== r.future || r.hover !== null) {
        rerender();
        return;
      }
      let y: Pick<PlotScales, 'yMax' | 'y' | 'yTicks'> = r.scales;
      if (yMax !== r.scales.yMax) {
        if (!ys || ys.yMax !== yMax || ys.plot !== r.scales.plot) ys = { plot: r.scales.plot, yMax, ...yScale(r.scales.plot, yMax) };
        y = ys;
      }
      r.drawFrame(f, { ...r.scales, yMax: y.yMax, y: y.y, yTicks: y.yTicks, ...xScale(f.window, r.scales.plot, timeZone, intl.locale) });
    });
  }, [store, source, cache, showSolar, timeZone, intl.locale]);

  const onWindow = useCallback((w: MeterWindow) => dispatch(zoomed({ window: w })), [dispatch]);
  const currentWindow = useCallback(() => (readMeterFrame(store.getState(), source, cache) ?? shown.current.frame).window, [store, source, cache]);
  useChartZoom(overlayRef, currentWindow, scales.plot, onWindow);

  // The plot's place on the page, measured when a pointer comes in (not on every move).
  const box = useRef<DOMRect | null>(null);
  const onPointerEnter = (event: PointerEvent<SVGRectElement>) => {
    box.current = event.currentTarget.ownerSVGElement?.getBoundingClientRect() ?? null;
  };
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    if (event.type === 'pointerdown' || !box.current) onPointerEnter(event);
    if (!box.current) return;
    const f = readMeterFrame(store.getState(), source, cache);
    if (!f) return;
    const { x } = xScale(f.window, scales.plot, timeZone, intl.locale);
    const t = x.invert(event.clientX - box.current.left).getTime();
    setHover(nearestIndex(f.series, t - f.series.step / 2));
  };
  // A finger has no hover: a tap shows the point's card and a drag moves it with the finger; it
  // stays after the finger lifts, until a tap elsewhere or Escape. A mouse's card follows hover.
  const onPointerLeave = (event: PointerEvent<SVGRectElement>) => {
    box.current = null;
    if (event.pointerType === 'mouse') setHover(null);
  };
  useEffect(() => {
    if (hover === null) return;
    const away = (event: globalThis.PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setHover(null);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [hover]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && hover !== null) {
      setHover(null);
      return;
    }
    const action =
      event.key === 'ArrowLeft' ? panned({ fraction: -0.1 })
      : event.key === 'ArrowRight' ? panned({ fraction: 0.1 })
      : event.key === '+' || event.key === '=' ? zoomStepped({ factor: 1 / 1.5 })
      : event.key === '-' || event.key === '_' ? zoomStepped({ factor: 1.5 })
      : null;
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  const hoverIndex = hover !== null && hover < series.n && !Number.isNaN(series.mid[hover] as number) ? hover : null;

  return (
    <div
      ref={containerRef}
      className={styles.chart}
      tabIndex={0}
      role="group"
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      onKeyDown={onKeyDown}
      data-testid="power-meter-chart"
    >
      <canvas ref={canvasRef} className={styles.canvas} style={{ width, height }} aria-hidden="true" />
      <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
        <g ref={nowRef} className={styles.now} display="none">
          <line x1={0.5} x2={0.5} y1={scales.plot.top} y2={scales.plot.bottom} />
          <text x={4} y={scales.plot.top + 10}>
            {intl.formatMessage(messages.nowMarker)}
          </text>
        </g>
        <rect
          ref={overlayRef}
          className={styles.overlay}
          x={scales.plot.left}
          y={scales.plot.top}
          width={scales.plot.width}
          height={scales.plot.height}
          onPointerEnter={onPointerEnter}
          onPointerDown={onPointerMove}
          onPointerMove={onPointerMove}
          onPointerLeave={onPointerLeave}
        />
      </svg>
      <div className={`${styles.progress} ${pending ? styles.progressOn : ''}`} aria-hidden="true" />
      {hoverIndex !== null ? <ChartTooltip series={series} index={hoverIndex} scales={scales} timeZone={timeZone} showSolar={showSolar} /> : null}
      {!measured ? null : error ? (
        <div className={styles.message} role="alert">
          <p>{intl.formatMessage(messages.loadFailed)}</p>
          <Button variant="secondary" onClick={() => dispatch(retryClicked())}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : !hasData && !pending ? (
        <div className={styles.message}>
          <p className={styles.messageTitle}>{intl.formatMessage(messages.noData)}</p>
          {future ? <p>{intl.formatMessage(messages.noDataHint)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { formatAxisWatts, formatWindowRange } from '../format';
import messages from '../messages';
import { selectClockMs, selectMeterError, selectMeterPending, selectMeterRealtime, selectShowSolar } from '../powerMeterSelectors';
import { panned, retryClicked, viewportResized, zoomed, zoomStepped } from '../powerMeterSlice';
import type { MeterWindow, SeriesPoints } from '../types';
import ChartAxes from './ChartAxes';
import ChartTooltip from './ChartTooltip';
import { drawSeries, type SeriesColors } from './drawSeries';
import styles from './PowerMeterChart.module.css';
import { nearestIndex, seriesMax } from './seriesData';
import { useChartSize } from './useChartSize';
import { useChartZoom } from './useChartZoom';
import { MARGIN, usePowerMeterScales } from './usePowerMeterScales';

interface Props {
  series: SeriesPoints;
  window: MeterWindow;
  /** Ids of the texts that describe the graph (the summary, the gesture hint). */
  describedBy?: string;
}

/** Colours from the theme's custom properties (re-read when the theme or mode changes). */
function useThemeColors(ref: { current: HTMLElement | null }): SeriesColors {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mode', 'data-theme', 'style', 'class'] });
    return () => observer.disconnect();
  }, []);
  const [colors, setColors] = useState<SeriesColors>({ usage: '#e5532d', solar: '#e8a317' });
  useLayoutEffect(() => {
    if (!ref.current) return;
    const css = getComputedStyle(ref.current);
    const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
    const next = { usage: read('--kw-color-usage', '#e5532d'), solar: read('--kw-color-solar', '#e8a317') };
    setColors((prev) => (prev.usage === next.usage && prev.solar === next.solar ? prev : next));
  }, [ref, version]);
  return colors;
}

/**
 * The zoomable live graph: React owns the canvas, the SVG and every mark; D3 gives the scales,
 * ticks, axes and zoom. The dense series (envelope and line) draw on a DPR-aware canvas.
 */
export default function PowerMeterChart({ series, window, describedBy }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<SVGRectElement>(null);
  const { width, height } = useChartSize(containerRef);
  const timeZone = useAppSelector(selectMonitorTimeZone);
  const showSolar = useAppSelector(selectShowSolar);
  const pending = useAppSelector(selectMeterPending);
  const error = useAppSelector(selectMeterError);
  const clock = useAppSelector(selectClockMs);
  const realtime = useAppSelector(selectMeterRealtime);
  const colors = useThemeColors(containerRef);
  const [hover, setHover] = useState<number | null>(null);

  const maxW = useMemo(() => seriesMax(series, window, showSolar), [series, window, showSolar]);
  const scales = usePowerMeterScales(window, width, height, maxW, timeZone, intl.locale);
  const formatY = useCallback((w: number) => formatAxisWatts(intl, w, scales.yMax), [intl, scales.yMax]);

  useEffect(() => {
    dispatch(viewportResized({ widthPx: Math.max(1, width - MARGIN.left - MARGIN.right) }));
  }, [dispatch, width]);

  useLayoutEffect(() => {
    if (canvasRef.current) drawSeries(canvasRef.current, series, scales, colors, showSolar);
  }, [series, scales, colors, showSolar]);

  const onWindow = useCallback((w: MeterWindow) => dispatch(zoomed({ window: w })), [dispatch]);
  useChartZoom(overlayRef, window, scales.plot.left, scales.plot.right, onWindow);

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!box) return;
    const t = scales.x.invert(event.clientX - box.left).getTime();
    setHover(nearestIndex(series, t - series.step / 2));
  };
  // A finger has no hover: a tap shows the point's card and a drag moves it with the finger; it
  // stays after the finger lifts, until a tap elsewhere or Escape. A mouse's card follows hover.
  const onPointerLeave = (event: PointerEvent<SVGRectElement>) => {
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

  const nowX = clock !== null && clock >= window.startMs && clock <= window.endMs ? scales.x(clock) : null;
  const hasData = series.n > 0 && maxW > 0;
  const future = clock !== null && window.startMs > clock;
  const range = formatWindowRange(intl, window, timeZone);
  const hoverIndex = hover !== null && hover < series.n && !Number.isNaN(series.mid[hover] as number) ? hover : null;

  return (
    <div
      ref={containerRef}
      className={styles.chart}
      tabIndex={0}
      role="group"
      aria-label={intl.formatMessage(messages.chartLabel, { range })}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      onKeyDown={onKeyDown}
      data-testid="power-meter-chart"
      data-window-start={window.startMs}
      data-window-end={window.endMs}
      data-live={realtime ? 'true' : 'false'}
    >
      <canvas ref={canvasRef} className={styles.canvas} style={{ width, height }} aria-hidden="true" />
      <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
        <ChartAxes scales={scales} formatY={formatY} />
        {nowX !== null ? (
          <g className={styles.now}>
            <line x1={Math.round(nowX) + 0.5} x2={Math.round(nowX) + 0.5} y1={scales.plot.top} y2={scales.plot.bottom} />
            <text x={nowX + 4} y={scales.plot.top + 10}>
              {intl.formatMessage(messages.nowMarker)}
            </text>
          </g>
        ) : null}
        <rect
          ref={overlayRef}
          className={styles.overlay}
          x={scales.plot.left}
          y={scales.plot.top}
          width={scales.plot.width}
          height={scales.plot.height}
          onPointerDown={onPointerMove}
          onPointerMove={onPointerMove}
          onPointerLeave={onPointerLeave}
        />
      </svg>
      <div className={`${styles.progress} ${pending ? styles.progressOn : ''}`} aria-hidden="true" />
      {hoverIndex !== null ? <ChartTooltip series={series} index={hoverIndex} scales={scales} timeZone={timeZone} showSolar={showSolar} /> : null}
      {error ? (
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

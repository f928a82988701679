import { useCallback, useMemo, useRef, type PointerEvent } from 'react';
import { scaleBand, scaleLinear } from 'd3';
import { useIntl } from 'react-intl';
import { yTicks } from '../../../common/charts/yAxis';
import { useElementWidth } from '../../../common/useElementWidth';
import { formatStepLong, formatStepTick } from '../format';
import { chartMessages as m } from '../messages';
import type { TrendUnit } from '../types';
import { chartTop, labelEvery, layoutBars, stepInstant, stepKindOf, type BarSeries } from './chartMath';
import chart from '../../../common/charts/chart.module.css';
import styles from './BarChart.module.css';
import { useChartStepper } from './useChartStepper';

const HEIGHT = 240;
const MARGIN = { top: 24, right: 8, bottom: 28, left: 52 };

export interface BarChartProps {
  series: BarSeries[];
  steps: number;
  unit: TrendUnit;
  /** The period's start (epoch ms): step i's time comes from it. */
  startMs: number;
  timeZone: string;
  /** The accessible name (the period). */
  label: string;
  /** Ids of the one-sentence summary and the keyboard hint. */
  describedBy: string;
  /** A value as people read it (kWh or dollars). */
  formatValue: (v: number) => string;
  /** The y axis's tick labels (shorter than formatValue). */
  formatTick: (v: number) => string;
  /** The y axis's unit, e.g. 'kWh'. */
  axisUnit: string;
}

/**
 * The trends bar chart: React owns the SVG and every mark, D3 gives the scales. Series are data
 * (see chartMath.ts BarSeries), bars are at most 21 px wide, the y axis has 5 ticks from 0 to the
 * spec's rounded maximum. Focus it and the arrow keys step through the bars, announcing each one.
 */
export default function BarChart({ series, steps, unit, startMs, timeZone, label, describedBy, formatValue, formatTick, axisUnit }: BarChartProps) {
  const intl = useIntl();
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef);
  const kind = stepKindOf(unit);
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;

  const { x, y, top, bars } = useMemo(() => {
    const xs = scaleBand<number>().domain(Array.from({ length: steps }, (_, i) => i)).range([0, innerW]).paddingInner(0.2).paddingOuter(0.1);
    const max = chartTop(series, steps);
    const ys = scaleLinear().domain([0, max]).range([innerH, 0]);
    return { x: xs, y: ys, top: max, bars: layoutBars(series, steps, (i) => xs(i) ?? 0, xs.bandwidth()) };
  }, [series, steps, innerW, innerH]);

  const timeOf = useCallback((i: number) => stepInstant(unit, startMs, i), [unit, startMs]);
  const describe = useCallback(
    (i: number) =>
      intl.formatMessage(m.point, {
        time: formatStepLong(intl, kind, timeOf(i), timeZone),
        values: series.map((s) => intl.formatMessage(m.seriesValue, { series: s.label, value: formatValue(s.values[i] ?? 0) })).join(', '),
      }),
    [intl, kind, timeOf, timeZone, series, formatValue],
  );
  const { active, announcement, onKeyDown, hover } = useChartStepper(steps, describe, `${unit}|${startMs}|${series.map((s) => s.key).join()}`);
  const every = labelEvery(unit, steps, innerW);

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const step = Math.floor(((event.clientX - box.left) / Math.max(1, box.width)) * steps);
    hover(Math.min(steps - 1, Math.max(0, step)));
  };
  const activeX = active !== null ? (x(active) ?? 0) : 0;
  const tooltipLeft = MARGIN.left + activeX + x.bandwidth() / 2;

  return (
    <div
      ref={wrapRef}
      className={styles.wrap}
      tabIndex={0}
      role="group"
      aria-roledescription={intl.formatMessage(m.viewChart)}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onBlur={() => hover(null)}
      data-testid="trends-chart"
      data-active-step={active ?? undefined}
    >
      <svg className={chart.svg} width={width} height={HEIGHT} aria-hidden="true" focusable="false">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {yTicks(top, 5).map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`} className={chart.tick}>
              <line x1={0} x2={innerW} className={tick === 0 ? styles.baseline : chart.gridline} />
              <text x={-8} dy="0.32em" textAnchor="end">
                {formatTick(tick)}
              </text>
            </g>
          ))}
          <text className={`${chart.axisText} ${styles.unit}`} x={-MARGIN.left} y={-12} textAnchor="start">
            {axisUnit}
          </text>
          {active !== null ? <rect className={styles.activeBand} x={activeX} y={0} width={x.bandwidth()} height={innerH} rx={4} /> : null}
          {bars.map((b) => (
            <rect
              key={`${b.step}-${b.key}`}
              className={styles.bar}
              data-series={b.key}
              data-active={b.step === active || undefined}
              x={b.x}
              y={y(b.to)}
              width={b.width}
              height={Math.max(0, y(b.from) - y(b.to))}
              rx={Math.min(3, b.width / 3)}
              style={{ fill: b.color }}
            />
          ))}
          {Array.from({ length: steps }, (_, i) =>
            i % every === 0 ? (
              <text key={i} className={chart.axisText} x={(x(i) ?? 0) + x.bandwidth() / 2} y={innerH + 18} textAnchor="middle">
                {formatStepTick(intl, kind, unit, timeOf(i), timeZone)}
              </text>
            ) : null,
          )}
          <rect className={styles.overlay} x={0} y={0} width={innerW} height={innerH} onPointerMove={onPointerMove} onPointerDown={onPointerMove} onPointerLeave={(e) => e.pointerType === 'mouse' && hover(null)} />
        </g>
      </svg>
      {active !== null ? (
        <div className={styles.tooltip} style={{ left: Math.min(Math.max(tooltipLeft, 90), Math.max(90, width - 90)) }} aria-hidden="true" data-testid="trends-chart-tooltip">
          <strong>{formatStepLong(intl, kind, timeOf(active), timeZone)}</strong>
          {series.map((s) => (
            <span key={s.key} className={styles.tooltipRow}>
              <span className={styles.swatch} style={{ background: s.color }} />
              {s.label}: {formatValue(s.values[active] ?? 0)}
            </span>
          ))}
        </div>
      ) : null}
      <p className="kw-visually-hidden" aria-live="polite" data-testid="trends-chart-announcement">
        {announcement}
      </p>
    </div>
  );
}

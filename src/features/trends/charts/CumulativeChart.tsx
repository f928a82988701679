import { useCallback, useMemo, useRef, type PointerEvent } from 'react';
import { line, scaleLinear } from 'd3';
import { useIntl } from 'react-intl';
import { yAxisMax, yTicks } from '../../../common/charts/yAxis';
import { useElementWidth } from '../../../common/useElementWidth';
import { formatKwh } from '../format';
import { chartMessages as m, cumulativeMessages as cm } from '../messages';
import type { CumulativeSeries } from '../types';
import chart from '../../../common/charts/chart.module.css';
import styles from './BarChart.module.css';
import own from './CumulativeChart.module.css';
import { useChartStepper } from './useChartStepper';

const HEIGHT = 200;
const MARGIN = { top: 24, right: 12, bottom: 28, left: 52 };

export interface CumulativeChartProps {
  current: CumulativeSeries;
  previous: CumulativeSeries | null;
  label: string;
  describedBy: string;
  /** A day's name, e.g. 'Mon, Nov 16'. */
  dayLabel: (series: CumulativeSeries, i: number) => string;
}

/**
 * Running totals of the period (and of the previous one, dashed) by day: React draws the paths, D3
 * gives the scales and line shapes. Focus it and the arrow keys step through the days, announcing
 * both totals.
 */
export default function CumulativeChart({ current, previous, label, describedBy, dayLabel }: CumulativeChartProps) {
  const intl = useIntl();
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef);
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const days = Math.max(current.steps, previous?.steps ?? 0, 1);

  const { x, y, top, paths } = useMemo(() => {
    const max = yAxisMax(Math.max(0, ...current.totals, ...(previous?.totals ?? [])));
    const xs = scaleLinear().domain([0, Math.max(1, days - 1)]).range([0, innerW]);
    const ys = scaleLinear().domain([0, max]).range([innerH, 0]);
    const shape = line<number>()
      .x((_, i) => xs(i))
      .y((v) => ys(v));
    return { x: xs, y: ys, top: max, paths: { current: shape(current.totals) ?? '', previous: previous ? (shape(previous.totals) ?? '') : '' } };
  }, [current, previous, days, innerW, innerH]);

  const describe = useCallback(
    (i: number) => {
      const values = [`${intl.formatMessage(cm.current)} ${i < current.totals.length ? formatKwh(intl, current.totals[i]!) : '—'}`];
      if (previous) values.push(`${intl.formatMessage(cm.previous)} ${i < previous.totals.length ? formatKwh(intl, previous.totals[i]!) : '—'}`);
      return intl.formatMessage(m.point, { time: dayLabel(i < current.steps ? current : (previous ?? current), i), values: values.join(', ') });
    },
    [intl, current, previous, dayLabel],
  );
  const { active, announcement, onKeyDown, hover } = useChartStepper(days, describe, `${current.start}|${current.totals.length}`);
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    hover(Math.min(days - 1, Math.max(0, Math.round(((event.clientX - box.left) / Math.max(1, box.width)) * (days - 1)))));
  };
  const every = Math.max(1, Math.ceil(days / Math.max(1, Math.floor(innerW / 40))));

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
      data-testid="cumulative-chart"
    >
      <svg className={chart.svg} width={width} height={HEIGHT} aria-hidden="true" focusable="false">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {yTicks(top, 5).map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`} className={chart.tick}>
              <line x1={0} x2={innerW} className={tick === 0 ? styles.baseline : chart.gridline} />
              <text x={-8} dy="0.32em" textAnchor="end">
                {intl.formatNumber(tick, { maximumFractionDigits: tick < 10 ? 1 : 0 })}
              </text>
            </g>
          ))}
          <text className={`${chart.axisText} ${styles.unit}`} x={-MARGIN.left} y={-12} textAnchor="start">
            {intl.formatMessage(m.unitKwh)}
          </text>
          {Array.from({ length: days }, (_, i) =>
            i % every === 0 ? (
              <text key={i} className={chart.axisText} x={x(i)} y={innerH + 18} textAnchor="middle">
                {intl.formatNumber(i + 1)}
              </text>
            ) : null,
          )}
          {previous ? <path className={own.previous} d={paths.previous} /> : null}
          <path className={own.current} d={paths.current} />
          {active !== null ? (
            <g>
              <line className={own.cursor} x1={x(active)} x2={x(active)} y1={0} y2={innerH} />
              {active < current.totals.length ? <circle className={own.dotCurrent} cx={x(active)} cy={y(current.totals[active]!)} r={4.5} /> : null}
              {previous && active < previous.totals.length ? <circle className={own.dotPrevious} cx={x(active)} cy={y(previous.totals[active]!)} r={4} /> : null}
            </g>
          ) : null}
          <rect className={styles.overlay} x={0} y={0} width={innerW} height={innerH} onPointerMove={onPointerMove} onPointerDown={onPointerMove} onPointerLeave={(e) => e.pointerType === 'mouse' && hover(null)} />
        </g>
      </svg>
      {active !== null ? (
        <div className={styles.tooltip} style={{ left: Math.min(Math.max(MARGIN.left + x(active), 90), Math.max(90, width - 90)) }} aria-hidden="true">
          {describe(active)}
        </div>
      ) : null}
      <p className="kw-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

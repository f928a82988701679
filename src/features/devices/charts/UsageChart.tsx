import { useMemo, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { WireDeviceUsageHistory, WireUsageScale } from '../../../api/wire/devices';
import messages from '../messages';
import { chartSeries, labelEvery, yTicks } from './chartMath';
import chart from '../../../common/charts/chart.module.css';
import styles from './UsageChart.module.css';
import { useElementWidth } from './useElementWidth';
import { useUsageChartScales, type ChartBox } from './useUsageChartScales';

const HEIGHT = 220;
const MARGIN = { top: 22, right: 8, bottom: 28, left: 44 };

function bucketLabel(intl: IntlShape, scale: WireUsageScale, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const tz = timeZone ? { timeZone } : {};
  if (scale === 'DAY') return intl.formatTime(date, { hour: 'numeric', ...tz });
  if (scale === 'WEEK') return intl.formatDate(date, { weekday: 'short', ...tz });
  if (scale === 'YEAR') return intl.formatDate(date, { month: 'short', ...tz });
  return intl.formatDate(date, { day: 'numeric', ...tz });
}

function longLabel(intl: IntlShape, scale: WireUsageScale, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const tz = timeZone ? { timeZone } : {};
  if (scale === 'DAY') return intl.formatTime(date, { hour: 'numeric', minute: '2-digit', ...tz });
  if (scale === 'YEAR') return intl.formatDate(date, { month: 'long', year: 'numeric', ...tz });
  return intl.formatDate(date, { weekday: 'short', month: 'short', day: 'numeric', ...tz });
}

export interface UsageChartProps {
  history: WireDeviceUsageHistory;
  timeZone?: string;
}

/**
 * The device's usage for one period: one bar per bucket (D3 scales, React draws every mark). Hours
 * of a day are in Wh, longer periods in kWh; the y axis follows the spec's rounding rule.
 */
export default function UsageChart({ history, timeZone }: UsageChartProps) {
  const intl = useIntl();
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef);
  const { values, unit } = useMemo(() => chartSeries(history), [history]);
  const box: ChartBox = { width, height: HEIGHT, margin: MARGIN };
  const { x, y, yMax, innerW, innerH, barWidth, barOffset } = useUsageChartScales(values, box);
  const every = labelEvery(history.scale, values.length, width);
  const fmt = (v: number) => intl.formatNumber(v, { maximumFractionDigits: unit === 'kWh' && yMax <= 5 ? 1 : 0 });
  const summary = intl.formatMessage(messages.chartSummary, {
    bars: values.length,
    unit,
    max: fmt(Math.max(0, ...values)),
  });

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <svg className={chart.svg} width={width} height={HEIGHT} role="img" aria-label={summary} data-testid="usage-chart">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {yTicks(yMax).map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`} className={chart.tick}>
              <line x1={0} x2={innerW} className={tick === 0 ? styles.baseline : chart.gridline} />
              <text x={-8} dy="0.32em" textAnchor="end">
                {fmt(tick)}
              </text>
            </g>
          ))}
          <text className={chart.axisText} x={-MARGIN.left} y={-12} textAnchor="start" aria-hidden="true">
            {unit}
          </text>
          {values.map((value, i) => {
            const left = (x(i) ?? 0) + barOffset;
            const top = y(value);
            const label = longLabel(intl, history.scale, history.bucket_starts[i] ?? history.start, timeZone);
            return (
              <g key={i}>
                <rect className={styles.bar} x={left} y={top} width={barWidth} height={Math.max(0, innerH - top)} rx={Math.min(3, barWidth / 3)}>
                  <title>{`${label}: ${fmt(value)} ${unit}`}</title>
                </rect>
                {i % every === 0 ? (
                  <text className={chart.axisText} x={left + barWidth / 2} y={innerH + 18} textAnchor="middle">
                    {bucketLabel(intl, history.scale, history.bucket_starts[i] ?? history.start, timeZone)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { WireVoltageDay } from '../../../api/wire/labs';
import { quality as m } from '../messages';
import { daySummary, lastSampleIndex, stepIndex } from './chartMath';
import chart from '../../../common/charts/chart.module.css';
import styles from './VoltageChart.module.css';
import { useElementWidth } from '../../../common/useElementWidth';
import { useVoltageScales } from './useVoltageScales';

const HEIGHT = 260;
const MARGIN = { top: 16, right: 12, bottom: 28, left: 44 };

export interface VoltageChartProps {
  day: WireVoltageDay;
  timeZone?: string;
  dipBelowV: number;
  spikeAboveV: number;
  /** The day's date as the page writes it (for labels). */
  dateLabel: string;
}

/**
 * One day of voltage, L1 and L2, a sample a minute (D3 scales and paths, React draws every mark).
 * Keyboard: arrows step a minute, Page Up/Down an hour, Home/End the ends; the point is announced.
 * A one-line summary describes the chart; the page offers the day as an hourly table.
 */
export default function VoltageChart({ day, timeZone, dipBelowV, spikeAboveV, dateLabel }: VoltageChartProps) {
  const intl = useIntl();
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef);
  const { x, y, innerW, innerH, l1Path, l2Path } = useVoltageScales(day, { width, height: HEIGHT, margin: MARGIN }, dipBelowV, spikeAboveV);
  const [focus, setFocus] = useState<number | null>(null);
  const summaryId = useId();
  const hintId = useId();
  const last = lastSampleIndex(day);
  const start = Date.parse(day.start);
  const tz = timeZone ? { timeZone } : {};
  const timeOf = (i: number) => intl.formatTime(new Date(start + i * day.step_s * 1000), { hour: 'numeric', minute: '2-digit', ...tz });
  const v = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const s = daySummary(day);
  const summary = s
    ? intl.formatMessage(m.summary, { date: dateLabel, l1min: v(s.l1.min), l1max: v(s.l1.max), l1avg: v(s.l1.avg), l2min: v(s.l2.min), l2max: v(s.l2.max), l2avg: v(s.l2.avg) })
    : intl.formatMessage(m.unavailable);
  const point = focus !== null && day.l1[focus] !== null && day.l1[focus] !== undefined ? focus : null;
  const pointText = point !== null ? intl.formatMessage(m.point, { time: timeOf(point), l1: v(day.l1[point]!), l2: v(day.l2[point] ?? 0) }) : '';
  const ticks = y.ticks(5);
  const hourTicks: number[] = [];
  const every = width < 480 ? 360 : 180;
  for (let i = 0; i < day.l1.length; i += every) hourTicks.push(i);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return setFocus(null);
    const next = stepIndex(focus, event.key, last);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
  };
  const onPointer = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const i = Math.round(x.invert(event.clientX - box.left));
    setFocus(Math.min(Math.max(0, i), last));
  };

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <div
        className={styles.chart}
        tabIndex={0}
        role="group"
        aria-label={intl.formatMessage(m.chartLabel, { date: dateLabel })}
        aria-describedby={`${summaryId} ${hintId}`}
        onKeyDown={onKeyDown}
        onBlur={() => setFocus(null)}
        data-testid="voltage-chart"
        data-date={day.date}
      >
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" className={chart.svg}>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {ticks.map((t) => (
              <g key={t} transform={`translate(0,${y(t)})`} className={chart.tick}>
                <line x1={0} x2={innerW} className={chart.gridline} />
                <text x={-8} dy="0.32em" textAnchor="end">
                  {intl.formatNumber(t)}
                </text>
              </g>
            ))}
            <text className={chart.axisText} x={-MARGIN.left} y={-4}>
              V
            </text>
            {[dipBelowV, spikeAboveV].map((limit) => (
              <line key={limit} x1={0} x2={innerW} y1={y(limit)} y2={y(limit)} className={styles.limit} />
            ))}
            {hourTicks.map((i) => (
              <text key={i} className={chart.axisText} x={x(i)} y={innerH + 20} textAnchor={i === 0 ? 'start' : 'middle'}>
                {intl.formatTime(new Date(start + i * day.step_s * 1000), { hour: 'numeric', ...tz })}
              </text>
            ))}
            <path d={l1Path} className={styles.l1} />
            <path d={l2Path} className={styles.l2} />
            {point !== null ? (
              <g className={styles.focus}>
                <line x1={x(point)} x2={x(point)} y1={0} y2={innerH} />
                <circle cx={x(point)} cy={y(day.l1[point]!)} r={4} className={styles.dotL1} />
                {day.l2[point] !== null && day.l2[point] !== undefined ? <circle cx={x(point)} cy={y(day.l2[point]!)} r={4} className={styles.dotL2} /> : null}
              </g>
            ) : null}
            <rect width={innerW} height={innerH} fill="transparent" onPointerMove={onPointer} onPointerDown={onPointer} onPointerLeave={() => setFocus(null)} />
          </g>
        </svg>
        {point !== null ? (
          <div className={styles.tooltip} style={{ left: Math.min(Math.max(MARGIN.left + x(point), 90), width - 90) }} aria-hidden="true" data-testid="voltage-tooltip">
            {pointText}
          </div>
        ) : null}
      </div>
      <p className="kw-visually-hidden" aria-live="polite">
        {pointText}
      </p>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchL1} /> L1
        </li>
        <li>
          <span className={styles.swatchL2} /> L2
        </li>
        <li>
          <span className={styles.swatchLimit} /> {intl.formatMessage(m.limits)}
        </li>
      </ul>
      <p id={summaryId} className={styles.summary} data-testid="voltage-summary">
        {summary}
      </p>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage(m.keyboardHint)}
      </p>
    </div>
  );
}

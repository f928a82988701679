import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { scaleLinear } from 'd3';
import type { WireHistogramBin } from '../../../api/wire/labs';
import { ac as m } from '../messages';
import { binIndexOf, shareBelow, stepIndex } from './chartMath';
import chart from '../../../common/charts/chart.module.css';
import styles from './Histogram.module.css';
import { useElementWidth } from '../../../common/useElementWidth';

const HEIGHT = 230;
const MARGIN = { top: 30, right: 12, bottom: 34, left: 40 };

export interface HistogramProps {
  bins: WireHistogramBin[];
  homes: number;
  user: number;
  threshold: number;
}

/**
 * The cohort of similar homes by kWh per degree-day (D3 scales, React draws the bars), with the
 * home's and the efficient threshold's markers. Arrow keys step through the bars and announce them;
 * a one-line summary describes it; the page offers it as a table.
 */
export default function Histogram({ bins, homes, user, threshold }: HistogramProps) {
  const intl = useIntl();
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef);
  const [focus, setFocus] = useState<number | null>(null);
  const summaryId = useId();
  const hintId = useId();
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = bins[bins.length - 1]?.to ?? 1;
  const { x, y } = useMemo(() => {
    const maxCount = Math.max(1, ...bins.map((b) => b.count));
    return { x: scaleLinear().domain([0, top]).range([0, innerW]), y: scaleLinear().domain([0, maxCount]).range([innerH, 0]).nice() };
  }, [bins, top, innerW, innerH]);
  const num = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 2 });
  const binText = (b: WireHistogramBin) => intl.formatMessage(m.bin, { from: num(b.from), to: num(b.to), count: b.count });
  const summary = intl.formatMessage(m.summary, {
    homes,
    value: num(user),
    threshold: num(threshold),
    share: intl.formatNumber(shareBelow(user, bins), { style: 'percent' }),
  });
  const userBin = binIndexOf(user, bins);
  const focused = focus !== null ? bins[focus] : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return setFocus(null);
    const next = stepIndex(focus === null ? null : focus, event.key, bins.length - 1, 3);
    if (next === null) return;
    event.preventDefault();
    setFocus(focus === null && event.key.startsWith('Arrow') ? userBin : next);
  };
  // Two markers close together put their labels on either side of them instead of one over the other.
  const close = Math.abs(x(Math.min(user, top)) - x(Math.min(threshold, top))) < 70;
  const marker = (value: number, label: string, cls: string | undefined, side: 'start' | 'end' | null) => {
    const at = x(Math.min(value, top));
    const anchor = side ?? (at > innerW - 40 ? 'end' : at < 40 ? 'start' : 'middle');
    return (
      <g className={cls} transform={`translate(${at},0)`}>
        <line y1={-12} y2={innerH} />
        <text y={-18} x={anchor === 'start' ? 4 : anchor === 'end' ? -4 : 0} textAnchor={anchor}>
          {label}
        </text>
      </g>
    );
  };
  const userFirst = user <= threshold;
  return (
    <div className={styles.wrap} ref={wrapRef}>
      <div
        className={styles.chart}
        tabIndex={0}
        role="group"
        aria-label={intl.formatMessage(m.chartLabel, { homes })}
        aria-describedby={`${summaryId} ${hintId}`}
        onKeyDown={onKeyDown}
        onBlur={() => setFocus(null)}
        data-testid="ac-histogram"
      >
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" className={chart.svg}>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {y.ticks(4).map((t) => (
              <g key={t} transform={`translate(0,${y(t)})`} className={chart.tick}>
                <line x1={0} x2={innerW} className={chart.gridline} />
                <text x={-8} dy="0.32em" textAnchor="end">
                  {intl.formatNumber(t)}
                </text>
              </g>
            ))}
            {bins.map((b, i) => {
              const left = x(b.from) + 1;
              const w = Math.max(1, x(b.to) - x(b.from) - 2);
              return (
                <rect
                  key={i}
                  x={left}
                  y={y(b.count)}
                  width={w}
                  height={Math.max(0, innerH - y(b.count))}
                  rx={2}
                  className={i === focus ? styles.barFocus : i === userBin ? styles.barUser : styles.bar}
                  onPointerEnter={() => setFocus(i)}
                  onPointerLeave={() => setFocus(null)}
                />
              );
            })}
            {marker(threshold, intl.formatMessage(m.markerThreshold), styles.threshold, close ? (userFirst ? 'start' : 'end') : null)}
            {marker(user, intl.formatMessage(m.markerYou), styles.user, close ? (userFirst ? 'end' : 'start') : null)}
            {x.ticks(width < 480 ? 4 : 8).map((t) => (
              <text key={t} className={chart.axisText} x={x(t)} y={innerH + 18} textAnchor="middle">
                {intl.formatNumber(t)}
              </text>
            ))}
          </g>
        </svg>
        {focused ? (
          <div className={styles.tooltip} style={{ left: Math.min(Math.max(MARGIN.left + x((focused.from + focused.to) / 2), 110), width - 110) }} aria-hidden="true">
            {binText(focused)}
          </div>
        ) : null}
      </div>
      <p className={styles.axis} aria-hidden="true">
        {intl.formatMessage(m.axis)}
      </p>
      <p className="kw-visually-hidden" aria-live="polite">
        {focused ? binText(focused) : ''}
      </p>
      <p id={summaryId} className={styles.summary} data-testid="ac-summary">
        {summary}
      </p>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage(m.keyboardHint)}
      </p>
    </div>
  );
}

import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { activityMessages as m } from '../messages';
import { isLabelSlot, labelHours, nextSlot, SLOT_MS } from './chargeMath';
import chart from '../../../common/charts/chart.module.css';
import styles from './ChargeGraph.module.css';
import { hourLabel, localHourMinute, slotRange } from './slotTimes';
import { useChargeScales, type ChargeBox } from './useChargeScales';
import { useElementWidth } from '../../../common/useElementWidth';

const HEIGHT = 220;

export interface ChargeGraphProps {
  /** Mean watts of the 96 slots (0 when not charging). */
  watts: readonly number[];
  /** The grid's carbon intensity per slot, lbs CO₂/kWh, or null. */
  carbon: readonly number[] | null;
  startMs: number;
  timeZone?: string;
  /** The graph's accessible name (what it shows, the span and the time zone). */
  label: string;
  /** Ids of the texts that describe it (the one-line summary, the keyboard hint). */
  describedBy: string;
}

/**
 * The last 24 hours of charging: one bar per quarter-hour (D3 scales, React draws every mark) and
 * the grid's carbon intensity as a line on its own axis. Focus it and the arrow keys step through
 * the quarter-hours, each announced; a pointer does the same by hovering.
 */
export default function ChargeGraph({ watts, carbon, startMs, timeZone, label, describedBy }: ChargeGraphProps) {
  const intl = useIntl();
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef);
  const [active, setActive] = useState<number | null>(null);
  const margin = { top: 18, right: carbon ? 44 : 12, bottom: 28, left: 36 };
  const box: ChargeBox = { width, height: HEIGHT, margin };
  const { x, y, yCarbon, kwMax, carbonMax, innerW, innerH, carbonPath } = useChargeScales(watts, carbon, box);
  // Whole kW ticks (0, 2, 4 … kW), from D3.
  const everyHours = labelHours(width);
  const kw = (w: number, digits = 1) => intl.formatNumber(w / 1000, { maximumFractionDigits: digits, minimumFractionDigits: digits === 1 ? 1 : 0 });
  const kwTicks = y.ticks(kwMax > 4 ? 5 : 4);
  const carbonTicks = [0, carbonMax / 2, carbonMax];

  const describe = (i: number) => {
    const { from, to } = slotRange(intl, startMs, i, timeZone);
    const power = `${kw(watts[i] ?? 0)} kW`;
    const c = carbon?.[i];
    return c === undefined
      ? intl.formatMessage(m.slot, { from, to, power })
      : intl.formatMessage(m.slotCarbon, { from, to, power, carbon: intl.formatMessage(m.lbsPerKwh, { value: intl.formatNumber(c, { maximumFractionDigits: 2 }) }) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return setActive(null);
    const next = nextSlot(event.key, active, watts.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };
  const onPointer = (event: PointerEvent<SVGRectElement>) => {
    const svg = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!svg) return;
    const px = event.clientX - svg.left - margin.left;
    const step = x.step();
    setActive(Math.max(0, Math.min(watts.length - 1, Math.floor((px - x.paddingOuter() * step) / step))));
  };

  const activeX = active !== null ? (x(active) ?? 0) : 0;
  return (
    <div
      ref={wrapRef}
      className={styles.graph}
      tabIndex={0}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(null)}
      data-testid="ev-charge-graph"
    >
      <svg className={chart.svg} width={width} height={HEIGHT} aria-hidden="true" focusable="false">
        <g transform={`translate(${margin.left},${margin.top})`}>
          {kwTicks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`} className={chart.tick}>
              <line x1={0} x2={innerW} className={tick === 0 ? styles.baseline : chart.gridline} />
              <text x={-6} dy="0.32em" textAnchor="end">
                {intl.formatNumber(tick, { maximumFractionDigits: 1 })}
              </text>
            </g>
          ))}
          <text className={chart.axisText} x={-margin.left} y={-8}>
            kW
          </text>
          {carbon ? (
            <>
              {carbonTicks.map((tick) => (
                <text key={tick} className={chart.axisText} x={innerW + 6} y={yCarbon(tick)} dy="0.32em">
                  {intl.formatNumber(tick, { maximumFractionDigits: 2 })}
                </text>
              ))}
              <text className={chart.axisText} x={innerW + margin.right} y={-8} textAnchor="end">
                lbs/kWh
              </text>
            </>
          ) : null}
          {active !== null ? <rect className={styles.focusBand} x={activeX - 1} y={0} width={x.bandwidth() + 2} height={innerH} rx={2} /> : null}
          {watts.map((w, i) => {
            const { hour, minute } = localHourMinute(startMs + i * SLOT_MS, timeZone);
            const labelled = isLabelSlot(hour, minute, everyHours);
            const left = x(i) ?? 0;
            return (
              <g key={i}>
                {w > 0 ? (
                  <rect className={i === active ? styles.barActive : styles.bar} x={left} y={y(w / 1000)} width={x.bandwidth()} height={Math.max(0, innerH - y(w / 1000))} rx={Math.min(2, x.bandwidth() / 3)} />
                ) : null}
                {labelled ? (
                  <>
                    <line className={styles.xTick} x1={left} x2={left} y1={innerH} y2={innerH + 4} />
                    <text className={chart.axisText} x={left} y={innerH + 17} textAnchor="middle">
                      {hourLabel(intl, startMs + i * SLOT_MS, timeZone)}
                    </text>
                  </>
                ) : null}
              </g>
            );
          })}
          {carbonPath ? <path className={styles.carbonLine} d={carbonPath} /> : null}
          <rect
            className={styles.overlay}
            x={0}
            y={0}
            width={innerW}
            height={innerH}
            onPointerMove={onPointer}
            onPointerDown={onPointer}
            onPointerLeave={(e) => e.pointerType === 'mouse' && setActive(null)}
          />
        </g>
      </svg>
      {active !== null ? (
        <div className={styles.readout} style={{ left: Math.min(Math.max(margin.left + activeX + x.bandwidth() / 2, 90), width - 90) }} aria-hidden="true">
          {describe(active)}
        </div>
      ) : null}
      <p className="kw-visually-hidden" aria-live="polite" data-testid="ev-graph-announcement">
        {active !== null ? describe(active) : ''}
      </p>
    </div>
  );
}

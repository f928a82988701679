import styles from './PowerMeterChart.module.css';
import type { PlotScales } from './usePowerMeterScales';

/**
 * The watt axis and the horizontal grid, rendered by React and keyed by value: a new watt range
 * moves the labels that stay and adds or removes the others (d3-axis keys its ticks by pixel
 * position, so every change of range rebuilt them all). Marks as d3-axis draws them (tick size 0,
 * padding 8, half-pixel offset at a device pixel ratio of 1). The time axis is drawn on a canvas
 * of its own (timeAxisCanvas.ts).
 */
export default function ChartAxes({ scales, formatY }: { scales: PlotScales; formatY: (w: number) => string }) {
  const { plot, yTicks, y } = scales;
  const offset = typeof globalThis.devicePixelRatio === 'number' && globalThis.devicePixelRatio > 1 ? 0 : 0.5;
  return (
    <g>
      <g className={styles.grid}>
        {yTicks.map((v) => (
          <line key={`y${v}`} x1={plot.left} x2={plot.right} y1={Math.round(y(v)) + 0.5} y2={Math.round(y(v)) + 0.5} />
        ))}
      </g>
      <line className={styles.baseline} x1={plot.left} x2={plot.right} y1={plot.bottom + 0.5} y2={plot.bottom + 0.5} />
      <g className={styles.axis} transform={`translate(${plot.left},0)`} fill="none" fontSize={10} fontFamily="sans-serif" textAnchor="end">
        {yTicks.map((v) => (
          <g key={v} className="tick" opacity={1} transform={`translate(0,${y(v) + offset})`}>
            <text fill="currentColor" x={-8} dy="0.32em">
              {formatY(v)}
            </text>
          </g>
        ))}
      </g>
    </g>
  );
}

import { useLayoutEffect, useRef } from 'react';
import { axisLeft, select, type Selection } from 'd3';
import styles from './PowerMeterChart.module.css';
import type { PlotScales } from './usePowerMeterScales';

/**
 * The axes, as D3 islands (a <g ref> and a layout effect each).
 *
 * y: d3-axis, redrawn only when the watt scale changes. x: a D3 data join keyed by each tick's
 * time: every tick is one <g> holding its grid line, tick mark and label, so a live window that
 * slides a few pixels a second costs one transform per tick. (d3-axis keys ticks by their pixel
 * position, which would rebuild every tick of a sliding axis each second.)
 */
type XTick = PlotScales['xTicks'][number];

export default function ChartAxes({ scales, formatY }: { scales: PlotScales; formatY: (w: number) => string }) {
  const xRef = useRef<SVGGElement>(null);
  const yRef = useRef<SVGGElement>(null);
  const { plot, xTicks, yTicks, y } = scales;

  useLayoutEffect(() => {
    if (!yRef.current) return;
    select(yRef.current)
      .call(axisLeft(y).tickValues(yTicks).tickFormat((v) => formatY(Number(v))).tickSize(0).tickPadding(8))
      .call((g) => g.select('.domain').remove());
  }, [y, yTicks, formatY]);

  useLayoutEffect(() => {
    const root = xRef.current;
    if (!root) return;
    // Grid line and tick mark lengths change only with the plot's size.
    const geometry = `${plot.top}|${plot.bottom}`;
    const resized = root.dataset.geometry !== geometry;
    root.dataset.geometry = geometry;
    const place = (g: Selection<SVGGElement, XTick, SVGGElement, unknown>) => {
      g.select(`line.${styles.gridLine}`).attr('y1', plot.top).attr('y2', plot.bottom);
      g.select(`line.${styles.tickMark}`).attr('y1', plot.bottom).attr('y2', plot.bottom + 5);
      g.select('text').attr('y', plot.bottom + 8);
    };
    select(root)
      .selectAll<SVGGElement, XTick>('g.tick')
      .data(xTicks, (d) => d.t)
      .join(
        (enter) => {
          const g = enter.append('g').attr('class', 'tick');
          g.append('line').attr('class', styles.gridLine!);
          g.append('line').attr('class', styles.tickMark!);
          g.append('text').attr('class', styles.tickLabel!).attr('dy', '0.71em').attr('text-anchor', 'middle');
          g.call(place);
          return g;
        },
        (update) => (resized ? update.call(place) : update),
      )
      .attr('transform', (d) => `translate(${Math.round(d.x) + 0.5},0)`)
      .select<SVGTextElement>('text')
      .each(function setLabel(d) {
        if (this.textContent !== d.label) this.textContent = d.label;
      });
  }, [xTicks, plot.top, plot.bottom]);

  return (
    <g>
      <g className={styles.grid}>
        {yTicks.map((v) => (
          <line key={`y${v}`} x1={plot.left} x2={plot.right} y1={Math.round(y(v)) + 0.5} y2={Math.round(y(v)) + 0.5} />
        ))}
      </g>
      <line className={styles.baseline} x1={plot.left} x2={plot.right} y1={plot.bottom + 0.5} y2={plot.bottom + 0.5} />
      <g ref={xRef} className={styles.axis} />
      <g ref={yRef} className={styles.axis} transform={`translate(${plot.left},0)`} />
    </g>
  );
}

import { useMemo } from 'react';
import { scaleBand, scaleLinear } from 'd3';
import { yAxisMax, seriesMax } from './chartMath';

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/** Band scale for the bars (at most 21 px wide), linear y from 0 to the spec's rounded max. */
export function useUsageChartScales(values: number[], box: ChartBox) {
  return useMemo(() => {
    const innerW = Math.max(0, box.width - box.margin.left - box.margin.right);
    const innerH = Math.max(0, box.height - box.margin.top - box.margin.bottom);
    const x = scaleBand<number>().domain(values.map((_, i) => i)).range([0, innerW]).paddingInner(0.3).paddingOuter(0.15);
    const yMax = yAxisMax(seriesMax(values));
    const y = scaleLinear().domain([0, yMax]).range([innerH, 0]);
    const barWidth = Math.min(21, x.bandwidth());
    return { x, y, yMax, innerW, innerH, barWidth, barOffset: (x.bandwidth() - barWidth) / 2 };
  }, [values, box.width, box.height, box.margin.top, box.margin.right, box.margin.bottom, box.margin.left]);
}

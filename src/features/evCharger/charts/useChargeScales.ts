import { useMemo } from 'react';
import { line, scaleBand, scaleLinear } from 'd3';
import { carbonAxisMax, kwAxisMax } from './chargeMath';

export interface ChargeBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/** Band x over the 96 slots, linear kW y, and (when known) a carbon y on the right with its line. */
export function useChargeScales(watts: readonly number[], carbon: readonly number[] | null, box: ChargeBox) {
  return useMemo(() => {
    const innerW = Math.max(0, box.width - box.margin.left - box.margin.right);
    const innerH = Math.max(0, box.height - box.margin.top - box.margin.bottom);
    const x = scaleBand<number>().domain(watts.map((_, i) => i)).range([0, innerW]).paddingInner(0.18).paddingOuter(0.1);
    const kwMax = kwAxisMax(watts);
    const y = scaleLinear().domain([0, kwMax]).range([innerH, 0]);
    const carbonMax = carbonAxisMax(carbon);
    const yCarbon = scaleLinear().domain([0, carbonMax]).range([innerH, 0]);
    const carbonPath = carbon
      ? line<number>()
          .x((_, i) => (x(i) ?? 0) + x.bandwidth() / 2)
          .y((v) => yCarbon(v))(carbon as number[]) ?? ''
      : '';
    return { x, y, yCarbon, kwMax, carbonMax, innerW, innerH, carbonPath };
  }, [watts, carbon, box.width, box.height, box.margin.top, box.margin.right, box.margin.bottom, box.margin.left]);
}

import { useMemo } from 'react';
import { line, scaleLinear } from 'd3';
import type { WireVoltageDay } from '../../../api/wire/labs';
import { voltageDomain } from './chartMath';

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/**
 * Scales of the voltage graph: x by minute index across the whole day (so today shows its part of
 * the day), y in volts around the day's range and the dip/spike limits; the two legs' paths.
 */
export function useVoltageScales(day: WireVoltageDay, box: ChartBox, dipBelowV: number, spikeAboveV: number) {
  return useMemo(() => {
    const innerW = Math.max(0, box.width - box.margin.left - box.margin.right);
    const innerH = Math.max(0, box.height - box.margin.top - box.margin.bottom);
    const x = scaleLinear().domain([0, Math.max(1, day.l1.length - 1)]).range([0, innerW]);
    const y = scaleLinear().domain(voltageDomain(day, dipBelowV, spikeAboveV)).range([innerH, 0]).nice();
    const path = line<number | null>()
      .defined((v) => v !== null)
      .x((_, i) => x(i))
      .y((v) => y(v as number));
    return { x, y, innerW, innerH, l1Path: path(day.l1) ?? '', l2Path: path(day.l2) ?? '' };
  }, [day, box.width, box.height, box.margin.top, box.margin.right, box.margin.bottom, box.margin.left, dipBelowV, spikeAboveV]);
}

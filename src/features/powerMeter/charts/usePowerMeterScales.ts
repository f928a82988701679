import { useMemo } from 'react';
import { scaleLinear, scaleUtc, type ScaleLinear, type ScaleTime } from 'd3';
import type { MeterWindow } from '../types';
import { yAxisMax } from './chartMath';
import { tickLabel, timeTicks } from './timeAxis';

/** Space around the plot for the axes (CSS pixels). */
export const MARGIN = { top: 12, right: 14, bottom: 28, left: 58 } as const;

export interface PlotScales {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number; width: number; height: number };
  /** Time → x (linear in real time; ticks and labels in the monitor's zone). */
  x: ScaleTime<number, number>;
  y: ScaleLinear<number, number>;
  yMax: number;
  xTicks: { t: number; x: number; label: string }[];
  yTicks: number[];
}

/** The plot area inside the axes' margins. */
function plotArea(width: number, height: number): PlotScales['plot'] {
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    right: Math.max(MARGIN.left + 1, width - MARGIN.right),
    bottom: Math.max(MARGIN.top + 1, height - MARGIN.bottom),
    width: 0,
    height: 0,
  };
  plot.width = plot.right - plot.left;
  plot.height = plot.bottom - plot.top;
  return plot;
}

/** The watt scale and its ticks (the graph redraws a new watt range with these alone). */
export function yScale(plot: PlotScales['plot'], yMax: number): Pick<PlotScales, 'y' | 'yTicks'> {
  const y = scaleLinear().domain([0, yMax]).range([plot.bottom, plot.top]);
  const yTicks = y.ticks(plot.height < 200 ? 4 : 5).filter((v) => v <= yMax);
  return { y, yTicks };
}

/** The time scale and its ticks for a window (the graph redraws a moving window with these alone). */
export function xScale(window: MeterWindow, plot: PlotScales['plot'], timeZone: string, locale: string): Pick<PlotScales, 'x' | 'xTicks'> {
  const x = scaleUtc().domain([window.startMs, window.endMs]).range([plot.left, plot.right]);
  const { ticks, stepMs } = timeTicks(window, timeZone, Math.max(3, Math.floor(plot.width / 100)));
  const xTicks = ticks.map((tick) => ({ t: tick.t, x: x(tick.t), label: tickLabel(tick, stepMs, locale, timeZone) }));
  return { x, xTicks };
}

/** yMax: the axis maximum (yAxisMax of the largest reading). */
export function makeScales(window: MeterWindow, width: number, height: number, yMax: number, timeZone: string, locale: string): PlotScales {
  const plot = plotArea(width, height);
  return { width, height, plot, yMax, ...xScale(window, plot, timeZone, locale), ...yScale(plot, yMax) };
}

/**
 * The graph's scales: time across (in the monitor's zone), watts up from 0 to yAxisMax. The watt
 * scale is kept while only the window moves (a live window moves every second). Before the graph
 * is measured (`measured` false: nothing is drawn from them) the time scale has no ticks.
 */
export function usePowerMeterScales(window: MeterWindow, width: number, height: number, maxW: number, timeZone: string, locale: string, measured = true): PlotScales {
  const yMax = yAxisMax(maxW);
  const plot = useMemo(() => plotArea(width, height), [width, height]);
  const ys = useMemo(() => yScale(plot, yMax), [plot, yMax]);
  const xs = useMemo(
    () => (measured ? xScale(window, plot, timeZone, locale) : { x: scaleUtc().domain([window.startMs, window.endMs]).range([plot.left, plot.right]), xTicks: [] }),
    [window, plot, timeZone, locale, measured],
  );
  return useMemo(() => ({ width, height, plot, yMax, ...xs, ...ys }), [width, height, plot, yMax, xs, ys]);
}

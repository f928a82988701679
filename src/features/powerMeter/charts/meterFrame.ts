import { createContext, useContext, useState } from 'react';
import type { BlockCache } from '../blockCache';
import { selectPowerMeter, type WithPowerMeter } from '../powerMeterSelectors';
import type { MeterWindow, SeriesPoints, Unit } from '../types';
import { unitFor } from './chartMath';
import { SeriesPool } from './seriesData';

/**
 * The window's drawable series, built once per change of what it depends on (the window, the unit,
 * the width, the cached data) however many parts of the screen read it: the graph or the table,
 * and the summary, each ask the screen's one source, and only the first ask builds.
 */
export class SeriesSource {
  private readonly pool = new SeriesPool();
  private last: { cache: BlockCache; window: MeterWindow; unit: Unit; widthPx: number; data: number; live: number; series: SeriesPoints } | null = null;

  get(cache: BlockCache, window: MeterWindow, unit: Unit, widthPx: number, data: number, live: number): SeriesPoints {
    const l = this.last;
    if (l && l.cache === cache && l.window === window && l.unit === unit && l.widthPx === widthPx && l.data === data && l.live === live) return l.series;
    const series = this.pool.build(cache, window, unit, widthPx);
    this.last = { cache, window, unit, widthPx, data, live, series };
    return series;
  }
}

/** The screen's series source (PowerMeterScreen provides it). */
export const SeriesSourceContext = createContext<SeriesSource | null>(null);

/** The screen's series source, or one of the caller's own outside the screen. */
export function useSeriesSource(): SeriesSource {
  const shared = useContext(SeriesSourceContext);
  const [own] = useState(() => (shared ? null : new SeriesSource()));
  return shared ?? (own as SeriesSource);
}

/** What the graph draws: the window, its series, and what decides how. */
export interface MeterFrame {
  window: MeterWindow;
  series: SeriesPoints;
  /** What live seconds are appended to (history blocks and merges): see SeriesPainter. */
  base: string;
  /** The saga's clock (the now marker). */
  clock: number | null;
  realtime: boolean;
}

/** The frame the store holds now; null before the screen has a window. */
export function readMeterFrame(state: WithPowerMeter, source: SeriesSource, cache: BlockCache): MeterFrame | null {
  const pm = selectPowerMeter(state);
  if (!pm.window) return null;
  const series = source.get(cache, pm.window, unitFor(pm.window, pm.widthPx), pm.widthPx, pm.dataVersion, pm.liveVersion);
  return { window: pm.window, series, base: `${pm.dataVersion}:${pm.mergeVersion}`, clock: pm.clockMs, realtime: pm.realtime };
}

export const sameFrame = (a: MeterFrame, b: MeterFrame): boolean =>
  a.window === b.window && a.series === b.series && a.base === b.base && a.clock === b.clock && a.realtime === b.realtime;

import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '../../../app/hooks';
import { useMeterCache } from '../charts/meterCacheContext';
import { readMeterFrame, useSeriesSource } from '../charts/meterFrame';
import { selectDataVersion, selectLiveVersion, selectMeterUnit, selectMeterWidth, selectMeterWindow, type WithPowerMeter } from '../powerMeterSelectors';
import type { MeterWindow, SeriesPoints } from '../types';

/** The window and its drawable series (about a point per pixel at most); null until the screen has a window. */
export function useMeterSeries(): { window: MeterWindow; series: SeriesPoints } | null {
  const cache = useMeterCache();
  const source = useSeriesSource();
  const window = useAppSelector(selectMeterWindow);
  const unit = useAppSelector(selectMeterUnit);
  const widthPx = useAppSelector(selectMeterWidth);
  // The versions say when the cache (outside the store) has new data for the same window.
  const dataVersion = useAppSelector(selectDataVersion);
  const liveVersion = useAppSelector(selectLiveVersion);
  return window ? { window, series: source.get(cache, window, unit, widthPx, dataVersion, liveVersion) } : null;
}

/**
 * The same, following the store at a lower priority (a transition): parts that describe the window
 * in words render after the graph has been drawn, not as part of each redraw.
 */
export function useDeferredMeterSeries(): { window: MeterWindow; series: SeriesPoints } | null {
  const store = useStore<WithPowerMeter>();
  const cache = useMeterCache();
  const source = useSeriesSource();
  const read = () => {
    const f = readMeterFrame(store.getState(), source, cache);
    return f ? { window: f.window, series: f.series } : null;
  };
  const [shown, setShown] = useState(read);
  const first = useRef(shown);
  // A layout effect: subscribed before anything else can dispatch after this render.
  useLayoutEffect(() => {
    let last = first.current;
    return store.subscribe(() => {
      const next = read();
      if (next?.window === last?.window && next?.series === last?.series) return;
      last = next;
      startTransition(() => setShown(next));
    });
    // read() is built from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, source, cache]);
  return shown;
}

import { useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useMeterCache } from '../charts/meterCacheContext';
import { SeriesPool } from '../charts/seriesData';
import { selectDataVersion, selectLiveVersion, selectMeterUnit, selectMeterWidth, selectMeterWindow } from '../powerMeterSelectors';
import type { SeriesPoints } from '../types';

/** The window's drawable series (about a point per pixel at most), rebuilt when the window, the
 * unit, the width or the cached data change. */
export function useMeterSeries(): SeriesPoints | null {
  const cache = useMeterCache();
  const window = useAppSelector(selectMeterWindow);
  const unit = useAppSelector(selectMeterUnit);
  const widthPx = useAppSelector(selectMeterWidth);
  const dataVersion = useAppSelector(selectDataVersion);
  const liveVersion = useAppSelector(selectLiveVersion);
  const [pool] = useState(() => new SeriesPool());
  return useMemo(
    () => (window ? pool.build(cache, window, unit, widthPx) : null),
    // The versions say when the cache (outside the store) has new data for the same window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pool, cache, window, unit, widthPx, dataVersion, liveVersion],
  );
}

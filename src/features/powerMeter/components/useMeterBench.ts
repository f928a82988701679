import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useMeterCache } from '../charts/meterCacheContext';
import { selectPowerMeter } from '../powerMeterSelectors';
import type { PowerMeterState } from '../types';

/** What bench/power-meter drives (only with ?bench=1 in the URL when the screen opens). */
export interface MeterBench {
  /** Dispatches and renders synchronously (flushSync); returns the script milliseconds. */
  time(action: UnknownAction): number;
  dispatch(action: UnknownAction): void;
  state(): PowerMeterState;
  cache(): { blocks: number; live: number };
}

/** A measurement hook for the benchmark; absent in normal use. */
export function useMeterBench(): void {
  const store = useStore();
  const cache = useMeterCache();
  const { search } = useLocation();
  const [enabled] = useState(() => new URLSearchParams(search).get('bench') === '1');
  useEffect(() => {
    if (!enabled) return;
    const target = window as unknown as { __kwMeterBench?: MeterBench };
    target.__kwMeterBench = {
      time(action) {
        const began = performance.now();
        flushSync(() => {
          store.dispatch(action);
        });
        return performance.now() - began;
      },
      dispatch: (action) => store.dispatch(action),
      state: () => selectPowerMeter(store.getState() as { powerMeter?: PowerMeterState }),
      cache: () => ({ blocks: cache.size, live: cache.live.size }),
    };
    return () => {
      delete target.__kwMeterBench;
    };
  }, [enabled, store, cache]);
}

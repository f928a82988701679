import { getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { powerMeterCache, type BlockCache } from './blockCache';

declare module '../../app/sagaContext' {
  interface SagaContext {
    /** The power meter's block cache (src/features/powerMeter/blockCache.ts); tests pass their own. */
    powerMeterCache?: BlockCache;
  }
}

/** The block cache from the saga context, else the app's one. */
export function* meterCache(): SagaIterator<BlockCache> {
  return ((yield getContext('powerMeterCache')) as BlockCache | undefined) ?? powerMeterCache;
}

/** The saga context's clock (ms). */
export function* meterNow(): SagaIterator<number> {
  const now = (yield getContext('now')) as (() => number) | undefined;
  return now ? now() : Date.now();
}

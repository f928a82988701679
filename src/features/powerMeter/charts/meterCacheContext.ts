import { createContext, useContext } from 'react';
import { powerMeterCache, type BlockCache } from '../blockCache';

/** The cache the graph reads (the app's one; tests provide their own, the same one the saga gets). */
export const MeterCacheContext = createContext<BlockCache>(powerMeterCache);

export const useMeterCache = (): BlockCache => useContext(MeterCacheContext);

/**
 * Where whole past days of computed figures are kept beyond a thread's memory: the figures of a local
 * day (devices/figures.ts), its hourly day-model sums and rate-zone bands (trends/days.ts), the
 * timeline's day summaries and the always-on load's minutes. A day read from the measured store is
 * keyed by the store's version of that day (data heard late for a day makes it a new key), the
 * household's key (its loads, the user's EV commands) and, for rate-zone splits, the zones' minutes of
 * that day, so a persisted day is never stale: the old rows are simply no longer asked for. What does
 * not change the energy (names, merges, resets, smart plugs, rates) is not in the keys: merges and
 * plugs add loads up, resets count from a minute (never persisted), rates price the kWh when answering.
 * Not the simulator's: the registry moved out of sim/ (the third wave's wall, ARCHITECTURE).
 *
 * The main thread's store is SQLite (db/dayStore.ts); a pool thread reads the same file and hands
 * what it computed back to the main thread, which writes it (workers/worker.ts). Values are
 * Float64Array, so a day read back is bit-for-bit the day computed.
 */
export interface DayStore {
  get(key: string): Float64Array | undefined;
  put(key: string, data: Float64Array): void;
}

let current: DayStore | null = null;

/** Sets (or, with null, removes) this thread's store. */
export function setDayStore(store: DayStore | null): void {
  current = store;
}

/** This thread's store, or null (no data folder: memory caches only). */
export const dayStore = (): DayStore | null => current;

/** How many days were read back from the store and computed in this thread (tests, benchmarks). */
export const dayStoreStats = { hits: 0, computed: 0 };

/** A stored day, or undefined; counts the hit. */
export function storedDay(key: string): Float64Array | undefined {
  const got = current?.get(key);
  if (got) dayStoreStats.hits++;
  return got;
}

/** Keeps a computed day; counts it. */
export function storeDay(key: string, data: Float64Array): void {
  dayStoreStats.computed++;
  current?.put(key, data);
}

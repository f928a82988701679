/**
 * Where whole past simulated days are kept beyond a thread's memory: the figures of a local day
 * (devices/figures.ts) and its hourly trend aggregates (trends/days.ts) are pure functions of the
 * household (sim/household.ts profileKey: seed, place, equipment, faults, the user's EV commands),
 * the day and, for the rate-zone splits, the zones' minutes of that day. Their keys hold all of
 * that, so a persisted day is never stale: a change of user state that changes the simulation
 * changes the key (the old rows are simply no longer asked for and age out), and one that does not
 * (names, merges, resets, smart plugs, rates) does not touch the energy kept here: merges and plugs
 * add loads up, resets count from a minute (never persisted), rates price the kWh when answering.
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

import type { MonitorProfile } from '../contracts';
import { giveWay } from '../workers/figures';
import type { WorkerPool } from '../workers/pool';
import { dayByNo, dayOf, PEAK_LOOKBACK_DAYS, summaryReady } from './daySummary';
import { SETUP_SEARCH_DAYS } from './peaks';
import type { TimelineSource } from './source';

/** Days a page usually walks back from its upper end before it has its items. */
const PAGE_DAYS = 3;
/** Days simulated per pool job: ~5 ms each, so a request waits for at most one job of background work. */
const CHUNK_DAYS = 16;

/**
 * The local days whose summaries (daySummary.ts: a day's peak minute and always-on) a page of the
 * timeline up to upperMs reads: the setup peak recap's search (90 days before setup, each against
 * the 30 before it), and the page's own days with the 30 before each. Days before the household's
 * history are left out (they have no data and are never read).
 */
export function summaryDaysFor(src: TimelineSource, upperMs: number): number[] {
  const days = new Set<number>();
  const add = (from: number, to: number) => {
    for (let d = to; d >= from; d--) {
      if (dayByNo(src.profile, d).endMs <= src.floorMs) break;
      days.add(d);
    }
  };
  const setupDay = dayOf(src.profile, src.createdMs).dayNo;
  add(setupDay - SETUP_SEARCH_DAYS - PEAK_LOOKBACK_DAYS, setupDay - 1);
  const upperDay = dayOf(src.profile, upperMs).dayNo;
  add(upperDay - PAGE_DAYS - PEAK_LOOKBACK_DAYS, upperDay);
  return [...days].sort((a, b) => a - b);
}

/**
 * Makes the day summaries a timeline page reads ready before the page is made on the event loop:
 * those neither in memory nor in the day store are simulated by the monitor's pool thread (which
 * stores them; the main thread writes them and then reads them back), CHUNK_DAYS at a time. Cold,
 * that is the setup recap's ~120 days (~0.6 s of one pool thread, once per household: persisted);
 * afterwards nothing. The warm-up (workers/warmUp.ts) does it for every monitor at start.
 */
export async function prepareSummaries(pool: WorkerPool, profile: MonitorProfile, days: readonly number[], owner: string): Promise<void> {
  const missing = days.filter((d) => !summaryReady(profile, d));
  try {
    for (let i = 0; i < missing.length; i += CHUNK_DAYS) {
      await giveWay(pool, owner);
      await pool.run('daySummaries', { profile, days: missing.slice(i, i + CHUNK_DAYS) }, owner, profile.id);
    }
  } catch {
    // The pool refused (the user's other requests hold it) or is closing: the page reads what is
    // ready and simulates the rest itself, as it always could. A timeline never fails for this.
  }
}

/** prepareSummaries for a page of src's timeline up to upperMs. */
export const prepareTimeline = (pool: WorkerPool, src: TimelineSource, upperMs: number, owner: string): Promise<void> =>
  prepareSummaries(pool, src.profile, summaryDaysFor(src, upperMs), owner);

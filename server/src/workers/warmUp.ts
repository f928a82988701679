import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { buildBook, listed } from '../devices/book';
import { DEFAULT_LOCALE } from '../i18n';
import { daysBack } from '../devices/usage';
import { trendDevicesOf } from '../trends/views';
import { prepareDays } from '../trends/prepare';
import { toMonitorProfile } from '../wire/monitorWire';
import { ensureFigures, giveWay, WARM_UP_OWNER } from './figures';

/** Trends for a YEAR compare with the same span of the year before: two calendar years back at most. */
export const TREND_WARM_DAYS = 731;
/** Device details show a year of statistics. */
export const FIGURE_WARM_DAYS = 366;

/**
 * Start-up warm-up (buildApp's `warmUp`): for every monitor, one after the other, the whole past
 * days that device details and trends read are made ready in the background:
 * - device figures of the past year in the monitor's pool thread (figureDays, a month per job),
 *   then one device detail there (the week of device states and today's figures every detail reads);
 * - trend hours of the past two years: simulated by the pool thread into the day store, then read
 *   back into the main thread's memory in ~20 ms slices.
 * Days the data folder already holds (sim/dayStore.ts) are read back, not simulated, so after a
 * restart this takes a second or two; on a brand-new data folder it simulates ~1,100 days per
 * monitor (a few seconds of one nice'd pool thread each). It runs as its own pool owner and gives
 * way (workers/figures.ts giveWay: no warm-up job starts while a user's job waits), so a request
 * waits at most for the one warm-up job running, and the event loop never simulates. Returns when done (or when the server closes: a refused job ends it).
 */
export async function warmUpMonitors(ctx: AppContext, rows: readonly MonitorRow[]): Promise<void> {
  for (const row of rows) {
    const profile = toMonitorProfile(row);
    const now = ctx.now();
    try {
      await ensureFigures(ctx.workers, profile, daysBack(profile, now, FIGURE_WARM_DAYS), now, now, WARM_UP_OWNER);
      const data = ctx.repos.devices.load(row.id);
      const book = buildBook(profile, data);
      // One detail in the monitor's thread: the week of device states and today's figures that every detail reads.
      const first = listed(book, false)[0];
      if (first) {
        const chart = { scale: 'DAY' as const, atMs: now, cycleStart: 1 };
        await giveWay(ctx.workers, WARM_UP_OWNER);
        await ctx.workers.run('deviceDetail', { profile, data, deviceId: first.id, nowMs: now, chart, locale: DEFAULT_LOCALE }, WARM_UP_OWNER, profile.id);
      }
      const devices = trendDevicesOf(book);
      await prepareDays(profile, daysBack(profile, now, TREND_WARM_DAYS), now, now, devices, { pool: ctx.workers, owner: WARM_UP_OWNER });
    } catch {
      return; // the pool closed (shutdown) or refused: requests compute what they need
    }
  }
}

/** Every monitor, oldest first (the demo home first). */
export const allMonitors = (ctx: AppContext): MonitorRow[] => ctx.db.prepare('SELECT * FROM monitors ORDER BY id').all() as MonitorRow[];

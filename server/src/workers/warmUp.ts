import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { buildBook, findDevice, listed } from '../devices/book';
import { DEFAULT_LOCALE } from '../i18n';
import { daysBack } from '../devices/usage';
import { trendDevicesOf } from '../trends/views';
import { prepareDays } from '../trends/prepare';
import { toMonitorProfile } from '../wire/monitorWire';
import { ensureFigures, giveWay, WARM_UP_OWNER } from './figures';
import { sourceOf } from '../timeline/source';
import { prepareTimeline } from '../timeline/prepare';

/** Trends for a YEAR compare with the same span of the year before: two calendar years back at most. */
export const TREND_WARM_DAYS = 731;
/** Device details show a year of statistics. */
export const FIGURE_WARM_DAYS = 366;

/**
 * Start-up warm-up (buildApp's `warmUp`): the whole past days that the timeline, device details and
 * trends read are made ready in the background, the timeline first (every signed-in page asks for
 * it), then device details (the slowest answer when cold), then trends:
 * 0. every monitor: the day summaries its timeline's first page reads (timeline/prepare.ts: the
 *    setup peak recap's search and the last month, ~0.6 s of a pool thread on a new data folder);
 * 1. every monitor, one after the other: device figures of the past year in the monitor's pool
 *    thread (figureDays, a month simulated or ~15 ms read back per job; each whole day carries the
 *    devices' last state changes, so this is also the week of states a detail shows), then one
 *    device detail there (today's figures so far and the state now, which every detail reads);
 * 2. every monitor: trend hours of the past two years, simulated by the pool thread into the day
 *    store, then read back into the main thread's memory in ~20 ms slices.
 * Days the data folder already holds (db/persistedDays.ts) are read back, not simulated, so after a
 * restart this takes a second or two; on a brand-new data folder it simulates ~1,100 days per
 * monitor (a few seconds of one nice'd pool thread each). It runs as the pool's background owner
 * (workers/pool.ts): none of its jobs starts while a request's job waits or a request holds the
 * pool, so a request waits at most for the one short warm-up job running, and the event loop never
 * simulates. Returns when done (or when the server closes: a refused job ends it).
 */
export async function warmUpMonitors(ctx: AppContext, rows: readonly MonitorRow[]): Promise<void> {
  try {
    for (const row of rows) await prepareTimeline(ctx.workers, sourceOf(row, null), ctx.now(), WARM_UP_OWNER);
    for (const row of rows) {
      const profile = toMonitorProfile(row);
      const now = ctx.now();
      await ensureFigures(ctx.workers, profile, daysBack(profile, now, FIGURE_WARM_DAYS), now, now, WARM_UP_OWNER);
      const data = ctx.repos.devices.load(row.id);
      // One detail in the monitor's thread: today's figures, the state now and (Always On's) the
      // 48-hour estimate, which every detail reads; it also runs the detail's code once (JIT).
      const book = buildBook(profile, data);
      const first = findDevice(book, 'always_on') ?? listed(book, false)[0];
      if (first) {
        const chart = { scale: 'DAY' as const, atMs: now, cycleStart: 1 };
        await giveWay(ctx.workers, WARM_UP_OWNER);
        await ctx.workers.run('deviceDetail', { profile, data, deviceId: first.id, nowMs: now, chart, locale: DEFAULT_LOCALE }, WARM_UP_OWNER, profile.id);
      }
    }
    for (const row of rows) {
      const profile = toMonitorProfile(row);
      const now = ctx.now();
      const devices = trendDevicesOf(buildBook(profile, ctx.repos.devices.load(row.id)));
      await prepareDays(profile, daysBack(profile, now, TREND_WARM_DAYS), now, now, devices, { pool: ctx.workers, owner: WARM_UP_OWNER });
    }
  } catch {
    // The pool closed (shutdown) or refused: requests compute what they need.
  }
}

/** Every monitor, oldest first (the demo home first). */
export const allMonitors = (ctx: AppContext): MonitorRow[] => ctx.db.prepare('SELECT * FROM monitors ORDER BY id').all() as MonitorRow[];

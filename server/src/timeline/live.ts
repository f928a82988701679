import { everyClockMinute, type ClockTimer } from '../clock';
import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import type { Locale } from '../i18n';
import { liveItems, liveRelayEvents } from './generate';
import { sourceForMonitor } from './service';
import { MINUTE_MS } from './slots';

export interface TimelineLoop {
  /** Pushes the items that happened since the last tick; returns how many were emitted. */
  tick(): number;
  stop(): void;
}

export interface TimelineLoopOptions {
  /** Run on timers aligned to the clock's minutes (default true; tests call tick() themselves). */
  timers?: boolean;
  onError?: (err: unknown) => void;
  /**
   * The monitors someone is watching (those with an open feed): only their items are computed,
   * since a pushed event has nobody else to reach. Without it, every monitor in the database.
   */
  watchedMonitors?: () => number[];
  /** At most this many monitors per tick (default 1000). */
  maxMonitors?: number;
}

/** A tick never reaches back further than this (after a stall, older items are not pushed). */
const CATCH_UP_MS = 5 * MINUTE_MS;

/**
 * The i-th of a list computed again in another language, once per language: the lists are the
 * same items in the same order (times are unique and the texts change nothing else).
 */
function inEachLocale<T>(compute: (locale: Locale) => T[]): (locale: Locale, index: number) => T | undefined {
  const lists = new Map<Locale, T[]>();
  return (locale, index) => {
    let list = lists.get(locale);
    if (!list) {
      list = compute(locale);
      lists.set(locale, list);
    }
    return list[index];
  };
}

/**
 * Live timeline events. Once a minute of the clock (a second past the minute) it computes, for each watched
 * monitor (one with an open feed), the items whose time fell since the previous tick (single
 * device events, no roll-up, and notices) and emits `timeline-event` for each; the realtime feed
 * forwards them to that user's open feeds as `new_timeline_event`. Nothing is lost for monitors
 * nobody watches: the timeline is derived from the simulator, so GET /timeline lists those items.
 * Items are emitted in English with `localized`, which the feed calls for its connections' languages.
 */
export function startTimelineLoop(ctx: AppContext, options: TimelineLoopOptions = {}): TimelineLoop {
  const everyMonitor = ctx.db.prepare('SELECT * FROM monitors ORDER BY id LIMIT ?');
  const monitorById = ctx.db.prepare('SELECT * FROM monitors WHERE id = ?');
  const max = options.maxMonitors ?? 1000;
  const monitors = (): MonitorRow[] => {
    if (!options.watchedMonitors) return everyMonitor.all(max) as MonitorRow[];
    const rows: MonitorRow[] = [];
    for (const id of options.watchedMonitors().slice(0, max)) {
      const row = monitorById.get(id) as MonitorRow | undefined;
      if (row) rows.push(row);
    }
    return rows;
  };
  let last = ctx.now();
  let stopped = false;
  let timer: ClockTimer | null = null;

  const tick = (): number => {
    if (stopped) return 0;
    const now = ctx.now();
    if (now <= last) return 0;
    const from = Math.max(last, now - CATCH_UP_MS);
    last = now;
    let emitted = 0;
    for (const row of monitors()) {
      try {
        const src = sourceForMonitor(ctx, row);
        const items = liveItems(src, from + 1, now + 1, now);
        const itemIn = inEachLocale((locale) => liveItems(sourceForMonitor(ctx, row, locale), from + 1, now + 1, now));
        items.forEach((item, i) => {
          ctx.events.emit('timeline-event', { userId: row.user_id, monitorId: row.id, item, localized: (locale) => itemIn(locale, i) ?? item });
          emitted += 1;
        });
        const events = liveRelayEvents(src, from + 1, now + 1, now);
        const eventIn = inEachLocale((locale) => liveRelayEvents(sourceForMonitor(ctx, row, locale), from + 1, now + 1, now));
        events.forEach((event, i) => {
          ctx.events.emit('relay-event', { userId: row.user_id, monitorId: row.id, event, localized: (locale) => eventIn(locale, i) ?? event });
          emitted += 1;
        });
      } catch (err) {
        options.onError?.(err);
      }
    }
    return emitted;
  };

  // A second past each minute of the server clock (KILOWATCH_NOW), sooner in real time at a faster rate.
  if (options.timers !== false) timer = everyClockMinute(ctx.now, 1000, tick);

  return {
    tick,
    stop() {
      stopped = true;
      timer?.stop();
    },
  };
}

import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { loadUserDeviceState } from '../devices/userState';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import type { UserDeviceState } from '../contracts';
import { sourceOf, type TimelineSource } from './source';

/** The user's names, deletions and merges (devices area); none when they cannot be read. */
function userStateOf(ctx: Pick<AppContext, 'db'>, monitorId: number): UserDeviceState | null {
  try {
    return loadUserDeviceState(ctx.db, monitorId);
  } catch {
    return null;
  }
}

/** A monitor's timeline, written in the locale (the request's or the feed's). */
export function sourceForMonitor(ctx: Pick<AppContext, 'db'>, row: MonitorRow, locale: Locale = DEFAULT_LOCALE): TimelineSource {
  return sourceOf(row, userStateOf(ctx, row.id), locale);
}

/**
 * The user-scoped timeline (GET /users/{id}/timeline) is the timeline of the user's first monitor,
 * the one the app shows. null when the user has no monitor.
 */
export function sourceForUser(ctx: Pick<AppContext, 'db' | 'repos'>, userId: number, locale: Locale = DEFAULT_LOCALE): TimelineSource | null {
  const row = ctx.repos.monitors.listForUser(userId)[0];
  return row ? sourceForMonitor(ctx, row, locale) : null;
}

import type { WireAlertTimelineItem } from '../../../src/api/wire/alerts';
import type { Repos } from '../db/repos';
import type { Locale } from '../i18n';
import { alertDevice, deviceBook, viewOf } from './devices';
import { refreshItem } from './items';

export interface AlertItemsQuery {
  /** Only items strictly older than this (epoch ms), like prior_to_item; null or absent: the newest. */
  beforeMs?: number | null;
  /** At most this many items (ask for n + 1 to learn whether there are more). */
  limit: number;
  /** Only this device's items (a merged device: its own and its members'). */
  deviceId?: string | null;
  /** The language of the items' texts (default English). */
  locale?: Locale;
}

/**
 * The stored alert events of a monitor for GET /users/{id}/timeline, newest first, with the
 * devices' present names, in the query's language. Events of devices the user has deleted (or unmerged) are left out, as
 * the timeline leaves out their other events. Item times never collide with the simulator's items
 * (they sit in the first second of a minute), so the timeline can merge them by time.
 */
export function alertTimelineItems(repos: Pick<Repos, 'alerts' | 'devices'>, monitorId: number, query: AlertItemsQuery): WireAlertTimelineItem[] {
  const limit = Math.max(0, Math.floor(query.limit));
  if (limit === 0) return [];
  const book = deviceBook(repos, monitorId);
  if (!book) return [];
  let deviceIds: string[] | null = null;
  if (query.deviceId) {
    const b = alertDevice(book, query.deviceId);
    if (!b) return [];
    deviceIds = [b.id, ...(b.virtual ? b.members : [])];
  }
  const out: WireAlertTimelineItem[] = [];
  let before = query.beforeMs ?? null;
  const batch = limit + 16;
  for (;;) {
    const rows = repos.alerts.firings(monitorId, { beforeMs: before, limit: batch, deviceIds });
    for (const row of rows) {
      const b = alertDevice(book, row.device_id);
      if (!b) continue;
      out.push(refreshItem(JSON.parse(row.item_json) as WireAlertTimelineItem, viewOf(b), query.locale));
      if (out.length === limit) return out;
    }
    if (rows.length < batch) return out;
    before = rows[rows.length - 1]!.fired_at;
  }
}

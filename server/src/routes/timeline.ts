import type { FastifyInstance } from 'fastify';
import type { WireDeviceTimelineResponse, WirePeak, WireTimelineResponse } from '../../../src/api/wire/timeline';
import { alertTimelineItems } from '../alerts';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { requestLocale } from '../i18n';
import {
  DEFAULT_ITEMS, DEFAULT_RELAY_ITEMS, dismissalsRepo, itemAt, lookupPeak, MAX_ITEMS, parseIsoTime, parsePeakId, PEAK_NOT_FOUND,
  sourceForMonitor, sourceForUser, STICKY_MS, timelinePage, type TimelineSource,
} from '../timeline';
import { prepareTimeline } from '../timeline/prepare';
import { monitorOf } from './monitors';
import { ownerOf } from './requestRates';
import { anyBody, idParam, OK, userParams } from './schemas';

const isoText = { type: 'string', minLength: 1, maxLength: 64 } as const;
const count = { type: 'integer', minimum: 1, maximum: 100_000 } as const;
const deviceId = { type: 'string', minLength: 1, maxLength: 64 } as const;

interface TimelineQuery {
  n_items?: number;
  /** The Ruby gem's spelling (wire §3.9). */
  n_item?: number;
  prior_to_item?: string;
  device_id?: string;
  deviceId?: string;
  rollup?: boolean;
}

const timelineQuery = {
  type: 'object',
  properties: { n_items: count, n_item: count, prior_to_item: isoText, device_id: deviceId, deviceId, rollup: { type: 'boolean' } },
} as const;

export const invalidTime = (field: string) => `Invalid query parameter '${field}': must be an ISO 8601 date-time`;
export const noItemAt = (iso: string) => `There is no timeline item at ${iso}`;
export const notPinnable = (iso: string) => `The timeline item at ${iso} is not a pinned item, so it cannot be dismissed`;
export const noLongerPinned = (iso: string) => `The timeline item at ${iso} is no longer pinned (pinned items last a day)`;

function timeParam(text: string | undefined, field: string): number | null {
  if (text === undefined) return null;
  const ms = parseIsoTime(text);
  if (!Number.isFinite(ms)) throw new HttpError(400, invalidTime(field));
  return ms;
}

const pageSize = (q: TimelineQuery, fallback: number) => Math.min(MAX_ITEMS, q.n_items ?? q.n_item ?? fallback);

/** Stored device-alert events (the alerts area) merged into a page; none if they cannot be read. */
const alertItems = (ctx: AppContext, src: TimelineSource, deviceId: string | null) => (beforeMs: number | null, limit: number) => {
  try {
    return alertTimelineItems(ctx.repos, src.monitorId, { beforeMs, limit, deviceId, locale: src.locale });
  } catch {
    return [];
  }
};

/** Dismissed sticky items that may still be inside the one-day pinning window. */
const recentDismissals = (ctx: AppContext, src: TimelineSource, now: number) =>
  dismissalsRepo(ctx.db).since(src.userId, src.monitorId, now - STICKY_MS - 60_000);

/**
 * The timeline (spec monitoring §7): the now timeline, device and relay-panel timelines, dismissing
 * a pinned item, and peak notices. Generated on demand from the simulator (server/src/timeline).
 */
export function timelineRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { userId: number }; Querystring: TimelineQuery }>(
    '/users/:userId/timeline',
    { schema: { params: userParams, querystring: timelineQuery } },
    async (request): Promise<WireTimelineResponse | WireDeviceTimelineResponse> => {
      const { userId } = request.params;
      const q = request.query;
      const beforeMs = timeParam(q.prior_to_item, 'prior_to_item');
      const device = q.device_id ?? q.deviceId ?? null;
      const src = sourceForUser(ctx, userId, requestLocale(request));
      if (!src) return device ? { items: [], more_items: false, user_id: userId } : { items: [], sticky_items: [], more_items: false, user_id: userId };
      const now = ctx.now();
      await prepareTimeline(ctx.workers, src, Math.min(beforeMs ?? now, now), ownerOf(request));
      const page = timelinePage(src, {
        nowMs: now,
        beforeMs,
        n: pageSize(q, DEFAULT_ITEMS),
        filter: { deviceId: device, rollup: q.rollup ?? !device },
        dismissed: recentDismissals(ctx, src, now),
        extra: alertItems(ctx, src, device),
      });
      if (device) return { items: page.items, more_items: page.more, user_id: userId };
      return { items: page.items, sticky_items: page.sticky, more_items: page.more, user_id: userId };
    },
  );

  api.get<{ Params: { userId: number }; Querystring: TimelineQuery }>(
    '/users/:userId/timeline/smartcircuit',
    { schema: { params: userParams, querystring: timelineQuery } },
    async (request): Promise<WireDeviceTimelineResponse> => {
      const { userId } = request.params;
      const q = request.query;
      const beforeMs = timeParam(q.prior_to_item, 'prior_to_item');
      const src = sourceForUser(ctx, userId, requestLocale(request));
      if (!src) return { items: [], more_items: false, user_id: userId };
      const now = ctx.now();
      await prepareTimeline(ctx.workers, src, Math.min(beforeMs ?? now, now), ownerOf(request));
      const page = timelinePage(src, {
        nowMs: now,
        beforeMs,
        n: pageSize(q, DEFAULT_RELAY_ITEMS),
        filter: { relays: true, deviceId: q.deviceId ?? q.device_id ?? null },
        dismissed: new Set(),
      });
      return { items: page.items, more_items: page.more, user_id: userId };
    },
  );

  // timeline_date in the query (as the app sends it) or in a form / JSON body.
  api.post<{ Params: { userId: number }; Querystring: { timeline_date?: string }; Body: { timeline_date?: string } }>(
    '/users/:userId/disable_timeline',
    {
      schema: {
        params: userParams,
        querystring: { type: 'object', properties: { timeline_date: isoText } },
        body: { ...anyBody, properties: { timeline_date: isoText } },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const text = request.query.timeline_date ?? request.body?.timeline_date;
      if (text === undefined) throw new HttpError(400, "Missing required query parameter 'timeline_date'");
      const timeMs = timeParam(text, 'timeline_date') as number;
      const iso = new Date(timeMs).toISOString();
      const src = sourceForUser(ctx, userId, requestLocale(request));
      const now = ctx.now();
      if (src) await prepareTimeline(ctx.workers, src, Math.min(timeMs, now), ownerOf(request));
      const item = src ? itemAt(src, timeMs, now) : null;
      if (!src || !item) throw new HttpError(400, noItemAt(iso));
      if (!item.allow_sticky) throw new HttpError(400, notPinnable(iso));
      const repo = dismissalsRepo(ctx.db);
      // Dismissing twice is harmless (a retried request): nothing more is written.
      if (repo.has(userId, src.monitorId, timeMs)) return OK;
      if (now - timeMs > STICKY_MS) throw new HttpError(400, noLongerPinned(iso));
      repo.add(userId, src.monitorId, timeMs, now);
      return OK;
    },
  );

  api.get<{ Params: { monitorId: number; peakId: string } }>(
    '/app/monitors/:monitorId/peak/:peakId',
    {
      schema: {
        params: { type: 'object', required: ['monitorId', 'peakId'], properties: { monitorId: idParam, peakId: { type: 'string', maxLength: 128 } } },
        querystring: { type: 'object' },
      },
    },
    async (request): Promise<WirePeak> => {
      const src = sourceForMonitor(ctx, monitorOf(request), requestLocale(request));
      const parsed = parsePeakId(request.params.peakId);
      if (parsed && parsed.monitorId === src.monitorId) await prepareTimeline(ctx.workers, src, Math.min(parsed.peakMs, ctx.now()), ownerOf(request));
      const peak = lookupPeak(src, request.params.peakId, ctx.now());
      if (!peak) throw new HttpError(404, PEAK_NOT_FOUND);
      return peak;
    },
  );
}


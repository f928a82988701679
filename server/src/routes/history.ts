import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import msgpack from 'msgpack-lite';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { MAX_FRAMES, parseGranularity, GRANULARITIES } from '../history/usage';
import type { UsageChannels } from '../history/storeUsage';
import type { MonitorMeta } from '../measured';
import { toMonitorProfile } from '../wire/monitorWire';
import { closedByClient, HEAVY_ROUTE, ownerOf } from './requestRates';
import { idParam } from './schemas';

export const DEVICE_NOT_FOUND = 'Device not found';
export const INVALID_START = "Invalid query parameter 'start': must be an ISO 8601 date-time such as 2026-11-22T15:00:00Z";
export const INVALID_GRANULARITY = `Invalid query parameter 'granularity': must be one of ${GRANULARITIES.join(', ')}`;
export const tooManyFrames = (max: number, granularity: string) => `Invalid query parameter 'frames': must be <= ${max} for ${granularity}`;

const MSGPACK = 'application/x-msgpack';

/** `monitor_id` is declared, so the guard checks that the caller owns it (404 'Monitor not found'). */
const usageQuery = {
  type: 'object',
  required: ['monitor_id', 'granularity', 'start'],
  properties: {
    monitor_id: idParam,
    granularity: { type: 'string', minLength: 1, maxLength: 16 },
    start: { type: 'string', minLength: 1, maxLength: 64 },
    frames: { type: 'integer', minimum: 1, maximum: MAX_FRAMES.SECOND, default: 360 },
    device_id: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

interface UsageQuerystring {
  monitor_id: number;
  granularity: string;
  start: string;
  frames: number;
  device_id?: string;
}

/** An ISO 8601 date-time (a zone-less one is UTC, as sense_energy sends it), years 2000-2099; else null. */
export function parseStart(text: string): number | null {
  const dt = DateTime.fromISO(text.trim(), { zone: 'utc' });
  if (!dt.isValid || dt.year < 2000 || dt.year > 2099) return null;
  return dt.toMillis();
}

/** True when the Accept header asks for msgpack. */
export const wantsMsgpack = (accept: string | undefined): boolean => typeof accept === 'string' && /application\/(x-)?msgpack/i.test(accept);

/** The store's channels a device_id names: the home (consumption and solar), the solar device, or a device's channel. */
export function channelsFor(meta: MonitorMeta, deviceId: string | undefined): UsageChannels | null {
  if (deviceId === undefined) return { w: 'mains', s: 'solar' };
  if (deviceId === 'solar') return meta.byKey.has('solar') ? { w: 'solar', s: null } : null;
  const key = `device:${deviceId}`;
  return meta.byKey.has(key) ? { w: key, s: null } : null;
}

/**
 * GET /app/history/usage (wire §3.10): min/max envelopes of consumption and solar from the
 * simulator. Computed by the worker pool (a cold request can take a second), limited per user.
 */
export function historyRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/app/history/usage', { schema: { querystring: usageQuery }, config: HEAVY_ROUTE }, async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as UsageQuerystring;
    const granularity = parseGranularity(q.granularity);
    if (!granularity) throw new HttpError(400, INVALID_GRANULARITY);
    const startMs = parseStart(q.start);
    if (startMs === null) throw new HttpError(400, INVALID_START);
    if (q.frames > MAX_FRAMES[granularity]) throw new HttpError(400, tooManyFrames(MAX_FRAMES[granularity], granularity));
    if (!request.monitor) throw new HttpError(404, 'Monitor not found');
    const profile = toMonitorProfile(request.monitor);
    const { meta } = ctx.measured.sources.ensure(profile);
    const channels = channelsFor(meta, q.device_id);
    if (!channels) throw new HttpError(404, DEVICE_NOT_FOUND);

    const query = { granularity, startMs, frames: q.frames, subject: { kind: 'home' as const }, nowMs: ctx.now() };
    const { result: answer } = await ctx.workers.run('usage', { profile, query, channels }, ownerOf(request), profile.id, closedByClient(reply));
    reply.header('Vary', 'Accept');
    if (wantsMsgpack(request.headers.accept)) {
      reply.type(MSGPACK);
      return msgpack.encode(answer);
    }
    return answer;
  });
}

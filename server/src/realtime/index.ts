import type { FastifyInstance } from 'fastify';
import type { FeedDeps } from '../contracts';

/**
 * Registers the realtime feed (`/monitors/:id/realtimefeed`) and the one-shot
 * `GET /apiservice/api/v1/app/:monitorId/realtime_update`. Owned by the simulator/feed work;
 * the core calls it once from buildApp after @fastify/websocket is registered.
 */
export function registerRealtime(_app: FastifyInstance, _deps: FeedDeps): { close(): void } {
  return { close() {} };
}

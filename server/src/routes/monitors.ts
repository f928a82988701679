import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { toWireOverview, toWireStatus } from '../wire/monitorWire';
import { anyQuery, monitorParams } from './schemas';

/** The monitor the guard loaded (it has already checked ownership). */
export const monitorOf = (request: FastifyRequest): MonitorRow => {
  if (!request.monitor) throw new Error('monitor route without a :monitorId param');
  return request.monitor;
};

/** GET /app/monitors/{id}/status and /overview. */
export function monitorRoutes(api: FastifyInstance, ctx: AppContext): void {
  const schema = { params: monitorParams, querystring: anyQuery };
  api.get('/app/monitors/:monitorId/status', { schema }, async (request) => toWireStatus(monitorOf(request)));
  api.get('/app/monitors/:monitorId/overview', { schema }, async (request) => {
    const row = monitorOf(request);
    const versions = ctx.repos.users.versions(row.user_id) ?? { userVersion: 0, settingsVersion: 0 };
    return toWireOverview(row, versions);
  });
}

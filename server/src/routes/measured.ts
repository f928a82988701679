import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { toMonitorProfile } from '../wire/monitorWire';
import { monitorOf } from './monitors';
import { monitorParams } from './schemas';

const sourceBody = {
  type: 'object',
  required: ['state'],
  additionalProperties: false,
  properties: { state: { type: 'string', enum: ['running', 'stopped'] } },
} as const;

/**
 * The monitor's source (server/src/sources): GET what it is, what it measures and whether it runs;
 * PUT { state: 'stopped' | 'running' } stops or starts it (the demo home's simulated meter goes quiet:
 * nothing is stored meanwhile, live or back-filled, so history shows a gap there).
 */
export function measuredRoutes(api: FastifyInstance, ctx: AppContext): void {
  const statusOf = (monitorId: number, profile: ReturnType<typeof toMonitorProfile>) => {
    const { source } = ctx.measured.sources.ensure(profile);
    const caps = source.capabilities();
    return {
      monitor_id: monitorId,
      kind: source.kind,
      state: ctx.measured.sources.running(monitorId) ? 'running' : 'stopped',
      native_interval_ms: caps.nativeIntervalMs,
      backfill: caps.backfill,
      channels: caps.channels.map((c) => ({ key: c.key, kind: c.kind, ...(c.label ? { label: c.label } : {}) })),
    };
  };
  api.get('/app/monitors/:monitorId/source', { schema: { params: monitorParams } }, async (request) => {
    const row = monitorOf(request);
    return statusOf(row.id, toMonitorProfile(row));
  });
  api.put('/app/monitors/:monitorId/source', { schema: { params: monitorParams, body: sourceBody } }, async (request) => {
    const row = monitorOf(request);
    const { state } = request.body as { state: 'running' | 'stopped' };
    if (state === 'stopped') ctx.measured.sources.stop(row.id);
    else ctx.measured.sources.resume(row.id);
    return statusOf(row.id, toMonitorProfile(row));
  });
}

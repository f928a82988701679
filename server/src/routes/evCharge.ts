import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EvCommand } from '../contracts';
import type { AppContext } from '../context';
import type { EvChargerRow } from '../db/evChargers';
import type { MonitorRow } from '../db/monitors';
import { evNow } from '../ev/charging';
import { checkEvSettings, toWireEvSettings, type EvSettingsBody } from '../ev/settings';
import { notEnabledStatus, toWireEvStatus } from '../ev/wire';
import { HttpError } from '../errors';
import { msg, requestLocale } from '../i18n';
import { toMonitorProfile } from '../wire/monitorWire';
import type { WireEvEnableResponse, WireEvSettings, WireEvStatus } from '../../../src/api/wire/evCharger';
import { monitorOf } from './monitors';
import { ownerOf } from './requestRates';
import { anyBody, anyQuery, monitorParams } from './schemas';

const BASE = '/evcharge/monitors/:monitorId';
/** Numbers are read from text (JSON numbers are coerced to it), so '' gets its own message (ev/settings.ts). */
const numberText = { type: 'string', maxLength: 32 } as const;

const settingsBody = {
  type: 'object',
  properties: {
    daily_min_miles: numberText,
    charge_by_time: { type: 'string', maxLength: 32 },
    mpg_conversion: numberText,
    use_excess_solar: { type: 'boolean' },
    minimize_carbon: { type: 'boolean' },
  },
} as const;

/**
 * The EV charger lab (spec account-settings-shell §7 "evcharge calls"): status, connecting the
 * charge-point account, its settings, and Start / Stop charging. The simulator's EV does the
 * charging (sim/ev.ts); a command is stored in SQLite and honoured from its instant on, so the
 * feed, history, the power meter and the device pages all see it. Wire types in
 * src/api/wire/evCharger.ts; the guard has checked the monitor is the token user's.
 */
export function evChargeRoutes(api: FastifyInstance, ctx: AppContext): void {
  const schema = { params: monitorParams, querystring: anyQuery };

  /** The status at `atMs`, from the worker pool (the last 24 hours are two simulated days at most). */
  const statusOf = async (request: FastifyRequest, row: MonitorRow, atMs: number): Promise<WireEvStatus> => {
    const locale = requestLocale(request);
    const charger = ctx.repos.evChargers.get(row.id);
    if (!charger) return notEnabledStatus(locale, atMs);
    const profile = toMonitorProfile(row);
    const { result } = await ctx.workers.run('evFigures', { profile, atMs }, ownerOf(request), profile.id);
    return toWireEvStatus(result, charger, locale, atMs);
  };

  const enabledCharger = (row: MonitorRow): EvChargerRow => {
    const charger = ctx.repos.evChargers.get(row.id);
    if (!charger) throw new HttpError(409, msg('ev.notEnabled'));
    return charger;
  };

  api.get(`${BASE}/status`, { schema }, async (request) => {
    const row = monitorOf(request);
    // A command takes effect at the next whole second; the charge point answers as of then already.
    const last = ctx.repos.evChargers.lastCommand(row.id);
    return statusOf(request, row, Math.max(ctx.now(), last?.atMs ?? 0));
  });

  api.post(`${BASE}/chargepoint`, { schema: { ...schema, body: anyBody } }, async (request): Promise<WireEvEnableResponse> => {
    const row = monitorOf(request);
    const charger = ctx.repos.evChargers.enable(row.id, `cp-${randomBytes(6).toString('hex')}`, ctx.now());
    request.log.info({ monitorId: row.id }, 'EV charge point connected');
    return { status: 'ok', enabled: true, integration_id: charger.integration_id };
  });

  api.post<{ Body: EvSettingsBody }>(`${BASE}/settings`, { schema: { ...schema, body: settingsBody } }, async (request): Promise<WireEvSettings> => {
    const row = monitorOf(request);
    enabledCharger(row);
    const patch = checkEvSettings(request.body ?? {});
    ctx.repos.evChargers.updateSettings(row.id, patch, ctx.now());
    return toWireEvSettings(enabledCharger(row));
  });

  for (const action of ['start', 'stop'] as const) {
    api.post(`${BASE}/charge/${action}`, { schema: { ...schema, body: anyBody } }, async (request): Promise<WireEvStatus> => {
      const row = monitorOf(request);
      enabledCharger(row);
      const now = ctx.now();
      // From the next whole second (every realtime frame already sent stays true), after any earlier
      // command; what the charger does at that instant decides whether the command makes sense.
      const last = ctx.repos.evChargers.lastCommand(row.id);
      const atMs = Math.max(Math.floor(now / 1000) * 1000 + 1000, last ? last.atMs + 1000 : 0);
      const state = evNow(toMonitorProfile(row), atMs);
      if (action === 'start' && state.chargeStatus === 'Charging') throw new HttpError(409, msg('ev.alreadyCharging'));
      if (action === 'start' && !state.pluggedIn) throw new HttpError(409, msg('ev.notPluggedIn'));
      if (action === 'stop' && state.chargeStatus !== 'Charging') throw new HttpError(409, msg('ev.notCharging'));
      const command: EvCommand = { atMs, action };
      const userVersion = ctx.db.transaction(() => {
        ctx.repos.evChargers.addCommand(row.id, command, now);
        return ctx.repos.devices.bumpUserVersion(row.user_id);
      })();
      // The feed reloads the monitor (and so the commands) and tells clients the device data changed.
      ctx.events.emit('user-changed', { userId: row.user_id, userVersion });
      request.log.info({ monitorId: row.id, action, atMs }, 'EV charging command');
      const fresh = ctx.repos.monitors.forUser(row.user_id, row.id) ?? row;
      return statusOf(request, fresh, atMs);
    });
  }
}

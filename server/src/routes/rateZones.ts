import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import { RATE_ZONE_LIMITS } from '../rates/limits';
import { checkRateZone, type RateZoneBody } from '../rates/rules';
import { rateZoneLists, todayOf, toWireRateZone } from '../rates/wire';
import type { WireRateZoneLists, WireRateZoneWrite } from '../../../src/api/wire/rateZones';
import { monitorOf } from './monitors';
import { anyQuery, idParam, monitorParams } from './schemas';

const M = '/app/monitors/:monitorId/rate_zones';
const zoneParams = { type: 'object', required: ['monitorId', 'zoneId'], properties: { monitorId: idParam, zoneId: idParam } } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Numbers and dates are read from text (JSON numbers are coerced to it), so '' gets its own message. */
const zoneBody = {
  type: 'object',
  properties: {
    name: text(1000),
    cost: text(32),
    start_date: text(40),
    end_date: text(40),
    start_time: text(32),
    end_time: text(32),
    all_day: { type: 'boolean' },
    // A comma list, a list of names, or repeated form keys (coerced to a list).
    days_enabled: { type: 'array', maxItems: 14, items: text(200) },
    alert: { type: 'boolean' },
    rollover: { type: 'boolean' },
    split_midnight: { type: 'boolean' },
  },
} as const;

/**
 * Time-of-use rate zones (spec account-settings-shell §2, §3, §5, §7; wire types in
 * src/api/wire/rateZones.ts; rules in server/src/rates/). Every write is checked whole before
 * anything is stored, then bumps the settings version in the same transaction and emits
 * `settings-changed`: the feed reloads the monitor (its rates and tou_alert change at once) and
 * tells other tabs through data_change. Costs everywhere follow, since every cache that holds one is
 * keyed by the zones (devices/money.ts ratesKey, trends/days.ts and devices/figures.ts by the zones'
 * minutes).
 */
export function rateZoneRoutes(api: FastifyInstance, ctx: AppContext): void {
  const listsOf = (row: MonitorRow): WireRateZoneLists => rateZoneLists(ctx.repos.rateZones.list(row.id), todayOf(row.time_zone, ctx.now()));

  /** Runs the write and the settings version bump in one transaction, then tells the feed. */
  const write = <T>(row: MonitorRow, fn: () => T): T => {
    const { result, settingsVersion } = ctx.db.transaction(() => ({ result: fn(), settingsVersion: ctx.repos.users.bumpSettingsVersion(row.user_id) }))();
    ctx.events.emit('settings-changed', { userId: row.user_id, settingsVersion });
    return result;
  };
  const answer = (row: MonitorRow, ids: number[], deleted?: number): WireRateZoneWrite => {
    const today = todayOf(row.time_zone, ctx.now());
    const zones = ids.map((id) => toWireRateZone(ctx.repos.rateZones.get(row.id, id)!, today));
    return { status: 'ok', zones, ...(deleted !== undefined ? { deleted_id: deleted } : {}), lists: rateZoneLists(ctx.repos.rateZones.list(row.id), today) };
  };
  const existing = (request: FastifyRequest<{ Params: { zoneId: number } }>, row: MonitorRow) => {
    const zone = ctx.repos.rateZones.get(row.id, request.params.zoneId);
    if (!zone) throw new HttpError(404, msg('rateZone.notFound'));
    return zone;
  };
  const roomFor = (row: MonitorRow, more: number) => {
    if (ctx.repos.rateZones.count(row.id) + more > RATE_ZONE_LIMITS.maxZones) throw new HttpError(400, msg('rateZone.tooMany', { max: RATE_ZONE_LIMITS.maxZones }));
  };

  api.get(M, { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireRateZoneLists> => listsOf(monitorOf(request)));

  api.post<{ Body: RateZoneBody }>(M, { schema: { params: monitorParams, querystring: anyQuery, body: zoneBody } }, async (request): Promise<WireRateZoneWrite> => {
    const row = monitorOf(request);
    const values = checkRateZone(request.body ?? {}, todayOf(row.time_zone, ctx.now()));
    roomFor(row, values.length);
    const now = ctx.now();
    const ids = write(row, () => values.map((v) => ctx.repos.rateZones.insert(row.id, v, now)));
    request.log.info({ monitorId: row.id, zoneIds: ids }, 'rate zone created');
    return answer(row, ids);
  });

  api.post<{ Params: { zoneId: number }; Body: RateZoneBody }>(`${M}/:zoneId`, { schema: { params: zoneParams, querystring: anyQuery, body: zoneBody } }, async (request): Promise<WireRateZoneWrite> => {
    const row = monitorOf(request);
    const zone = existing(request, row);
    const [first, second] = checkRateZone(request.body ?? {}, todayOf(row.time_zone, ctx.now()));
    if (second) roomFor(row, 1);
    const now = ctx.now();
    const ids = write(row, () => {
      ctx.repos.rateZones.update(row.id, zone.id, first!, now);
      return second ? [zone.id, ctx.repos.rateZones.insert(row.id, second, now)] : [zone.id];
    });
    request.log.info({ monitorId: row.id, zoneIds: ids }, 'rate zone updated');
    return answer(row, ids);
  });

  api.delete<{ Params: { zoneId: number } }>(`${M}/:zoneId`, { schema: { params: zoneParams, querystring: anyQuery } }, async (request): Promise<WireRateZoneWrite> => {
    const row = monitorOf(request);
    const zone = existing(request, row);
    write(row, () => ctx.repos.rateZones.remove(row.id, zone.id));
    request.log.info({ monitorId: row.id, zoneId: zone.id }, 'rate zone deleted');
    return answer(row, [], zone.id);
  });
}

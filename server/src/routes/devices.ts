import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { attributesOf, type MonitorRow } from '../db/monitors';
import { buildBook, findDevice, type BookDevice, type DeviceBook } from '../devices/book';
import { deviceTypes } from '../devices/catalogue';
import { standbyConfig, type ChartRequest } from '../devices/detail';
import { batteryInfo, inverterInfo } from '../devices/equipment';
import { parseScale, periodOf } from '../devices/history';
import { liveStates, withLive } from '../devices/live';
import { bad, notFound } from '../devices/rules';
import { daysBack } from '../devices/usage';
import { anyBody, anyQuery, batteryQuery, detailQuery, deviceParams, listQuery, mergeBody, supersedeBody, updateBody } from '../devices/schemas';
import { deleteDevice, mergeDevices, resetData, supersedeDevices, updateDevice, type WriteScope } from '../devices/writes';
import { requestLocale } from '../i18n';
import { feedChecksums } from '../realtime/checksums';
import { cycleStartOf } from '../trends/period';
import { toMonitorProfile } from '../wire/monitorWire';
import { ensureFigures, ensureRecentFigures, warmFigures } from '../workers/figures';
import type { WireDevice, WireDeviceIdResponse, WireDeviceUpdate, WireDevicesOverview } from '../../../src/api/wire/devices';
import { monitorOf } from './monitors';
import { closedByClient, HEAVY_ROUTE, ownerOf } from './requestRates';
import { monitorParams } from './schemas';

const DAY_MS = 86_400_000;
/** Chart starts are accepted within 2000-2099. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const M = '/app/monitors/:monitorId/devices';
const LEGACY_M = '/monitors/:monitorId/devices';

type DeviceRequest = FastifyRequest<{ Params: { monitorId: number; deviceId: string } }>;

/**
 * The devices area (spec monitoring §7, wire §3.3-§3.5): list, types, detail with usage from the
 * simulator, battery and inverter, and the writes (update, delete / unmerge / relay reset,
 * reset_data, merge, supersede, encompass). Types in src/api/wire/devices.ts; helpers in devices/.
 */
export function deviceRoutes(api: FastifyInstance, ctx: AppContext): void {
  /** The book in the request's language. */
  const bookOf = (row: MonitorRow, request: FastifyRequest): DeviceBook =>
    buildBook(toMonitorProfile(row), ctx.repos.devices.load(row.id), requestLocale(request));
  const scopeOf = (request: FastifyRequest): WriteScope => {
    const monitor = monitorOf(request);
    return { ctx, monitor, book: bookOf(monitor, request) };
  };
  const deviceOf = (book: DeviceBook, id: string): BookDevice => findDevice(book, id) ?? (() => { throw notFound(); })();

  /** The list, with live states, computed by the worker pool (the first one for a monitor simulates its day). */
  const list = async (request: FastifyRequest): Promise<WireDevice[]> => {
    const row = monitorOf(request);
    const profile = toMonitorProfile(row);
    const { include_merged } = request.query as { include_merged: boolean };
    const now = ctx.now();
    const job = { profile, data: ctx.repos.devices.load(row.id), includeMerged: include_merged, nowMs: now, locale: requestLocale(request) };
    const { result } = await ctx.workers.run('deviceList', job, ownerOf(request), profile.id);
    // The screens open a device next: have its year of statistics ready.
    warmFigures(ctx.workers, profile, daysBack(profile, now, 366), now);
    return result;
  };

  const chartOf = (request: FastifyRequest): ChartRequest => {
    const q = request.query as { scale?: string; start?: string };
    const scale = parseScale(q.scale);
    if (!scale) throw bad("Invalid query parameter 'scale': must be one of DAY, WEEK, MONTH, YEAR, BILL");
    let atMs = ctx.now();
    if (q.start !== undefined && q.start !== '') {
      const raw = q.start.trim();
      atMs = /^\d+$/.test(raw) ? (raw.length > 11 ? Number(raw) : Number(raw) * 1000) : Date.parse(raw);
      if (!Number.isFinite(atMs) || atMs < EARLIEST || atMs >= LATEST) throw bad("Invalid query parameter 'start': must be an ISO time");
    }
    // The billing cycle's first day: one rule for device charts and trends (Not set counts as 1).
    return { scale, atMs, cycleStart: cycleStartOf(attributesOf(monitorOf(request))) };
  };

  api.get('/app/monitors/devicetypes', { schema: { querystring: anyQuery } }, async (request) => deviceTypes(requestLocale(request)));

  const overview = async (request: FastifyRequest): Promise<WireDevicesOverview> => {
    const row = monitorOf(request);
    const versions = ctx.repos.users.versions(row.user_id) ?? { userVersion: 0, settingsVersion: 0 };
    return { devices: await list(request), device_data_checksum: feedChecksums(toMonitorProfile(row), versions).device_data_checksum };
  };
  // Older clients call the list without the `app/` prefix (wire §3.11): sense_energy's sync client
  // GET monitors/{id}/devices, its async client GET monitors/{id}/devices/overview. Same answers.
  for (const base of [M, LEGACY_M]) {
    api.get(`${base}/overview`, { schema: { params: monitorParams, querystring: listQuery } }, overview);
    api.get(base, { schema: { params: monitorParams, querystring: listQuery } }, async (request) => list(request));
  }

  const monitorSchema = { params: monitorParams, querystring: anyQuery };
  api.get(`${M}/inverter`, { schema: monitorSchema }, async (request) => inverterInfo(toMonitorProfile(monitorOf(request)), ctx.now()));

  const detailSchema = { params: deviceParams, querystring: detailQuery };
  /**
   * A detail or chart, computed by the worker pool on the monitor's thread: first the whole past
   * days it needs, a month per job, then the answer. The jobs run as one piece of foreground work
   * (workers/pool.ts): the start-up warm-up never slips in between them.
   */
  const offLoop = async <K extends 'deviceDetail' | 'deviceUsageHistory'>(request: FastifyRequest, reply: FastifyReply, deviceId: string, kind: K, stats: boolean) => {
    const book = bookOf(monitorOf(request), request);
    const b = deviceOf(book, deviceId);
    const chart = chartOf(request);
    const now = ctx.now();
    const owner = ownerOf(request);
    const { profile } = book;
    const period = periodOf(profile, chart.scale, chart.atMs, chart.cycleStart);
    const closed = closedByClient(reply);
    return ctx.workers.foreground(async () => {
      // The year of statistics, newest day first: on a brand-new data folder the answer comes by the
      // deadline from the days ready (extrapolated, as after a data reset) and says how many days are
      // still loading, so the page says so and asks again.
      let yearFromMs: number | undefined;
      let loadingDays = 0;
      if (stats) {
        const yearStart = Math.max(daysBack(profile, now, 366), b.dataStartMs);
        const ready = await ensureRecentFigures(ctx.workers, profile, yearStart, now, owner, performance.now() + ctx.answerWithinMs, closed);
        if (ready > yearStart) [yearFromMs, loadingDays] = [ready, Math.round((ready - yearStart) / DAY_MS)];
      }
      await ensureFigures(ctx.workers, profile, Math.max(period.start.toMillis(), b.dataStartMs), period.end.toMillis(), now, owner, closed);
      const job = { profile, data: book.data, deviceId: b.id, nowMs: now, chart, locale: book.locale, yearFromMs };
      const result = (await ctx.workers.run(kind, job, owner, profile.id, closed)).result;
      return loadingDays > 0 ? { ...result, loading_days: loadingDays } : result;
    });
  };
  api.get(`${M}/:deviceId`, { schema: detailSchema, config: HEAVY_ROUTE }, async (request: DeviceRequest, reply) => offLoop(request, reply, request.params.deviceId, 'deviceDetail', true));
  api.get(`${M}/:deviceId/usage_history`, { schema: detailSchema, config: HEAVY_ROUTE }, async (request: DeviceRequest, reply) =>
    offLoop(request, reply, request.params.deviceId, 'deviceUsageHistory', false),
  );

  /**
   * The battery's own figures (charge, power, capacity, today's energy in and out). Its path is the
   * battery's device path too, so `detail=true` also gives its device detail (production statistics,
   * the chart), with the figures under `battery`: the battery's page reads that.
   */
  api.get(`${M}/battery`, { schema: { params: monitorParams, querystring: batteryQuery }, config: HEAVY_ROUTE }, async (request, reply) => {
    const info = batteryInfo(toMonitorProfile(monitorOf(request)), ctx.now(), requestLocale(request));
    if (!(request.query as { detail: boolean }).detail) return info;
    if (!info.present) throw notFound();
    return { ...(await offLoop(request, reply, 'battery', 'deviceDetail', true)), battery: info };
  });

  api.post(`${M}/:deviceId`, { schema: { params: deviceParams, querystring: anyQuery, body: updateBody } }, async (request: DeviceRequest) => {
    const scope = scopeOf(request);
    const id = request.params.deviceId;
    updateDevice(scope, deviceOf(scope.book, id), request.body as WireDeviceUpdate);
    const book = bookOf(scope.monitor, request);
    const b = deviceOf(book, id);
    const live = liveStates(book, [b], ctx.now(), DAY_MS).get(id);
    return { device: withLive(book.profile, b, live), notes: b.override?.notes ?? null, standby_config: standbyConfig(b) };
  });

  api.delete(`${M}/:deviceId`, { schema: { params: deviceParams, querystring: anyQuery } }, async (request: DeviceRequest) => {
    const scope = scopeOf(request);
    return deleteDevice(scope, deviceOf(scope.book, request.params.deviceId));
  });

  api.post(`${M}/:deviceId/reset_data`, { schema: { params: deviceParams, querystring: anyQuery, body: anyBody } }, async (request: DeviceRequest) => {
    const scope = scopeOf(request);
    const id = request.params.deviceId;
    const at = resetData(scope, deviceOf(scope.book, id));
    return { status: 'ok', id, data_reset_at: new Date(at).toISOString() };
  });

  api.post(`${M}/:deviceId/merge`, { schema: { params: deviceParams, querystring: anyQuery, body: mergeBody } }, async (request: DeviceRequest): Promise<WireDeviceIdResponse> => {
    const scope = scopeOf(request);
    const body = request.body as { devices: string; name?: string; icon?: string };
    return { id: mergeDevices(scope, deviceOf(scope.book, request.params.deviceId), body) };
  });

  for (const [path, encompass] of [['supersede', false], ['encompass', true]] as const) {
    api.post(`${M}/:deviceId/${path}`, { schema: { params: deviceParams, querystring: anyQuery, body: supersedeBody } }, async (request: DeviceRequest): Promise<WireDeviceIdResponse> => {
      const scope = scopeOf(request);
      const body = request.body as { devices: string; other_superseded: boolean; type: string };
      return { id: supersedeDevices(scope, deviceOf(scope.book, request.params.deviceId), body, encompass) };
    });
  }
}

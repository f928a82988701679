import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { attributesOf, type MonitorRow } from '../db/monitors';
import { costsShown } from '../devices/money';
import { buildBook, findDevice, type DeviceBook } from '../devices/book';
import { HttpError } from '../errors';
import { requestLocale, type Locale } from '../i18n';
import { comparisons, cumulative, CUMULATIVE_MAX_DAYS } from '../trends/compare';
import { CSV_MAX_DAYS, csvFilename, usageCsv, type CsvUnit } from '../trends/csv';
import { cycleStartOf, parseInstant, parseTrendScale, trendPeriod } from '../trends/period';
import { prepareDays, stopTrendWarming, warmTrendDays } from '../trends/prepare';
import { TEXT } from '../trends/texts';
import { trends, type TrendsInput } from '../trends/trends';
import { historySolar, historyUsage, trendDeviceOf, trendDevicesOf } from '../trends/views';
import { toMonitorProfile } from '../wire/monitorWire';
import { WARM_UP_OWNER } from '../workers/figures';
import { idParam } from './schemas';
import { HEAVY_ROUTE, ownerOf } from './requestRates';

const DAY_MS = 86_400_000;
const text = { type: 'string', maxLength: 64 } as const;

/** `monitor_id` is declared, so the guard checks the caller owns it (404 'Monitor not found'). */
const trendsQuery = {
  type: 'object',
  required: ['monitor_id', 'scale'],
  properties: { monitor_id: idParam, scale: { ...text, minLength: 1 }, start: text, device_id: text },
} as const;
const monitorHistoryQuery = { type: 'object', required: ['scale'], properties: { scale: { ...text, minLength: 1 }, start: text } } as const;
const monitorParams = { type: 'object', required: ['monitorId'], properties: { monitorId: idParam } } as const;
const cumulativeQuery = { type: 'object', required: ['monitor_id'], properties: { monitor_id: idParam, start: text, end: text, unit: text } } as const;
const comparisonsQuery = { type: 'object', required: ['monitor_id'], properties: { monitor_id: idParam } } as const;
const dataQuery = {
  type: 'object',
  required: ['start', 'end'],
  properties: { start: { ...text, minLength: 1 }, end: { ...text, minLength: 1 }, time_unit: text, device_id: text, rollup_interval: text },
} as const;

interface Q {
  scale?: string;
  unit?: string;
  start?: string;
  end?: string;
  device_id?: string;
  time_unit?: string;
}

const bad = (reason: string) => new HttpError(400, reason);

/**
 * History of a period (server/README.md "Trends"): /app/history/trends (wire §3.6), the 2026
 * /app/monitors/{id}/history/usage[/solar] (§3.7), /app/history/cumulative, /app/history/comparisons
 * and the CSV export /monitors/{id}/data (§3.11). Thin: validate, prepare the simulated days off
 * the hot path, then the pure maths of server/src/trends/.
 */
export function trendsRoutes(api: FastifyInstance, ctx: AppContext): void {
  const monitorOf = (request: FastifyRequest): MonitorRow => {
    if (!request.monitor) throw new HttpError(404, 'Monitor not found');
    return request.monitor;
  };
  /** The user's devices, system names (Always On, Other) in the reader's language. */
  const bookOf = (row: MonitorRow, locale?: Locale): DeviceBook => buildBook(toMonitorProfile(row), ctx.repos.devices.load(row.id), locale);
  api.addHook('onClose', async () => stopTrendWarming());

  /** Validates scale and start (400s), then computes the trends answer. */
  const trendsOf = async (row: MonitorRow, q: Q, locale: Locale, request: FastifyRequest) => {
    const scale = parseTrendScale(q.scale ?? '');
    if (!scale) throw bad(TEXT.errors.scale);
    const profile = toMonitorProfile(row);
    const now = ctx.now();
    const atMs = q.start ? parseInstant(q.start, profile.timeZone) : now;
    if (atMs === null) throw bad(TEXT.errors.start);
    const input: TrendsInput = { profile, devices: trendDevicesOf(bookOf(row, locale)), scale, atMs, cycleStart: cycleStartOf(attributesOf(row)), nowMs: now, locale };
    const period = trendPeriod(profile, scale, atMs, input.cycleStart);
    // This period so far, and the previous one over the same elapsed span.
    const elapsed = Math.max(0, Math.min(period.endMs, now) - period.startMs);
    // Past days come from memory or the store; the missing ones are back-filled by the pool. Days not
    // ready by the deadline (a brand-new store) are answered as loading, never as a home that used nothing.
    const offLoop = { pool: ctx.workers, owner: ownerOf(request) };
    const deadline = performance.now() + ctx.answerWithinMs;
    const loading = await prepareDays(profile, period.startMs, period.endMs, now, input.devices, offLoop, deadline);
    loading.push(...(await prepareDays(profile, period.previousStartMs, Math.min(period.startMs, period.previousStartMs + elapsed), now, input.devices, offLoop, deadline)));
    const answer = trends(loading.length ? { ...input, loadingDays: loading.map((d) => d.dayNo) } : input);
    warmTrendDays(profile, String(row.id), now, { pool: ctx.workers, owner: WARM_UP_OWNER });
    return answer;
  };

  // device_id is accepted and ignored: sense_energy sends always_on, Frankwin usage (wire §3.6).
  api.get('/app/history/trends', { schema: { querystring: trendsQuery }, config: HEAVY_ROUTE }, async (request) => trendsOf(monitorOf(request), request.query as Q, requestLocale(request), request));
  api.get('/app/monitors/:monitorId/history/usage', { schema: { params: monitorParams, querystring: monitorHistoryQuery }, config: HEAVY_ROUTE }, async (request) =>
    historyUsage(await trendsOf(monitorOf(request), request.query as Q, requestLocale(request), request)),
  );
  api.get('/app/monitors/:monitorId/history/usage/solar', { schema: { params: monitorParams, querystring: monitorHistoryQuery }, config: HEAVY_ROUTE }, async (request) =>
    historySolar(await trendsOf(monitorOf(request), request.query as Q, requestLocale(request), request)),
  );

  api.get('/app/history/cumulative', { schema: { querystring: cumulativeQuery } }, async (request) => {
    const row = monitorOf(request);
    const q = request.query as Q;
    const unit = parseTrendScale(q.unit ?? 'MONTH');
    if (!unit) throw bad(TEXT.errors.unit);
    const profile = toMonitorProfile(row);
    const now = ctx.now();
    const atMs = q.start ? parseInstant(q.start, profile.timeZone) : now;
    if (atMs === null) throw bad(TEXT.errors.start);
    let endMs: number | null = null;
    if (q.end) {
      endMs = parseInstant(q.end, profile.timeZone);
      if (endMs === null) throw bad(TEXT.errors.end);
      if (endMs <= atMs) throw bad(TEXT.errors.endBeforeStart);
      if (endMs - atMs > CUMULATIVE_MAX_DAYS * DAY_MS) throw bad(TEXT.errors.rangeTooLong(CUMULATIVE_MAX_DAYS));
    }
    const cycleStart = cycleStartOf(attributesOf(row));
    const span = endMs === null ? trendPeriod(profile, unit, atMs, cycleStart) : { startMs: atMs - DAY_MS, endMs: endMs + DAY_MS };
    await prepareDays(profile, span.startMs, span.endMs, now, [], { pool: ctx.workers, owner: ownerOf(request) });
    return cumulative({ profile, unit, atMs, endMs, cycleStart, nowMs: now });
  });

  api.get('/app/history/comparisons', { schema: { querystring: comparisonsQuery } }, async (request) => {
    const row = monitorOf(request);
    const profile = toMonitorProfile(row);
    const attrs = attributesOf(row);
    const now = ctx.now();
    await prepareDays(profile, now - 32 * DAY_MS, now, now, [], { pool: ctx.workers, owner: ownerOf(request) });
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
    return comparisons({ profile, home: { size: str(attrs.home_size_type), type: str(attrs.home_type), state: str(attrs.state) }, nowMs: now, locale: requestLocale(request) });
  });

  api.get('/monitors/:monitorId/data', { schema: { params: monitorParams, querystring: dataQuery }, config: HEAVY_ROUTE }, async (request, reply: FastifyReply) => {
    const row = monitorOf(request);
    const q = request.query as Q;
    const profile = toMonitorProfile(row);
    // Everything is checked before any simulation runs.
    const unit = (q.time_unit ?? 'DAY').trim().toUpperCase();
    if (unit !== 'HOUR' && unit !== 'DAY') throw bad(TEXT.errors.timeUnit);
    const startMs = parseInstant(q.start ?? '', profile.timeZone);
    if (startMs === null) throw bad(TEXT.errors.start);
    const endMs = parseInstant(q.end ?? '', profile.timeZone);
    if (endMs === null) throw bad(TEXT.errors.end);
    if (endMs <= startMs) throw bad(TEXT.errors.endBeforeStart);
    if (endMs - startMs > CSV_MAX_DAYS * DAY_MS) throw bad(TEXT.errors.rangeTooLong(CSV_MAX_DAYS));
    const book = bookOf(row, requestLocale(request));
    const devices = trendDevicesOf(book);
    let device = null;
    if (q.device_id) {
      const b = findDevice(book, q.device_id);
      if (!b) throw new HttpError(404, TEXT.errors.deviceNotFound);
      device = devices.find((d) => d.id === b.id) ?? trendDeviceOf(b);
      if (!devices.some((d) => d.id === b.id)) devices.push(device);
    }
    const now = ctx.now();
    await prepareDays(profile, startMs - DAY_MS, endMs + DAY_MS, now, devices, { pool: ctx.workers, owner: ownerOf(request) });
    const csv = usageCsv({ profile, devices, device, startMs, endMs, unit: unit as CsvUnit, nowMs: now, withCost: costsShown(attributesOf(row)) });
    reply.type('text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${csvFilename(profile, startMs, endMs, unit as CsvUnit, device?.id ?? null)}"`);
    reply.header('Cache-Control', 'no-store');
    return csv;
  });
}

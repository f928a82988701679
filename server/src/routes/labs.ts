import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MonitorProfile } from '../contracts';
import type { AppContext } from '../context';
import { attributesOf, type MonitorRow } from '../db/monitors';
import { costsShown } from '../devices/money';
import { buildBook } from '../devices/book';
import { HttpError } from '../errors';
import { feedLocale, msg, requestLocale } from '../i18n';
import { LABS_ASSETS, type LabsAssetName, type LabsHome } from '../labs';
import { deviceLabels, labsContent, voltageDayWire } from '../labs/content';
import { IMAGE_WIDTH } from '../labs/images';
import { LABS_LOOKBACK_DAYS } from '../labs/maths';
import { toMonitorProfile } from '../wire/monitorWire';
import type { WireLabsContent, WireVoltageDay } from '../../../src/api/wire/labs';
import { monitorOf } from './monitors';
import { HEAVY_ROUTE, ownerOf } from './requestRates';
import { anyQuery, monitorParams } from './schemas';

const dayQuery = {
  type: 'object',
  properties: { day: { type: 'integer', minimum: 0, maximum: LABS_LOOKBACK_DAYS - 1 } },
} as const;

const assetSchema = {
  params: { type: 'object', required: ['monitorId', 'asset'], properties: { ...monitorParams.properties, asset: { type: 'string', minLength: 1, maxLength: 64 } } },
  querystring: {
    type: 'object',
    properties: {
      ...dayQuery.properties,
      mode: { type: 'string', enum: ['light', 'dark'], default: 'light' },
      width: { type: 'integer', minimum: IMAGE_WIDTH.min, maximum: IMAGE_WIDTH.max, default: IMAGE_WIDTH.default },
      ui_language: { type: 'string', maxLength: 35 },
    },
  },
} as const;

/** What the home's settings give Labs: the postal code and size (the AC cohort) and the cost (-1 hidden or unset). */
export function labsHomeOf(row: MonitorRow): LabsHome {
  const a = attributesOf(row);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const cost = !costsShown(a) || typeof a.cost !== 'number' ? -1 : a.cost;
  return { postalCode: text(a.postal_code), homeSizeType: text(a.home_size_type), cost };
}

/**
 * Labs fault detection (spec monitoring §2-§4, §9; account-settings-shell §7-§9): the labs content,
 * one day of the voltage graph, and the images and CSV files the content links to. The maths runs in
 * the worker pool on the monitor's thread (server/src/labs), so the feed's event loop never waits on it.
 */
export function labsRoutes(api: FastifyInstance, ctx: AppContext): void {
  /** The lookback's days and hours into the monitor's pool thread, in short jobs (a cold monitor is ~2 s of simulation). */
  const prepare = async (request: FastifyRequest, profile: MonitorProfile, nowMs: number): Promise<void> => {
    while (!(await ctx.workers.run('labsPrepare', { profile, nowMs }, ownerOf(request), profile.id)).result) {
      // another slice
    }
  };
  const labelsOf = (row: MonitorRow, request: FastifyRequest, locale = requestLocale(request)) =>
    deviceLabels(buildBook(toMonitorProfile(row), ctx.repos.devices.load(row.id), locale));

  api.get('/app/monitors/:monitorId/labs_content', { schema: { params: monitorParams, querystring: anyQuery }, config: HEAVY_ROUTE }, async (request): Promise<WireLabsContent> => {
    const row = monitorOf(request);
    const profile = toMonitorProfile(row);
    const home = labsHomeOf(row);
    const nowMs = ctx.now();
    await prepare(request, profile, nowMs);
    const { result: figures } = await ctx.workers.run('labsFigures', { profile, home, nowMs }, ownerOf(request), profile.id);
    return labsContent({
      monitorId: row.id,
      figures,
      home,
      labels: labelsOf(row, request),
      requested: ctx.repos.feedback.labsSupportRequested(row.user_id, row.id),
    });
  });

  api.get('/app/monitors/:monitorId/labs/voltage', { schema: { params: monitorParams, querystring: dayQuery }, config: HEAVY_ROUTE }, async (request): Promise<WireVoltageDay> => {
    const row = monitorOf(request);
    const profile = toMonitorProfile(row);
    const index = (request.query as { day?: number }).day ?? 0;
    const { result } = await ctx.workers.run('labsVoltageDay', { profile, nowMs: ctx.now(), index }, ownerOf(request), profile.id);
    if (!result) throw new HttpError(404, msg('labs.error.asset'));
    return voltageDayWire(result);
  });

  api.get('/app/monitors/:monitorId/labs/assets/:asset', { schema: assetSchema, config: HEAVY_ROUTE }, async (request: FastifyRequest, reply: FastifyReply) => {
    const row = monitorOf(request);
    const { asset } = request.params as { asset: string };
    if (!(LABS_ASSETS as readonly string[]).includes(asset)) throw new HttpError(404, msg('labs.error.asset'));
    const q = request.query as { day?: number; mode: 'light' | 'dark'; width: number };
    const profile = toMonitorProfile(row);
    // An <img> or a download link cannot send the UI-language header: `ui_language` on the URL comes first.
    const locale = feedLocale(request);
    const names = Object.fromEntries([...labelsOf(row, request, locale)].map(([id, label]) => [id, label.name]));
    const nowMs = ctx.now();
    await prepare(request, profile, nowMs);
    const input = { profile, home: labsHomeOf(row), nowMs, asset: asset as LabsAssetName, day: q.day ?? null, names, locale, mode: q.mode, width: q.width };
    const { result } = await ctx.workers.run('labsAsset', input, ownerOf(request), profile.id);
    if (!result) throw new HttpError(404, asset === 'motor-stall-sample.svg' ? msg('labs.error.noStall', { days: LABS_LOOKBACK_DAYS }) : msg('labs.error.asset'));
    reply.type(result.contentType);
    reply.header('Cache-Control', 'private, no-store');
    if (result.filename) reply.header('Content-Disposition', `attachment; filename="${result.filename}"`);
    return result.body;
  });
}

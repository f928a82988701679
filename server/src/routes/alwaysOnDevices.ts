import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserAlwaysOnDevice } from '../db/devices';
import { parseUserAlwaysOnId, unassignedAlwaysOnW, userAlwaysOnId, userAlwaysOnOf } from '../devices/alwaysOn';
import { buildBook, type DeviceBook } from '../devices/book';
import { ALWAYS_ON_DEVICE_MAX_W, ALWAYS_ON_DEVICE_MIN_W, ALWAYS_ON_DEVICES_MAX, DEVICE_NAME_MAX } from '../devices/limits';
import { HttpError } from '../errors';
import { requestLocale, t, type Locale, type MessageKey, type MessageValues } from '../i18n';
import { toMonitorProfile } from '../wire/monitorWire';
import type { WireUserAlwaysOnBody, WireUserAlwaysOnDevice } from '../../../src/api/wire/devices';
import { monitorOf } from './monitors';
import { anyQuery, idParam, monitorParams } from './schemas';

const itemParams = {
  type: 'object',
  required: ['monitorId', 'aoId'],
  properties: { monitorId: idParam, aoId: { type: 'string', minLength: 1, maxLength: 24 } },
} as const;
// Missing fields get the catalogue's texts (checked below), not a schema text.
const body = { type: 'object', properties: { name: { type: 'string', maxLength: 1000 }, watts: { type: 'number' } } } as const;

/** An error in the request's language. */
const fail = (status: number, locale: Locale, key: MessageKey, values?: MessageValues) => new HttpError(status, t(locale, key, values));

/** The figures' precision: watts are kept to the 0.1 W the always-on breakdown shows. */
const round1 = (w: number) => Math.round(w * 10) / 10;

/**
 * Always-on devices a user adds on the always-on page (spec monitoring §2: /always_on/{id} is their
 * page; issue 12 §5). Each is a name and its standby watts, kept in `always_on_devices` (migration
 * 13); it is part of the always-on total, so its watts come out of the unknown estimate, and adding
 * or raising one beyond what is still unmatched is refused. Everything is checked before anything is
 * written; a write bumps the user's version and emits `user-changed`, as device writes do.
 */
export function alwaysOnDeviceRoutes(api: FastifyInstance, ctx: AppContext): void {
  const base = '/app/monitors/:monitorId/always_on_devices';
  const bookOf = (request: FastifyRequest): DeviceBook => {
    const row = monitorOf(request);
    return buildBook(toMonitorProfile(row), ctx.repos.devices.load(row.id), requestLocale(request));
  };
  const findIn = (book: DeviceBook, request: FastifyRequest): UserAlwaysOnDevice => {
    const id = parseUserAlwaysOnId((request.params as { aoId: string }).aoId);
    const found = id === null ? undefined : (book.data.alwaysOn ?? []).find((d) => d.id === id);
    if (!found) throw fail(404, book.locale, 'alwaysOnDevice.notFound');
    return found;
  };
  const nameOf = (locale: Locale, raw: string): string => {
    const name = raw.trim();
    if (name === '') throw fail(400, locale, 'alwaysOnDevice.nameRequired');
    if (name.length > DEVICE_NAME_MAX) throw fail(400, locale, 'alwaysOnDevice.nameTooLong', { max: DEVICE_NAME_MAX });
    return name;
  };
  /** The watts, within the limits and within what the always-on total has not matched yet. */
  const wattsOf = (book: DeviceBook, raw: number, except?: number): number => {
    const watts = round1(raw);
    if (!(watts >= ALWAYS_ON_DEVICE_MIN_W && watts <= ALWAYS_ON_DEVICE_MAX_W)) {
      throw fail(400, book.locale, 'alwaysOnDevice.wattsRange', { min: ALWAYS_ON_DEVICE_MIN_W, max: ALWAYS_ON_DEVICE_MAX_W });
    }
    const free = round1(Math.max(0, unassignedAlwaysOnW(book, ctx.now(), except)));
    if (watts > free) throw fail(400, book.locale, 'alwaysOnDevice.wattsTooHigh', { watts: free });
    return watts;
  };
  /** One transaction with the user's version bump, then `user-changed` (the feed's device checksum moves). */
  const commit = <T>(request: FastifyRequest, write: () => T): T => {
    const monitor = monitorOf(request);
    const repo = ctx.repos.devices;
    const { value, userVersion } = repo.transaction(() => ({ value: write(), userVersion: repo.bumpUserVersion(monitor.user_id) }));
    ctx.events.emit('user-changed', { userId: monitor.user_id, userVersion });
    return value;
  };
  const answer = (request: FastifyRequest, id: number): WireUserAlwaysOnDevice => {
    const book = bookOf(request);
    const d = (book.data.alwaysOn ?? []).find((x) => x.id === id);
    if (!d) throw fail(404, book.locale, 'alwaysOnDevice.notFound');
    return userAlwaysOnOf(book, d, ctx.now());
  };

  api.get(base, { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireUserAlwaysOnDevice[]> => {
    const book = bookOf(request);
    return (book.data.alwaysOn ?? []).map((d) => userAlwaysOnOf(book, d, ctx.now()));
  });

  api.post(base, { schema: { params: monitorParams, querystring: anyQuery, body } }, async (request): Promise<WireUserAlwaysOnDevice> => {
    const book = bookOf(request);
    const { name: rawName, watts: rawWatts } = (request.body ?? {}) as WireUserAlwaysOnBody;
    if (rawName === undefined) throw fail(400, book.locale, 'alwaysOnDevice.nameRequired');
    const name = nameOf(book.locale, rawName);
    if (rawWatts === undefined) throw fail(400, book.locale, 'alwaysOnDevice.wattsRequired');
    if ((book.data.alwaysOn ?? []).length >= ALWAYS_ON_DEVICES_MAX) throw fail(400, book.locale, 'alwaysOnDevice.tooMany', { max: ALWAYS_ON_DEVICES_MAX });
    const watts = wattsOf(book, rawWatts);
    const id = commit(request, () => ctx.repos.devices.addAlwaysOn(monitorOf(request).id, name, watts, ctx.now()));
    return answer(request, id);
  });

  api.get(`${base}/:aoId`, { schema: { params: itemParams, querystring: anyQuery } }, async (request): Promise<WireUserAlwaysOnDevice> => {
    const book = bookOf(request);
    return userAlwaysOnOf(book, findIn(book, request), ctx.now());
  });

  api.post(`${base}/:aoId`, { schema: { params: itemParams, querystring: anyQuery, body } }, async (request): Promise<WireUserAlwaysOnDevice> => {
    const book = bookOf(request);
    const d = findIn(book, request);
    const { name: rawName, watts: rawWatts } = (request.body ?? {}) as WireUserAlwaysOnBody;
    if (rawName === undefined && rawWatts === undefined) throw fail(400, book.locale, 'alwaysOnDevice.nothing');
    const name = rawName === undefined ? d.name : nameOf(book.locale, rawName);
    const watts = rawWatts === undefined ? d.watts : wattsOf(book, rawWatts, d.id);
    if (name !== d.name || watts !== d.watts) commit(request, () => ctx.repos.devices.patchAlwaysOn(monitorOf(request).id, d.id, name, watts, ctx.now()));
    return answer(request, d.id);
  });

  api.delete(`${base}/:aoId`, { schema: { params: itemParams, querystring: anyQuery } }, async (request) => {
    const book = bookOf(request);
    const d = findIn(book, request);
    commit(request, () => ctx.repos.devices.removeAlwaysOn(monitorOf(request).id, d.id));
    return { status: 'ok', id: userAlwaysOnId(d.id) };
  });
}

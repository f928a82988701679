import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WireUserSettingsBody } from '../../../src/api/wire/user';
import { wsOriginOf, type AppContext } from '../context';
import type { SettingsPatch } from '../db/users';
import { HttpError } from '../errors';
import { isPartnerSerial } from '../wire/monitorWire';
import { toWireSettings, toWireUser } from '../wire/userWire';
import { anyQuery, userParams } from './schemas';

type ThemeName = WireUserSettingsBody['theme']['name'];
export const THEMES: ThemeName[] = ['red', 'blue', 'purple', 'teal', 'wiser'];
export const WISER_UNAVAILABLE = "The 'wiser' theme is only available with a partner-edition monitor";
export const NOTHING_TO_CHANGE = 'Nothing to change: send theme or labs_enabled';

const themeName = { type: 'string', enum: THEMES } as const;
const bool = { type: 'boolean' } as const;

interface SettingsBody {
  theme?: { name?: ThemeName; night_mode?: boolean };
  theme_name?: ThemeName;
  night_mode?: boolean;
  labs_enabled?: boolean;
}

/** The user record is looked up after the guard has checked it is the token's own. */
function loadUser(ctx: AppContext, request: FastifyRequest<{ Params: { userId: number } }>) {
  const user = ctx.repos.users.byId(request.params.userId);
  const settings = user ? ctx.repos.users.settings(user.id) : undefined;
  if (!user || !settings) throw new HttpError(404, 'User not found');
  return { user, settings, monitors: ctx.repos.monitors.listForUser(user.id) };
}

/** GET /users/{id}, GET and POST /users/{id}/settings. */
export function userRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { userId: number } }>(
    '/users/:userId',
    { schema: { params: userParams, querystring: anyQuery } },
    async (request) => {
      const { user, settings, monitors } = loadUser(ctx, request);
      return toWireUser(user, settings, monitors, wsOriginOf(ctx.origin()));
    },
  );

  api.get<{ Params: { userId: number } }>(
    '/users/:userId/settings',
    { schema: { params: userParams, querystring: anyQuery } },
    async (request) => {
      const { settings, monitors } = loadUser(ctx, request);
      return toWireSettings(settings, monitors);
    },
  );

  // JSON `{theme:{name,night_mode}}` or `{labs_enabled}`; forms send theme[name]=…&theme[night_mode]=…,
  // or the flat theme_name / night_mode / labs_enabled.
  api.post<{ Params: { userId: number }; Body: SettingsBody }>(
    '/users/:userId/settings',
    {
      schema: {
        params: userParams,
        querystring: anyQuery,
        body: {
          type: 'object',
          properties: {
            theme: { type: 'object', properties: { name: themeName, night_mode: bool } },
            theme_name: themeName,
            night_mode: bool,
            labs_enabled: bool,
          },
        },
      },
    },
    async (request) => {
      const { user, monitors } = loadUser(ctx, request);
      const body = request.body;
      const patch: SettingsPatch = {
        themeName: body.theme?.name ?? body.theme_name,
        nightMode: body.theme?.night_mode ?? body.night_mode,
        labsEnabled: body.labs_enabled,
      };
      if (patch.themeName === undefined && patch.nightMode === undefined && patch.labsEnabled === undefined) {
        throw new HttpError(400, NOTHING_TO_CHANGE);
      }
      if (patch.themeName === 'wiser' && !monitors.some((m) => isPartnerSerial(m.serial_number))) {
        throw new HttpError(400, WISER_UNAVAILABLE);
      }
      const settingsVersion = ctx.repos.users.updateSettings(user.id, patch);
      ctx.events.emit('settings-changed', { userId: user.id, settingsVersion });
      const settings = ctx.repos.users.settings(user.id);
      if (!settings) throw new HttpError(404, 'User not found');
      return toWireSettings(settings, monitors);
    },
  );
}

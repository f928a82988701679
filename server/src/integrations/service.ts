import type { IntegrationKey, WireIntegration, WireIntegrationDeleteResponse, WireSmartPlug } from '../../../src/api/wire/integrations';
import { MONITOR_NOT_FOUND, USER_NOT_FOUND } from '../auth/guard';
import type { AppContext } from '../context';
import type { MonitorRow } from '../db/monitors';
import { HttpError } from '../errors';
import { msg, t, type Locale } from '../i18n';
import { isAvailable, specOf, specOfType, type IntegrationSpec } from './catalogue';
import { discoverDue, planPlugs } from './plugs';
import type { IntegrationRow, PlugRow } from './repo';
import { toMonitorProfile } from '../wire/monitorWire';
import { loadBook } from '../devices/userState';

/**
 * The rules of integrations, shared by the routes (routes/integrations.ts) and the OAuth return
 * (oauthOut.ts). Every write is checked first (multi-tenant, feature flags, flow), then done in one
 * transaction, then announced (user-changed for plugs, settings-changed for the program).
 */
export type IntegrationsCtx = Pick<AppContext, 'repos' | 'events' | 'now' | 'db'>;

/** Demand-response statuses (user settings ohm_connect_status). */
export const PROGRAM_STATUS = { ineligible: 'ineligible', eligible: 'eligible', enrolled: 'enrolled' } as const;

/** Spec §6: multi-tenant users cannot confirm integration connections; admins do not see integrations at all. */
export function assertMayChange(ctx: IntegrationsCtx, userId: number): void {
  const settings = ctx.repos.users.settings(userId);
  if (!settings) throw new HttpError(404, USER_NOT_FOUND);
  if (settings.multitenant_state === 'tenant' || settings.multitenant_state === 'admin') throw new HttpError(403, msg('integrations.multitenant'));
}

/** The integration named by an address key or wire type, available to the user; 404 otherwise (a hidden one looks missing). */
export function availableSpec(ctx: IntegrationsCtx, userId: number, name: string, byType = false): IntegrationSpec {
  const spec = byType ? specOfType(name) : specOf(name);
  const user = ctx.repos.users.byId(userId);
  if (!spec || !user || !isAvailable(spec, user.features)) throw new HttpError(404, msg('integrations.unknown'));
  return spec;
}

function plugsOf(ctx: IntegrationsCtx, monitor: MonitorRow, rows: PlugRow[], locale: Locale): WireSmartPlug[] {
  const found = rows.filter((p) => p.found_at !== null);
  if (found.length === 0) return [];
  const book = loadBook(ctx.repos, monitor.id);
  return found.map((p) => {
    const device = book?.byId.get(p.id);
    const member = book?.byId.get(p.device_id);
    const name = device?.override?.name ?? t(locale, 'smartPlug.deviceName', { name: member?.wire.name ?? p.device_id });
    return { device_id: p.id, name, model: p.model, found_at: new Date(p.found_at as number).toISOString() };
  });
}

/** A stored integration as the wire shows it, in the reader's language. */
export function toWireIntegration(ctx: IntegrationsCtx, monitor: MonitorRow, row: IntegrationRow, locale: Locale): WireIntegration {
  const spec = specOf(row.integration);
  if (!spec) throw new Error(`unknown integration '${row.integration}' stored`);
  const wire: WireIntegration = {
    id: row.id,
    monitor_id: monitor.id,
    integration_type: spec.type,
    integration: spec.key,
    client_status: 'CONNECTED',
    status_description: t(locale, 'integrations.status.connected'),
    connected_at: new Date(row.connected_at).toISOString(),
  };
  if (row.provider_account) wire.provider_account = row.provider_account;
  if (spec.flow === 'plugs') {
    const rows = ctx.repos.integrations.plugs(monitor.id);
    const plugs = plugsOf(ctx, monitor, rows, locale);
    const searching = rows.some((p) => p.found_at === null);
    wire.plugs = plugs;
    wire.searching = searching;
    wire.status_description =
      plugs.length === 0 ? t(locale, 'integrations.status.searching') : t(locale, 'integrations.status.plugsFound', { count: plugs.length });
  }
  if (spec.flow === 'program') wire.status_description = t(locale, 'integrations.status.enrolled');
  return wire;
}

/** GET …/integrations: the monitor's integrations (plugs whose time has come are listed first). */
export function listIntegrations(ctx: IntegrationsCtx, monitor: MonitorRow, locale: Locale): WireIntegration[] {
  discoverDue(ctx, monitor.id);
  const user = ctx.repos.users.byId(monitor.user_id);
  return ctx.repos.integrations
    .list(monitor.id)
    .filter((row) => {
      const spec = specOf(row.integration);
      return spec && user && isAvailable(spec, user.features);
    })
    .map((row) => toWireIntegration(ctx, monitor, row, locale));
}

/** Stores a connected integration (OAuth return) and answers it. */
export function connectIntegration(
  ctx: IntegrationsCtx,
  monitor: MonitorRow,
  key: IntegrationKey,
  provider: { account: string | null; sealedToken: string | null },
): IntegrationRow {
  return ctx.repos.integrations.connect({
    monitor_id: monitor.id,
    integration: key,
    provider_account: provider.account,
    provider_token: provider.sealedToken,
    connected_at: ctx.now(),
  });
}

function programStatus(ctx: IntegrationsCtx, userId: number): string {
  return ctx.repos.users.settings(userId)?.ohm_connect_status ?? PROGRAM_STATUS.ineligible;
}

function setProgramStatus(ctx: IntegrationsCtx, userId: number, status: string): void {
  ctx.db.prepare('UPDATE user_settings SET ohm_connect_status = ? WHERE user_id = ?').run(status, userId);
}

/**
 * POST …/integrations/{type}: turns on an integration that connects in place. Smart plugs: the
 * search starts (plugs show up 5-10 minutes later); the program: the home is enrolled.
 * Turning on what is already on answers it unchanged.
 */
export function enableIntegration(ctx: IntegrationsCtx, monitor: MonitorRow, spec: IntegrationSpec): IntegrationRow {
  assertMayChange(ctx, monitor.user_id);
  const repo = ctx.repos.integrations;
  if (spec.flow === 'oauth') throw new HttpError(400, msg('integrations.notInPlace', { name: spec.brand }));
  const existing = repo.byKey(monitor.id, spec.key);
  if (existing) return existing;
  if (spec.flow === 'plugs') {
    if (!ctx.repos.devices.isOnline(monitor.id)) throw new HttpError(409, msg('integrations.offline'));
    return repo.transaction(() => {
      const row = connectIntegration(ctx, monitor, spec.key, { account: null, sealedToken: null });
      repo.removePlugs(monitor.id);
      planPlugs(repo, toMonitorProfile(monitor), ctx.now(), !!repo.tpLink(monitor.id));
      return row;
    });
  }
  // The demand-response program.
  const status = programStatus(ctx, monitor.user_id);
  if (status !== PROGRAM_STATUS.eligible && status !== PROGRAM_STATUS.enrolled) throw new HttpError(409, msg('program.notEligible'));
  const { row, settingsVersion } = repo.transaction(() => {
    const r = connectIntegration(ctx, monitor, spec.key, { account: null, sealedToken: null });
    setProgramStatus(ctx, monitor.user_id, PROGRAM_STATUS.enrolled);
    return { row: r, settingsVersion: ctx.repos.users.bumpSettingsVersion(monitor.user_id) };
  });
  ctx.events.emit('settings-changed', { userId: monitor.user_id, settingsVersion });
  return row;
}

/** DELETE …/integrations/{id}: disconnects; smart plugs leave the device list, the program is left. */
export function disableIntegration(ctx: IntegrationsCtx, monitor: MonitorRow, id: number): WireIntegrationDeleteResponse {
  const repo = ctx.repos.integrations;
  const row = repo.byId(monitor.id, id);
  const spec = row ? specOf(row.integration) : undefined;
  const user = ctx.repos.users.byId(monitor.user_id);
  if (!row || !spec || !user || !isAvailable(spec, user.features)) throw new HttpError(404, msg('integrations.notFound'));
  assertMayChange(ctx, monitor.user_id);
  const out: WireIntegrationDeleteResponse = { status: 'ok', id: row.id, integration_type: spec.type };
  if (spec.flow === 'plugs') {
    const removed = repo.plugs(monitor.id).filter((p) => p.found_at !== null).map((p) => p.id);
    const userVersion = repo.transaction(() => {
      repo.remove(monitor.id, row.id);
      repo.removePlugs(monitor.id);
      return ctx.repos.devices.bumpUserVersion(monitor.user_id);
    });
    ctx.events.emit('user-changed', { userId: monitor.user_id, userVersion });
    out.removed_devices = removed;
    return out;
  }
  if (spec.flow === 'program') {
    const settingsVersion = repo.transaction(() => {
      repo.remove(monitor.id, row.id);
      setProgramStatus(ctx, monitor.user_id, PROGRAM_STATUS.eligible);
      return ctx.repos.users.bumpSettingsVersion(monitor.user_id);
    });
    ctx.events.emit('settings-changed', { userId: monitor.user_id, settingsVersion });
    return out;
  }
  if (!repo.remove(monitor.id, row.id)) throw new HttpError(404, MONITOR_NOT_FOUND);
  return out;
}

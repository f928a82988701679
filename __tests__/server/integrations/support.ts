import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API, bearer } from '../support/harness';

/** A JSON request with the bearer token (and a UI language). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  lang?: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...(lang ? { 'x-sense-ui-language': lang } : {}) };
  return app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
}

export const reasonOf = (res: LightMyRequestResponse): string | undefined => (res.json() as { error_reason?: string }).error_reason;

/** Rows of the tables integrations write: equal snapshots mean nothing was written. */
export function snapshot(app: FastifyInstance): Record<string, unknown[]> {
  const tables = ['integrations', 'integration_oauth_states', 'demo_provider_codes', 'tp_link_accounts', 'smart_plugs', 'data_sharing_consents', 'user_settings'];
  return Object.fromEntries(tables.map((name) => [name, app.ctx.db.prepare(`SELECT * FROM ${name} ORDER BY rowid`).all()]));
}

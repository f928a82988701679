import type { FastifyInstance } from 'fastify';
import { API, bearer } from '../support/harness';

/** Every table an account call may write, as plain rows: equal snapshots mean nothing was written. */
export function snapshot(app: FastifyInstance): Record<string, unknown[]> {
  const db = app.ctx.db;
  const tables = ['users', 'user_settings', 'monitors', 'outbox', 'one_time_tokens', 'sessions', 'feedback'];
  return Object.fromEntries(tables.map((name) => [name, db.prepare(`SELECT * FROM ${name} ORDER BY rowid`).all()]));
}

/** A JSON POST with the bearer token. */
export const postJson = (app: FastifyInstance, url: string, token: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(token), payload });

export const reasonOf = (res: { json: () => unknown }) => (res.json() as { error_reason?: string }).error_reason;

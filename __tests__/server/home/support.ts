import type { LightMyRequestResponse } from 'fastify';
import { API, bearer, startSignedInApp, type SignedInApp } from '../support/harness';

/** Shared set-up of the home settings tests: a fresh app, the demo and partner users signed in. */
export type HomeWorld = SignedInApp;
export const startHomeWorld = startSignedInApp;

export const DEMO_MONITOR = 100001;
export const PARTNER_MONITOR = 100002;
export const monitorUrl = (monitorId = DEMO_MONITOR) => `/app/monitors/${monitorId}`;

export const postJson = (w: HomeWorld, url: string, payload: unknown, token = w.demo, language?: string): Promise<LightMyRequestResponse> =>
  w.t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...bearer(token), ...(language ? { 'x-sense-ui-language': language } : {}) },
    payload: payload as object,
  });

export const getAs = (w: HomeWorld, url: string, token = w.demo, language?: string): Promise<LightMyRequestResponse> =>
  w.t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { ...bearer(token), ...(language ? { 'x-sense-ui-language': language } : {}) } });

/** What the home tables and the monitor rows hold, to prove that nothing was written. */
export function homeRows(w: HomeWorld): unknown[] {
  const db = w.t.app.ctx.db;
  return [
    ...db.prepare('SELECT id, attributes_json FROM monitors ORDER BY id').all(),
    ...db.prepare('SELECT * FROM solar_specs ORDER BY monitor_id').all(),
    ...db.prepare('SELECT * FROM inventory_surveys ORDER BY monitor_id').all(),
    ...db.prepare('SELECT * FROM device_inventories ORDER BY monitor_id').all(),
    ...db.prepare('SELECT user_id, version FROM user_settings ORDER BY user_id').all(),
  ];
}

import type { LightMyRequestResponse } from 'fastify';
import type { WireDevice } from '../../../src/api/wire/devices';
import { API, bearer, get, post, startSignedInApp, type SignedInApp } from '../support/harness';

/** Shared set-up of the device route tests: a fresh app, the demo and partner users signed in. */
export type DevicesWorld = SignedInApp;

export const DEMO_MONITOR = 100001;
export const PARTNER_MONITOR = 100002;
export const devicesUrl = (monitorId = DEMO_MONITOR) => `/app/monitors/${monitorId}/devices`;

export const startDevicesWorld = startSignedInApp;

export const postJson = (w: DevicesWorld, url: string, payload: unknown, token = w.demo): Promise<LightMyRequestResponse> =>
  w.t.app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(token), payload: payload as object });

export const postForm = (w: DevicesWorld, url: string, fields: Record<string, string | number | boolean>, token = w.demo) =>
  post(w.t.app, url, fields, bearer(token));

export const del = (w: DevicesWorld, url: string, token = w.demo): Promise<LightMyRequestResponse> =>
  w.t.app.inject({ method: 'DELETE', url: `${API}${url}`, headers: bearer(token) });

export async function listDevices(w: DevicesWorld, query = '', monitorId = DEMO_MONITOR, token = w.demo): Promise<WireDevice[]> {
  const res = await get(w.t.app, `${devicesUrl(monitorId)}${query}`, token);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json() as WireDevice[];
}

/** The id of the listed device with this (original) name. */
export async function idOf(w: DevicesWorld, name: string, monitorId = DEMO_MONITOR, token = w.demo): Promise<string> {
  const d = (await listDevices(w, '?include_merged=true', monitorId, token)).find((x) => x.tags.OriginalName === name || x.name === name);
  if (!d) throw new Error(`no device named ${name}`);
  return d.id;
}

/** Rows of the device tables, to prove that nothing was written. */
export function deviceRows(w: DevicesWorld): unknown[] {
  const db = w.t.app.ctx.db;
  return [
    ...db.prepare('SELECT * FROM device_overrides ORDER BY monitor_id, device_id').all(),
    ...db.prepare('SELECT * FROM device_merges ORDER BY monitor_id, virtual_id').all(),
    ...db.prepare('SELECT * FROM device_supersedes ORDER BY monitor_id, device_id').all(),
  ];
}

export const userVersion = (w: DevicesWorld, userId = 1): number => w.t.app.ctx.repos.users.versions(userId)!.userVersion;

import type { LightMyRequestResponse } from 'fastify';
import type { WireRateZoneBody, WireRateZoneLists, WireRateZoneWrite } from '../../../src/api/wire/rateZones';
import { API, bearer, type SignedInApp } from '../support/harness';

export const DEMO_MONITOR = 100001;
export const zonesUrl = (monitorId = DEMO_MONITOR) => `/app/monitors/${monitorId}/rate_zones`;

/** A weekday evening peak (4 pm to 9 pm) from 2026-11-01 to 2027-03-31 (sent as the day after). */
export const EVENING: WireRateZoneBody = {
  name: 'Evening peak',
  cost: 31.5,
  start_date: '2026-11-01',
  end_date: '2027-04-01',
  start_time: '16:00',
  end_time: '21:00',
  all_day: false,
  days_enabled: 'Monday,Tuesday,Wednesday,Thursday,Friday',
  alert: true,
  rollover: false,
};

export const send = (w: SignedInApp, method: 'POST' | 'DELETE', url: string, payload?: unknown, token = w.demo, language?: string): Promise<LightMyRequestResponse> =>
  w.t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(token), ...(language ? { 'x-sense-ui-language': language } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export async function createZone(w: SignedInApp, body: Partial<WireRateZoneBody> = {}, token = w.demo): Promise<WireRateZoneWrite> {
  const res = await send(w, 'POST', zonesUrl(), { ...EVENING, ...body }, token);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as WireRateZoneWrite;
}

export async function lists(w: SignedInApp, token = w.demo): Promise<WireRateZoneLists> {
  const res = await w.t.app.inject({ method: 'GET', url: `${API}${zonesUrl()}`, headers: bearer(token) });
  return res.json() as WireRateZoneLists;
}

/** What the rate-zone table and the copies on monitor rows hold, plus settings versions: to prove nothing was written. */
export function zoneRows(w: SignedInApp): unknown[] {
  const db = w.t.app.ctx.db;
  return [
    ...db.prepare('SELECT * FROM rate_zones ORDER BY id').all(),
    ...db.prepare('SELECT id, rate_zones_json FROM monitors ORDER BY id').all(),
    ...db.prepare('SELECT user_id, version FROM user_settings ORDER BY user_id').all(),
  ];
}

/** Turns the time-of-use switch on or off (zones shape costs only while it is on). */
export async function setTou(w: SignedInApp, on: boolean): Promise<void> {
  const res = await send(w, 'POST', `/app/monitors/${DEMO_MONITOR}/attributes`, { tou_enabled: on });
  if (res.statusCode !== 200) throw new Error(`tou failed: ${res.statusCode} ${res.body}`);
}

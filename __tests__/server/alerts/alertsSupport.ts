import type { LightMyRequestResponse } from 'fastify';
import type { WireDeviceAlert, WireDeviceAlertsResponse } from '../../../src/api/wire/alerts';
import type { MonitorProfile } from '../../../server/src/contracts';
import { household } from '../../../server/src/sim';
import { toMonitorProfile } from '../../../server/src/wire/monitorWire';
import { API, bearer, startSignedInApp, type TestApp } from '../support/harness';

/** Helpers of the device alert tests: JSON calls, device ids by name, the stored alert rows. */
export const DEMO = 100001;
export const PARTNER = 100002;

export interface AlertsApp {
  t: TestApp;
  /** Access tokens of the demo and partner users. */
  demo: string;
  partner: string;
  /** The partner's relay (Patio Heater). */
  relay: string;
  /** A demo device's id by name. */
  device(name: string): string;
}

/** A fresh app with the demo and partner users signed in. */
export async function startAlertsApp(): Promise<AlertsApp> {
  const { t, demo, partner } = await startSignedInApp();
  const relay = deviceIdOf(profileOf(t, 2, PARTNER), 'Patio Heater');
  return { t, demo, partner, relay, device: (name) => deviceIdOf(profileOf(t, 1, DEMO), name) };
}

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export function call(t: TestApp, method: Method, url: string, token: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const alertsPath = (monitorId: number, deviceId: string) => `/app/monitors/${monitorId}/devices/${deviceId}/notifications`;

/** PUT: creates a custom alert, expecting success, and answers the created alert. */
export async function createAlert(t: TestApp, token: string, monitorId: number, deviceId: string, body: Record<string, unknown>): Promise<WireDeviceAlert> {
  const res = await call(t, 'PUT', alertsPath(monitorId, deviceId), token, body);
  expect(res.statusCode).toBe(200);
  return res.json() as WireDeviceAlert;
}

export function profileOf(t: TestApp, userId: number, monitorId: number): MonitorProfile {
  const row = t.app.ctx.repos.monitors.forUser(userId, monitorId);
  if (!row) throw new Error(`no monitor ${monitorId} for user ${userId}`);
  return toMonitorProfile(row);
}

export function deviceIdOf(profile: MonitorProfile, name: string): string {
  const d = household(profile).find((x) => x.name === name);
  if (!d) throw new Error(`no device named ${name}`);
  return d.id;
}

/** Every row of both alert tables (to prove a failed request wrote nothing). */
export function snapshot(t: TestApp): unknown[] {
  return [
    t.app.ctx.db.prepare('SELECT * FROM device_alerts ORDER BY id').all(),
    t.app.ctx.db.prepare('SELECT * FROM alert_firings ORDER BY id').all(),
  ];
}

export async function list(t: TestApp, token: string, monitorId: number, deviceId: string): Promise<WireDeviceAlertsResponse> {
  const res = await call(t, 'GET', alertsPath(monitorId, deviceId), token);
  if (res.statusCode !== 200) throw new Error(`GET alerts: ${res.statusCode} ${res.body}`);
  return res.json() as WireDeviceAlertsResponse;
}

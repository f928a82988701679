import { SESSION_STORAGE_KEYS, SESSION_STORAGE_PREFIXES, STORAGE_KEYS } from '../../api/storageKeys';
import type { WireAuthResponse, WireRenewResponse } from '../../api/wire/auth';
import { initialSessionState } from './sessionInitialState';
import { DEFAULT_TIME_ZONE, type SessionState } from './sessionTypes';

/**
 * Stores what a sign-in gives: tokens, user id, the monitor time zone, and the no-renew mark for admin
 * logins. An admin (support) session is never renewed, so it keeps no refresh token, whatever the answer carried.
 */
export function persistLogin(storage: Storage, auth: WireAuthResponse, admin: boolean): void {
  storage.setItem(STORAGE_KEYS.token, auth.access_token);
  if (auth.refresh_token && !admin) storage.setItem(STORAGE_KEYS.refreshToken, auth.refresh_token);
  else storage.removeItem(STORAGE_KEYS.refreshToken);
  storage.setItem(STORAGE_KEYS.userId, String(auth.user_id));
  storage.setItem(STORAGE_KEYS.monitorTimeZone, auth.monitors?.[0]?.time_zone || DEFAULT_TIME_ZONE);
  if (admin) storage.setItem(STORAGE_KEYS.noRenew, 'true');
  else storage.removeItem(STORAGE_KEYS.noRenew);
}

export function persistRenew(storage: Storage, renewed: WireRenewResponse): void {
  storage.setItem(STORAGE_KEYS.token, renewed.access_token);
  storage.setItem(STORAGE_KEYS.refreshToken, renewed.refresh_token);
  if (renewed.user_id) storage.setItem(STORAGE_KEYS.userId, String(renewed.user_id));
}

export function persistMonitorTimeZone(storage: Storage, timeZone: string): void {
  storage.setItem(STORAGE_KEYS.monitorTimeZone, timeZone);
}

/** Logout: removes the session keys. The device id, environment overrides and language choice stay. */
export function clearSession(storage: Storage): void {
  for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
  const perUser: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && SESSION_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) perUser.push(key);
  }
  for (const key of perUser) storage.removeItem(key);
}

/** The session slice as the stored keys describe it (monitors and user arrive after start-up). */
export function readStoredSession(storage: Storage): SessionState {
  const accessToken = storage.getItem(STORAGE_KEYS.token);
  if (!accessToken) return initialSessionState;
  const userId = Number(storage.getItem(STORAGE_KEYS.userId));
  return {
    ...initialSessionState,
    accessToken,
    refreshToken: storage.getItem(STORAGE_KEYS.refreshToken),
    userId: Number.isFinite(userId) && userId > 0 ? userId : null,
    monitorTimeZone: storage.getItem(STORAGE_KEYS.monitorTimeZone) || DEFAULT_TIME_ZONE,
    noRenew: storage.getItem(STORAGE_KEYS.noRenew) === 'true',
  };
}

import { STORAGE_KEYS } from '../../api/storageKeys';
/**
 * Websocket and realtime constants (spec monitoring §9, account-settings-shell §4).
 *
 * Reconnect schedule. sockette's `timeout` is a constant delay between attempts, so it cannot
 * express a growth factor. Each socket is therefore one attempt (see realtimeSocket.ts) and the
 * saga runs the retry loop: retry n (0-based) waits RECONNECT_BASE_MS * 1.5^n, i.e. 1500, 2250,
 * 3375, 5063, ... ms, capped at RECONNECT_MAX_DELAY_MS (our choice: the spec gives no ceiling, and
 * 1500 * 1.5^24 would be seven hours). After MAX_RETRIES failed retries the feed gives up until the
 * user retries. A connection that delivered a message resets the count, like sockette's own.
 */
export const RECONNECT_BASE_MS = 1500;
export const RECONNECT_GROWTH = 1.5;
export const MAX_RETRIES = 25;
export const RECONNECT_MAX_DELAY_MS = 60_000;

/**
 * The spec's connection timeout: a socket that has not opened within this time is abandoned (closed)
 * and counts as a failed attempt, so the retry schedule goes on. sockette has no such timeout of its
 * own (its `timeout` is the delay between its own reconnects), so the saga keeps it.
 */
export const CONNECT_TIMEOUT_MS = 1500;

export function reconnectDelayMs(retry: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, Math.round(RECONNECT_BASE_MS * RECONNECT_GROWTH ** retry));
}

/** The feed's close code for a refused access token (expired or unknown); the app renews and reconnects. */
export const CLOSE_UNAUTHORIZED = 4001;

/** Special device ids (spec monitoring §3). */
export const SPECIAL_DEVICE_IDS = ['always_on', 'unknown', 'solar', 'battery', 'generator'] as const;

/** Local storage key of the dismissed rate-zone alert end time (listed in src/api/storageKeys.ts). */
export const DISMISSED_RATE_ZONE_KEY = STORAGE_KEYS.dismissedRateZoneAlertEndTime;

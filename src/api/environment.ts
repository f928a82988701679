import type { WireEnvironment } from './wire/monitor';
import { STORAGE_KEYS } from './storageKeys';
import { safeLocalStorage } from './safeStorage';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from './clientInfo';

export interface Environment {
  name: string;
  displayName: string;
  /** REST root without a trailing slash, e.g. https://kilowatch.app/apiservice/api/v1 */
  apiRoot: string;
  /** Websocket root without a trailing slash, e.g. wss://kilowatch.app. The realtime feature appends /monitors/{id}/realtimefeed. */
  wsRoot: string;
}

export const DEFAULT_ENVIRONMENT_NAME = 'PROD';
export const API_BASE_PATH = '/apiservice/api/v1';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The same origin as the page: the local server serves the app, the REST API and the feed on one port. */
function defaultRoots(): { apiRoot: string; wsRoot: string } {
  const { origin, protocol, host } = window.location;
  return { apiRoot: `${origin}${API_BASE_PATH}`, wsRoot: `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}` };
}

/** The environment in use: defaults (PROD, same origin) with any local-storage overrides on top. */
export function getEnvironment(storage: Storage = safeLocalStorage()): Environment {
  const defaults = defaultRoots();
  const name = storage.getItem(STORAGE_KEYS.envName) || DEFAULT_ENVIRONMENT_NAME;
  return {
    name,
    displayName: storage.getItem(STORAGE_KEYS.envDisplayName) || name,
    apiRoot: trimSlash(storage.getItem(STORAGE_KEYS.apiRoot) || defaults.apiRoot),
    wsRoot: trimSlash(storage.getItem(STORAGE_KEYS.wsRoot) || defaults.wsRoot),
  };
}

/** Stores an environment (one entry of GET /public/monitors/environments) as the override. */
export function setEnvironmentOverride(env: WireEnvironment, storage: Storage = safeLocalStorage()): void {
  storage.setItem(STORAGE_KEYS.envName, env.environment);
  storage.setItem(STORAGE_KEYS.envDisplayName, env.display_name);
  storage.setItem(STORAGE_KEYS.apiRoot, trimSlash(env.api_url));
  storage.setItem(STORAGE_KEYS.wsRoot, trimSlash(env.client_bridgelink_url));
}

export function clearEnvironmentOverride(storage: Storage = safeLocalStorage()): void {
  for (const key of [STORAGE_KEYS.envName, STORAGE_KEYS.envDisplayName, STORAGE_KEYS.apiRoot, STORAGE_KEYS.wsRoot]) storage.removeItem(key);
}

/**
 * GET /public/monitors/environments on a chosen API root (no auth), with the JSON content type and the
 * protocol-version header. Rejects with an Error when the call fails.
 */
export async function fetchEnvironments(apiRoot: string, fetchImpl: typeof fetch = fetch): Promise<WireEnvironment[]> {
  const response = await fetchImpl(`${trimSlash(apiRoot)}/public/monitors/environments`, {
    method: 'GET',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [PROTOCOL_HEADER]: PROTOCOL_VERSION },
  });
  if (!response.ok) throw new Error(`Environment list failed with status ${response.status}`);
  return (await response.json()) as WireEnvironment[];
}

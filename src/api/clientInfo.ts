import { STORAGE_KEYS } from './storageKeys';
import { safeLocalStorage } from './safeStorage';
import { readLanguagePreference, REGIONAL_LOCALES } from '../i18n/locales';

export const PROTOCOL_VERSION = '3';
export const CLIENT_TYPE = 'web';

/** Request headers sent on every REST call (the server ignores unknown ones). */
export const PROTOCOL_HEADER = 'X-Sense-Protocol';
export const CLIENT_TYPE_HEADER = 'X-Sense-Client-Type';
export const DEVICE_ID_HEADER = 'X-Sense-Device-Id';
export const UI_LANGUAGE_HEADER = 'X-Sense-UI-Language';

const DEVICE_ID = /^[0-9a-f]{32}$/;

function randomHex32(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random per-browser id (32 hex chars), generated once and kept in local storage. */
export function getDeviceId(storage: Storage = safeLocalStorage()): string {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  if (stored && DEVICE_ID.test(stored)) return stored;
  const id = randomHex32();
  storage.setItem(STORAGE_KEYS.deviceId, id);
  return id;
}

/** The regional UI language (en-US, es-US or fr-CA): the stored choice, else the browser's, else en-US. */
export function getUiLanguage(storage: Storage = safeLocalStorage()): string {
  return REGIONAL_LOCALES[readLanguagePreference(storage)];
}

/**
 * The client facts as query parameters, for the realtime socket (which cannot send headers):
 * `sense_device_id`, `sense_protocol`, `sense_client_type`, `sense_ui_language`.
 */
export function clientQueryParams(storage: Storage = safeLocalStorage()): Record<string, string> {
  return {
    sense_device_id: getDeviceId(storage),
    sense_protocol: PROTOCOL_VERSION,
    sense_client_type: CLIENT_TYPE,
    sense_ui_language: getUiLanguage(storage),
  };
}

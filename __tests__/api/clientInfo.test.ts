import { clientQueryParams, getDeviceId, getUiLanguage } from '../../src/api/clientInfo';
import { createMemoryStorage } from '../../src/api/safeStorage';
import { STORAGE_KEYS } from '../../src/api/storageKeys';

describe('clientInfo', () => {
  it('keeps a valid stored device id and replaces a malformed one', () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.deviceId, 'not-hex');
    const id = getDeviceId(storage);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getDeviceId(storage)).toBe(id);
  });

  it('takes the UI language from the stored choice, in its regional form', () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.locale, 'es');
    expect(getUiLanguage(storage)).toBe('es-US');
    storage.setItem(STORAGE_KEYS.locale, 'fr');
    expect(getUiLanguage(storage)).toBe('fr-CA');
  });

  it('gives the realtime socket its query parameters', () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.locale, 'en');
    expect(clientQueryParams(storage)).toEqual({ sense_device_id: getDeviceId(storage), sense_protocol: '3', sense_client_type: 'web', sense_ui_language: 'en-US' });
  });
});

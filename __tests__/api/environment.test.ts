import { clearEnvironmentOverride, fetchEnvironments, getEnvironment, setEnvironmentOverride } from '../../src/api/environment';
import { createMemoryStorage } from '../../src/api/safeStorage';
import { STORAGE_KEYS } from '../../src/api/storageKeys';

describe('environment', () => {
  it('defaults to PROD on the same origin', () => {
    expect(getEnvironment(createMemoryStorage())).toEqual({
      name: 'PROD',
      displayName: 'PROD',
      apiRoot: `${window.location.origin}/apiservice/api/v1`,
      wsRoot: `ws://${window.location.host}`,
    });
  });

  it('applies the local-storage overrides', () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.envName, 'STAGING');
    storage.setItem(STORAGE_KEYS.envDisplayName, 'Staging');
    storage.setItem(STORAGE_KEYS.apiRoot, 'https://staging.test/apiservice/api/v1/');
    storage.setItem(STORAGE_KEYS.wsRoot, 'wss://rt.staging.test');
    expect(getEnvironment(storage)).toEqual({ name: 'STAGING', displayName: 'Staging', apiRoot: 'https://staging.test/apiservice/api/v1', wsRoot: 'wss://rt.staging.test' });
  });

  it('stores and clears a chosen environment', () => {
    const storage = createMemoryStorage();
    setEnvironmentOverride({ environment: 'DEV', display_name: 'Dev', api_url: 'https://dev.test/api/', client_bridgelink_url: 'wss://dev.test' }, storage);
    expect(getEnvironment(storage)).toMatchObject({ name: 'DEV', displayName: 'Dev', apiRoot: 'https://dev.test/api', wsRoot: 'wss://dev.test' });
    clearEnvironmentOverride(storage);
    expect(getEnvironment(storage).name).toBe('PROD');
  });

  it('lists environments on a chosen root with the JSON and protocol-version headers', async () => {
    const list = [{ environment: 'PROD', display_name: 'Production', api_url: 'https://a.test', client_bridgelink_url: 'wss://a.test' }];
    const fetch = jest.fn(async () => new Response(JSON.stringify(list), { status: 200 }));
    await expect(fetchEnvironments('https://root.test/api/', fetch as unknown as typeof globalThis.fetch)).resolves.toEqual(list);
    expect(fetch).toHaveBeenCalledWith('https://root.test/api/public/monitors/environments', {
      method: 'GET',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Sense-Protocol': '3' },
    });
  });
});

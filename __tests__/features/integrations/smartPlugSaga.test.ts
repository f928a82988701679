/** @jest-environment node */
import Database from 'better-sqlite3';
import { expectSaga } from 'redux-saga-test-plan';
import type { WireTpLinkSettings, WireTpLinkUpdate } from '../../../src/api/wire/integrations';
import { smartPlugSaga } from '../../../src/features/integrations/smartPlugSaga';
import { saveRequested, saveSucceeded, settingsRequested, settingsSucceeded } from '../../../src/features/integrations/smartPlugSlice';
import { createPasswordTransport } from '../../../server/src/integrations/passwordTransport';
import { createFakeApi, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { reducer, rootState } from './fixtures';

/** The server's key, in an in-memory database (as the server keeps it in meta). */
function serverTransport() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  return createPasswordTransport(db);
}

describe('the smart-plug account saga', () => {
  it('loads the settings (a post-initialisation event)', async () => {
    const transport = serverTransport();
    const body: WireTpLinkSettings = { username: null, configured: false, updated_at: null, encryption: transport.encryption() };
    const api = createFakeApi(() => ok(body));
    await expectSaga(smartPlugSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api)))
      .put(settingsSucceeded(body))
      .dispatch(settingsRequested())
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: '/app/monitors/42/tp_link' });
  });

  it('encryption round trip: the password leaves encrypted with the derived key, the server decrypts it, the state never holds it', async () => {
    const transport = serverTransport();
    const settings: WireTpLinkSettings = { username: null, configured: false, updated_at: null, encryption: transport.encryption() };
    let sent: WireTpLinkUpdate | null = null;
    const api = createFakeApi((req) => {
      if (req.method === 'GET') return ok(settings);
      sent = req.body as WireTpLinkUpdate;
      return ok({ ...settings, username: sent.username, configured: true });
    });
    const { storeState } = await expectSaga(smartPlugSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api)))
      .put.like({ action: { type: saveSucceeded.type } })
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'integrations.smartPlug.saved' } } } })
      .dispatch(saveRequested({ username: 'kasa@example.com', password: 'Plug-pass-42' }))
      .silentRun(500);
    // Fetched the server's key first (not known yet), then posted the ciphertext.
    expect(api.calls.map((c) => c.request.method)).toEqual(['GET', 'POST']);
    expect(api.calls[1]?.request).toMatchObject({ path: '/app/monitors/42/tp_link', encoding: 'json' });
    const body = sent as unknown as WireTpLinkUpdate;
    expect(body.username).toBe('kasa@example.com');
    expect(body.encrypted_password).not.toContain('Plug-pass-42');
    expect(transport.decrypt(body.encrypted_password)).toBe('Plug-pass-42');
    expect(JSON.stringify(storeState)).not.toContain('Plug-pass-42');
  });
});

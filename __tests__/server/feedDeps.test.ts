/** @jest-environment node */
import type { FeedDeps } from '../../server/src/contracts';
import { signIn, startTestApp } from './support/harness';
import { demoProfile } from './support/profiles';

const captured: { deps: FeedDeps | null; closed: number } = { deps: null, closed: 0 };
jest.mock('../../server/src/realtime', () => ({
  ...jest.requireActual('../../server/src/realtime'),
  registerRealtime: (_app: unknown, deps: FeedDeps) => {
    captured.deps = deps;
    return { close: () => void (captured.closed += 1) };
  },
}));

test('buildApp hands the feed what it needs, and closes it', async () => {
  const t = await startTestApp();
  const deps = captured.deps;
  if (!deps) throw new Error('registerRealtime was not called');
  const login = await signIn(t.app, 'demo@example.com');

  expect(await deps.authenticate(login.access_token)).toEqual({ userId: 1, accountId: 1001, roles: 'user', sessionId: expect.any(String) });
  expect(await deps.authenticate('t1.v2.nope')).toBeNull();
  expect(deps.monitorForUser(1, 100001)).toEqual(demoProfile);
  expect(deps.monitorForUser(1, 100002)).toBeNull();
  expect(deps.monitorForUser(2, 100002)).toMatchObject({ serialNumber: 'W100000001', relays: true, solar: false });
  expect(deps.versions(1)).toEqual({ userVersion: 1, settingsVersion: 1 });
  expect(deps.now()).toBe(t.clock.now());
  expect(deps.events).toBe(t.app.events);

  const sessionId = (await deps.authenticate(login.access_token))?.sessionId;
  const seen: unknown[] = [];
  deps.events.on('session-revoked', (e) => seen.push(e));
  await t.app.inject({ method: 'GET', url: '/apiservice/api/v1/logout', headers: { authorization: `bearer ${login.access_token}` } });
  expect(seen).toEqual([{ sessionId, userId: 1 }]);
  expect(await deps.authenticate(login.access_token)).toBeNull();

  await t.close();
  expect(captured.closed).toBe(1);
});

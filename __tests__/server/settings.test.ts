/** @jest-environment node */
import type { ServerEventMap } from '../../server/src/contracts';
import { API, bearer, get, post, startSignedInApp, type TestApp } from './support/harness';

let t: TestApp;
let demo: string;
let partner: string;
const changes: ServerEventMap['settings-changed'][] = [];
beforeAll(async () => {
  ({ t, demo, partner } = await startSignedInApp());
  t.app.events.on('settings-changed', (e) => changes.push(e));
});
afterAll(() => t.close());

const postJson = (userId: number, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `${API}/users/${userId}/settings`, headers: bearer(token), payload: payload as object });
const settingsOf = async (userId: number, token: string) => (await get(t.app, `/users/${userId}/settings`, token)).json();

test('GET /users/{id}/settings is the WireUserSettings', async () => {
  expect(await settingsOf(1, demo)).toEqual({
    user_id: 1,
    version: 1,
    settings: expect.objectContaining({
      labs_enabled: false,
      hide_trends_carbon_card: false,
      multitenant_state: null,
      theme: { name: 'red', night_mode: false },
      notifications: { '100001': expect.objectContaining({ monitor_offline_push: true }) },
    }),
  });
});

test('POST theme as JSON bumps the version and emits settings-changed', async () => {
  const res = await postJson(1, demo, { theme: { name: 'teal', night_mode: true } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ version: 2, settings: { theme: { name: 'teal', night_mode: true } } });
  expect(changes.at(-1)).toEqual({ userId: 1, settingsVersion: 2 });
  expect((await settingsOf(1, demo)).settings.theme).toEqual({ name: 'teal', night_mode: true });
});

test('POST as a form: theme[name]/theme[night_mode], flat theme_name, and labs_enabled', async () => {
  const nested = await post(t.app, '/users/1/settings', { 'theme[name]': 'purple', 'theme[night_mode]': 'false' }, bearer(demo));
  expect(nested.statusCode).toBe(200);
  expect(nested.json().settings.theme).toEqual({ name: 'purple', night_mode: false });
  const flat = await post(t.app, '/users/1/settings', { theme_name: 'blue' }, bearer(demo));
  expect(flat.json().settings.theme).toEqual({ name: 'blue', night_mode: false });
  const labs = await post(t.app, '/users/1/settings', { labs_enabled: true }, bearer(demo));
  expect(labs.json().settings).toMatchObject({ labs_enabled: true, theme: { name: 'blue' } });
  expect((await get(t.app, '/users/1', demo)).json().labs_enabled).toBe(true);
});

describe('bad input is a 400 and nothing is written', () => {
  test('an unknown theme', async () => {
    const before = await settingsOf(1, demo);
    const count = changes.length;
    const res = await postJson(1, demo, { theme: { name: 'pink', night_mode: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: "Invalid field 'theme.name': must be one of red, blue, purple, teal, wiser" });
    expect(await settingsOf(1, demo)).toEqual(before);
    expect(changes.length).toBe(count);
  });

  test("'wiser' without a partner monitor; allowed with one", async () => {
    const before = await settingsOf(1, demo);
    const res = await postJson(1, demo, { theme: { name: 'wiser', night_mode: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_reason).toBe("The 'wiser' theme is only available with a partner-edition monitor");
    expect(await settingsOf(1, demo)).toEqual(before);
    expect((await postJson(2, partner, { theme: { name: 'wiser', night_mode: true } })).statusCode).toBe(200);
  });

  test('a wrongly typed flag, and an empty change', async () => {
    const before = await settingsOf(1, demo);
    const typed = await postJson(1, demo, { labs_enabled: 'maybe' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error_reason).toBe("Invalid field 'labs_enabled': must be boolean");
    const empty = await postJson(1, demo, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_reason).toBe('Nothing to change: send theme or labs_enabled');
    expect(await settingsOf(1, demo)).toEqual(before);
  });

  test('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/1/settings`,
      headers: { ...bearer(demo), 'content-type': 'application/json' },
      payload: '{"theme":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'The request body is not valid JSON' });
  });
});

test('unknown routes under the API are JSON 404s', async () => {
  const res = await t.app.inject({ method: 'POST', url: `${API}/nope`, payload: {} });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ status: 'error', error_reason: 'Not found' });
});

/** @jest-environment node */
import type { ServerEventMap } from '../../../server/src/contracts';
import { API, bearer, form, get, signIn, startSignedInApp, type TestApp } from '../support/harness';
import { postJson, reasonOf, snapshot } from './support';

let t: TestApp;
let demo: string;
let partner: string;
let tenant: string;
const changes: ServerEventMap['settings-changed'][] = [];
beforeAll(async () => {
  ({ t, demo, partner } = await startSignedInApp());
  tenant = (await signIn(t.app, 'tenant@example.com')).access_token;
  t.app.events.on('settings-changed', (e) => changes.push(e));
});
afterAll(() => t.close());

const settingsOf = async (userId: number, token: string) => (await get(t.app, `/users/${userId}/settings`, token)).json();

describe('notifications', () => {
  test('POST stores flags per monitor, shares storage with the GET and bumps settings_version', async () => {
    const before = (await settingsOf(1, demo)).version as number;
    const res = await postJson(t.app, '/users/1/notifications?monitor_id=100001', demo, {
      new_named_device_email: true, monitor_offline_push: false, daily_change_push: false, unknown_flag: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ '100001': expect.objectContaining({ new_named_device_email: true, monitor_offline_push: false, daily_change_push: false, new_peak_push: true }) });
    expect(Object.keys(res.json()['100001'])).not.toContain('unknown_flag');
    expect(changes.at(-1)).toEqual({ userId: 1, settingsVersion: before + 1 });

    // Form bodies (and monitor_id in the body) work too, and flags add up.
    const body = form({ monitor_id: 100001, monitor_monthly_email: 'false' });
    const byForm = await t.app.inject({ method: 'POST', url: `${API}/users/1/notifications`, payload: body.payload, headers: { ...body.headers, ...bearer(demo) } });
    expect(byForm.statusCode).toBe(200);

    const settings = await settingsOf(1, demo);
    expect(settings.version).toBe(before + 2);
    expect(settings.settings.notifications['100001']).toMatchObject({
      new_named_device_email: true, monitor_offline_push: false, daily_change_push: false, monitor_monthly_email: false,
    });
    const legacy = await get(t.app, '/users/1/notifications?monitor_id=100001', demo);
    expect(legacy.json()).toEqual({ '100001': settings.settings.notifications['100001'] });
  });

  test('bad requests write nothing; other users and monitors are 404', async () => {
    const before = snapshot(t.app);
    const empty = await postJson(t.app, '/users/1/notifications?monitor_id=100001', demo, {});
    expect({ status: empty.statusCode, reason: reasonOf(empty) }).toEqual({ status: 400, reason: 'Send at least one notification setting' });
    expect((await postJson(t.app, '/users/1/notifications?monitor_id=100001', demo, { new_peak_push: 'maybe' })).statusCode).toBe(400);
    expect((await postJson(t.app, '/users/1/notifications', demo, { new_peak_push: false })).statusCode).toBe(400);
    for (const [url, payload] of [
      ['/users/1/notifications?monitor_id=100002', { new_peak_push: false }],
      ['/users/1/notifications', { monitor_id: 100002, new_peak_push: false }],
      ['/users/2/notifications?monitor_id=100002', { new_peak_push: false }],
      ['/users/999/notifications?monitor_id=100001', { new_peak_push: false }],
    ] as const) {
      expect((await postJson(t.app, url, demo, payload)).statusCode).toBe(404);
    }
    expect(snapshot(t.app)).toEqual(before);
  });
});

describe('feedback', () => {
  test('is stored with category, sub-category, text, monitor, device and client Webclient', async () => {
    const res = await postJson(t.app, '/users/1/feedback?client_version=21.0.0', demo, {
      category: 'support', sub_category: 'Wi-Fi Issue', feedback: '  The monitor drops off Wi-Fi at night.  ', monitor_id: 100001, device_id: 'dev-fridge',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', id: expect.any(Number) });
    const labs = await postJson(t.app, '/users/1/labs/feedback', demo, { feedback: 'Motor stalls look right', labs_id: 'motor-stalls', monitor_id: 100001 });
    expect(labs.statusCode).toBe(200);
    expect(t.app.ctx.repos.feedback.forUser(1)).toEqual([
      expect.objectContaining({
        category: 'support', sub_category: 'Wi-Fi Issue', text: 'The monitor drops off Wi-Fi at night.', monitor_id: 100001,
        device_id: 'dev-fridge', client: 'Webclient', client_version: '21.0.0', variant: 'app', created_at: t.clock.now(),
      }),
      expect.objectContaining({ variant: 'labs', labs_id: 'motor-stalls', category: 'feedback', sub_category: 'Something else', client: 'Webclient' }),
    ]);
  });

  test('refuses a missing description, unknown categories and foreign monitors, writing nothing', async () => {
    const before = snapshot(t.app);
    const ok = { category: 'feedback', sub_category: 'Something else', feedback: 'Hello' };
    const blank = await postJson(t.app, '/users/1/feedback', demo, { ...ok, feedback: '   ' });
    expect({ status: blank.statusCode, reason: reasonOf(blank) }).toEqual({ status: 400, reason: 'please provide a brief description' });
    expect(reasonOf(await postJson(t.app, '/users/1/feedback', demo, { ...ok, feedback: undefined }))).toBe('please provide a brief description');
    expect((await postJson(t.app, '/users/1/feedback', demo, { ...ok, feedback: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await postJson(t.app, '/users/1/feedback', demo, { ...ok, category: 'complaint' })).statusCode).toBe(400);
    expect((await postJson(t.app, '/users/1/feedback', demo, { ...ok, sub_category: 'Other' })).statusCode).toBe(400);
    expect((await postJson(t.app, '/users/1/feedback', demo, { ...ok, monitor_id: 100002 })).statusCode).toBe(404);
    expect((await postJson(t.app, '/users/2/feedback', demo, ok)).statusCode).toBe(404);
    expect(snapshot(t.app)).toEqual(before);
  });
});

describe('network device identification', () => {
  test('enable and disable persist, show in settings and the overview, and bump settings_version', async () => {
    const before = (await settingsOf(2, partner)).version as number;
    const on = await postJson(t.app, '/app/monitors/100002/ndi/enable', partner);
    expect(on.json()).toEqual({ status: 'ok', monitor_id: 100002, ndi_enabled: true });
    expect(changes.at(-1)).toEqual({ userId: 2, settingsVersion: before + 1 });
    expect((await settingsOf(2, partner)).settings.ndi_enabled).toEqual({ '100002': true });
    expect((await get(t.app, '/app/monitors/100002/overview', partner)).json().monitor_overview.ndi_enabled).toBe(true);

    expect((await postJson(t.app, '/app/monitors/100002/ndi/disable', partner)).json()).toMatchObject({ ndi_enabled: false });
    expect((await settingsOf(2, partner)).settings.ndi_enabled).toEqual({ '100002': false });
    expect((await get(t.app, '/app/monitors/100002/overview', partner)).json().monitor_overview.ndi_enabled).toBe(false);
  });

  test('is refused for a multi-tenant user and for multi-tenant admins, and 404 for a foreign monitor', async () => {
    expect((await settingsOf(5, tenant)).settings).toMatchObject({ multitenant_state: 'tenant', ndi_enabled: { '100005': false } });
    const before = snapshot(t.app);
    const refused = await postJson(t.app, '/app/monitors/100005/ndi/enable', tenant);
    expect({ status: refused.statusCode, reason: reasonOf(refused) }).toEqual({
      status: 403, reason: 'Network device identification cannot be changed on a multi-tenant account',
    });
    t.app.ctx.db.prepare("UPDATE user_settings SET multitenant_state = 'admin' WHERE user_id = 5").run();
    expect((await postJson(t.app, '/app/monitors/100005/ndi/disable', tenant)).statusCode).toBe(403);
    t.app.ctx.db.prepare("UPDATE user_settings SET multitenant_state = 'tenant' WHERE user_id = 5").run();
    const foreign = await postJson(t.app, '/app/monitors/100001/ndi/enable', partner);
    expect({ status: foreign.statusCode, reason: reasonOf(foreign) }).toEqual({ status: 404, reason: 'Monitor not found' });
    expect((await postJson(t.app, '/app/monitors/999999/ndi/enable', partner)).statusCode).toBe(404);
    expect(snapshot(t.app)).toEqual(before);
  });
});

test('monitor status has online, serial, version, mac, ssid, devices found and detection progress', async () => {
  const status = (await get(t.app, '/app/monitors/100001/status', demo)).json();
  expect(status).toMatchObject({
    monitor_info: { online: true, serial: 'N327004101', version: expect.any(String), mac: expect.stringMatching(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/), ssid: expect.any(String) },
    device_detection: { num_detected: 20 },
    signals: { status: expect.any(String), progress: expect.any(Number) },
  });
  t.app.ctx.repos.devices.setOnline(100001, false);
  expect((await get(t.app, '/app/monitors/100001/status', demo)).json().monitor_info).toMatchObject({ online: false, connection_state: 'OFFLINE' });
  t.app.ctx.repos.devices.setOnline(100001, true);
});

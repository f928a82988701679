/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../server/src/cli/commands';
import { DEMO_PASSWORD } from '../../../server/src/seed';
import { API, bearer, get, signIn, startSignedInApp, startTestApp, type TestApp } from '../support/harness';
import { postJson, snapshot } from './support';

let t: TestApp;
let partner: string;
beforeAll(async () => {
  ({ t, partner } = await startSignedInApp());
});
afterAll(() => t.close());

/** Every account and settings call of issue 14, aimed at the demo user's records (user 1, monitor 100001). */
const WRITES: [string, object][] = [
  ['/users/1/email', { email: 'taken@example.com', current_email: 'demo@example.com', password: DEMO_PASSWORD }],
  ['/users/1/resend_email_verification', {}],
  ['/users/1/password', { old_password: DEMO_PASSWORD, new_password: 'Brand-new-pass-9' }],
  ['/users/1/mfa/totp', { password: DEMO_PASSWORD }],
  ['/users/1/mfa/totp/verify', { code: '123456' }],
  ['/users/1/mfa/totp/disable', { password: DEMO_PASSWORD }],
  ['/users/1/settings', { theme: { name: 'blue', night_mode: true } }],
  ['/users/1/notifications?monitor_id=100001', { new_peak_push: false }],
  ['/users/1/feedback', { category: 'feedback', sub_category: 'Something else', feedback: 'hello' }],
  ['/users/1/labs/feedback', { feedback: 'hello' }],
  ['/app/monitors/100001/ndi/enable', {}],
  ['/app/monitors/100001/ndi/disable', {}],
];
const READS = ['/users/1', '/users/1/settings', '/users/1/notifications?monitor_id=100001', '/app/monitors/100001/status'];

/** The same path for a user and monitor that do not exist. */
const missing = (url: string) => url.replace('/users/1', '/users/999').replace('100001', '999999');

describe("another user's records answer exactly like missing ones, and nothing is written", () => {
  test.each(WRITES)('POST %s', async (url, payload) => {
    const before = snapshot(t.app);
    const foreign = await postJson(t.app, url, partner, payload);
    const absent = await postJson(t.app, missing(url), partner, payload);
    expect(foreign.statusCode).toBe(404);
    expect({ status: foreign.statusCode, body: foreign.body }).toEqual({ status: absent.statusCode, body: absent.body });
    expect(snapshot(t.app)).toEqual(before);
  });

  test.each(READS)('GET %s', async (url) => {
    const foreign = await get(t.app, url, partner);
    const absent = await get(t.app, missing(url), partner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
  });

  test('without a token every one is 401 and writes nothing', async () => {
    const before = snapshot(t.app);
    for (const [url, payload] of WRITES) {
      const res = await t.app.inject({ method: 'POST', url: `${API}${url}`, payload });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    expect(snapshot(t.app)).toEqual(before);
  });

  test('a signed-out session cannot use them either', async () => {
    const { access_token: token } = await signIn(t.app, 'partner@example.com');
    await t.app.inject({ method: 'GET', url: `${API}/logout`, headers: bearer(token) });
    const res = await postJson(t.app, '/users/2/notifications?monitor_id=100002', token, { new_peak_push: false });
    expect(res.statusCode).toBe(401);
  });
});

test('add-user --multitenant makes a multi-tenant user or admin, whose NDI changes are refused', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-mt-'));
  const io = { out: () => {}, err: () => {} };
  try {
    expect(await runCli(['add-user', 'admin@example.org', 'Admin-pass-1', '--multitenant', 'admin'], { KILOWATCH_DATA: dir }, io)).toBe(0);
    expect(await runCli(['add-user', 'x@example.org', 'Admin-pass-1', '--multitenant', 'owner'], { KILOWATCH_DATA: dir }, io)).toBe(1);
    const app = await startTestApp({ dataDir: dir });
    try {
      const login = await signIn(app.app, 'admin@example.org', 'Admin-pass-1');
      expect(login.settings?.settings.multitenant_state).toBe('admin');
      const monitorId = login.monitors[0]?.id;
      const res = await postJson(app.app, `/app/monitors/${monitorId}/ndi/enable`, login.access_token);
      expect(res.statusCode).toBe(403);
      expect(app.app.ctx.repos.users.byEmail('x@example.org')).toBeUndefined();
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

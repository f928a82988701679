/** @jest-environment node */
import { DEMO_PASSWORD } from '../../../server/src/seed';
import { get, post, signIn, startTestApp, type TestApp } from '../support/harness';
import { postJson, reasonOf, snapshot } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicOrigin: 'https://kilowatch.example.net' });
});
afterAll(() => t.close());

const linkIn = (body: string): string => {
  const m = /(https?:\/\/\S+\/verify_email\?token=\S+)/.exec(body);
  if (!m?.[1]) throw new Error(`no verification link in: ${body}`);
  return m[1];
};

describe('POST /users/{id}/email', () => {
  test('refuses bad input with the §5 texts and writes nothing', async () => {
    const { access_token: token } = await signIn(t.app, 'partner@example.com');
    const before = snapshot(t.app);
    const good = { email: 'new-partner@example.com', current_email: 'partner@example.com', password: DEMO_PASSWORD };
    const cases: [Record<string, string>, string][] = [
      [{ ...good, current_email: '' }, 'please enter your current email'],
      [{ ...good, email: '  ' }, 'please enter your new email'],
      [{ ...good, email: 'not-an-email' }, 'email address is not valid'],
      [{ ...good, email_confirmation: 'other@example.com' }, 'email and email confirmation must match'],
      [{ ...good, password: '' }, 'please enter your password'],
      [{ ...good, current_email: 'demo@example.com' }, 'this is not the email address of your account'],
      [{ ...good, email: 'PARTNER@example.com' }, 'that is already your email address'],
      [{ ...good, email: 'demo@example.com' }, 'that email address is already in use'],
      [{ ...good, password: 'Wrong-password-1' }, 'Wrong password'],
    ];
    for (const [body, reason] of cases) {
      const res = await postJson(t.app, '/users/2/email', token, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: 'error', error_reason: reason } });
    }
    const other = await postJson(t.app, '/users/1/email', token, { ...good, current_email: 'demo@example.com' });
    expect({ status: other.statusCode, reason: reasonOf(other) }).toEqual({ status: 404, reason: 'User not found' });
    expect(snapshot(t.app)).toEqual(before);
  });

  test('the new address is unverified until the mailed link is followed; the old address gets a notice', async () => {
    const { access_token: token } = await signIn(t.app, 'demo@example.com');
    const userChanges: number[] = [];
    t.app.events.on('user-changed', (e) => userChanges.push(e.userVersion));

    const res = await post(t.app, '/users/1/email', { email: 'moved@example.org', current_email: 'demo@example.com', password: DEMO_PASSWORD, email_confirmation: 'moved@example.org' }, { authorization: `bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', email: 'moved@example.org', email_verified: false });
    expect(userChanges).toHaveLength(1);
    expect((await get(t.app, '/users/1', token)).json()).toMatchObject({ email: 'moved@example.org', email_verified: false });

    const [verification] = t.app.ctx.repos.outbox.latest(1, 'moved@example.org');
    expect(verification).toMatchObject({ kind: 'email-verification' });
    const link = linkIn(verification!.body);
    // Links use the configured origin, never the request's Host.
    expect(link.startsWith('https://kilowatch.example.net/verify_email?token=')).toBe(true);
    const [notice] = t.app.ctx.repos.outbox.latest(1, 'demo@example.com');
    expect(notice).toMatchObject({ kind: 'email-changed', subject: 'Your Kilowatch email address was changed' });
    expect(notice!.body).toContain('moved@example.org');
    expect(notice!.body).not.toContain('token=');

    // A resend gives a fresh link and voids nothing else; an earlier link of the same address still works once.
    expect((await postJson(t.app, '/users/1/resend_email_verification', token)).json()).toEqual({ status: 'ok' });
    const resent = linkIn(t.app.ctx.repos.outbox.latest(1, 'moved@example.org')[0]!.body);
    expect(resent).not.toBe(link);

    const token1 = new URL(link).searchParams.get('token')!;
    const verified = await post(t.app, '/verify_email', { token: token1 });
    expect(verified.statusCode).toBe(200);
    expect((await get(t.app, '/users/1', token)).json()).toMatchObject({ email: 'moved@example.org', email_verified: true });

    // Sign-in uses the new address.
    expect((await post(t.app, '/authenticate', { email: 'demo@example.com', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await signIn(t.app, 'moved@example.org')).user_id).toBe(1);
  });

  test('a later change voids the links sent for the earlier address', async () => {
    const { access_token: token } = await signIn(t.app, 'moved@example.org');
    await postJson(t.app, '/users/1/email', token, { email: 'first@example.org', current_email: 'moved@example.org', password: DEMO_PASSWORD });
    const first = linkIn(t.app.ctx.repos.outbox.latest(1, 'first@example.org')[0]!.body);
    await postJson(t.app, '/users/1/email', token, { email: 'second@example.org', current_email: 'first@example.org', password: DEMO_PASSWORD });
    const stale = await post(t.app, '/verify_email', { token: new URL(first).searchParams.get('token')! });
    expect({ status: stale.statusCode, reason: reasonOf(stale) }).toEqual({ status: 400, reason: 'Email verification failed' });
    expect((await get(t.app, '/users/1', token)).json()).toMatchObject({ email: 'second@example.org', email_verified: false });
  });
});

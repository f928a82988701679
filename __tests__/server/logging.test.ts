/** @jest-environment node */
import { Writable } from 'node:stream';
import { redactUrl } from '../../server/src/logging';
import { API, post, signIn, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ logger: { level: 'debug', stream }, publicOrigin: 'http://kw.test' });
});
afterAll(() => t.close());

test('tokens, passwords and auth headers never reach the log', async () => {
  const login = await signIn(t.app, 'demo@example.com');
  await t.app.inject({ method: 'GET', url: `${API}/users/1?ui_language=en&access_token=${login.access_token}` });
  await t.app.inject({ method: 'GET', url: `${API}/users/1`, headers: { authorization: `Bearer ${login.access_token}`, cookie: 'sid=cookie-secret' } });
  await post(t.app, '/renew', { user_id: 1, refresh_token: login.refresh_token });
  await post(t.app, '/authenticate', { email: 'demo@example.com', password: 'Wrong-password-77' });
  await t.app.inject({ method: 'GET', url: `/monitors/100001/realtimefeed?access_token=${login.access_token}` });

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(5);
  for (const secret of [login.access_token, login.refresh_token, 'Kilowatch-demo-1', 'Wrong-password-77', 'cookie-secret']) {
    expect(log).not.toContain(secret);
  }
  expect(log).not.toMatch(/authorization/i);
  expect(log).toContain('"url":"/apiservice/api/v1/users/1?ui_language=en&access_token=%5Bredacted%5D"');
  expect(log).toContain('"msg":"signed in"');
});

test('a password-reset mail is announced in the log without its link', async () => {
  await post(t.app, '/forgot_password', { email: 'demo@example.com' });
  const log = lines.join('');
  expect(log).toContain('password reset message queued (read it with: npm run outbox)');
  const token = /token=([^\s]+)/.exec(t.app.ctx.repos.outbox.latest(1)[0]?.body ?? '')?.[1];
  expect(token).toBeTruthy();
  expect(log).not.toContain(token);
  expect(log).not.toContain('reset_password?token');
});

test('redactUrl', () => {
  expect(redactUrl('/a?x=1')).toBe('/a?x=1');
  expect(redactUrl('/a?access_token=s&b=2')).toBe('/a?access_token=%5Bredacted%5D&b=2');
  expect(redactUrl('/a?TOKEN=s')).toBe('/a?TOKEN=%5Bredacted%5D');
});

/** @jest-environment node */
import { normaliseBody, parseForm } from '../../server/src/http/bodies';
import { API, signIn, startTestApp, type TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const credentials = 'email=demo%40example.com&password=Kilowatch-demo-1';

test.each([
  ['application/x-www-form-urlencoded; charset=UTF-8', credentials],
  ['application/json; charset=utf-8', JSON.stringify({ email: 'demo@example.com', password: 'Kilowatch-demo-1' })],
  ['text/plain', credentials],
])('POST /authenticate accepts %s', async (type, payload) => {
  const res = await t.app.inject({ method: 'POST', url: `${API}/authenticate`, headers: { 'content-type': type }, payload });
  expect(res.statusCode).toBe(200);
});

test('empty bodies are accepted, with or without a content type', async () => {
  const { access_token: token } = await signIn(t.app, 'demo@example.com');
  const headers = { authorization: `bearer ${token}` };
  const none = await t.app.inject({ method: 'POST', url: `${API}/users/1/resend_email_verification`, headers });
  const json = await t.app.inject({
    method: 'POST',
    url: `${API}/users/1/resend_email_verification`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '',
  });
  const form = await t.app.inject({ method: 'GET', url: `${API}/users/1`, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect([none.statusCode, json.statusCode, form.statusCode]).toEqual([200, 200, 200]);

  const missing = await t.app.inject({ method: 'POST', url: `${API}/authenticate_token`, headers: { 'content-type': 'application/json' }, payload: '' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toEqual({ status: 'error', error_reason: "Missing required field 'access_token'" });
});

test('a JSON array body is a 400', async () => {
  const res = await t.app.inject({ method: 'POST', url: `${API}/authenticate`, payload: '[1]', headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().error_reason).toBe('The request body must be a JSON object');
});

test('normaliseBody: trailing colons go, one level of brackets nests, the first value wins', () => {
  expect(normaliseBody({ 'client_time:': 'x', 'theme[name]': 'blue', 'theme[night_mode]': 'true' })).toEqual({
    client_time: 'x',
    theme: { name: 'blue', night_mode: 'true' },
  });
  expect(parseForm('a=1&a=2&b=%20x')).toEqual({ a: '1', b: ' x' });
});

test('an unexpected failure is a 500 "Something broke"', async () => {
  const { access_token: token } = await signIn(t.app, 'demo@example.com');
  const spy = jest.spyOn(t.app.ctx.repos.monitors, 'forUser').mockImplementation(() => {
    throw new Error('disk on fire');
  });
  try {
    const res = await t.app.inject({ method: 'GET', url: `${API}/app/monitors/100001/status`, headers: { authorization: `bearer ${token}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Something broke' });
  } finally {
    spy.mockRestore();
  }
});

/** @jest-environment node */
import { createHmac } from 'node:crypto';
import type { WireAccessTokenClaims } from '../../../src/api/wire/auth';
import { mintAccessToken, verifyAccessToken } from '../../../server/src/auth/tokens';

const SECRET = 'unit-test-secret';
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o), 'utf8').toString('base64url');

/** Far from the wall clock on purpose: expiry is the server's clock's business. */
const claims = (over: Partial<WireAccessTokenClaims> = {}): WireAccessTokenClaims => ({
  iss: 'Kilowatch',
  exp: 2_000_003_600,
  iat: 2_000_000_000,
  userId: 1,
  accountId: 1001,
  roles: 'user',
  sid: 'session-1',
  ...over,
});

/** A token as the server signed them by hand before jose: the same bytes must keep working. */
function handMade(c: object, header: object = { alg: 'HS512', typ: 'JWT' }, secret = SECRET): string {
  const body = `${b64(header)}.${b64(c)}`;
  return `t1.v2.${body}.${createHmac('sha512', secret).update(body).digest('base64url')}`;
}

test('jose signs the same t1.v2 token, byte for byte, as the hand-made signer did', async () => {
  const token = await mintAccessToken(SECRET, claims());
  expect(token).toBe(handMade(claims()));
  expect(token.split('.')).toHaveLength(5);
});

test('expiry is measured by the given clock, not the wall clock', async () => {
  const token = await mintAccessToken(SECRET, claims());
  expect(await verifyAccessToken(SECRET, token, 2_000_003_600_000 - 1)).toEqual(claims());
  expect(await verifyAccessToken(SECRET, token, 2_000_003_600_000)).toBeNull();
  const old = await mintAccessToken(SECRET, claims({ iat: 1_000_000_000, exp: 1_000_003_600 }));
  expect(await verifyAccessToken(SECRET, old, 1_000_000_000_000)).not.toBeNull();
  expect(await verifyAccessToken(SECRET, old, 1_000_003_600_000)).toBeNull();
  // Logout ends a session with an expired but correctly signed token.
  expect(await verifyAccessToken(SECRET, old, 2_000_000_000_000, { ignoreExpiry: true })).toEqual(claims({ iat: 1_000_000_000, exp: 1_000_003_600 }));
});

test.each([
  ['another secret', () => handMade(claims(), undefined, 'other-secret')],
  ['alg none', () => `t1.v2.${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
  ['HS256', () => {
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims())}`;
    return `t1.v2.${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
  }],
  ['another issuer', () => handMade(claims({ iss: 'Sense Inc' }))],
  ['a missing sid', () => handMade({ ...claims(), sid: undefined })],
  ['a string userId', () => handMade({ ...claims(), userId: '1' })],
  ['no t1.v2 prefix', () => handMade(claims()).slice('t1.v2.'.length)],
  ['garbage', () => 't1.v2.a.b.c'],
])('refuses %s, with or without expiry checks', async (_label, make) => {
  const token = make();
  expect(await verifyAccessToken(SECRET, token, 2_000_000_000_000)).toBeNull();
  expect(await verifyAccessToken(SECRET, token, 2_000_000_000_000, { ignoreExpiry: true })).toBeNull();
});

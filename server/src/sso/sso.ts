import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { UserRow } from '../db/users';
import { HttpError } from '../errors';
import { msg } from '../i18n';
import type { WireSsoResponse } from '../../../src/api/wire/oauth';

/**
 * Single sign-on into the community forum (Discourse, DiscourseConnect) and the help centre
 * (Zendesk, JWT). Each is configured by an address and a shared secret (KILOWATCH_DISCOURSE_URL +
 * KILOWATCH_DISCOURSE_SECRET, KILOWATCH_ZENDESK_URL + KILOWATCH_ZENDESK_SECRET); unconfigured, the
 * app's /discourse_sso and /zendesk_sso pages say so. The signed-in user's id and email are what is
 * shared, and only when they continue.
 */
export interface SsoTarget {
  url: string;
  secret: string;
}

export interface SsoConfig {
  discourse: SsoTarget | null;
  zendesk: SsoTarget | null;
}

const originOf = (u: string): string => new URL(u).origin;

/** A return address is accepted only on the configured site. */
const onSite = (target: SsoTarget, address: string): boolean => {
  try {
    return new URL(address).origin === originOf(target.url);
  } catch {
    return false;
  }
};

const hmacHex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** DiscourseConnect: checks the forum's signed request, answers a signed payload naming the user. */
export function discourseHandOff(config: SsoConfig, user: UserRow, sso: string | undefined, sig: string | undefined): WireSsoResponse {
  const target = config.discourse;
  if (!target) return { configured: false };
  if (!sso || !sig || !/^[0-9a-f]{64}$/i.test(sig)) throw new HttpError(400, msg('sso.badRequest'));
  const expected = Buffer.from(hmacHex(target.secret, sso), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(400, msg('sso.badRequest'));
  const incoming = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
  const nonce = incoming.get('nonce');
  const returnUrl = incoming.get('return_sso_url');
  if (!nonce || !returnUrl || !onSite(target, returnUrl)) throw new HttpError(400, msg('sso.badRequest'));
  const payload = new URLSearchParams({
    nonce,
    email: user.email,
    external_id: String(user.id),
    username: user.email.split('@')[0] ?? `user${user.id}`,
    require_activation: user.email_verified ? 'false' : 'true',
  });
  const encoded = Buffer.from(payload.toString(), 'utf8').toString('base64');
  const back = new URL(returnUrl);
  back.searchParams.set('sso', encoded);
  back.searchParams.set('sig', hmacHex(target.secret, encoded));
  return { configured: true, redirect_uri: back.toString(), host: back.host };
}

/** Zendesk JWT single sign-on: a short-lived HS256 token naming the user, to /access/jwt. */
export async function zendeskHandOff(config: SsoConfig, user: UserRow, returnTo: string | undefined, nowMs: number): Promise<WireSsoResponse> {
  const target = config.zendesk;
  if (!target) return { configured: false };
  const jwt = await new SignJWT({ email: user.email, name: user.email.split('@')[0] ?? user.email, external_id: String(user.id) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setJti(randomBytes(16).toString('base64url'))
    .sign(Buffer.from(target.secret, 'utf8'));
  const url = new URL('/access/jwt', target.url);
  url.searchParams.set('jwt', jwt);
  if (returnTo && onSite(target, returnTo)) url.searchParams.set('return_to', returnTo);
  return { configured: true, redirect_uri: url.toString(), host: url.host };
}

/** Reads the two targets from the environment: an address (http or https) and a secret, both or neither. */
export function ssoConfigFrom(env: NodeJS.ProcessEnv): SsoConfig {
  const read = (name: 'DISCOURSE' | 'ZENDESK'): SsoTarget | null => {
    const url = env[`KILOWATCH_${name}_URL`]?.trim() || '';
    const secret = env[`KILOWATCH_${name}_SECRET`]?.trim() || '';
    if (!url && !secret) return null;
    if (!url || !secret) throw new Error(`KILOWATCH_${name}_URL and KILOWATCH_${name}_SECRET go together: set both, or neither`);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`KILOWATCH_${name}_URL must be an http or https address (got "${url}")`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`KILOWATCH_${name}_URL must be an http or https address (got "${url}")`);
    return { url: parsed.origin, secret };
  };
  return { discourse: read('DISCOURSE'), zendesk: read('ZENDESK') };
}

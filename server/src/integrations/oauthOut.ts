import { hashToken, randomToken } from '../auth/secrets';
import type { MonitorRow } from '../db/monitors';
import { HttpError } from '../errors';
import { msg, type Locale } from '../i18n';
import type { IntegrationKey, WireOAuthCallbackRequest, WireOAuthStartResponse } from '../../../src/api/wire/integrations';
import type { IntegrationSpec } from './catalogue';
import { exchangeProviderCode } from './demoProvider';
import type { SecretBox } from './secretBox';
import { assertMayChange, connectIntegration, type IntegrationsCtx } from './service';
import type { IntegrationRow } from './repo';

/**
 * OAuth out: Kilowatch connecting to a provider's account. The start makes a state (32 random
 * bytes, stored hashed, bound to the user, the monitor and the integration, 10 minutes, single use)
 * and answers the provider's authorization address; locally every provider is a labelled demo page
 * this server serves (/demo-provider/{key}, demoProvider.ts). The provider sends the browser back to
 * /oauth/integrations/{key}?code&state (or ?error&state); the app posts them to
 * /integrations/oauth/callback/{key}, where the state is checked (this user's, this integration's,
 * unused, in time) and spent, and the code exchanged with the provider (its own, for this state,
 * unused, in time). A forged or replayed state or code is refused and connects nothing.
 */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** Kilowatch's client id at the (demo) providers. */
export const KILOWATCH_CLIENT_ID = 'kilowatch';

/** Where the provider sends the browser back: a path of this app, so it returns to the origin the user is on. */
export const returnPathOf = (key: IntegrationKey): string => `/oauth/integrations/${key}`;

export function startOAuth(ctx: IntegrationsCtx, userId: number, monitor: MonitorRow, spec: IntegrationSpec, locale: Locale): WireOAuthStartResponse {
  assertMayChange(ctx, userId);
  if (spec.flow !== 'oauth') throw new HttpError(400, msg('integrations.notOAuth', { name: spec.brand }));
  const state = randomToken(32);
  const now = ctx.now();
  const expiresAt = now + OAUTH_STATE_TTL_MS;
  ctx.repos.integrations.insertState(hashToken(state), userId, monitor.id, spec.key, now, expiresAt);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: KILOWATCH_CLIENT_ID,
    redirect_uri: returnPathOf(spec.key),
    scope: 'energy',
    state,
    ui_language: locale.tag,
  });
  return { redirect_uri: `/demo-provider/${spec.key}?${query.toString()}`, expires_at: new Date(expiresAt).toISOString() };
}

/** The OAuth return: checks and spends the state, exchanges the code, stores the integration as CONNECTED. */
export function completeOAuth(
  ctx: IntegrationsCtx,
  box: SecretBox,
  userId: number,
  spec: IntegrationSpec,
  body: WireOAuthCallbackRequest,
): { row: IntegrationRow; monitor: MonitorRow } {
  assertMayChange(ctx, userId);
  const repo = ctx.repos.integrations;
  const stateHash = hashToken(body.state);
  const now = ctx.now();
  const state = repo.state(stateHash);
  // Another user's state, another integration's, or one never issued: the same answer, nothing written.
  if (!state || state.user_id !== userId || state.integration !== spec.key) throw new HttpError(400, msg('integrations.oauth.badState'));
  // Spent before anything else is looked at: a state answers once, whatever the answer.
  if (state.used_at !== null || !repo.useState(stateHash, now)) throw new HttpError(400, msg('integrations.oauth.stateUsed'));
  if (state.expires_at <= now) throw new HttpError(400, msg('integrations.oauth.expired'));
  const monitor = ctx.repos.monitors.forUser(userId, state.monitor_id);
  if (!monitor) throw new HttpError(400, msg('integrations.oauth.badState'));
  if (body.error !== undefined) throw new HttpError(400, msg('integrations.oauth.denied', { name: spec.brand }));
  const granted = body.code ? exchangeProviderCode(repo, spec.key, body.code, stateHash, now) : null;
  if (!granted) throw new HttpError(400, msg('integrations.oauth.badCode', { name: spec.brand }));
  const row = connectIntegration(ctx, monitor, spec.key, { account: granted.account, sealedToken: box.seal(granted.accessToken) });
  return { row, monitor };
}

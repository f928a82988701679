import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken, randomToken } from '../auth/secrets';
import type { AppContext } from '../context';
import { html, raw, renderPage, sendPage, type RawHtml } from '../demoPages/page';
import { feedLocale, t, type Locale } from '../i18n';
import type { IntegrationKey } from '../../../src/api/wire/integrations';
import { specOf, type IntegrationSpec } from './catalogue';
import type { IntegrationsRepo } from './repo';

/**
 * The local demo providers: the pages that stand in for Ecobee's, Nest's, … authorization pages on
 * this server (GET /demo-provider/{key}), clearly labelled as local demos, with Allow and Deny. They
 * act as the provider would: check the request (Kilowatch's client id, its own return address, a
 * state), then send the browser back to /oauth/integrations/{key} with a code bound to that state
 * (10 minutes, single use) or with error=access_denied. exchangeProviderCode is the provider's
 * token endpoint, called by the server (oauthOut.ts) when the app reports the return.
 *
 * Without an authorization request, /demo-provider/chargepoint is the charge-point account page
 * the EV charger lab links to, and /demo-provider/ohmconnect the demand-response program's page.
 */
export const PROVIDER_CODE_TTL_MS = 10 * 60_000;
const CLIENT_ID = 'kilowatch';

/** The provider's side of the code exchange: its own code, for this state, unused and in time; spent here. */
export function exchangeProviderCode(
  repo: IntegrationsRepo,
  provider: IntegrationKey,
  code: string,
  stateHash: string,
  now: number,
): { account: string; accessToken: string } | null {
  const hash = hashToken(code);
  const row = repo.code(hash);
  if (!row || row.provider !== provider || row.state_hash !== stateHash || row.expires_at <= now) return null;
  if (!repo.useCode(hash, now)) return null;
  return { account: row.account, accessToken: randomToken(32) };
}

/** The account the demo provider signs the visitor into. */
export const demoAccountOf = (key: IntegrationKey): string => `household@${key.replace('_', '-')}.demo`;

interface AuthRequest {
  state: string;
  redirectUri: string;
}

/** The request as the provider checks it: Kilowatch's client id, code flow, its own return path, a state. */
function authRequestOf(spec: IntegrationSpec, q: Record<string, unknown>): AuthRequest | null {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const state = str(q.state);
  const redirectUri = str(q.redirect_uri);
  if (str(q.client_id) !== CLIENT_ID || str(q.response_type || 'code') !== 'code') return null;
  if (redirectUri !== `/oauth/integrations/${spec.key}` || state.length < 16 || state.length > 256 || !/^[A-Za-z0-9_-]+$/.test(state)) return null;
  return { state, redirectUri };
}

const hasRequest = (q: Record<string, unknown>) => ['state', 'client_id', 'redirect_uri', 'response_type'].some((k) => k in q);

function header(locale: Locale, spec: IntegrationSpec, title: string): RawHtml {
  return html`<p class="badge">${t(locale, 'demoProvider.badge')}</p>
<div class="brand"><span class="mark" aria-hidden="true">${spec.brand.slice(0, 1)}</span><h1>${title}</h1></div>`;
}

function consentPage(locale: Locale, spec: IntegrationSpec, req: AuthRequest): string {
  const brand = spec.brand;
  const hidden = html`<input type="hidden" name="state" value="${req.state}">
<input type="hidden" name="redirect_uri" value="${req.redirectUri}">
<input type="hidden" name="client_id" value="${CLIENT_ID}">
<input type="hidden" name="ui_language" value="${locale.tag}">`;
  const body = html`<section class="card" aria-labelledby="provider-heading">
${header(locale, spec, t(locale, 'demoProvider.title', { brand }))}
<h2 id="provider-heading">${t(locale, 'demoProvider.heading', { brand })}</h2>
<p class="muted">${t(locale, 'demoProvider.explain', { brand })}</p>
<p class="account">${t(locale, 'demoProvider.account', { account: demoAccountOf(spec.key) })}</p>
<h2>${t(locale, 'demoProvider.scopeTitle')}</h2>
<ul><li>${t(locale, 'demoProvider.scopeRead', { brand })}</li><li>${t(locale, 'demoProvider.scopeNoPassword', { brand })}</li></ul>
<div class="actions">
<form method="post" action="/demo-provider/${spec.key}">${hidden}<input type="hidden" name="decision" value="allow"><button type="submit" class="primary">${t(locale, 'demoProvider.allow')}</button></form>
<form method="post" action="/demo-provider/${spec.key}">${hidden}<input type="hidden" name="decision" value="deny"><button type="submit" class="secondary">${t(locale, 'demoProvider.deny')}</button></form>
</div>
</section>`;
  return renderPage({ locale, title: t(locale, 'demoProvider.title', { brand }), body });
}

function invalidPage(locale: Locale, spec: IntegrationSpec | undefined): string {
  const brand = spec?.brand ?? 'Kilowatch';
  const back = spec ? `/settings/integrations/${spec.key}` : '/settings';
  const body = html`<section class="card" aria-labelledby="provider-heading">
<p class="badge">${t(locale, 'demoProvider.badge')}</p>
<h1 id="provider-heading">${t(locale, 'demoProvider.invalidTitle')}</h1>
<p>${t(locale, 'demoProvider.invalidBody', { brand })}</p>
<div class="actions"><a class="button primary" href="${back}">${t(locale, 'demoProvider.back')}</a></div>
</section>`;
  return renderPage({ locale, title: t(locale, 'demoProvider.invalidTitle'), body });
}

function chargePointAccountPage(locale: Locale, spec: IntegrationSpec): string {
  const brand = spec.brand;
  const body = html`<section class="card" aria-labelledby="provider-heading">
${header(locale, spec, t(locale, 'demoProvider.accountTitle', { brand }))}
<p id="provider-heading">${t(locale, 'demoProvider.accountBody', { brand })}</p>
<dl><dt>${t(locale, 'demoProvider.accountLabel')}</dt><dd>${demoAccountOf(spec.key)}</dd>
<dt>${t(locale, 'demoProvider.chargerLabel')}</dt><dd>${t(locale, 'demoProvider.chargerName')}</dd></dl>
<div class="actions"><a class="button primary" href="/labs/ev-charger">${t(locale, 'demoProvider.backToEv')}</a></div>
</section>`;
  return renderPage({ locale, title: t(locale, 'demoProvider.accountTitle', { brand }), body });
}

function programPage(locale: Locale, spec: IntegrationSpec): string {
  const brand = spec.brand;
  const status = raw(
    `<p id="program-status" role="status" data-checking="${attr(t(locale, 'demoProvider.programChecking'))}" data-missing="${attr(
      t(locale, 'demoProvider.programMissing'),
    )}" data-ok="${attr(t(locale, 'demoProvider.programOk', { serial: '{serial}' }))}" data-failed="${attr(t(locale, 'demoProvider.programFailed'))}"></p>`,
  );
  const body = html`<section class="card" aria-labelledby="provider-heading">
${header(locale, spec, t(locale, 'demoProvider.programTitle', { brand }))}
<p id="provider-heading">${t(locale, 'demoProvider.programBody', { brand })}</p>
${status}
<div class="actions"><a class="button primary" href="/settings/integrations/${spec.key}">${t(locale, 'demoProvider.back')}</a></div>
</section>`;
  return renderPage({ locale, title: t(locale, 'demoProvider.programTitle', { brand }), body, script: true });
}

const ATTR: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attr = (s: string) => s.replace(/[&"<>]/g, (c) => ATTR[c] ?? c);

const paramsSchema = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', maxLength: 40 } },
} as const;

/** GET and POST /demo-provider/{key}: the local stand-ins for the providers' authorization pages. */
export function registerDemoProviderPages(app: FastifyInstance, ctx: AppContext): void {
  const repo = ctx.repos.integrations;
  const localeOf = (request: FastifyRequest) => feedLocale(request);

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
    '/demo-provider/:provider',
    { schema: { params: paramsSchema, querystring: { type: 'object' } } },
    async (request, reply) => {
      const locale = localeOf(request);
      const spec = specOf(request.params.provider);
      const q = request.query ?? {};
      if (spec && !hasRequest(q)) {
        if (spec.key === 'chargepoint') return sendPage(reply, 200, chargePointAccountPage(locale, spec));
        if (spec.key === 'ohmconnect') return sendPage(reply, 200, programPage(locale, spec));
      }
      const req = spec && spec.flow === 'oauth' ? authRequestOf(spec, q) : null;
      if (!spec || !req) return sendPage(reply, spec ? 400 : 404, invalidPage(locale, spec));
      return sendPage(reply, 200, consentPage(locale, spec, req));
    },
  );

  app.post<{ Params: { provider: string }; Body: Record<string, unknown> }>(
    '/demo-provider/:provider',
    { schema: { params: paramsSchema, body: { type: 'object' } } },
    async (request, reply) => {
      const body = request.body ?? {};
      const locale = feedLocale({ headers: request.headers, query: { ui_language: body.ui_language } });
      const spec = specOf(request.params.provider);
      const req = spec && spec.flow === 'oauth' ? authRequestOf(spec, { ...body, response_type: 'code' }) : null;
      if (!spec || !req || (body.decision !== 'allow' && body.decision !== 'deny')) return sendPage(reply, 400, invalidPage(locale, spec));
      const back = new URLSearchParams();
      if (body.decision === 'allow') {
        const code = randomToken(32);
        const now = ctx.now();
        repo.insertCode(hashToken(code), spec.key, hashToken(req.state), demoAccountOf(spec.key), now, now + PROVIDER_CODE_TTL_MS);
        back.set('code', code);
      } else {
        back.set('error', 'access_denied');
      }
      back.set('state', req.state);
      return reply.header('cache-control', 'no-store').redirect(`${req.redirectUri}?${back.toString()}`, 303);
    },
  );
}

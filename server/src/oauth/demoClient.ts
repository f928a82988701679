import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { html, renderPage, sendPage, type RawHtml } from '../demoPages/page';
import { HttpError } from '../errors';
import { feedLocale, t, type Locale } from '../i18n';
import { API_BASE } from '../routes/publicRoutes';
import { CLIENT_ICONS, clientOf } from './clients';
import { s256 } from './pkce';
import { exchangeCode } from './service';

/**
 * The Home Dashboard: a demo third-party app this server also plays, so the OAuth flow can be
 * tried locally end to end. Like any such app it keeps its PKCE verifier and state to itself (here
 * in memory, 10 minutes), sends the browser to Kilowatch's consent page (/oauth/authorize), and on
 * the way back exchanges the code at POST /oauth/token. It then uses the token through the real
 * API (injected requests, through the guard like any client) to read the account and the monitor,
 * and tries one write, which the read-only token must be refused.
 */
const CLIENT_ID = 'home-dashboard-demo';
const BASE = '/demo-client/home-dashboard';
const CALLBACK = `${BASE}/callback`;
const PENDING_TTL_MS = 10 * 60_000;
const MAX_PENDING = 500;

interface Pending {
  verifier: string;
  expiresAt: number;
}

function badge(locale: Locale): RawHtml {
  const client = clientOf(CLIENT_ID);
  return html`<p class="badge">${t(locale, 'demoClient.badge')}</p>
<div class="brand"><span class="mark"><img src="${client?.iconUrl ?? ''}" alt=""></span><h1 id="client-heading">${client?.name ?? CLIENT_ID}</h1></div>`;
}

function startPage(locale: Locale): string {
  const body = html`<section class="card" aria-labelledby="client-heading">
${badge(locale)}
<p>${t(locale, 'demoClient.intro')}</p>
<p class="muted">${t(locale, 'demoClient.readOnly')}</p>
<div class="actions"><a class="button primary" href="${BASE}/start">${t(locale, 'demoClient.connect')}</a></div>
</section>`;
  return renderPage({ locale, title: clientOf(CLIENT_ID)?.name ?? CLIENT_ID, body });
}

interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

function resultPage(locale: Locale, heading: string, checks: Check[], note?: string): string {
  const rows = checks.map((c) => html`<dt>${c.label}</dt><dd class="${c.ok ? 'ok' : 'refused'}">${c.detail}</dd>`);
  const body = html`<section class="card" aria-labelledby="client-heading">
${badge(locale)}
<h2>${heading}</h2>
${note ? html`<p class="muted">${note}</p>` : html``}
${checks.length > 0 ? html`<dl data-testid="client-checks">${rows}</dl>` : html``}
<div class="actions"><a class="button primary" href="${BASE}">${t(locale, 'demoClient.again')}</a><a class="button secondary" href="/now">${t(locale, 'demoClient.backToKilowatch')}</a></div>
</section>`;
  return renderPage({ locale, title: heading, body });
}

export function registerDemoClient(app: FastifyInstance, ctx: AppContext): void {
  const pending = new Map<string, Pending>();
  const prune = () => {
    const now = ctx.now();
    for (const [state, p] of pending) if (p.expiresAt <= now) pending.delete(state);
    while (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string);
  };

  app.get('/demo-pages/clients/:file', { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } } } } }, async (request, reply) => {
    const svg = CLIENT_ICONS[(request.params as { file: string }).file];
    if (!svg) throw new HttpError(404, 'Not found');
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
  });

  app.get(BASE, async (request, reply) => sendPage(reply, 200, startPage(feedLocale(request))));

  app.get(`${BASE}/start`, async (request, reply) => {
    prune();
    const verifier = randomBytes(48).toString('base64url');
    const state = randomBytes(24).toString('base64url');
    pending.set(state, { verifier, expiresAt: ctx.now() + PENDING_TTL_MS });
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      response_type: 'code',
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
      state,
      scope: 'read',
    });
    return reply.header('cache-control', 'no-store').redirect(`/oauth/authorize?${query.toString()}`, 302);
  });

  app.get<{ Querystring: Record<string, unknown> }>(CALLBACK, async (request, reply) => {
    const locale = feedLocale(request);
    const q = request.query ?? {};
    const state = typeof q.state === 'string' ? q.state : '';
    const p = pending.get(state);
    pending.delete(state);
    if (!p || p.expiresAt <= ctx.now()) return sendPage(reply, 400, resultPage(locale, t(locale, 'demoClient.unknownState'), []));
    if (typeof q.error === 'string') return sendPage(reply, 200, resultPage(locale, t(locale, 'demoClient.denied'), []));
    const code = typeof q.code === 'string' ? q.code : '';
    let token: string;
    let userId: number;
    try {
      const answer = await exchangeCode(ctx, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: CLIENT_ID, code_verifier: p.verifier });
      token = answer.access_token;
      userId = answer.user_id;
    } catch {
      return sendPage(reply, 400, resultPage(locale, t(locale, 'demoClient.exchangeFailed'), []));
    }
    // Through the real API, as any client would: reads pass, the write is refused.
    const auth = { authorization: `bearer ${token}`, 'x-sense-ui-language': locale.tag };
    const user = await app.inject({ method: 'GET', url: `${API_BASE}/users/${userId}`, headers: auth });
    const userBody = user.json() as { email?: string; monitors?: { id: number; serial_number: string }[] };
    const monitor = userBody.monitors?.[0];
    const status = monitor ? await app.inject({ method: 'GET', url: `${API_BASE}/app/monitors/${monitor.id}/status`, headers: auth }) : null;
    const write = await app.inject({
      method: 'POST',
      url: `${API_BASE}/users/${userId}/settings`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { labs_enabled: true },
    });
    const reason = (write.json() as { error_reason?: string }).error_reason ?? '';
    const checks: Check[] = [
      { label: t(locale, 'demoClient.readAccount'), ok: user.statusCode === 200, detail: user.statusCode === 200 ? (userBody.email ?? '') : String(user.statusCode) },
      {
        label: t(locale, 'demoClient.readMonitor'),
        ok: status?.statusCode === 200,
        detail: status?.statusCode === 200 ? (monitor?.serial_number ?? '') : String(status?.statusCode ?? '—'),
      },
      {
        label: t(locale, 'demoClient.tryWrite'),
        ok: false,
        detail: write.statusCode === 403 ? t(locale, 'demoClient.writeRefused', { status: write.statusCode, reason }) : String(write.statusCode),
      },
    ];
    return sendPage(reply, 200, resultPage(locale, t(locale, 'demoClient.granted'), checks, t(locale, 'demoClient.grantedNote')));
  });
}

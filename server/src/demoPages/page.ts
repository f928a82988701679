import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Locale } from '../i18n';

/**
 * The shell of the HTML pages this server renders itself, outside the browser app: the local demo
 * providers (integrations/demoProvider.ts) and the demo third-party app (oauth/demoClient.ts). They
 * live under the server's Content-Security-Policy like the app: no inline script or style; the
 * stylesheet and the one script are files (/demo-pages/*). Every text is escaped.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A tagged template whose ${values} are escaped (wrap trusted HTML in raw()). */
export interface RawHtml {
  readonly __html: string;
}
export const raw = (html: string): RawHtml => ({ __html: html });
export function html(strings: TemplateStringsArray, ...values: (string | number | RawHtml | RawHtml[])[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const part = Array.isArray(v) ? v.map((x) => x.__html).join('') : typeof v === 'object' ? v.__html : esc(String(v));
    out += part + (strings[i + 1] ?? '');
  });
  return raw(out);
}

export interface PageOptions {
  locale: Locale;
  title: string;
  body: RawHtml;
  /** Adds /demo-pages/program.js. */
  script?: boolean;
}

export function renderPage({ locale, title, body, script = false }: PageOptions): string {
  return `<!doctype html>
<html lang="${esc(locale.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/demo-pages/page.css">
${script ? '<script src="/demo-pages/program.js" defer></script>' : ''}
</head>
<body>
<main class="page">${body.__html}</main>
</body>
</html>`;
}

export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

/** Light and dark (prefers-color-scheme), readable at 390 px, WCAG AA contrast in both. */
const CSS = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #ffffff; --text: #1b1f24; --muted: #4f5966; --border: #d5dae1;
  --accent: #1f55b5; --accent-text: #ffffff; --badge-bg: #fff3d6; --badge-text: #6b4600; --danger: #a32d2d; --ok: #176b3a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0f1216; --card: #1a1f26; --text: #eef1f5; --muted: #b3bcc8; --border: #39414d; --accent: #8fb4ff;
    --accent-text: #0b1730; --badge-bg: #3b2f12; --badge-text: #ffd98a; --danger: #ff9c9c; --ok: #8be0a9; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
.page { max-width: 34rem; margin: 0 auto; padding: 2rem 1rem; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 16px; padding: 1.5rem; }
.badge { display: inline-block; margin: 0 0 1rem; padding: 0.25rem 0.75rem; border-radius: 12px; background: var(--badge-bg);
  color: var(--badge-text); font-size: 0.875rem; font-weight: 700; }
.brand { display: flex; align-items: center; gap: 0.75rem; margin-bottom: 1rem; }
.mark { display: grid; place-items: center; width: 3rem; height: 3rem; border-radius: 12px; background: var(--accent);
  color: var(--accent-text); font-weight: 700; font-size: 1.25rem; flex: none; }
.mark img { width: 3rem; height: 3rem; border-radius: 12px; }
h1 { margin: 0; font-size: 1.5rem; line-height: 1.25; }
h2 { margin: 1.25rem 0 0.5rem; font-size: 1rem; }
p { margin: 0.75rem 0; }
.muted { color: var(--muted); }
ul { margin: 0.5rem 0; padding-left: 1.25rem; }
.account { padding: 0.75rem; border-radius: 10px; border: 1px solid var(--border); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
.actions form { margin: 0; }
button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0.5rem 1.25rem; text-align: center;
  border-radius: 999px; border: 1px solid var(--accent); font: inherit; font-weight: 700; cursor: pointer; text-decoration: none; }
.primary { background: var(--accent); color: var(--accent-text); }
.secondary { background: transparent; color: var(--accent); }
button:focus-visible, .button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
a { color: var(--accent); }
.ok { color: var(--ok); font-weight: 700; }
.refused { color: var(--danger); font-weight: 700; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0.75rem 0; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
`;

/**
 * The demand-response program's demo page: reads the read-only token Kilowatch handed over in the
 * address fragment (never sent to a server, never logged), reads the monitor's status with it, and
 * shows what it could read. Texts come from the page's data attributes (the server wrote them in
 * the reader's language).
 */
const PROGRAM_JS = `(function () {
  var out = document.getElementById('program-status');
  if (!out) return;
  var params = new URLSearchParams(window.location.hash.slice(1));
  var token = params.get('access_token');
  var monitor = params.get('monitor_id');
  history.replaceState(null, '', window.location.pathname);
  if (!token || !monitor || !/^[0-9]+$/.test(monitor)) { out.textContent = out.dataset.missing; return; }
  out.textContent = out.dataset.checking;
  fetch('/apiservice/api/v1/app/monitors/' + monitor + '/status', { headers: { Authorization: 'bearer ' + token } })
    .then(function (res) { return res.ok ? res.json() : Promise.reject(res.status); })
    .then(function (body) {
      var serial = body && body.monitor_info && body.monitor_info.serial;
      out.className = 'ok';
      out.textContent = out.dataset.ok.replace('{serial}', String(serial || monitor));
    })
    .catch(function () { out.className = 'refused'; out.textContent = out.dataset.failed; });
})();
`;

/** GET /demo-pages/page.css and /demo-pages/program.js. */
export function registerDemoPageAssets(app: FastifyInstance): void {
  app.get('/demo-pages/page.css', async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(CSS),
  );
  app.get('/demo-pages/program.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(PROGRAM_JS),
  );
}

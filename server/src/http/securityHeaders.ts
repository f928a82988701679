import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The Content-Security-Policy of every answer (the HTML is what it protects; on JSON it is inert).
 * - Scripts and styles come from the app's own origin only: no inline script or style anywhere
 *   (static/index.html loads its boot script and styles as files). React's `style` props go
 *   through the CSSOM, which style-src does not govern.
 * - connect-src: the same origin (REST, and the feed over ws/wss: CSP Level 3 `'self'` covers the
 *   page's own host with ws: on an http page and wss: on an https page), plus any https: and wss:
 *   origin, because the app supports environment overrides (local-storage kw.apiRoot / kw.wsRoot)
 *   that point it at another API. Overrides to a plain http:/ws: origin other than the page's own
 *   are refused by the browser.
 * - frame-ancestors 'none': the app is never framed (clickjacking); X-Frame-Options DENY for older browsers.
 * - No upgrade-insecure-requests: a LAN install may be served over plain http.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", 'https:', 'wss:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
} as const;

/**
 * @fastify/helmet's headers on every answer, API and HTML alike: the CSP above,
 * Referrer-Policy no-referrer (reset and sign-in links carry tokens in their query),
 * X-Content-Type-Options nosniff, X-Frame-Options DENY, Cross-Origin-Opener-Policy and
 * Cross-Origin-Resource-Policy same-origin, and helmet's other defaults.
 * Strict-Transport-Security is off: HSTS binds a host name, not a port, so a self-signed LAN or
 * localhost certificate would force https on every other local service of that name for a year.
 */
export const helmetOptions: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
};

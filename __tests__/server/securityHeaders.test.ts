/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, startTestApp, type TestApp } from './support/harness';

const INDEX = '<!doctype html><html><head><script src="/boot.0123456789.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-dist-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  t = await startTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** The CSP header as { directive: sources[] }. */
function policy(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

describe('security headers on the HTML', () => {
  it.each(['/', '/now', '/login?next=%2Fmeter'])('%s has a CSP without inline script, frame-ancestors none, Referrer-Policy and nosniff', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = policy(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    // The feed on the same origin ('self' covers ws:/wss: of the page's host), and https:/wss: for environment overrides.
    expect(csp['connect-src']).toEqual(["'self'", 'https:', 'wss:']);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // HSTS would pin https on the whole host name (every port) for a year: not sent.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the page shown before a build has them too', async () => {
    const bare = await startTestApp({ staticDir: null });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toMatch(/npm run build/);
      expect(policy(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await bare.close();
    }
  });
});

describe('security headers on API answers', () => {
  it.each([
    ['a public answer', `${API}/public/monitors/environments`, 200],
    ['an answer that needs a token', `${API}/app/monitors/devicetypes`, 401],
    ['an unknown API path', `${API}/nothing/here`, 404],
  ])('%s has X-Content-Type-Options nosniff', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the HTML template needs no inline script or style', () => {
  // The template's own tags (`<%= require(…) %>`) become a placeholder URL.
  const html = fs.readFileSync(path.join(__dirname, '..', '..', 'static', 'index.html'), 'utf8').replace(/<%=[\s\S]*?%>/g, '/built-file');
  it('every script is a file, there is no <style> and no inline event handler', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });
});

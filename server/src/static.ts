import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptsGzip } from './http/compression';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|svg)$/i;
const NOT_BUILT = `<!doctype html><html><head><meta charset="utf-8"><title>Kilowatch</title></head>
<body><h1>Kilowatch</h1><p>The web app has not been built yet. Run <code>npm run build</code>, then restart the server.
The API is up at <code>/apiservice/api/v1/</code>.</p></body></html>`;

interface Cached {
  mtimeMs: number;
  size: number;
  raw: Buffer;
  gzip: Buffer | null;
  type: string;
  etag: string;
}

/** Paths that belong to the API and the feed: never answered with the app's HTML. */
export const isBackendPath = (pathname: string): boolean => /^\/(apiservice|monitors)(\/|$)/.test(pathname);

/**
 * Serves the built app from `staticDir` with history fallback: a GET that is not under /apiservice or
 * /monitors and names no file gets index.html. Hashed assets are immutable, index.html is no-cache,
 * gzip is used when the client accepts it (compressed once, kept in memory until the file changes).
 */
export function registerStatic(app: FastifyInstance, staticDir: string | null): void {
  const root = staticDir ? path.resolve(staticDir) : null;
  const cache = new Map<string, Cached>();

  const load = (file: string): Cached | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const raw = fs.readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const gz = COMPRESSIBLE.test(type) && raw.length > 1024 ? gzipSync(raw, { level: 9 }) : null;
    const entry: Cached = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      raw,
      gzip: gz && gz.length < raw.length ? gz : null,
      type,
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    };
    cache.set(file, entry);
    return entry;
  };

  const resolveInside = (pathname: string): string | null => {
    if (!root) return null;
    const file = path.resolve(root, `.${pathname}`);
    return file === root || file.startsWith(root + path.sep) ? file : null;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, file: string, entry: Cached) => {
    const name = path.basename(file);
    reply.header('content-type', entry.type);
    reply.header('etag', entry.etag);
    reply.header('vary', 'accept-encoding');
    reply.header(
      'cache-control',
      name === 'index.html' ? 'no-cache' : HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    if (entry.gzip && acceptsGzip(request.headers['accept-encoding'])) {
      reply.header('content-encoding', 'gzip');
      return reply.send(entry.gzip);
    }
    return reply.send(entry.raw);
  };

  app.get('/*', { schema: { querystring: { type: 'object' } } }, async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.code(400).send(errorBody('Malformed path'));
    }
    if (isBackendPath(pathname)) return reply.code(404).send(errorBody('Not found'));
    const direct = pathname.endsWith('/') ? null : resolveInside(pathname);
    const file = direct && load(direct) ? direct : resolveInside('/index.html');
    const entry = file ? load(file) : null;
    if (!file || !entry) {
      return reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT);
    }
    return send(request, reply, file, entry);
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(errorBody('Not found'));
  });
}

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are: gzip saves little there and costs a turn of the thread pool. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Whether a request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return /\bgzip\b(?!;\s*q=0(\.0*)?\b)/i.test(String(header ?? ''));
}

/**
 * JSON answers of the API go gzip-compressed to clients that accept it, as the hosted API's do
 * (the now timeline and the device overview are ~20 KB of JSON each, ~3 KB compressed: on a phone's
 * connection that is the difference between one round trip and several). Compression runs on
 * libuv's thread pool, not on the event loop. Clients that do not send Accept-Encoding: gzip (the
 * tests' inject, curl without --compressed) get the same bytes as before. Answers something else
 * already encoded (the static files) and streams are left alone.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    if (!/^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (raw.length < MIN_COMPRESSED_BYTES) return payload;
    const vary = reply.getHeader('vary');
    if (!/\baccept-encoding\b/i.test(String(vary ?? ''))) reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    const compressed = await gzipAsync(raw, { level: 6 });
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return compressed;
  });
}

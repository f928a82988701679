import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/**
 * Per-user request rates on the heavy simulator routes (history/usage, device detail and its usage
 * chart), with @fastify/rate-limit. The key is the signed-in user (the guard's principal); a
 * request without one falls back to the client address. Over the limit: 429, Retry-After and the
 * usual `{status:'error', error_reason}` body. Each route counts on its own.
 *
 * The app's own use stays far below: the power meter asks for one request per run of up to 40
 * missing blocks, a pan or zoom adds one or two, and a device detail is one request per screen
 * and one per chart step.
 */
export interface RequestRateOptions {
  /** Requests per user per route and window. */
  max: number;
  windowMs: number;
}

export const HEAVY_RATE_DEFAULT: RequestRateOptions = { max: 120, windowMs: 60_000 };

/** Route config that puts a route under the heavy-route limit. */
export const HEAVY_ROUTE = { rateLimit: {} };

/** Who a request's work is counted for: the signed-in user, else the client address. */
export const ownerOf = (request: FastifyRequest): string => (request.principal ? `user:${request.principal.userId}` : `address:${request.ip}`);

/**
 * Aborts when the client closes the request before its answer is written (a reload, a page left,
 * the app cancelling a fetch it no longer needs): heavy work still waiting for the pool is dropped.
 */
export function closedByClient(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export const tooManyRequests = (seconds: number): string => `Too many requests; retry in ${seconds} s`;

/** Registers the limiter on `api` (before its routes). It runs as a preHandler, after the guard. */
export async function registerRequestRates(api: FastifyInstance, options: RequestRateOptions = HEAVY_RATE_DEFAULT): Promise<void> {
  await api.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: ownerOf,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
}

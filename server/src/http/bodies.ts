import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

type Body = Record<string, unknown>;

/**
 * Normalises a parsed body: keys lose a trailing colon (sense_energy sends `client_time:`), and
 * one level of bracket keys nests (`theme[name]=blue` → `{ theme: { name: 'blue' } }`).
 */
export function normaliseBody(input: Body): Body {
  const out: Body = {};
  for (const [rawKey, value] of Object.entries(input)) {
    const key = rawKey.endsWith(':') ? rawKey.slice(0, -1) : rawKey;
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (nested) {
      const [, outer = '', inner = ''] = nested;
      const current = out[outer];
      const holder: Body = current && typeof current === 'object' && !Array.isArray(current) ? (current as Body) : {};
      holder[inner] = value;
      out[outer] = holder;
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

export function parseForm(text: string): Body {
  const params = new URLSearchParams(text);
  const body: Body = {};
  for (const [key, value] of params) if (!(key in body)) body[key] = value;
  return normaliseBody(body);
}

export function parseJson(text: string): Body {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return normaliseBody(parsed as Body);
}

/** Form-encoded and JSON bodies on every POST, empty bodies allowed; anything else is sniffed. */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req: FastifyRequest, text: string | Buffer, done) => {
    try {
      done(null, parseJson(String(text)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
    done(null, parseForm(String(text)));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, text, done) => {
    const s = String(text).trim();
    try {
      done(null, s.startsWith('{') ? parseJson(s) : parseForm(s));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  // A POST with no body at all still validates against an object schema.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}

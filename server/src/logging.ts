import type { FastifyReply, FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = [
  'access_token', 'token', 'refresh_token', 'admin_token', 'mfa_token', 'password',
  // OAuth codes and states (integrations, third-party apps) and single sign-on payloads.
  'code', 'state', 'code_verifier', 'sso', 'sig', 'jwt', 'encrypted_password',
];

/** Drops secret query parameters from a url before it is logged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.includes(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  if (!changed) return url;
  const rest = params.toString();
  return url.slice(0, q) + (rest ? `?${rest}` : '');
}

/** pino serializers: method, redacted url, host and address; never headers, cookies or bodies. */
export const serializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
    };
  },
  res(reply: FastifyReply) {
    return { statusCode: reply.statusCode };
  },
};

const redact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    'body',
    'req.body',
    '*.password',
    '*.access_token',
    '*.refresh_token',
    '*.encrypted_password',
    '*.code_verifier',
  ],
  censor: '[redacted]',
};

/** Fastify logger options with our serializers merged into whatever the caller passed. */
export function loggerOptions(logger: boolean | object | undefined): boolean | object {
  if (logger === false || logger === undefined) return false;
  const base = logger === true ? { level: 'info' } : logger;
  return { ...base, serializers, redact };
}

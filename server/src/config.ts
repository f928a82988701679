import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  accessTokenTtlSeconds: number;
  /** Origin used in links (mail, admin sign-in URL); null = derive from each request. */
  publicOrigin: string | null;
  /** Optional fixed HMAC secret; otherwise one is generated and kept in the database. */
  tokenSecret: string | null;
  logLevel: string;
  /** PEM files for https and wss on the one port (KILOWATCH_TLS_CERT + KILOWATCH_TLS_KEY); null = plain http. */
  tls: { certPath: string; keyPath: string } | null;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}

function tlsPaths(env: NodeJS.ProcessEnv, cwd: string): ServerConfig['tls'] {
  const cert = env.KILOWATCH_TLS_CERT?.trim() || '';
  const key = env.KILOWATCH_TLS_KEY?.trim() || '';
  if (!cert && !key) return null;
  if (!cert || !key) {
    const [set, unset] = cert ? ['KILOWATCH_TLS_CERT', 'KILOWATCH_TLS_KEY'] : ['KILOWATCH_TLS_KEY', 'KILOWATCH_TLS_CERT'];
    throw new Error(`${set} is set but ${unset} is not: set both (PEM certificate and private key) for https, or neither for http`);
  }
  return { certPath: path.resolve(cwd, cert), keyPath: path.resolve(cwd, key) };
}

/** Reads the environment. Relative KILOWATCH_DATA is resolved against the working directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  return {
    // 0 asks the OS for a free port (the e2e harness does); main.ts prints the real one.
    port: wholeNumber('PORT', env.PORT, 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(cwd, env.KILOWATCH_DATA?.trim() || './data'),
    accessTokenTtlSeconds: wholeNumber('KILOWATCH_ACCESS_TOKEN_TTL', env.KILOWATCH_ACCESS_TOKEN_TTL, 3600, 1),
    publicOrigin: env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || null,
    tokenSecret: env.KILOWATCH_TOKEN_SECRET?.trim() || null,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    tls: tlsPaths(env, cwd),
  };
}

/** The origin a browser would use for this server (for links printed by the CLI). */
export const displayOrigin = (c: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port'> & { tls?: ServerConfig['tls'] }): string =>
  c.publicOrigin ?? `${c.tls ? 'https' : 'http'}://${c.host === '0.0.0.0' || c.host === '::' ? '127.0.0.1' : c.host}:${c.port}`;

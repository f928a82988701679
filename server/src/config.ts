import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  accessTokenTtlSeconds: number;
  /** Origin used in links (mail, admin sign-in URL); null = this server's HOST and PORT. */
  publicOrigin: string | null;
  /** KILOWATCH_ALLOWED_HOSTS: host names besides localhost, HOST and PUBLIC_ORIGIN's that requests may name. */
  allowedHosts: string[];
  /** Optional fixed HMAC secret; otherwise one is generated and kept in the database. */
  tokenSecret: string | null;
  logLevel: string;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
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
    allowedHosts: (env.KILOWATCH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    tokenSecret: env.KILOWATCH_TOKEN_SECRET?.trim() || null,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}

/** The origin a browser would use for this server (for links printed by the CLI). */
export const displayOrigin = (c: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port'>): string =>
  c.publicOrigin ?? `http://${c.host === '0.0.0.0' || c.host === '::' ? '127.0.0.1' : c.host}:${c.port}`;

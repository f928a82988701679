import path from 'node:path';
import { createClock, MAX_CLOCK_RATE, type ServerClock } from './clock';
import { ssoConfigFrom, type SsoConfig } from './sso/sso';

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
  /** PEM files for https and wss on the one port (KILOWATCH_TLS_CERT + KILOWATCH_TLS_KEY); null = plain http. */
  tls: { certPath: string; keyPath: string } | null;
  /** KILOWATCH_NOW: the instant the server clock starts at (ms since the epoch); null = the system clock. */
  clockStart: number | null;
  /** KILOWATCH_CLOCK_RATE: how many times faster than real time the server clock runs (default 1). */
  clockRate: number;
  /** KILOWATCH_DISCOURSE_URL/_SECRET and KILOWATCH_ZENDESK_URL/_SECRET: single sign-on targets (server/src/sso). */
  sso: SsoConfig;
  /** KILOWATCH_RAW_RETENTION_DAYS: days the measured store keeps raw samples (default 14; minute rollups stay for ever). */
  rawRetentionDays: number;
  /**
   * KILOWATCH_ANSWER_WITHIN_MS: how long a history request waits for days still being back-filled
   * before it answers them as loading (default 3000: every request within Home Assistant's 5 s).
   */
  answerWithinMs: number;
}

/** An ISO 8601 date and time with its offset: 2026-03-08T03:30:00-04:00, 2026-11-24T04:55Z. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

/** The instant an ISO text names, or NaN (also for dates like 02-30 that Date.parse rolls over). */
function parseInstant(text: string): number {
  const m = ISO_INSTANT.exec(text);
  if (!m) return NaN;
  const [, year, month, day, hour, minute, second = '0', offH = '0', offM = '0'] = m;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = calendar.getUTCFullYear() === Number(year) && calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
  if (!real || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || Number(offH) > 23 || Number(offM) > 59) return NaN;
  return Date.parse(text);
}

function instant(name: string, raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const text = raw.trim();
  const ms = parseInstant(text);
  if (!Number.isFinite(ms)) {
    throw new Error(`${name} must be an ISO date and time with its offset, e.g. 2026-03-08T03:30:00-04:00 or 2026-11-24T04:55:00Z (got "${raw}")`);
  }
  return ms;
}

function positiveRate(name: string, raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const n = Number(raw.trim());
  if (!Number.isFinite(n) || n <= 0 || n > MAX_CLOCK_RATE) throw new Error(`${name} must be a number above 0 and at most ${MAX_CLOCK_RATE} (got "${raw}")`);
  return n;
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
    allowedHosts: (env.KILOWATCH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    tokenSecret: env.KILOWATCH_TOKEN_SECRET?.trim() || null,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    tls: tlsPaths(env, cwd),
    clockStart: instant('KILOWATCH_NOW', env.KILOWATCH_NOW),
    clockRate: positiveRate('KILOWATCH_CLOCK_RATE', env.KILOWATCH_CLOCK_RATE),
    sso: ssoConfigFrom(env),
    rawRetentionDays: wholeNumber('KILOWATCH_RAW_RETENTION_DAYS', env.KILOWATCH_RAW_RETENTION_DAYS, 14, 1, 3650),
    answerWithinMs: wholeNumber('KILOWATCH_ANSWER_WITHIN_MS', env.KILOWATCH_ANSWER_WITHIN_MS, 3_000, 0, 60_000),
  };
}

/** The server clock the configuration asks for (see clock.ts). Start it when the server starts. */
export const clockFor = (c: Pick<ServerConfig, 'clockStart' | 'clockRate'>): ServerClock => createClock({ start: c.clockStart, rate: c.clockRate });

/** The origin a browser would use for this server (for links printed by the CLI). */
export const displayOrigin = (c: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port'> & { tls?: ServerConfig['tls'] }): string =>
  c.publicOrigin ?? `${c.tls ? 'https' : 'http'}://${c.host === '0.0.0.0' || c.host === '::' ? '127.0.0.1' : c.host}:${c.port}`;

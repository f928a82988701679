import type Database from 'better-sqlite3';
import type { Principal, ServerEvents } from './contracts';
import type { LoginRateLimiter } from './auth/rateLimit';
import type { SessionService } from './auth/sessions';
import type { MonitorRow } from './db/monitors';
import type { Repos } from './db/repos';
import type { WorkerPool } from './workers/pool';
import type { SsoConfig } from './sso/sso';
import type { MeasuredStore } from './measured';
import type { LiveSources } from './sources/live';

/** Everything a route needs, built once per app instance and decorated as `app.ctx`. */
export interface AppContext {
  db: Database.Database;
  repos: Repos;
  events: ServerEvents;
  sessions: SessionService;
  rateLimiter: LoginRateLimiter;
  /** Password-reset requests: a few mails per account per hour, more per address. */
  mailLimiter: LoginRateLimiter;
  now: () => number;
  accessTokenTtlSeconds: number;
  tokenSecret: string;
  /** Fixed public origin (PUBLIC_ORIGIN), or null. */
  publicOrigin: string | null;
  /**
   * The origin links (mail) and URLs (environments, bridge server) name: PUBLIC_ORIGIN, else this
   * server's configured host and listening port. Never taken from a request header.
   */
  origin(): string;
  /** Verifies an access token: signature, expiry, and that its session is still active. */
  authenticate(accessToken: string): Promise<Principal | null>;
  /** Threads for heavy simulator work (history, device statistics), off the event loop. */
  workers: WorkerPool;
  /** Single sign-on targets (community forum, help centre); unset ones are null (server/src/sso). */
  sso: SsoConfig;
  /** The measured store's writer and the monitors' sources (server/src/measured, server/src/sources). */
  measured: { store: MeasuredStore; sources: LiveSources };
  /**
   * How long a history request waits for days still being back-filled (a brand-new store) before it
   * answers them as loading: every request answers within 5 s, Home Assistant's client timeout.
   */
  answerWithinMs: number;
}

/** Route options read by the API guard (see auth/guard.ts). */
export interface KilowatchRouteConfig {
  /** No access token needed. */
  public?: boolean;
  /** An access token is read if present but not required (GET /logout). */
  optionalAuth?: boolean;
  /** Only the user's own sign-in: a read-only app token (OAuth) is refused even on a GET. */
  userOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    events: ServerEvents;
  }
  interface FastifyRequest {
    /** Set by the API guard on authenticated routes. */
    principal: Principal | null;
    /** Set by the API guard when the route has a :monitorId param (or a declared monitor_id query). */
    monitor: MonitorRow | null;
  }
  interface FastifyContextConfig {
    /** See KilowatchRouteConfig. */
    public?: boolean;
    optionalAuth?: boolean;
    userOnly?: boolean;
  }
}

export const wsOriginOf = (httpOrigin: string): string => httpOrigin.replace(/^http/, 'ws');

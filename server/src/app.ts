import { randomBytes } from 'node:crypto';
import path from 'node:path';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { startAlertRunner } from './alerts';
import type { FeedDeps, MonitorProfile, Principal } from './contracts';
import { registerGuard } from './auth/guard';
import { configuredOrigin, registerHostCheck } from './auth/hosts';
import { LoginRateLimiter, type RateLimitOptions } from './auth/rateLimit';
import { createSessionService } from './auth/sessions';
import { verifyAccessToken } from './auth/tokens';
import { httpDate } from './clock';
import type { AppContext } from './context';
import { DB_FILE, openDatabase } from './db/database';
import { sqliteDayStore } from './db/dayStore';
import { createRepos, housekeeping, type Repos } from './db/repos';
import { loadUserDeviceState } from './devices/userState';
import { handleError } from './errors';
import { createEvents } from './events';
import { registerBodyParsers } from './http/bodies';
import { helmetOptions } from './http/securityHeaders';
import { loggerOptions } from './logging';
import { registerRealtime, websocketPluginOptions } from './realtime';
import { apiRouteModules } from './routes';
import { API_BASE } from './routes/publicRoutes';
import { seedDemoData } from './seed';
import { dayStore, setDayStore } from './db/persistedDays';
import { registerRequestRates, type RequestRateOptions } from './routes/requestRates';
import { registerStatic } from './static';
import { startTimelineLoop } from './timeline';
import { toMonitorProfile } from './wire/monitorWire';
import { defaultPoolOptions, WorkerPool, type PoolOptions } from './workers/pool';
import { allMonitors, warmUpMonitors } from './workers/warmUp';
import { registerDemoPageAssets } from './demoPages/page';
import { registerDemoProviderPages } from './integrations/demoProvider';
import { startPlugDiscovery } from './integrations/plugs';
import { registerDemoClient } from './oauth/demoClient';
import type { SsoConfig } from './sso/sso';
import { registerJsonCompression } from './http/compression';
import { MeasuredReader, MeasuredStore, measuredReader, setDeclarer, setMeasuredReader, storedRecentHistory } from './measured';
import { LiveSources } from './sources/live';
import { declarationOf, fillerOf } from './sources/registry';
import { everyClockInterval } from './clock';

/** /forgot_password: at most 5 mails per account (from any address) and 30 requests per address per hour. */
export const MAIL_LIMITS: RateLimitOptions = { windowMs: 60 * 60 * 1000, maxPerAccount: 5, maxPerAddress: 30, accountKey: 'account' };

export interface BuildAppOptions {
  dataDir: string;
  accessTokenTtlSeconds?: number;
  now?: () => number;
  logger?: boolean | object;
  /** The built browser app; null or a folder without index.html serves a "run npm run build" page. */
  staticDir?: string | null;
  /** HMAC secret for access tokens; by default one is generated once and kept in the database. */
  tokenSecret?: string;
  /** Origin for links in mail, environments and the bridge server (PUBLIC_ORIGIN); by default http://host:port. */
  publicOrigin?: string;
  /** The listening address (HOST, default 127.0.0.1) and port (PORT, default 8080): the origin without PUBLIC_ORIGIN, and allowed Host names. */
  host?: string;
  port?: number;
  /** More host names requests may name (KILOWATCH_ALLOWED_HOSTS); others get 421. */
  allowedHosts?: string[];
  /** Failed-sign-in limits (defaults: 10 per account and address, 50 per address, per 15 minutes). */
  rateLimit?: RateLimitOptions;
  /** Seed the demo accounts on a fresh data folder (default true). */
  seed?: boolean;
  /** PEM certificate and key: the one port then serves https, and the feed wss. */
  https?: { cert: string | Buffer; key: string | Buffer } | null;
  /** Worker threads for heavy simulator work (default: KILOWATCH_WORKERS, else one per spare core). */
  workers?: Partial<PoolOptions>;
  /** Per-user request rate on the heavy history and device routes (default 120 a minute per route). */
  heavyRate?: RequestRateOptions;
  /**
   * Prepare every monitor's past days in the background from start-up (workers/warmUp.ts), so
   * device details and trends answer from memory or the day store (default false: tests build many
   * short-lived apps; the real server, main.ts, turns it on unless KILOWATCH_WARM_UP=0).
   */
  warmUp?: boolean;
  /** Single sign-on targets (KILOWATCH_DISCOURSE_* / KILOWATCH_ZENDESK_*); none by default. */
  sso?: SsoConfig;
  /** Days raw samples are kept (KILOWATCH_RAW_RETENTION_DAYS, default 14); minute rollups stay for ever. */
  rawRetentionDays?: number;
  /**
   * How long a history request waits for days still being back-filled before it answers them as
   * loading (AppContext.answerWithinMs). Default: until they are done (tests compare whole answers);
   * the real server, main.ts, answers within 3 s (what is left of 5 s goes to the maths, the wire and a busy event loop).
   */
  answerWithinMs?: number;
}

function tokenSecretFor(repos: Repos, given: string | undefined): string {
  if (given) return given;
  const stored = repos.meta.get('token_secret');
  if (stored) return stored;
  const secret = randomBytes(64).toString('base64url');
  repos.meta.set('token_secret', secret);
  return secret;
}

/** The whole server: REST, realtime feed and the built app, on one Fastify instance. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now;
  const db = openDatabase(opts.dataDir);
  let declarerBefore: ReturnType<typeof setDeclarer> = null;
  let app: FastifyInstance;
  // Whole past days of computed figures persist in the data folder (db/persistedDays.ts): a restarted server reads them back.
  const days = sqliteDayStore(db);
  setDayStore(days);
  try {
    const repos = createRepos(db);
    housekeeping(repos, now());
    if (opts.seed !== false) await seedDemoData(db, repos, now());
    const events = createEvents();
    const sessions = createSessionService(repos, events, now);
    const tokenSecret = tokenSecretFor(repos, opts.tokenSecret);
    const publicOrigin = opts.publicOrigin?.replace(/\/+$/, '') || null;
    const host = opts.host ?? '127.0.0.1';

    const authenticate = async (accessToken: string): Promise<Principal | null> => {
      const claims = await verifyAccessToken(tokenSecret, accessToken, now());
      if (!claims || !sessions.isActive(claims.sid, claims.userId)) return null;
      return { userId: claims.userId, accountId: claims.accountId, roles: claims.roles, sessionId: claims.sid };
    };

    // The measured store (server/src/measured): sources write it, figures read it.
    const store = new MeasuredStore(db, { now, retentionDays: opts.rawRetentionDays, log: (message) => app?.log.warn(message) });
    const reader = new MeasuredReader(db);
    const sources = new LiveSources(db, store, now);
    setMeasuredReader(reader, (prepared) => store.applyPrepared(prepared), (profile) => fillerOf(sources.ensure(profile).source));
    declarerBefore = setDeclarer((profile: MonitorProfile) => declarationOf(profile, sources.ensure(profile).source));

    const ctx: AppContext = {
      db,
      measured: { store, sources },
      answerWithinMs: opts.answerWithinMs ?? Infinity,
      repos,
      events,
      sessions,
      rateLimiter: new LoginRateLimiter(now, opts.rateLimit),
      mailLimiter: new LoginRateLimiter(now, MAIL_LIMITS),
      now,
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? 3600,
      tokenSecret,
      publicOrigin,
      origin: () => {
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : (opts.port || 8080);
        return configuredOrigin({ publicOrigin, host, port, https: !!app.initialConfig.https });
      },
      authenticate,
      workers: new WorkerPool({ ...defaultPoolOptions(), ...opts.workers, dbFile: path.join(opts.dataDir, DB_FILE), declare: (profile) => void sources.ensure(profile) }),
      sso: opts.sso ?? { discourse: null, zendesk: null },
    };
    // Expired OAuth states, provider codes, consent requests and authorization codes, a day on.
    repos.integrations.purgeExpired(now() - 24 * 3600 * 1000);
    repos.oauth.purgeExpired(now() - 24 * 3600 * 1000);
    // Every monitor's past days prepared in the background (workers/warmUp.ts), starting now: the
    // pool thread boots and reads them back on the other core while the server is still being
    // built, so the first device detail after a restart finds its inputs ready or nearly so.
    if (opts.warmUp) void warmUpMonitors(ctx, allMonitors(ctx)).catch((err: unknown) => app?.log.error({ err }, 'warm-up failed'));

    app = Fastify({
      logger: loggerOptions(opts.logger),
      ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
      return503OnClosing: true,
      forceCloseConnections: true,
      ...(opts.https ? { https: opts.https } : {}),
    }) as unknown as FastifyInstance;
    app.decorate('ctx', ctx);
    app.decorate('events', events);
    app.setErrorHandler(handleError);
    registerHostCheck(app, { host, publicOrigin, allowedHosts: opts.allowedHosts ?? [] });
    registerBodyParsers(app);
    // Security headers on every answer (Content-Security-Policy, nosniff, Referrer-Policy, ...).
    await app.register(helmet, helmetOptions);
    // The Date header tells the server clock's time (KILOWATCH_NOW), not the system's.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('date', httpDate(now));
      done();
    });

    // The API's JSON answers go gzip-compressed to clients that accept it.
    registerJsonCompression(app);

    // Feed messages capped at 64 KB; on shutdown, feed clients get 1001 and a short grace.
    await app.register(websocket, websocketPluginOptions());
    const feedDeps: FeedDeps = {
      authenticate,
      monitorForUser: (userId, monitorId) => {
        const row = repos.monitors.forUser(userId, monitorId);
        return row ? toMonitorProfile(row) : null;
      },
      versions: (userId) => repos.users.versions(userId) ?? { userVersion: 0, settingsVersion: 0 },
      events,
      now,
      // The feed publishes what was stored: a tick's sample goes to the store first.
      recordTick: (profiles, tickMs) => sources.recordTick(profiles, tickMs),
      recentHistory: (profile, nowMs, seconds) => storedRecentHistory(profile, nowMs, seconds),
    };
    // The user's device names, deletions and merges, so the live feed reports them.
    const realtime = registerRealtime(app, feedDeps, { deviceOverrides: (monitorId) => loadUserDeviceState(repos, monitorId) });

    await app.register(
      async (api) => {
        registerGuard(api, ctx);
        await registerRequestRates(api, opts.heavyRate);
        for (const register of apiRouteModules) register(api, ctx);
      },
      { prefix: API_BASE },
    );
    // Pages the server renders itself: the local demo providers and the demo third-party app.
    registerDemoPageAssets(app);
    registerDemoProviderPages(app, ctx);
    registerDemoClient(app, ctx);
    registerStatic(app, opts.staticDir ?? null);
    // Live timeline events for watched monitors, once a minute, forwarded by the feed as new_timeline_event.
    const timelineLoop = startTimelineLoop(ctx, {
      watchedMonitors: realtime.liveMonitorIds,
      onError: (err) => app.log.error({ err }, 'timeline loop failed'),
    });
    // Device alerts, every 30 s: firings become timeline events (new_timeline_event on the feed).
    const alertRunner = startAlertRunner(ctx, { onError: (err) => app.log.error({ err }, 'alert evaluation failed') });
    // Smart plugs: those whose time has come (5-10 minutes after the search began) join the device list.
    const plugDiscovery = startPlugDiscovery(ctx, { onError: (err) => app.log.error({ err }, 'smart-plug discovery failed') });
    // The store packs minutes of monitors that went quiet and rolls the days that closed.
    // In slices of ~25 ms with a turn of the event loop between them, so the feed never waits long.
    let upkeepRunning = false;
    const upkeepSlice = (): void => {
      try {
        if (db.open && store.maintain()) {
          setImmediate(upkeepSlice);
          return;
        }
      } catch (err) {
        app.log.error({ err }, 'measured store upkeep failed');
      }
      upkeepRunning = false;
    };
    const storeUpkeep = everyClockInterval(now, 5_000, () => {
      if (upkeepRunning) return;
      upkeepRunning = true;
      upkeepSlice();
    });


    app.addHook('onClose', async () => {
      realtime.close();
      timelineLoop.stop();
      alertRunner.stop();
      plugDiscovery.stop();
      storeUpkeep.stop();
      events.removeAllListeners();
      await ctx.workers.close();
      store.packAll();
      if (measuredReader() === reader) {
        setMeasuredReader(null, null);
        setDeclarer(declarerBefore);
      }
      days.flush();
      if (dayStore() === days) setDayStore(null);
      db.close();
    });
  } catch (err) {
    if (dayStore() === days) setDayStore(null);
    setMeasuredReader(null, null);
    setDeclarer(declarerBefore);
    if (db.open) db.close();
    throw err;
  }
  return app;
}

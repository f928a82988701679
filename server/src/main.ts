import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { clockFor, loadConfig, type ServerConfig } from './config';

/** Reads the PEM files named by KILOWATCH_TLS_CERT / KILOWATCH_TLS_KEY, with a clear error when one is unreadable. */
function readTls(tls: ServerConfig['tls']): { cert: Buffer; key: Buffer } | null {
  if (!tls) return null;
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file);
    } catch (err) {
      throw new Error(`${name} (${file}) cannot be read: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  };
  return { cert: read('KILOWATCH_TLS_CERT', tls.certPath), key: read('KILOWATCH_TLS_KEY', tls.keyPath) };
}

/** `node server/dist/main.js`: one process, one port, REST + feed + the built app. */
async function start(): Promise<void> {
  const config = loadConfig();
  const https = readTls(config.tls);
  // KILOWATCH_NOW / KILOWATCH_CLOCK_RATE: the clock starts here and runs on from this instant.
  const clock = clockFor(config);
  const app = await buildApp({
    now: clock,
    dataDir: config.dataDir,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    logger: { level: config.logLevel },
    staticDir: path.resolve(__dirname, '../../dist'),
    tokenSecret: config.tokenSecret ?? undefined,
    publicOrigin: config.publicOrigin ?? undefined,
    https,
    host: config.host,
    port: config.port,
    allowedHosts: config.allowedHosts,
    sso: config.sso,
    rawRetentionDays: config.rawRetentionDays,
    // Past days of every monitor prepared in the background (KILOWATCH_WARM_UP=0: on demand only).
    warmUp: process.env.KILOWATCH_WARM_UP !== '0',
    // A history request answers within 5 s (Home Assistant's client timeout): days not back-filled by then are answered as loading.
    answerWithinMs: config.answerWithinMs,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  // The e2e harness reads this line to set the browser's clock to the server's.
  if (clock.pinned) console.log(`Kilowatch clock: ${new Date(clock()).toISOString()} at ${clock.rate}x real time`);
  console.log(`Kilowatch listening on ${https ? 'https' : 'http'}://${shownHost}:${port} (data: ${config.dataDir})`);
}

start().catch((err: unknown) => {
  console.error('Kilowatch failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

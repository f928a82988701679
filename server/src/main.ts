import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

/** `node server/dist/main.js`: one process, one port, REST + feed + the built app. */
async function start(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    dataDir: config.dataDir,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    logger: { level: config.logLevel },
    staticDir: path.resolve(__dirname, '../../dist'),
    tokenSecret: config.tokenSecret ?? undefined,
    publicOrigin: config.publicOrigin ?? undefined,
    host: config.host,
    port: config.port,
    allowedHosts: config.allowedHosts,
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
  console.log(`Kilowatch listening on http://${shownHost}:${port} (data: ${config.dataDir})`);
}

start().catch((err: unknown) => {
  console.error('Kilowatch failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

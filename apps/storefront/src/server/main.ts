import { ConfigError, loadConfig, prepareDatabase } from '@nordshop/api';
import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { experimentSettingsFromEnv } from '../routing/experiment-settings';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp } from './server-app';

/** How long requests in flight may take to finish after SIGTERM or SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

// Production entry: `node apps/storefront/dist/server/main.js` (npm start).
async function main(): Promise<void> {
  const config = loadConfig();
  const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '../client');
  const manifest = JSON.parse(
    readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Parameters<typeof assetsFromViteManifest>[0];
  const database = await prepareDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    seedSize: config.SEED_SIZE,
    timeoutMs: config.DB_TIMEOUT_MS,
  });
  let draining = false;
  const app = createServerApp({
    isDraining: () => draining,
    database,
    assets: assetsFromViteManifest(manifest),
    clientDir,
    localeDomains: config.LOCALE_DOMAINS,
    experimentSettings: experimentSettingsFromEnv(process.env),
    jwtSecret: config.JWT_SECRET,
    contentTokenSecret: config.CONTENT_TOKEN_SECRET,
    trustedProxies: config.TRUST_PROXY,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(
      `Nordshop is running on http://localhost:${info.port}/sv (database: ${database.kind})`,
    );
  });
  // Graceful shutdown: /readyz turns 503, no new connections are accepted, requests in flight
  // finish (at most SHUTDOWN_GRACE_MS, then the rest are cut), and the pool closes last.
  const http = server as Server;
  const shutdown = () => {
    if (draining) return;
    draining = true;
    const cut = setTimeout(() => http.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cut.unref();
    http.close(() => {
      clearTimeout(cut);
      void database.close().finally(() => process.exit(0));
    });
    http.closeIdleConnections();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

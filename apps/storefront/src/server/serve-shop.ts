import {
  databaseOptionsFromConfig,
  log,
  paymentNotificationsIdle,
  prepareDatabase,
  provisionStaffKeys,
  servicesFromConfig,
} from '@nordshop/api';
import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { resolve } from 'node:path';
import { collectDefaultMetrics } from 'prom-client';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp } from './server-app';
import { experimentSettingsOf, type ShopConfig } from './shop-config';

/** Stops a server listening without closing its idle connections (see shutdown below). */
function closeListener(server: Server, closed: () => void): void {
  NetServer.prototype.close.call(server, closed);
}

/** How long requests in flight may take to finish after SIGTERM or SIGINT. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs one process of the shop: opens (migrates, seeds) the database, serves pages, assets and the
 * API on PORT, and on SIGTERM or SIGINT drains: /readyz turns 503, no new connections are taken,
 * requests in flight finish (at most SHUTDOWN_GRACE_MS, then the rest are cut), and the database
 * pool closes last (after the mail sender's message under way).
 */
export async function serveShop(config: ShopConfig, clientDir: string): Promise<void> {
  const manifest = JSON.parse(
    readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Parameters<typeof assetsFromViteManifest>[0];
  collectDefaultMetrics();
  const database = await prepareDatabase(databaseOptionsFromConfig(config));
  await provisionStaffKeys(database.db, config.STAFF_KEY_HASHES);
  let draining = false;
  const services = servicesFromConfig(config);
  const app = createServerApp({
    ...services,
    isDraining: () => draining,
    database,
    assets: assetsFromViteManifest(manifest),
    clientDir,
    experimentSettings: experimentSettingsOf(config),
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    log('info', 'listening', {
      url: `http://localhost:${info.port}/sv`,
      database: database.kind,
      delivery: services.mail.description,
      pid: process.pid,
    });
  }) as Server;
  const shutdown = () => {
    if (draining) return;
    draining = true;
    log('info', 'draining', { pid: process.pid });
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cut.unref();
    // Every answer from now on closes its connection. A keep-alive connection idle at the signal
    // stays open until its keep-alive timeout (a client reuses none past it): http.Server.close()
    // would close it at once, and a request the client had just written on it would be reset
    // unanswered. So the listener alone is closed here; the callback runs once every connection
    // has ended.
    server.prependListener('request', (_request, response) => {
      response.setHeader('connection', 'close');
    });
    closeListener(server, () => {
      clearTimeout(cut);
      // The message or webhook being sent finishes; one not yet sent waits in its outbox for the next
      // start. So does a run through payment notifications (housekeeping takes up what it leaves).
      void Promise.all([
        services.mail.stop(),
        services.webhooks?.stop(),
        paymentNotificationsIdle(database.db),
      ])
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

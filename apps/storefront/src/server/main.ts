// First: no zod schema may be built before zod is told to work without `new Function`.
import '../zod-jitless';
import { ConfigError, log, setLogLevel, summarizeError } from '@nordshop/api';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeConsoleToLog } from './console-log';
import { answerMetricsOfWorker, serveMetrics } from './metrics-server';
import { runPrimary } from './primary';
import { workerCount } from './process-plan';
import { serveShop } from './serve-shop';
import { loadShopConfig } from './shop-config';

// Production entry: `node apps/storefront/dist/server/main.js` (npm start). With DATABASE_URL it
// runs one worker per core (WEB_CONCURRENCY) under a primary; with the embedded database, one.
async function main(): Promise<void> {
  const config = loadShopConfig();
  setLogLevel(config.LOG_LEVEL);
  // Libraries' console output (render errors with their stacks) as JSON lines of the log too.
  routeConsoleToLog();
  const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '../client');
  const workers = workerCount(config, availableParallelism());
  if (cluster.isPrimary && workers > 1) return runPrimary(config, workers);
  if (cluster.isPrimary) serveMetrics(config.METRICS_PORT, config.METRICS_HOST, 'process');
  else answerMetricsOfWorker();
  await serveShop(config, clientDir);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else log('error', 'start failed', { error: summarizeError(err) });
  process.exit(1);
});

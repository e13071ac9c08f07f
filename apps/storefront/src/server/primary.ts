import { log, type Config } from '@nordshop/api';
import cluster, { type Worker } from 'node:cluster';
import { serveMetrics } from './metrics-server';
import { restartDelayMs } from './process-plan';
import { SHUTDOWN_GRACE_MS } from './serve-shop';

/** A worker that lived this long before dying counts as a fresh start, not a crash loop. */
const STABLE_AFTER_MS = 60_000;

/**
 * The primary process of a shop with several workers (WEB_CONCURRENCY): it starts them (they share
 * PORT through node:cluster), starts again one that dies (waiting longer when it keeps dying),
 * serves their summed metrics on METRICS_PORT, and on SIGTERM or SIGINT lets each worker drain
 * before it exits itself.
 */
export function runPrimary(config: Config, workers: number): void {
  let stopping = false;
  let recentDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const metrics = serveMetrics(config.METRICS_PORT, config.METRICS_HOST, 'cluster');
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        metrics?.close();
        process.exit(0);
      }
      return;
    }
    recentDeaths = lived > STABLE_AFTER_MS ? 1 : recentDeaths + 1;
    const delay = restartDelayMs(recentDeaths);
    log('error', 'worker died; starting another', {
      pid: worker.process.pid,
      code,
      signal,
      restart_in_ms: delay,
    });
    setTimeout(() => {
      if (!stopping) start();
    }, delay);
  });
  for (let i = 0; i < workers; i += 1) start();
  log('info', 'primary started', { pid: process.pid, workers, port: config.PORT });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping workers', { workers: startedAt.size });
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // A worker that does not finish in time is ended, so the primary never hangs.
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The shop's Prometheus metrics (prom-client's default registry): request durations per route
 * and status, database pool use and wait, cache hits and misses, orders placed. Labels are route
 * patterns and fixed names only, never what a client sent, so their number stays bounded.
 */
import { Counter, Gauge, Histogram, register } from 'prom-client';

/** The registry the metrics live in (served at /metrics, aggregated over workers by the primary). */
export const metricsRegistry = register;

/** Seconds from a request's arrival to its answer's headers, per method, route pattern and status. */
export const requestDuration = new Histogram({
  name: 'nordshop_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Lookups of the in-process caches, by cache and hit or miss. */
export const cacheLookups = new Counter({
  name: 'nordshop_cache_lookups_total',
  help: 'Lookups of the in-process caches, by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
});

/** How often the caches were emptied because the database announced a change. */
export const cacheInvalidations = new Counter({
  name: 'nordshop_cache_invalidations_total',
  help: 'Times the caches were emptied on a change announced by the database, by table',
  labelNames: ['table'] as const,
});

/** Orders placed (201), by storefront. */
export const ordersPlaced = new Counter({
  name: 'nordshop_orders_placed_total',
  help: 'Orders placed, by storefront',
  labelNames: ['locale'] as const,
});

/** Seconds a query waited for a pool connection. */
export const poolWait = new Histogram({
  name: 'nordshop_db_pool_wait_seconds',
  help: 'Time a database query waited for a free pool connection',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

/** How a database's connections are used right now. */
export interface PoolUse {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

const pools = new Set<() => PoolUse>();

/** Pool connections by state (open, idle, waiting requests), read at every scrape. */
export const poolConnections = new Gauge({
  name: 'nordshop_db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const use of pools) {
      const now = use();
      sum.total += now.total;
      sum.idle += now.idle;
      sum.waiting += now.waiting;
    }
    this.set({ state: 'total' }, sum.total);
    this.set({ state: 'idle' }, sum.idle);
    this.set({ state: 'waiting' }, sum.waiting);
  },
});

/** Counts a pool in {@link poolConnections} until the returned function is called. */
export function watchPool(use: () => PoolUse): () => void {
  pools.add(use);
  return () => pools.delete(use);
}

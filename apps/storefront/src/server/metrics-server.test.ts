import { cacheLookups } from '@nordshop/api';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveMetrics } from './metrics-server';

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Serves the metrics on a free loopback port; its origin. */
async function metricsOrigin(): Promise<string> {
  const port = await freePort();
  const started = serveMetrics(port, '127.0.0.1', 'process');
  if (!started) throw new Error('metrics server not started');
  server = started;
  if (!started.listening) await new Promise((resolve) => started.once('listening', resolve));
  return `http://127.0.0.1:${port}`;
}

describe('serveMetrics', () => {
  it('is off on port 0', () => {
    expect(serveMetrics(0, '127.0.0.1', 'process')).toBeNull();
  });

  it('answers GET /metrics in the Prometheus text format with the shop metrics', async () => {
    cacheLookups.inc({ cache: 'pages', result: 'hit' });
    const origin = await metricsOrigin();
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      'nordshop_http_request_duration_seconds',
      'nordshop_cache_lookups_total',
      'nordshop_cache_invalidations_total',
      'nordshop_orders_placed_total',
      'nordshop_db_pool_connections',
      'nordshop_db_pool_wait_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/^nordshop_cache_lookups_total\{cache="pages",result="hit"\} [1-9]/m);
  });

  it.each([
    ['GET', '/'],
    ['GET', '/api/products'],
    ['POST', '/metrics'],
  ])('answers %s %s with 404', async (method, path) => {
    const origin = await metricsOrigin();
    expect((await fetch(`${origin}${path}`, { method })).status).toBe(404);
  });
});

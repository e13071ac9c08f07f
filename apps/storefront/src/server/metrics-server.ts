import { log, metricsRegistry } from '@nordshop/api';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';

/** Where the metrics come from: this process, or the sum over the cluster's workers. */
export type MetricsSource = 'process' | 'cluster';

/**
 * Serves GET /metrics in Prometheus' text format on its own port (METRICS_PORT), away from the
 * shop's port and its proxy. A port already in use is logged and the shop runs on without it.
 */
export function serveMetrics(port: number, host: string, source: MetricsSource): Server | null {
  if (port === 0) return null;
  const cluster = source === 'cluster' ? new AggregatorRegistry() : null;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const text = cluster ? cluster.clusterMetrics() : metricsRegistry.metrics();
    text.then(
      (body) => {
        response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(body);
      },
      () => {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  server.on('error', (err: NodeJS.ErrnoException) =>
    log('error', 'metrics port unavailable', { port, code: err.code ?? err.name }),
  );
  server.listen(port, host);
  return server;
}

/**
 * Lets this worker answer the primary's requests for its metrics (prom-client starts answering
 * once an AggregatorRegistry exists in the process).
 */
export function answerMetricsOfWorker(): void {
  void new AggregatorRegistry();
}

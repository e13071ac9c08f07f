// Server time of a missing page: starts the production build on a fresh in-memory database, then
// asks for pages one at a time (no other load), each time a different address so that no cache
// answers: a product that does not exist, a CMS page that does not exist (404), and, for
// comparison, existing product pages with a unique query parameter (200). The time is the full
// answer as the load generator on the same machine sees it.
// Usage: node bench/not-found.mjs [requests per kind=100]
import { fileURLToPath } from 'node:url';
import { percentile, productPaths } from './longtail-server.mjs';
import { startServer, stopChild } from './production-server.mjs';

const perKind = Number(process.argv[2] ?? 100);

const { child: server, base } = await startServer(fileURLToPath(new URL('..', import.meta.url)));
try {
  const products = await productPaths(base);
  const kinds = {
    'missing product (404)': (i) => `/sv/produkt/finns-inte-${i}`,
    'missing page (404)': (i) => `/sv/finns-inte-${i}`,
    'product page, uncached (200)': (i) => `${products[i % products.length]}?bench=${i}`,
  };
  // Warm up the routes, the layouts and the database.
  for (const path of Object.values(kinds))
    for (let i = 0; i < 10; i += 1) await fetch(`${base}${path(100_000 + i)}`);

  console.log(
    `Missing pages: ${perKind} requests per kind, one at a time, node ${process.version}`,
  );
  console.log('| kind | status | p50 ms | p95 ms | max ms |');
  console.log('| ---- | ------ | ------ | ------ | ------ |');
  for (const [kind, path] of Object.entries(kinds)) {
    const times = [];
    const statuses = new Set();
    for (let i = 0; i < perKind; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${path(i)}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses.add(response.status);
    }
    const ms = (p) => percentile(times, p).toFixed(1);
    console.log(`| ${kind} | ${[...statuses].join(', ')} | ${ms(50)} | ${ms(95)} | ${ms(100)} |`);
  }
} finally {
  await stopChild(server);
}

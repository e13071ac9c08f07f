// Server-render throughput of storefront pages: starts the production build on a free loopback
// port with a fresh in-memory database, then loads each page with autocannon (bounded duration).
// Each page runs twice: as shoppers reach it (the 10 s page cache answers repeats), and uncached
// (a unique query parameter per request makes every request a full render).
// Usage: node bench/ssr-bench.mjs [seconds=10] [connections=50]
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { startServer, stopChild } from './production-server.mjs';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);

/** The p-th percentile (0..100) of the numbers. */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon and measures every response's time (ms) for exact percentiles. */
function load(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const { child: server, base } = await startServer(fileURLToPath(new URL('..', import.meta.url)));
try {
  // Real pages of the seeded catalog: a popular product and a three-level category.
  const api = (path) =>
    fetch(`${base}/api/${path}${path.includes('?') ? '&' : '?'}locale=sv&sid=1`).then((r) =>
      r.json(),
    );
  const product = (await api('products?popular=1&limit=1')).products[0];
  const findChain = (nodes) => {
    for (const node of nodes) {
      if (node.hierarchy.length === 3) return node.hierarchy.map((h) => h.slug).join('/');
      const deeper = findChain(node.children);
      if (deeper) return deeper;
    }
    return undefined;
  };
  const chain = findChain(await api('product-categories?v=2'));
  const pages = ['/sv', `/sv/produkt/${product.slug}`, `/sv/kategori/${chain}`, '/fi'];

  console.log(
    `SSR benchmark: ${connections} connections, ${duration} s per page, node ${process.version}`,
  );
  console.log('page | mode | req/s | p50 ms | p95 ms | p99 ms | errors');
  for (const page of pages) {
    // Warm up the route and the database before measuring.
    await autocannon({ url: `${base}${page}`, connections: 4, amount: 200 });
    for (const mode of ['cached', 'uncached']) {
      let counter = 0;
      const { result: r, times } = await load({
        url: `${base}${page}`,
        connections,
        duration,
        ...(mode === 'uncached'
          ? {
              requests: [
                {
                  setupRequest: (req) => ({
                    ...req,
                    path: `${page}${page.includes('?') ? '&' : '?'}bench=${(counter += 1)}`,
                  }),
                },
              ],
            }
          : {}),
      });
      const errors = r.non2xx + r.errors;
      console.log(
        `${page} | ${mode} | ${r.requests.average.toFixed(0)} | ${percentile(times, 50)} | ${percentile(times, 95)} | ${percentile(times, 99)} | ${errors}`,
      );
    }
  }
} finally {
  await stopChild(server);
}

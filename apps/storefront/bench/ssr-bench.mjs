// Server-render throughput of storefront pages: starts the production build on a free loopback
// port with a fresh in-memory database, then loads each page with autocannon (bounded duration).
// Usage: node bench/ssr-bench.mjs [seconds=10] [connections=50]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const pages = ['/sv', '/fi'];

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const main = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const server = spawn(process.execPath, [main], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health?locale=sv&sid=1`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`SSR benchmark: ${connections} connections, ${duration} s per page, node ${process.version}`);
  console.log('page | req/s | p50 ms | p95 ms (est. p97.5) | p99 ms | errors');
  for (const page of pages) {
    // Warm up the route and the database before measuring.
    await autocannon({ url: `${base}${page}`, connections: 4, amount: 200 });
    const r = await autocannon({ url: `${base}${page}`, connections, duration });
    const non2xx = r.non2xx + r.errors;
    console.log(
      `${page} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${non2xx}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}

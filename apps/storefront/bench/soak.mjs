// Soak: the production build under mixed traffic for a long run, watching its memory. 20
// connections send pages, API reads, cart syncs, searches and orders (on a few hot products,
// bench/soak-traffic.mjs); every `--sample` seconds the resident memory of the server's process
// tree (/proc) and its own metrics (heap, external memory) are read. Reports the requests, the
// failures by status, the orders placed, refused (sold out) and failed, and memory over time.
// Usage: node bench/soak.mjs [--seconds=600] [--connections=20] [--sample=10] [--database=pglite]
//        scripts/with-postgres.sh node bench/soak.mjs --database=postgresql   (two workers)
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeRss } from './process-memory.mjs';
import { percentile } from './longtail-server.mjs';
import { freePort, startServer, stopChild } from './production-server.mjs';
import { pickKind, requestOf, send, shopAddresses } from './soak-traffic.mjs';
import { memoryReport, trafficReport } from './soak-report.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')),
);
const seconds = Number(args.seconds ?? process.env.SOAK_SECONDS ?? 600);
const connections = Number(args.connections ?? 20);
const sampleSeconds = Number(args.sample ?? 10);
const database = args.database ?? 'pglite';
if (database === 'postgresql' && !process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: run under scripts/with-postgres.sh');
  process.exit(2);
}

const storefrontDir = fileURLToPath(new URL('..', import.meta.url));
const metricsPort = await freePort();
const dataDir = database === 'pglite' ? mkdtempSync(join(tmpdir(), 'nordshop-soak-')) : '';
// The embedded database in a directory, as `npm start` keeps it; PostgreSQL with two workers.
// Orders come from many shoppers' addresses through the proxy the server trusts (soak-traffic.mjs).
const env =
  database === 'pglite'
    ? { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' }
    : {
        DATABASE_URL: process.env.DATABASE_URL,
        WEB_CONCURRENCY: '2',
        DB_POOL_SIZE: '10',
        TRUST_PROXY: 'loopback',
      };
const options = { echo: process.env.SOAK_ECHO === '1' };
// A first start writes the demo data; the soak runs on a restarted shop, as a deployment does, so
// that the memory the seed took in the process is not counted.
await stopChild((await startServer(storefrontDir, [], env, undefined, options)).child);
const { child, base, stderr } = await startServer(
  storefrontDir,
  [],
  { ...env, METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' },
  undefined,
  options,
);

/** The server's own memory figures from its metrics (with workers, their sum). */
async function serverMemory() {
  try {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const value = (name) =>
      Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]);
    // The in-process caches' bytes (pages, API answers, card rows, sitemaps), summed.
    const caches = [...text.matchAll(/^nordshop_cache_bytes\{[^}]*\} (\S+)$/gm)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    // The old generation holds what lives on; its lowest use over a while is what remains after
    // its collections, the heap's live set (garbage of the requests comes and goes above it).
    const oldSpace = Number(
      /^nodejs_heap_space_size_used_bytes\{space="old"\} (\S+)$/m.exec(text)?.[1],
    );
    return {
      heap: value('nodejs_heap_size_used_bytes'),
      heapTotal: value('nodejs_heap_size_total_bytes'),
      oldSpace,
      external: value('nodejs_external_memory_bytes'),
      caches,
    };
  } catch {
    return { heap: NaN, heapTotal: NaN, oldSpace: NaN, external: NaN, caches: NaN };
  }
}

try {
  const shop = await shopAddresses(base);
  console.log(
    `Soak on ${database}: ${seconds} s, ${connections} connections, node ${process.version}, ` +
      `${shop.productPaths.sv.length} products in 5 storefronts, hot products ${shop.hot.join(', ')}`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes = new Map(); // kind → Map(status or status:code → count)
  const times = new Map(); // kind → response times (ms)
  const samples = [];
  let requests = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const sample = async () =>
    samples.push({
      at: (Date.now() - started) / 1000,
      requests,
      rss: treeRss(child.pid),
      ...(await serverMemory()),
    });
  await sample();
  const sampler = setInterval(() => void sample(), sampleSeconds * 1000);

  const connection = async () => {
    while (Date.now() < deadline) {
      const kind = pickKind();
      const began = performance.now();
      const { status, code } = await send(base, agent, requestOf(kind, shop));
      const key = code ? `${status} ${code}` : String(status);
      const counts = outcomes.get(kind) ?? new Map();
      counts.set(key, (counts.get(key) ?? 0) + 1);
      outcomes.set(kind, counts);
      const kept = times.get(kind) ?? [];
      kept.push(performance.now() - began);
      if (kept.length > 200_000) kept.splice(0, 100_000);
      times.set(kind, kept);
      requests += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  clearInterval(sampler);
  await sample();
  agent.destroy();

  const serverLog = stderr();
  console.log(
    trafficReport({ outcomes, times, seconds: (Date.now() - started) / 1000, percentile }),
  );
  console.log(memoryReport(samples));
  const errors = serverLog.split('\n').filter((line) => line.includes('"level":"error"'));
  console.log(`Server log: ${errors.length} error lines in its last 20 kB of output`);
  for (const line of errors.slice(-3)) console.log(`  ${line.slice(0, 300)}`);
} finally {
  await stopChild(child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

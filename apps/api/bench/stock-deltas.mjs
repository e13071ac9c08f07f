// 10,000 stock deltas through the staff API (PATCH /api/staff/stock, 1,000 SKUs a call, each SKU
// once, decision 038) on the PostgreSQL database of DATABASE_URL, while shoppers'
// product listings are asked for all along: how long the deltas take, and what the listings answer
// meanwhile. Seeds with dist/cli.js seed, makes a key with dist/cli.js staff-key, serves with
// dist/cli.js serve. Usage (npm run bench runs it on PostgreSQL):
//   ../../scripts/with-postgres.sh node bench/stock-deltas.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const DELTAS = Number(process.env.DELTA_BENCH_COUNT ?? 10_000);
const PER_CALL = 1_000;
const PARALLEL = Number(process.env.DELTA_BENCH_PARALLEL ?? 2);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

if (!process.env.DATABASE_URL)
  throw new Error('DATABASE_URL is required (scripts/with-postgres.sh)');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'nordshop-delta-bench-')),
  LOG_LEVEL: 'warn',
  METRICS_PORT: '0',
};
const cli = (args) => execFileSync(process.execPath, ['dist/cli.js', ...args], { env });

cli(['seed']);
const key = cli(['staff-key', 'create', '--name', 'bench', '--scopes', 'stock:write'])
  .toString()
  .trim();
const server = spawn(process.execPath, ['dist/cli.js', 'serve'], { env, stdio: 'ignore' });
for (let i = 0; i < 600; i += 1) {
  try {
    if ((await fetch(`${base}/api/health?locale=sv&sid=1`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// The SKUs to update: the catalog's, as many as there are (repeating with higher sequences past that).
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const { rows } = await client.query('select sku from products order by id limit $1', [DELTAS]);
await client.end();
const skus = rows.map((row) => row.sku);

// Shoppers meanwhile: one listing after another until the deltas are done.
let shopping = true;
const listings = [];
const shopper = (async () => {
  while (shopping) {
    const started = performance.now();
    const answer = await fetch(`${base}/api/products?locale=sv&sid=1&popular=1&limit=24`);
    await answer.arrayBuffer();
    listings.push({ ms: performance.now() - started, ok: answer.ok });
  }
})();

const calls = [];
for (let sent = 0; sent < DELTAS; sent += PER_CALL) {
  calls.push(
    Array.from({ length: Math.min(PER_CALL, DELTAS - sent) }, (_, i) => {
      const n = sent + i;
      return { sku: skus[n % skus.length], sequence: 1 + n, quantity: n % 500 };
    }),
  );
}
// Each call's SKUs once; calls that share SKUs send them with higher sequences.
const started = performance.now();
let applied = 0;
let stale = 0;
const times = [];
for (let i = 0; i < calls.length; i += PARALLEL) {
  await Promise.all(
    calls.slice(i, i + PARALLEL).map(async (updates) => {
      const t = performance.now();
      const answer = await fetch(`${base}/api/staff/stock`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ updates }),
      });
      if (!answer.ok) throw new Error(`PATCH ${answer.status} ${await answer.text()}`);
      const body = await answer.json();
      applied += body.applied;
      stale += body.ignored.length;
      times.push(performance.now() - t);
    }),
  );
}
const totalMs = performance.now() - started;
shopping = false;
await shopper;
server.kill('SIGTERM');

const sorted = (values) => [...values].sort((a, b) => a - b);
const pct = (values, p) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * p))];
const listingMs = listings.map((l) => l.ms);
console.log(
  JSON.stringify(
    {
      database: 'postgresql',
      deltas: DELTAS,
      distinctSkus: Math.min(skus.length, DELTAS),
      perCall: PER_CALL,
      parallelCalls: PARALLEL,
      totalSeconds: +(totalMs / 1000).toFixed(2),
      deltasPerSecond: Math.round(DELTAS / (totalMs / 1000)),
      callP50Ms: Math.round(pct(times, 0.5)),
      callMaxMs: Math.round(Math.max(...times)),
      applied,
      ignored: stale,
      listingsMeanwhile: listings.length,
      listingFailures: listings.filter((l) => !l.ok).length,
      listingP50Ms: Math.round(pct(listingMs, 0.5)),
      listingP99Ms: Math.round(pct(listingMs, 0.99)),
    },
    null,
    2,
  ),
);

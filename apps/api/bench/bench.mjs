// Load benchmark of the API on loopback: seeds the database in the environment (DATABASE_URL, or a
// fresh embedded PGlite) with dist/cli.js seed, starts dist/cli.js serve on it, then measures search,
// sync-cart of 20 lines and product by slug with autocannon. Usage: node bench/bench.mjs <label>
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH_WORD_PAIRS, SIDS } from './search-texts.mjs';

const label = process.argv[2] ?? (process.env.DATABASE_URL ? 'postgresql' : 'pglite');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const SEARCHES = {
  sv: [
    'laddare',
    'skal iphone 15',
    'plånboksfodral',
    'skärmskydd samsung',
    'usb-c kabel',
    'hörlurar',
    'powerbank',
    'batteri iphone 13',
    'ladare',
    'magsafe',
    'galaxy s24 skal',
    'billaddare',
    'kameraskydd',
    'silikonskal pixel 8',
    'skärm iphone 14',
    'härdat glas',
    'trådlös laddare',
    'mobilhållare bil',
    'minneskort',
    'stöttåligt skal',
  ],
  no: ['lader', 'deksel iphone 15', 'skjermbeskytter', 'ørepropper'],
  da: ['oplader', 'cover samsung', 'skærmbeskyttelse', 'høretelefoner'],
  fi: ['laturi', 'kuori iphone', 'panssarilasi', 'kuulokkeet'],
  nl: ['oplader', 'hoesje iphone 15', 'screenprotector', 'oordopjes'],
};
const distinctSearch = () => {
  const [locale, text] = pick(SEARCH_WORD_PAIRS);
  // The word order varies too, so that repeats of a pair are different texts.
  const words = text.split(' ');
  const shuffled = Math.random() < 0.5 ? words : [...words].reverse();
  return `/api/products?locale=${locale}&sid=${SIDS[locale]}&query=${encodeURIComponent(shuffled.join(' '))}&nc=0&co=0&provider=internal`;
};
const SEARCH_MIX = Object.entries(SEARCHES).flatMap(([locale, words]) =>
  words.map(
    (q) =>
      `/api/products?locale=${locale}&sid=${SIDS[locale]}&query=${encodeURIComponent(q)}&nc=0&co=0&provider=internal`,
  ),
);

// A parameter the API ignores but the response cache keys on: every request misses the cache and
// measures the database path itself.
const bust = () => `&bench_nonce=${Math.random().toString(36).slice(2)}`;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health?locale=sv&sid=1`);
      if (response.ok) return (Date.now() - started) / 1000;
    } catch {
      // not listening yet: the first start migrates and seeds
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become healthy in time');
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs one autocannon scenario and measures every response time itself (autocannon reports no p95). */
function measure(base, name, connections, request, duration = DURATION) {
  return new Promise((resolve, reject) => {
    const times = [];
    let errors = 0;
    const instance = autocannon(
      { url: base, connections, duration, pipelining: 1, requests: [request] },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          name,
          connections,
          requests: times.length,
          rps: Math.round(result.requests.average),
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          non2xx: result.non2xx + errors,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 300) errors += 1;
      times.push(responseTime);
    });
  });
}

async function subjects(base) {
  const get = async (path) => (await fetch(`${base}${path}`)).json();
  const slugs = new Set();
  const skus = new Set();
  for (const path of [
    'mobilskal',
    'laddare',
    'skarmskydd',
    'reservdelar',
    'kablar-och-adaptrar',
    'tillbehor',
  ]) {
    for (let page = 1; page <= 3; page += 1) {
      const listing = await get(
        `/api/category-listing?locale=sv&sid=1&path=${path}&per_page=100&page=${page}`,
      );
      for (const product of listing.products) {
        slugs.add(product.slug);
        if (product.stock_status !== 'back-order')
          skus.add(product.variations[0]?.sku ?? product.sku);
      }
    }
  }
  return { slugs: [...slugs], skus: [...skus] };
}

/** The measured scenarios, with products and SKUs taken from the running API's catalog. */
async function scenarioList(base) {
  const { slugs, skus } = await subjects(base);
  console.log(`bench ${label}: ${slugs.length} slugs, ${skus.length} skus`);
  const cart = () => ({
    items: Array.from({ length: 20 }, (_, i) => ({
      uuid: `l${i}`,
      sku: pick(skus),
      quantity: 1 + Math.floor(Math.random() * 4),
    })),
    coupons: Math.random() < 0.5 ? ['VALKOMMEN10'] : ['KABEL3FOR2', 'SKAL20'],
    checkout_order_id: null,
  });
  const cartRequest = {
    method: 'POST',
    path: '/api/sync-cart?locale=sv&sid=1',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: JSON.stringify(cart()) }),
  };
  const scenarios = [
    ['search', 32, { method: 'GET', setupRequest: (req) => ({ ...req, path: pick(SEARCH_MIX) }) }],
    [
      'search, uncached',
      32,
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `${distinctSearch()}${bust()}` }),
      },
    ],
    [
      'search, uncached',
      1,
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `${distinctSearch()}${bust()}` }),
      },
    ],
    ['sync-cart (20 lines)', 16, cartRequest],
    ['sync-cart (20 lines)', 8, cartRequest],
    [
      'product by slug',
      16,
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/api/product-by-slug/${pick(slugs)}?locale=sv&sid=1`,
        }),
      },
    ],
    [
      'product by slug, uncached',
      16,
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/api/product-by-slug/${pick(slugs)}?locale=sv&sid=1${bust()}`,
        }),
      },
    ],
  ];
  return scenarios;
}

/** BENCH_ONLY picks the scenarios whose name starts with it. */
const chosen = ([name]) => !process.env.BENCH_ONLY || name.startsWith(process.env.BENCH_ONLY);

function report(results) {
  console.log(`\nbench ${label} (${DURATION} s per scenario, loopback)`);
  console.table(
    results.map((r) => ({
      ...r,
      p50: `${r.p50.toFixed(1)} ms`,
      p95: `${r.p95.toFixed(1)} ms`,
      p99: `${r.p99.toFixed(1)} ms`,
    })),
  );
}

/** Runs the scenarios against an API that is already running (BENCH_BASE), without starting one. */
async function againstRunning(base) {
  const results = [];
  for (const [name, connections, request] of (await scenarioList(base)).filter(chosen)) {
    await measure(base, `${name} warm-up`, connections, request, 2);
    results.push(await measure(base, name, connections, request));
  }
  report(results);
}

async function main() {
  if (process.env.BENCH_BASE) return againstRunning(process.env.BENCH_BASE);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nordshop-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '16',
    // Warnings only: a log line per request would cost the measured server time.
    LOG_LEVEL: 'warn',
  };
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  // The catalog is written by a process of its own, as a deployment seeds before it serves: a
  // server that has just written the large catalog itself answered uncached searches at less than
  // half the rate of one started afterwards (123 against 323 requests/s at 32 connections).
  const seeded = Date.now();
  await new Promise((resolve, reject) => {
    const seed = spawn(process.execPath, ['dist/cli.js', 'seed'], { env, stdio: 'inherit' });
    seed.once('error', reject);
    seed.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited ${code}`)),
    );
  });
  console.log(`bench ${label}: seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/cli.js', 'serve'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const ready = await waitForHealth(base, child, 20 * 60_000);
    console.log(
      `bench ${label}: API ready in ${ready.toFixed(1)} s (seed ${process.env.SEED_SIZE ?? 'default'})`,
    );
    const results = [];
    for (const [name, connections, request] of (await scenarioList(base)).filter(chosen)) {
      await measure(base, `${name} warm-up`, connections, request, 2);
      results.push(await measure(base, name, connections, request));
    }
    report(results);
    writeFileSync(
      `dist/bench-${label}.json`,
      JSON.stringify(
        { label, seed: process.env.SEED_SIZE ?? 'default', duration: DURATION, results },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode === null ? child.once('exit', resolve) : resolve(),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

// Importing 100,000 products on PostgreSQL with the shop serving meanwhile. Needs DATABASE_URL
// (run through scripts/with-postgres.sh) and dist/cli.js (vite build): seeds the demo catalog
// (default size), serves the API, writes a JSON lines file of IMPORT_BENCH_PRODUCTS products
// (default 100,000) in five languages, each with two price tiers per storefront, a category
// chain, a brand, a tag and a picture, then runs `cli.js import` on it while a shopper asks for a
// product page and a search IMPORT_BENCH_RPS times a second (default 4), and once more to show
// that the same file again writes nothing. Prints the import's time and the answers' status and
// latency during it. Usage, from apps/api:
//   ../../scripts/with-postgres.sh node bench/import.mjs
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PRODUCTS = Number(process.env.IMPORT_BENCH_PRODUCTS ?? 100_000);
const RPS = Number(process.env.IMPORT_BENCH_RPS ?? 4);
const LOCALES = ['sv', 'no', 'da', 'fi', 'nl'];
const FACTOR = { sv: 1, no: 1, da: 0.7, fi: 0.09, nl: 0.09 };
const TYPE = { sv: 'Fodral', no: 'Etui', da: 'Etui', fi: 'Suojakotelo', nl: 'Hoesje' };

if (!process.env.DATABASE_URL)
  throw new Error('DATABASE_URL is required (scripts/with-postgres.sh)');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'nordshop-import-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

/** Runs dist/cli.js to its end; its stdout. */
function cli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`cli.js ${args[0]} exited ${code}`)),
    );
  });
}

/** A word of letters made from a number, so every product has a name of its own. */
function wordOf(n) {
  const consonants = 'bdfgklmnprstv';
  const vowels = 'aeiou';
  let word = '';
  let rest = n + 1;
  while (rest > 0) {
    word += consonants[rest % 13] + vowels[Math.floor(rest / 13) % 5];
    rest = Math.floor(rest / 65);
  }
  return word;
}

function line(i) {
  const word = wordOf(i);
  const series = `serie-${i % 50}`;
  return {
    sku: `BENCH-${i}`,
    texts: Object.fromEntries(
      LOCALES.map((l) => [
        l,
        {
          name: `Zentrovo ${TYPE[l]} ${word}`,
          slug: `zentrovo-bench-${word}-${i}`,
          description: `${TYPE[l]} ${word}: ett skal av tåligt material med förhöjda kanter (${l}).`,
        },
      ]),
    ),
    prices: Object.fromEntries(
      LOCALES.map((l) => {
        const p = Math.round((9_900 + (i % 40) * 1_000) * FACTOR[l]);
        return [
          l,
          {
            n: [
              { p, q: 1, o: p, d: 0 },
              { p: Math.round(p * 0.9), q: 3, o: p, d: 10 },
            ],
            c: [],
          },
        ];
      }),
    ),
    categories: [
      [
        { texts: { sv: { name: 'Zentrovo-fodral', slug: 'zentrovo-fodral' } } },
        { texts: { sv: { name: `Zentrovo ${series}`, slug: `zentrovo-${series}` } } },
      ],
    ],
    brand: { slug: 'zentrovo', name: 'Zentrovo' },
    tags: [{ sv: { name: 'Zentrovo-nyheter', slug: 'zentrovo-nyheter' } }],
    stock: { quantity: i % 30, status: 'in-stock' },
    images: [{ url: `https://images.example/bench/${i}.jpg`, width: 800, height: 800 }],
  };
}

async function writeFile(path) {
  const out = createWriteStream(path);
  for (let i = 0; i < PRODUCTS; i += 1)
    if (!out.write(`${JSON.stringify(line(i))}\n`)) await new Promise((r) => out.once('drain', r));
  await new Promise((resolve) => out.end(resolve));
}

/** A shopper's requests, RPS a second, until stopped: their statuses and times (ms). */
function shopper(paths) {
  const results = [];
  let stopped = false;
  let n = 0;
  const loop = (async () => {
    while (!stopped) {
      const path = paths[n++ % paths.length];
      const started = performance.now();
      const status = await fetch(`${base}${path}`)
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0);
      results.push({ status, ms: performance.now() - started });
      await new Promise((r) => setTimeout(r, 1000 / RPS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return results;
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timedImport(file, paths) {
  const stop = shopper(paths);
  const started = performance.now();
  const report = JSON.parse(await cli(['import', file]));
  const seconds = (performance.now() - started) / 1000;
  const answers = await stop();
  const ms = answers.map((a) => a.ms);
  return {
    seconds: Number(seconds.toFixed(1)),
    report,
    requests: answers.length,
    ok: answers.filter((a) => a.status === 200).length,
    p50: Math.round(percentile(ms, 50)),
    p95: Math.round(percentile(ms, 95)),
    max: Math.round(Math.max(...ms)),
  };
}

let server;
try {
  console.error(`seeding the demo catalog on ${new URL(env.DATABASE_URL).host}`);
  await cli(['seed']);
  server = spawn(process.execPath, ['dist/cli.js', 'serve'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    if (
      (await fetch(`${base}/api/health?locale=sv&sid=1`)
        .then((r) => r.status)
        .catch(() => 0)) === 200
    )
      break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const popular = await (
    await fetch(`${base}/api/products?locale=sv&sid=1&popular=1&limit=8&nc=1`)
  ).json();
  const paths = popular.products.flatMap((p, i) => [
    `/api/product-by-slug/${p.slug}?locale=sv&sid=1`,
    `/api/products?locale=sv&sid=1&query=${['skal', 'laddare', 'kabel', 'glas'][i % 4]}&nc=0`,
  ]);
  const file = join(dir, 'catalog.jsonl');
  const written = performance.now();
  await writeFile(file);
  console.error(
    `${PRODUCTS} lines written in ${((performance.now() - written) / 1000).toFixed(1)} s`,
  );
  const first = await timedImport(file, paths);
  console.log(JSON.stringify({ run: 'first import', products: PRODUCTS, rps: RPS, ...first }));
  const again = await timedImport(file, paths);
  console.log(JSON.stringify({ run: 'same file again', products: PRODUCTS, rps: RPS, ...again }));
} finally {
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

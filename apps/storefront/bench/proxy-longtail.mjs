// Long-tail product pages through nginx, with 1 and then 2 workers (WEB_CONCURRENCY): starts the
// production build on PostgreSQL (DATABASE_URL; the default seed is written on the first start)
// behind nginx (scripts/with-nginx.sh), and loads product pages with autocannon, a different
// product on every request and a unique query parameter, so the page cache never answers.
// Usage: scripts/with-postgres.sh node bench/proxy-longtail.mjs [seconds=20] [connections=50] [workers=1,2]
// Environment: DB_POOL_SIZE (per worker, default 10), NGINX_WORKERS, NGINX_KEEPALIVE (scripts/with-nginx.sh).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { load, percentile } from './longtail-server.mjs';
import { freePort, stopChild } from './production-server.mjs';

const duration = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 50);
const workerCounts = (process.argv[4] ?? '1,2').split(',').map(Number);
const WARM_UP_SECONDS = 5;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: run under scripts/with-postgres.sh');
  process.exit(2);
}

/** Starts a child process and resolves when `ready(output)` finds what it waits for. */
function startChild(command, args, env, ready) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const keep = (chunk) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
      const found = ready(output);
      if (found !== undefined) resolve({ child, found });
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`)),
    );
  });
}

/**
 * Starts the production server. Its JSON log (one line per request, on stderr) is read here, not
 * shown: only the lines of level error are counted and the last few kept.
 */
function startServer(env) {
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const log = { errors: 0, lastErrors: [], rest: '' };
  child.stderr.on('data', (chunk) => {
    const lines = (log.rest + chunk.toString('utf8')).split('\n');
    log.rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{') || line.includes('"level":"error"')) {
        log.errors += line.includes('"level":"error"') ? 1 : 0;
        log.lastErrors = [...log.lastErrors, line.slice(0, 400)].slice(-3);
      }
    }
  });
  return { child, log };
}

async function waitReady(base, server) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode}): ${server.log.lastErrors.join('\n')}`,
      );
    }
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base} was not ready within 180 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Slugs of every main product of the sv storefront, in a fixed shuffled order. */
async function productSlugs() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
        where p.parent_id is null order by md5(t.slug)`,
    );
    return rows.map((row) => row.slug);
  } finally {
    await client.end();
  }
}

const main = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const withNginx = fileURLToPath(new URL('../../../scripts/with-nginx.sh', import.meta.url));
const secret = 'bench-secret-0123456789abcdef0123456789';

/** One round: the server with `workers` workers behind nginx, warmed up, then measured. */
async function round(workers, slugs, offset) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: String(workers),
    // Warnings only: a log line per request would cost the measured server time.
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    TRUST_PROXY: '127.0.0.1',
    JWT_SECRET: secret,
    CONTENT_TOKEN_SECRET: secret,
  };
  const server = startServer(env);
  let nginx;
  try {
    await waitReady(`http://127.0.0.1:${port}`, server);
    nginx = await startChild(
      withNginx,
      [`127.0.0.1:${port}`],
      process.env,
      (output) => /^PROXY_URL=(\S+)$/m.exec(output)?.[1],
    );
    const base = nginx.found;
    let counter = offset;
    const longTail = [
      {
        setupRequest: (req) => {
          counter += 1;
          return { ...req, path: `/sv/produkt/${slugs[counter % slugs.length]}?lt=${counter}` };
        },
      },
    ];
    await load({ url: base, connections: 10, duration: WARM_UP_SECONDS, requests: longTail });
    const errorsBefore = server.log.errors;
    const { result: r, times } = await load({
      url: base,
      connections,
      duration,
      pipelining: 1,
      requests: longTail,
    });
    return {
      workers,
      rps: r.requests.average,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      // autocannon counts a timeout in errors too.
      errors: r.non2xx + r.errors,
      /** Errors the server logged while measured (not during warm-up or shutdown). */
      serverErrors: server.log.errors - errorsBefore,
      lastServerErrors: server.log.lastErrors,
    };
  } finally {
    if (nginx) await stopChild(nginx.child);
    await stopChild(server.child);
  }
}

console.log(
  `Long-tail product pages through nginx: ${connections} connections, ${duration} s after a ${WARM_UP_SECONDS} s warm-up, ` +
    `DB_POOL_SIZE ${process.env.DB_POOL_SIZE ?? 10} per worker, node ${process.version}`,
);
// A first start on the empty database writes the demo data; the rounds' servers find it there.
const seedPort = await freePort();
const seeding = startServer({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(seedPort),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  METRICS_PORT: '0',
});
try {
  await waitReady(`http://127.0.0.1:${seedPort}`, seeding);
} finally {
  await stopChild(seeding.child);
}
const slugs = await productSlugs();
console.log(`${slugs.length} products, each page requested with a unique query parameter`);
console.log('workers | req/s | p50 ms | p95 ms | p99 ms | errors');
const results = [];
for (const workers of workerCounts) {
  const r = await round(workers, slugs, results.length * 7919);
  results.push(r);
  console.log(
    `${r.workers} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors}`,
  );
  if (r.serverErrors > 0) {
    console.log(
      `  the server logged ${r.serverErrors} errors, the last:\n  ${r.lastServerErrors.join('\n  ')}`,
    );
  }
}
if (results.length > 1) {
  const first = results[0];
  const last = results[results.length - 1];
  console.log(
    `throughput ${last.workers} vs ${first.workers} workers: ${(last.rps / first.rps).toFixed(2)}x`,
  );
}

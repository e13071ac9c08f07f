// Shared pieces of the long-tail benchmarks on the embedded database: start a production build
// (dist/server/main.js of a given storefront folder) with a fresh in-memory database, list the
// seeded product pages, and load them with autocannon, a different product on every request.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The p-th percentile (0..100) of the numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon and measures every response's time (ms) for exact percentiles. */
export function load(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A free loopback port. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts `<storefrontDir>/dist/server/main.js` on a free port with `DATA_DIR=memory://` (the
 * default seed is written at start), warnings-only logs and no metrics port; `nodeArgs` go before
 * the script (such as `--inspect=127.0.0.1:0`). Resolves once /readyz answers 200, with the
 * child, its base URL and its recent stderr (which it also passes on).
 */
export async function startServer(storefrontDir, nodeArgs = [], extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(storefrontDir, 'dist/server/main.js')], {
    cwd: storefrontDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      // Warnings only: a log line per request would cost the measured server time.
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
    process.stderr.write(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base} was not ready within 180 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, base, stderr: () => stderr };
}

/** Stops a child with SIGTERM (SIGKILL after 15 s) and waits for its exit. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Paths of every product page of the sv storefront, from the API's sitemap, in a fixed shuffled
 * order (by the md5 of the path, as bench/proxy-longtail.mjs orders its slugs).
 */
export async function productPaths(base) {
  const answer = await fetch(`${base}/api/sitemap?locale=sv&sid=1`).then((r) => r.json());
  const md5 = (text) => createHash('md5').update(text).digest('hex');
  return answer.entries
    .filter((entry) => entry.kind === 'product')
    .map((entry) => `/sv${entry.alternates.sv}`)
    .map((path) => ({ path, key: md5(path) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ path }) => path);
}

/**
 * autocannon requests for long-tail product pages: the next product on every request, with a
 * unique query parameter so that the page cache never answers.
 */
export function longTailRequests(paths, offset = 0) {
  let counter = offset;
  return [
    {
      setupRequest: (req) => {
        counter += 1;
        return { ...req, path: `${paths[counter % paths.length]}?lt=${counter}` };
      },
    },
  ];
}

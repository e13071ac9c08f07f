// Starts the storefront's production build for a benchmark: a free loopback port, a fresh in-memory
// database (DATA_DIR=memory://, the default seed is written at start), warnings-only logs and no
// metrics port; waits until /readyz answers; stops it again. Every bench script that measures the
// built shop starts it here (lighthouse.mjs, ssr-bench.mjs, the long-tail benches, and
// apps/storefront-e2e/bench/add-to-cart.mjs).
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free loopback port. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts `<dist>/server/main.js` (by default `<storefrontDir>/dist`) on a free port with
 * `DATA_DIR=memory://` (the default seed is written at start), `PUBLIC_ORIGIN` its own address,
 * warnings-only logs and no metrics port; `nodeArgs` go before the script (such as
 * `--inspect=127.0.0.1:0`). Resolves once /readyz answers 200, with the child, its base URL and
 * its recent stderr (which it also passes on, unless `echo` is false); with `logFile` the
 * server writes its log (stderr) to that file instead.
 */
export async function startServer(
  storefrontDir,
  nodeArgs = [],
  extraEnv = {},
  dist = join(storefrontDir, 'dist'),
  { echo = true, logFile } = {},
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, join(dist, 'server/main.js')], {
    cwd: storefrontDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      PUBLIC_ORIGIN: base,
      // Warnings only: a log line per request would cost the measured server time.
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ...extraEnv,
    },
    // A log file as a process manager keeps it: the server never waits for this process to read.
    stdio: ['ignore', 'ignore', logFile === undefined ? 'pipe' : openSync(logFile, 'a')],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
    if (echo) process.stderr.write(chunk);
  });
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

/** Longest wait for a page to come fresh out of the server's page cache. */
const FRESH_WAIT_MS = 10_000;

/**
 * Asks for `url` until the server answers it from its page cache as fresh (x-page-cache: hit). A
 * kept page is fresh for 10 s (HTML_PAGE_CACHE in src/server/html-page-cache.ts) and a bench's run
 * takes longer: without this, each run's page would be answered from the cache past its
 * freshness while the server renders it again in the background, on the same two cores as the
 * browser whose main thread the run times (in production the server is another machine).
 */
export async function freshInPageCache(url, path) {
  const until = Date.now() + FRESH_WAIT_MS;
  for (;;) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
    if (response.headers.get('x-page-cache') === 'hit') return;
    if (Date.now() > until) throw new Error(`${path} did not come fresh from the page cache`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

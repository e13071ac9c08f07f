// Long-tail product pages, this build against a base git ref, side by side in one run: builds the
// base's storefront in a temporary git worktree (its own sources, this checkout's node_modules
// linked in; only the workspace packages point at the base's own folders), builds this checkout's
// storefront, then loads each production server in turn: embedded database (DATA_DIR=memory://,
// default seed), a different product page on every request with a unique query parameter (the page
// cache never answers), warm-up, then the measured run.
// Usage: node bench/longtail-compare.mjs [base=ff7042c] [seconds=20] [connections=50] [rounds=1]
// Environment: SKIP_BUILD=1 measures the builds already in place (dist/ here and in the worktree);
// START_DEFAULTS=1 starts each server as `npm start` does (a fresh database folder on disk instead
// of memory://, a log line per request, the metrics server on), not the benchmarks' lean settings.
// The worktree stays in the temp folder for the next run: remove it with
// `rm -rf <dir>/node_modules && git worktree remove --force <dir>` (the links first, then the tree).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, longTailRequests, percentile, productPaths } from './longtail-server.mjs';
import { freePort, startServer, stopChild } from './production-server.mjs';

const baseRef = process.argv[2] ?? 'ff7042c';
const duration = Number(process.argv[3] ?? 20);
const connections = Number(process.argv[4] ?? 50);
const rounds = Number(process.argv[5] ?? 1);
const WARM_UP_SECONDS = 5;
const startDefaults = process.env.START_DEFAULTS === '1';
const storefront = fileURLToPath(new URL('..', import.meta.url));
const root = join(storefront, '../..');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const baseCommit = git('rev-parse', '--short', `${baseRef}^{commit}`);
const headCommit = git('rev-parse', '--short', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';

/**
 * A worktree of the base commit whose node_modules holds links to this checkout's packages, except
 * the workspace's own (@nordshop/*), which link to the worktree's folders: the base is built from
 * its own sources with the same dependency versions (the lockfile must not differ for a fair run).
 */
function baseWorktree() {
  const dir = join(tmpdir(), `nordshop-longtail-base-${baseCommit}`);
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, baseCommit);
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) {
    mkdirSync(join(modules, '@nordshop'), { recursive: true });
    for (const name of readdirSync(join(root, 'node_modules'))) {
      if (name === '@nordshop') continue;
      symlinkSync(join(root, 'node_modules', name), join(modules, name));
    }
    for (const name of readdirSync(join(root, 'node_modules/@nordshop'))) {
      const own = execFileSync('readlink', [join(root, 'node_modules/@nordshop', name)], {
        encoding: 'utf8',
      }).trim();
      symlinkSync(own, join(modules, '@nordshop', name));
    }
  }
  return join(dir, 'apps/storefront');
}

function build(dir) {
  console.log(`building ${dir}`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
}

const lockfileChanged = git('diff', '--name-only', baseCommit, '--', 'package-lock.json') !== '';
const baseDir = baseWorktree();
if (process.env.SKIP_BUILD !== '1') {
  build(baseDir);
  build(storefront);
}

/** One measured run of a build: a fresh server, warm-up, then `duration` seconds. */
async function measure(dir, offset) {
  const dataDir = startDefaults ? mkdtempSync(join(tmpdir(), 'nordshop-longtail-data-')) : null;
  const server = await startServer(
    dir,
    [],
    dataDir ? { DATA_DIR: dataDir, LOG_LEVEL: 'info', METRICS_PORT: String(await freePort()) } : {},
    undefined,
    // The request log goes to a file, as a process manager keeps it.
    dataDir ? { logFile: join(dataDir, 'server.log') } : {},
  );
  try {
    const paths = await productPaths(server.base);
    await load({
      url: server.base,
      connections: 10,
      duration: WARM_UP_SECONDS,
      requests: longTailRequests(paths, offset + 100_000),
    });
    const loadBefore = loadavg()[0];
    const { result: r, times } = await load({
      url: server.base,
      connections,
      duration,
      requests: longTailRequests(paths, offset),
    });
    return {
      products: paths.length,
      rps: r.requests.average,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      // autocannon counts a timeout in `errors` too.
      errors: r.non2xx + r.errors,
      /** The errors split: non-2xx answers / socket errors / timeouts (autocannon's 10 s). */
      errorKinds: `${r.non2xx}/${r.errors - r.timeouts}/${r.timeouts}`,
      loadBefore,
    };
  } finally {
    await stopChild(server.child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Long-tail product pages, embedded database: ${connections} connections, ${duration} s after a ` +
    `${WARM_UP_SECONDS} s warm-up, node ${process.version}` +
    (startDefaults ? '; npm start defaults (database on disk, info logs, metrics on)' : ''),
);
console.log(
  `base ${baseCommit} (${baseRef}) against this checkout ${headCommit}${dirty ? ' with uncommitted changes' : ''}` +
    (lockfileChanged
      ? '; package-lock.json differs: the base runs on this checkout’s packages'
      : ''),
);
console.log(
  'build | req/s | p50 ms | p95 ms | p99 ms | errors (non-2xx/socket/timeout) | load average before',
);
const sums = { base: 0, head: 0 };
const show = (name, r) =>
  console.log(
    `${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors} (${r.errorKinds}) | ${r.loadBefore.toFixed(2)}`,
  );
for (let round = 0; round < rounds; round += 1) {
  const base = await measure(baseDir, round * 7919);
  show(`base ${baseCommit}`, base);
  const head = await measure(storefront, round * 7919);
  show(`this ${headCommit}`, head);
  sums.base += base.rps;
  sums.head += head.rps;
}
console.log(`throughput this vs base: ${(sums.head / sums.base).toFixed(2)}x`);

// Lighthouse performance of the storefront's key pages (catalog issue: score >= 95 on home,
// category, product and search; LCP <= 1.8 s, TBT <= 100 ms, CLS <= 0.02; median of 5 runs).
// Starts the production build on a free loopback port with a fresh in-memory database, reads real
// URLs from the API, then runs Lighthouse (default config: mobile form factor, simulated
// throttling) N times per page in Debian's Chromium, each run on a page fresh in the server's page
// cache, and prints the medians.
// Exits non-zero only on errors, never on a missed target.
//
// Usage: node bench/lighthouse.mjs [--runs 5] [--pages home,category,product,search]
//                                  [--dist DIR] [--save-reports DIR]
//   --dist DIR          the build to serve (with client/ and server/main.js); also env LH_DIST;
//                       default apps/storefront/dist
//   --save-reports DIR  writes the JSON report of each page's median run (by score) to DIR
//   env CHROME_PATH     the browser (default /usr/bin/chromium)
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { PAGES, pagePaths } from './page-paths.mjs';
import { freshInPageCache, startServer } from './production-server.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// chrome-launcher is Lighthouse's own dependency: resolve it from there, not from wherever npm hoisted it.
const lighthouseRequire = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const { launch } = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
const lighthouseVersion = lighthouseRequire('../package.json').version;

const TARGETS = { score: 95, lcp: 1800, tbt: 100, cls: 0.02 };
const MAX_ATTEMPTS = 3;

function parseArgs(argv) {
  const opts = {
    runs: 5,
    pages: PAGES,
    dist: resolve(process.env.LH_DIST || fileURLToPath(new URL('../dist', import.meta.url))),
    saveReports: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') opts.runs = Number(value());
    else if (flag === '--pages')
      opts.pages = value()
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
    else if (flag === '--dist') opts.dist = resolve(value());
    else if (flag === '--save-reports') opts.saveReports = resolve(value());
    else if (flag === '--help' || flag === '-h') {
      console.log(
        'node bench/lighthouse.mjs [--runs N] [--pages home,category,product,search] [--dist DIR] [--save-reports DIR]',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1)
    throw new Error('--runs must be a positive integer');
  const unknown = opts.pages.filter((p) => !PAGES.includes(p));
  if (unknown.length > 0 || opts.pages.length === 0)
    throw new Error(`--pages takes some of ${PAGES.join(',')}`);
  return opts;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    si: num('speed-index'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    totalBytes: num('total-byte-weight'),
    longTasks: longTasksAfterPaint(lhr),
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * The run's long tasks from the first contentful paint on (what TBT counts), longest first, as
 * Lighthouse times them (simulated: about four times this machine's time): duration and script.
 */
function longTasksAfterPaint(lhr) {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .filter((task) => task.startTime + task.duration > fcp)
    .sort((a, b) => b.duration - a.duration)
    .map((task) => ({
      ms: Math.round(task.duration),
      at: Math.round(task.startTime),
      source: String(task.url ?? '').replace(/^.*\/assets\//, ''),
    }));
}

function usageError(message) {
  console.error(`lighthouse.mjs: ${message}`);
  process.exit(2);
}
let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  usageError(err.message);
}
const mainJs = resolve(opts.dist, 'server/main.js');
if (!existsSync(mainJs)) usageError(`no server build at ${mainJs}: build the storefront first`);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const { child: server, base } = await startServer(resolve(opts.dist, '..'), [], {}, opts.dist);
let chrome;
const cleanUp = () => {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  if (server.exitCode === null) server.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

try {
  const started = Date.now();
  const paths = await pagePaths(base);
  chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const { Browser: version } = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((r) => r.json())
    .catch(() => ({}));
  console.log(
    `Lighthouse ${lighthouseVersion} (default config: mobile, simulated throttling), ${opts.runs} run(s) per page, ` +
      `node ${process.version}, ${version ?? 'chromium'}, build ${opts.dist}`,
  );

  const rows = [];
  for (const page of opts.pages) {
    const url = `${base}${paths[page]}`;
    const runs = [];
    for (let i = 0; i < opts.runs; i++) {
      // Before every run the page is fresh in the server's page cache; Lighthouse itself clears
      // the browser cache per run.
      await freshInPageCache(url, paths[page]);
      // A trace occasionally comes back unusable (NO_NAVSTART, NO_FCP): retry that run, then give up.
      let result;
      let f;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${paths[page]}`);
        f = figures(result.lhr);
        if (!f.runtimeError) break;
        if (attempt === MAX_ATTEMPTS)
          throw new Error(
            `Lighthouse failed on ${paths[page]} ${MAX_ATTEMPTS} times: ${f.runtimeError}`,
          );
        process.stderr.write(`  ${page} run ${i + 1}/${opts.runs}: ${f.runtimeError}; retrying\n`);
      }
      runs.push({ f, lhr: result.lhr });
      process.stderr.write(
        `  ${page} run ${i + 1}/${opts.runs}: score ${f.score}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}` +
          `; long tasks after FCP: ${f.longTasks.map((t) => `${t.ms} ms at ${t.at} (${t.source})`).join(', ') || 'none'}\n`,
      );
    }
    const m = (key) => median(runs.map((r) => r.f[key]));
    const row = {
      page,
      path: paths[page],
      score: m('score'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      fcp: m('fcp'),
      si: m('si'),
      jsBytes: m('jsBytes'),
      jsFiles: m('jsFiles'),
      totalBytes: m('totalBytes'),
    };
    rows.push(row);
    if (opts.saveReports) {
      mkdirSync(opts.saveReports, { recursive: true });
      const byScore = [...runs].sort((a, b) => a.f.score - b.f.score || a.f.lcp - b.f.lcp);
      const medianRun = byScore[(byScore.length - 1) >> 1];
      writeFileSync(resolve(opts.saveReports, `${page}.json`), JSON.stringify(medianRun.lhr));
    }
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const mark = (ok) => (ok ? '' : ' ✗');
  console.log(
    `\nMedians of ${opts.runs} run(s); targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}`,
  );
  console.log(
    '| page | path | score | LCP ms | TBT ms | CLS | FCP ms | Speed Index ms | JS transferred (files) | total transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.path} | ${r.score}${mark(r.score >= TARGETS.score)} | ${Math.round(r.lcp)}${mark(r.lcp <= TARGETS.lcp)} | ` +
        `${Math.round(r.tbt)}${mark(r.tbt <= TARGETS.tbt)} | ${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)} | ${Math.round(r.fcp)} | ` +
        `${Math.round(r.si)} | ${kb(r.jsBytes)} (${r.jsFiles}) | ${kb(r.totalBytes)} |`,
    );
  }
  const missed = rows.filter(
    (r) =>
      r.score < TARGETS.score || r.lcp > TARGETS.lcp || r.tbt > TARGETS.tbt || r.cls > TARGETS.cls,
  );
  console.log(
    missed.length
      ? `\nTargets missed on: ${missed.map((r) => r.page).join(', ')}`
      : '\nAll targets met.',
  );
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  cleanUp();
}

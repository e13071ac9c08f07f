// The browser's main thread while a page loads, measured in Debian's Chromium under a CPU slowdown
// (the DevTools protocol's Emulation.setCPUThrottlingRate, 4x as Lighthouse's mobile profile) on a
// phone-sized viewport: the page's own long tasks (the Long Tasks API), their blocking time after
// the first contentful paint (the part of each over 50 ms, as TBT counts it, but timed rather than
// simulated), and the main thread's total task, script, and style and layout time (the protocol's
// Performance.getMetrics) up to 5 s after the load event.
//
// Timed, not simulated: where Lighthouse's TBT and these figures move together, the page's own work
// changed. Both vary between runs of one build on a busy or slow host (the same build served twice
// here differed by 10 to 15 per cent in the medians of five runs on 2026-11-30), so compare builds
// side by side: with several --dist builds the runs alternate between them (build A, build B, A,
// B...), and the machine's drift falls on each alike. Exits non-zero only on errors.
//
// Build first: npx nx run storefront:build
// Usage (in apps/storefront):
//   node bench/main-thread.mjs [--runs 7] [--pages home,category,product,search] [--throttle 4]
//                              [--dist DIR]...
//   --dist DIR   a build to serve (with client/ and server/main.js), repeatable; default
//                apps/storefront/dist
//   env CHROMIUM_PATH  the browser (default /usr/bin/chromium)
/* global window -- the init script runs in the page */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES, pagePaths } from './page-paths.mjs';
import { freshInPageCache, startServer, stopChild } from './production-server.mjs';

/** How long after the load event the page is watched (the idle prefetch and run-ahead included). */
const WATCH_MS = 5_000;
/** Lighthouse's mobile device: a Moto G Power's viewport and pixel ratio. */
const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

function parseArgs(argv) {
  const opts = { runs: 7, pages: PAGES, throttle: 4, dists: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') opts.runs = Number(value());
    else if (flag === '--throttle') opts.throttle = Number(value());
    else if (flag === '--dist') opts.dists.push(resolve(value()));
    else if (flag === '--pages')
      opts.pages = value()
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (opts.dists.length === 0) opts.dists.push(fileURLToPath(new URL('../dist', import.meta.url)));
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error('--runs: a positive integer');
  if (!(opts.throttle >= 1)) throw new Error('--throttle: a rate of at least 1');
  if (opts.pages.length === 0 || opts.pages.some((p) => !PAGES.includes(p)))
    throw new Error(`--pages takes some of ${PAGES.join(',')}`);
  for (const dist of opts.dists)
    if (!existsSync(resolve(dist, 'server/main.js'))) throw new Error(`no server build in ${dist}`);
  return opts;
}

/** Records the page's long tasks from its very start (buffered entries come late in Chromium). */
function recordLongTasks() {
  window.__mainThreadLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__mainThreadLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** One load of `url` in a fresh context: its long tasks and the main thread's totals. */
async function measureLoad(browser, url, throttle) {
  const context = await browser.newContext(DEVICE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await cdp.send('Performance.enable');
    await page.addInitScript(recordLongTasks);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_MS);
    const { longTasks, fcp } = await page.evaluate(() => ({
      longTasks: window.__mainThreadLongTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const blocking = longTasks.reduce((sum, [start, duration]) => {
      const afterPaint = Math.min(duration, start + duration - fcp);
      return sum + Math.max(0, afterPaint - 50);
    }, 0);
    return {
      blocking,
      longest: Math.max(0, ...longTasks.map(([, duration]) => duration)),
      longTasks: longTasks.length,
      task: metric('TaskDuration'),
      script: metric('ScriptDuration'),
      styleLayout: metric('RecalcStyleDuration') + metric('LayoutDuration'),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(`main-thread.mjs: ${err.message}`);
  process.exit(2);
}

const storefrontDir = fileURLToPath(new URL('..', import.meta.url));
const servers = [];
let browser;
try {
  for (const dist of opts.dists) {
    const { child, base } = await startServer(storefrontDir, [], {}, dist, { echo: false });
    servers.push({ dist, child, base, paths: await pagePaths(base) });
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(
    `Main thread during load at ${opts.throttle}x CPU, ${DEVICE.viewport.width} px wide, ` +
      `${opts.runs} run(s) per page and build (alternating), watched ${WATCH_MS / 1000} s after load; ` +
      `${browser.version()}, node ${process.version}`,
  );
  const results = new Map();
  for (let run = 1; run <= opts.runs; run++)
    for (const server of servers)
      for (const page of opts.pages) {
        await freshInPageCache(server.base + server.paths[page], server.paths[page]);
        const figures = await measureLoad(browser, server.base + server.paths[page], opts.throttle);
        const key = `${server.dist}\t${page}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        process.stderr.write(
          `  run ${run} ${page} ${server.dist}: blocking ${Math.round(figures.blocking)} ms, ` +
            `task ${Math.round(figures.task)} ms, script ${Math.round(figures.script)} ms\n`,
        );
      }

  const ms = (value) => String(Math.round(value));
  console.log(
    '\n| build | page | blocking ms (runs) | median blocking | task ms | script ms | style+layout ms | long tasks | longest ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [key, runs] of results) {
    const [dist, page] = key.split('\t');
    const m = (name) => median(runs.map((r) => r[name]));
    console.log(
      `| ${dist} | ${page} | ${runs.map((r) => ms(r.blocking)).join(', ')} | ${ms(m('blocking'))} | ` +
        `${ms(m('task'))} | ${ms(m('script'))} | ${ms(m('styleLayout'))} | ${m('longTasks')} | ${ms(m('longest'))} |`,
    );
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await Promise.all(servers.map((server) => stopChild(server.child)));
}

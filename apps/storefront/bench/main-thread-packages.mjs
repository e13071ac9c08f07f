// Which packages the browser's main thread runs while a page loads: V8's sampling profiler (the
// DevTools protocol, 100 µs) from navigation to 4 s after the load event, on Lighthouse's phone
// viewport at normal CPU speed, in Debian's Chromium. Each sample's frames are mapped through the
// client's source maps (dist/client-sourcemaps, written by every build) to their package (zod,
// react-dom, @tanstack/router-core...) or the shop's library or app folder (lib:api-contract,
// app:routing); a package's time is that of the samples with any of its frames on the stack
// (inclusive), per load, averaged over the runs.
//
// Profiling costs the page time of its own, so compare builds side by side rather than with the
// timed figures of main-thread.mjs: with several --dist builds the loads alternate between them.
//
// Build first: npx nx run storefront:build
// Usage (in apps/storefront):
//   node bench/main-thread-packages.mjs [--runs 3] [--pages home,category,product,search]
//                                       [--top 12] [--show zod,lib:api-contract] [--dist DIR]...
//   --show LIST  packages printed whatever their rank (0 when a load never ran them)
//   env CHROMIUM_PATH  the browser (default /usr/bin/chromium)
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES, pagePaths } from './page-paths.mjs';
import { freshInPageCache, startServer, stopChild } from './production-server.mjs';

/** How long after the load event the profile runs (the idle prefetch and run-ahead included). */
const WATCH_MS = 4_000;
const DEVICE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

function parseArgs(argv) {
  const opts = { runs: 3, pages: PAGES, top: 12, show: [], dists: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') opts.runs = Number(value());
    else if (flag === '--top') opts.top = Number(value());
    else if (flag === '--show') opts.show = value().split(',').filter(Boolean);
    else if (flag === '--dist') opts.dists.push(resolve(value()));
    else if (flag === '--pages') opts.pages = value().split(',').filter(Boolean);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (opts.dists.length === 0) opts.dists.push(fileURLToPath(new URL('../dist', import.meta.url)));
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error('--runs: a positive integer');
  if (opts.pages.some((p) => !PAGES.includes(p)))
    throw new Error(`--pages takes some of ${PAGES.join(',')}`);
  for (const dist of opts.dists)
    if (!existsSync(resolve(dist, 'client-sourcemaps')))
      throw new Error(`no client source maps in ${dist}`);
  return opts;
}

/** The package (or shop folder) of a source path as the client's source maps name it. */
function packageOf(source) {
  const inModules = source.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/);
  if (inModules) return inModules[1];
  const own = source.replace(/^(\.\.\/)+/, '');
  if (own.startsWith('libs/')) return `lib:${own.split('/')[1]}`;
  if (own.startsWith('src/')) return `app:${own.split('/')[1]}`;
  return own;
}

/** Maps a profile's call frames to packages through one build's client source maps. */
function frameLabeller(dist) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const path = resolve(dist, 'client-sourcemaps/assets', `${file}.map`);
      if (!existsSync(path)) maps.set(file, null);
      else {
        // Vite writes its preload list (`const __vite__mapDeps=...`) as a line of its own above
        // the entry's code after the map was made: the map's lines start one further down.
        const code = readFileSync(resolve(dist, 'client/assets', file), 'utf8');
        const shift = code.startsWith('const __vite__mapDeps') ? 1 : 0;
        maps.set(file, { map: new TraceMap(readFileSync(path, 'utf8')), shift });
      }
    }
    return maps.get(file);
  };
  return (frame) => {
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return null;
    if (!frame.url.includes('/assets/'))
      return frame.url ? 'page (inline scripts)' : `browser ${frame.functionName || '(root)'}`;
    const file = frame.url.replace(/^.*\/assets\//, '');
    const mapped = mapOf(file);
    if (!mapped) return `chunk ${file}`;
    const position = originalPositionFor(mapped.map, {
      line: Math.max(1, frame.lineNumber + 1 - mapped.shift),
      column: Math.max(0, frame.columnNumber),
    });
    return position.source ? packageOf(position.source) : `chunk ${file}`;
  };
}

/** One profiled load: milliseconds per package (inclusive) and the busy total. */
async function profileLoad(browser, url, label) {
  const context = await browser.newContext(DEVICE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    const labels = new Map();
    const labelOf = (id) => {
      if (!labels.has(id)) labels.set(id, label(nodes.get(id).callFrame));
      return labels.get(id);
    };
    const byPackage = new Map();
    let busy = 0;
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      if (labelOf(id) === null) return;
      busy += ms;
      const seen = new Set();
      for (let node = id; node !== undefined; node = parent.get(node)) {
        const name = labelOf(node);
        if (name && !name.startsWith('browser ') && !seen.has(name)) {
          seen.add(name);
          byPackage.set(name, (byPackage.get(name) ?? 0) + ms);
        }
      }
    });
    return { busy, byPackage };
  } finally {
    await context.close();
  }
}

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(`main-thread-packages.mjs: ${err.message}`);
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const servers = [];
try {
  for (const dist of opts.dists) {
    const server = await startServer(fileURLToPath(new URL('..', import.meta.url)), [], {}, dist, {
      echo: false,
    });
    servers.push({
      dist,
      label: frameLabeller(dist),
      ...server,
      paths: await pagePaths(server.base),
    });
  }
  const totals = new Map();
  for (let run = 0; run < opts.runs; run++)
    for (const server of servers)
      for (const page of opts.pages) {
        await freshInPageCache(server.base + server.paths[page], server.paths[page]);
        const load = await profileLoad(browser, server.base + server.paths[page], server.label);
        const key = `${server.dist}\u0000${page}`;
        const total = totals.get(key) ?? { busy: 0, byPackage: new Map() };
        total.busy += load.busy;
        for (const [name, ms] of load.byPackage)
          total.byPackage.set(name, (total.byPackage.get(name) ?? 0) + ms);
        totals.set(key, total);
        console.log(`  run ${run + 1} ${page} ${server.dist}: busy ${load.busy.toFixed(0)} ms`);
      }
  for (const [key, total] of totals) {
    const [dist, page] = key.split('\u0000');
    const perLoad = (ms) => (ms / opts.runs).toFixed(1);
    console.log(`\n${page}, ${dist}: busy ${perLoad(total.busy)} ms per load (1x), by package:`);
    const top = [...total.byPackage].sort((a, b) => b[1] - a[1]).slice(0, opts.top);
    const shown = opts.show.filter((name) => !top.some(([topName]) => topName === name));
    for (const [name, ms] of [
      ...top,
      ...shown.map((name) => [name, total.byPackage.get(name) ?? 0]),
    ])
      console.log(`${perLoad(ms).padStart(8)}  ${name}`);
  }
} finally {
  for (const server of servers) await stopChild(server.child);
  await browser.close();
}

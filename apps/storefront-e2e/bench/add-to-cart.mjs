// Add to cart on a product page, timed in Debian's Chromium: from the click on the page's add
// button to the cart drawer showing the line, for the first add on the page and the next one, at
// normal speed and under a CPU slowdown (the DevTools protocol's Emulation.setCPUThrottlingRate,
// as Lighthouse's mobile profile). Also the Event Timing duration of each click.
//
// Starts the production build on a free loopback port with a fresh in-memory database (as
// playwright.config.ts does), picks a popular in-stock product without variations from the API,
// and for each run opens the page in a fresh browser context (empty local storage, consent given),
// waits until it is hydrated and the network is quiet (a shopper reading the page), points at
// "Lägg i varukorgen" and clicks it, waits for the line in the drawer, closes the drawer, and adds
// once more. Prints the medians. Exits non-zero only on errors, never on a missed target.
//
// A shopper's pointer reaches the button before it presses it, so the bench moves the pointer onto
// the button and waits before each click (`--press hover`, the default). `--press direct` clicks
// at once, as Playwright's click alone does: its pointer move, press and release then reach the
// page together and are handled in one task, so the click's Event Timing also counts the pointer's
// arrival (the first pointerover of the page) as the click's input delay.
//
// Build first: npx nx run storefront:build
// Usage (from the repository root):
//   node apps/storefront-e2e/bench/add-to-cart.mjs [--runs 5] [--throttle 1,4] [--base URL]
//   --base URL   an already running storefront instead of starting apps/storefront/dist
//   --dist DIR   the build to start (with client/ and server/main.js); default apps/storefront/dist
//   --press hover|direct  point at the button before each click (default), or click at once
//   env CHROMIUM_PATH  the browser (default /usr/bin/chromium)
/* global window, document, Element, MutationObserver, requestAnimationFrame -- instrument() runs in the page */
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The storefront's bench start-up (apps/storefront/bench), one home for every bench of the build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startServer, stopChild } from '../../storefront/bench/production-server.mjs';

const LOCALE = 'sv';
const STORE_ID = 1;
const ADD_LABEL = 'Lägg i varukorgen';
const TARGETS = { first: 100, next: 100, eventDuration: 100 };

function parseArgs(argv) {
  const opts = {
    runs: 5,
    throttle: [1, 4],
    base: undefined,
    press: 'hover',
    dist: fileURLToPath(new URL('../../storefront/dist', import.meta.url)),
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') opts.runs = Number(value());
    else if (flag === '--throttle') opts.throttle = value().split(',').map(Number);
    else if (flag === '--base') opts.base = value();
    else if (flag === '--dist') opts.dist = resolve(value());
    else if (flag === '--press') opts.press = value();
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error('--runs: a positive integer');
  if (opts.throttle.some((rate) => !(rate >= 1))) throw new Error('--throttle: rates >= 1');
  if (!['hover', 'direct'].includes(opts.press)) throw new Error('--press: hover or direct');
  return opts;
}

async function productPath(base) {
  const params = new URLSearchParams({ locale: LOCALE, sid: String(STORE_ID), popular: '1' });
  params.set('limit', '48');
  const response = await fetch(`${base}/api/products?${params}`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { products } = await response.json();
  const product = products.find((p) => p.variations.length === 0 && p.stock_status === 'in-stock');
  if (!product) throw new Error('no simple in-stock product');
  return `/${LOCALE}/produkt/${encodeURIComponent(product.slug)}`;
}

/**
 * Installed in the page before its scripts: records the time of each click on the add button
 * (the event's own timestamp, i.e. the input's time), the first animation frame after a drawer
 * line with the expected quantity is in the DOM (the time its callbacks run), and each click's Event Timing duration.
 */
function instrument() {
  const marks = { clicks: [], shown: [], durations: [] };
  window.__addBench = marks;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.product-page__form button'))
        marks.clicks.push(event.timeStamp);
    },
    { capture: true },
  );
  const quantityShown = () => {
    const lines = document.querySelectorAll('.cart-drawer [role="dialog"] .cart-line');
    if (lines.length === 0) return 0;
    // The cart drawer's quantity field, or the early drawer's "Antal: 2".
    const spin = lines[0].querySelector('input');
    if (spin) return Number(spin.value);
    const text = lines[0].querySelector('.cart-line__quantity')?.textContent ?? '';
    return Number(/\d+/.exec(text)?.[0] ?? 1);
  };
  new MutationObserver(() => {
    const expected = marks.clicks.length;
    if (expected === 0 || marks.shown.length >= expected) return;
    if (quantityShown() >= expected)
      // The frame that paints it: its callbacks run after the change, so the time is read there
      // (a frame's own timestamp is when it began, which can be before the click it shows).
      requestAnimationFrame(() => {
        if (marks.shown.length < expected) marks.shown.push(performance.now());
      });
  }).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click' || entry.name === 'pointerup' || entry.name === 'pointerdown')
        marks.durations.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** How long the pointer rests on the button before the press (`--press hover`). */
const REST_MS = 300;

async function oneRun(browser, base, path, rate, press) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: '__consent', value: '1', url: base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated="true"]').waitFor();
  // A shopper reads the page before reaching for the button.
  await page.waitForTimeout(1000);
  const button = page.locator('.product-page__form').getByRole('button', { name: ADD_LABEL });
  const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
  const timeOf = async (n) => {
    await page.waitForFunction((count) => window.__addBench.shown.length >= count, n);
    return page.evaluate((i) => {
      const { clicks, shown } = window.__addBench;
      return shown[i] - clicks[i];
    }, n - 1);
  };
  const add = async () => {
    if (press === 'hover') {
      await button.hover();
      await page.waitForTimeout(REST_MS);
    }
    await button.click();
  };
  await add();
  const first = await timeOf(1);
  await drawer.locator('.cart-line').first().waitFor();
  // Let the first add's sync answer settle, then close the drawer as a shopper would.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await add();
  const next = await timeOf(2);
  const durations = await page.evaluate(() => window.__addBench.durations);
  const clickDurations = durations.filter((d) => d.name === 'click').map((d) => d.duration);
  await context.close();
  return {
    first,
    next,
    firstEvent: clickDurations[0] ?? 0,
    nextEvent: clickDurations[1] ?? 0,
    errors,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const server = opts.base
    ? { base: opts.base, child: undefined }
    : await startServer(resolve(opts.dist, '..'), [], {}, opts.dist);
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const path = await productPath(server.base);
    console.log(`add to cart on ${path}, ${opts.runs} runs per CPU rate, --press ${opts.press}`);
    // One warm-up visit: the server's page cache and the browser's disk cache as for a shopper.
    await oneRun(browser, server.base, path, 1, opts.press);
    for (const rate of opts.throttle) {
      const runs = [];
      for (let i = 0; i < opts.runs; i++)
        runs.push(await oneRun(browser, server.base, path, rate, opts.press));
      const errors = runs.flatMap((run) => run.errors);
      const pick = (key) => runs.map((run) => run[key]);
      console.log(
        [
          `CPU ${rate}x:`,
          `first add ${ms(median(pick('first')))} (runs ${pick('first').map(ms).join(', ')}; target ${TARGETS.first} ms at 4x)`,
          `next add ${ms(median(pick('next')))} (runs ${pick('next').map(ms).join(', ')}; target ${TARGETS.next} ms at 4x)`,
          `click event duration first ${ms(median(pick('firstEvent')))}, next ${ms(median(pick('nextEvent')))} (target ${TARGETS.eventDuration} ms; 0: under 16 ms)`,
          `console errors: ${errors.length}${errors.length ? ` (${[...new Set(errors)].join(' | ')})` : ''}`,
        ].join('\n  '),
      );
    }
  } finally {
    await browser.close();
    if (server.child) await stopChild(server.child);
  }
}

await main();

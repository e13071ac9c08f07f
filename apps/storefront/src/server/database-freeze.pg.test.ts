import { ApiErrorSchema, HealthResponseSchema } from '@nordshop/api-contract';
import { loadConfig, prepareDatabase, type Database } from '@nordshop/api';
import { startPostgresCluster, type PostgresCluster } from '@nordshop/api/testing/postgres-cluster';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assetsFromViteManifest } from './page-assets';
import { PAGE_CACHE_HEADER } from './cached-page';
import { HtmlPageCache } from './html-page-cache';
import { createServerApp } from './server-app';

// A PostgreSQL server of this test's own, stopped with SIGSTOP: a frozen database holds its
// connections open and answers nothing, the hardest outage for a client to notice. Runs with the
// PostgreSQL programs (scripts/with-postgres.sh provides them; vite.config.ts includes *.pg.test.ts then).
// The shipped DB_TIMEOUT_MS (1.5 s): every answer, pages included, within 2 s.
const TIMEOUT_MS = loadConfig({}).DB_TIMEOUT_MS;
const ANSWER_WITHIN_MS = 2_000;

let cluster: PostgresCluster;
let database: Database;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = await prepareDatabase({
    databaseUrl: cluster.url,
    dataDir: 'memory://',
    timeoutMs: TIMEOUT_MS,
  });
  const assets = assetsFromViteManifest({
    'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
  });
  // Pages are never fresh in this cache, so every request renders, and a failed render falls back to the kept page.
  app = createServerApp({
    database,
    assets,
    publicOrigin: 'http://localhost',
    pageCache: new HtmlPageCache(0, 100, 60_000, 0),
  });
}, 300_000);

afterAll(async () => {
  await cluster?.thaw();
  await database?.close();
  await cluster?.stop();
});

const API_CALLS: readonly { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/strings?locale=sv&sid=1' },
  { method: 'GET', path: '/api/health?locale=sv&sid=1' },
  { method: 'GET', path: '/api/products?locale=sv&sid=1&query=laddare' },
  { method: 'GET', path: '/api/widget-by-slug/store-message?locale=sv&sid=1' },
  {
    method: 'POST',
    path: '/api/sync-cart?locale=sv&sid=1',
    body: { items: [{ uuid: 'a', sku: 'NS-1', quantity: 1 }] },
  },
  {
    method: 'POST',
    path: '/api/auth/login?locale=sv&sid=1',
    body: { email: 'demo@nordshop.example', password: 'x' },
  },
  { method: 'POST', path: '/captuerr', body: { error: 'frozen', level: 'info' } },
];

/** Everything the process writes to stdout and stderr, and through console, until stop(). */
function captureOutput() {
  let text = '';
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write.bind(stream));
  streams.forEach((stream, i) => {
    const capture = (chunk: string | Uint8Array, ...rest: never[]) => {
      text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return writes[i]!(chunk, ...rest);
    };
    stream.write = capture;
  });
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originals = methods.map((name) => console[name]);
  for (const name of methods)
    vi.spyOn(console, name).mockImplementation((...args: unknown[]) => {
      text += `${format(...args)}\n`;
    });
  return {
    text: () => text,
    stop: () => {
      streams.forEach((stream, i) => (stream.write = writes[i]!));
      methods.forEach((name, i) => (console[name] = originals[i]!));
    },
  };
}

/** The level of a JSON log line, or the line itself when it is none (the assertion shows it). */
function levelOf(line: string): string {
  try {
    const value: unknown = JSON.parse(line);
    const level =
      typeof value === 'object' && value !== null
        ? (value as { level?: unknown }).level
        : undefined;
    return typeof level === 'string' ? level : line;
  } catch {
    return line;
  }
}

async function timed(path: string, init?: RequestInit) {
  const started = Date.now();
  const response = await app.request(`http://localhost${path}`, init);
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

describe('a frozen database (SIGSTOP) and its return (SIGCONT)', () => {
  it('answers every API call with 503 within 2 s, pages and the sitemap with 503 and Retry-After or the kept page, and recovers without a restart', async () => {
    const home = await timed('/sv');
    expect(home.response.status).toBe(200);
    const [product] = await database.run<{ slug: string }>(
      {
        name: 'test.freeze_product',
        text: `select t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
                where p.parent_id is null order by p.id desc limit 1`,
      },
      [],
    );
    const productSlug = product!.slug;

    const written = captureOutput();
    await cluster.freeze();
    try {
      for (const call of API_CALLS) {
        const { response, body, ms } = await timed(call.path, {
          method: call.method,
          ...(call.body
            ? { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }
            : {}),
        });
        expect({ path: call.path, status: response.status }).toEqual({
          path: call.path,
          status: 503,
        });
        expect(ms, `${call.path} answered in ${ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        const answer: unknown = JSON.parse(body);
        if (call.path.startsWith('/api/health')) {
          expect(HealthResponseSchema.parse(answer).database.status).toBe('down');
        } else {
          expect(ApiErrorSchema.parse(answer).error).toBe('unavailable');
        }
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }

      // The process is alive but not ready: a proxy stops sending it requests.
      const live = await timed('/healthz');
      expect(live.response.status).toBe(200);
      const ready = await timed('/readyz');
      expect(ready.response.status).toBe(503);
      expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);

      // A read the server keeps in its short-lived cache is still answered from there.
      const cachedRead = await timed('/api/product-categories?locale=sv&sid=1&v=2');
      expect([200, 503]).toContain(cachedRead.response.status);
      expect(cachedRead.ms).toBeLessThan(ANSWER_WITHIN_MS);

      // A page rendered before still answers: from the server's caches, or as the kept page.
      const kept = await timed('/sv');
      expect(kept.response.status).toBe(200);
      expect(['miss', 'stale']).toContain(kept.response.headers.get(PAGE_CACHE_HEADER));

      // Pages never rendered before: a search, a product, a storefront whose layout is not kept,
      // and the sitemap with nothing of it kept.
      for (const path of ['/sv/sok?q=skal', `/sv/produkt/${productSlug}`, '/fi', '/sitemap.xml']) {
        const page = await timed(path);
        expect({ path, status: page.response.status }).toEqual({ path, status: 503 });
        expect(page.ms, `${path} answered in ${page.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        expect(Number(page.response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(page.response.headers.get('cache-control')).toBe('no-store');
      }
    } finally {
      written.stop();
      await cluster.thaw();
    }
    // Every event is one JSON line: no stack trace over several lines, nothing but JSON.
    const lines = written
      .text()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(levelOf(line), line).toMatch(/^(debug|info|warn|error)$/);

    let recovered = 0;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
      recovered = (await timed('/api/strings?locale=sv&sid=1')).response.status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recovered).toBe(200);
    expect((await timed('/readyz')).response.status).toBe(200);
    const again = await timed('/sv');
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  }, 120_000);
});

import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseOfItsOwn,
  freePort,
  runOn,
  startApp,
  stop,
  waitReady,
  type Started,
} from './proxy-processes';

// The production build with two workers (WEB_CONCURRENCY=2) on a PostgreSQL database of its own:
// its metrics port, and SIGTERM in the middle of a load run.

const serverUrl = process.env['DATABASE_URL'];
if (!serverUrl) throw new Error('DATABASE_URL is not set: run under scripts/with-postgres.sh');

let database: Awaited<ReturnType<typeof databaseOfItsOwn>> | undefined;
let app: Started | undefined;
let base = '';
let metrics = '';
let metricsPort = 0;
let slugs: string[] = [];

/** The IPv4 and IPv6 addresses a TCP port listens on, from the kernel's socket tables. */
function listeningAddressesOf(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((file) => existsSync(file));
  return tables.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local address is HEXADDR:HEXPORT, state 0A is LISTEN.
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map((fields) => addressOf(fields[1]!.split(':')[0]!)),
  );
}

/** A /proc/net address (little-endian words) as text: 0100007F → 127.0.0.1. */
function addressOf(hex: string): string {
  const bytes = (word: string) =>
    word
      .match(/../g)!
      .reverse()
      .map((b) => parseInt(b, 16));
  if (hex.length === 8) return bytes(hex).join('.');
  const words = hex.match(/.{8}/g)!.flatMap(bytes);
  return Array.from({ length: 8 }, (_, i) =>
    ((words[2 * i]! << 8) | words[2 * i + 1]!).toString(16),
  ).join(':');
}

beforeAll(async () => {
  database = await databaseOfItsOwn(serverUrl, `nordshop_shutdown_${process.pid}`);
  const port = await freePort();
  metricsPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  app = startApp({
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    DATABASE_URL: database.url,
    WEB_CONCURRENCY: '2',
    DB_POOL_SIZE: '5',
    LOG_LEVEL: 'warn',
  });
  await waitReady(base, app);
  slugs = (
    await runOn<{ slug: string }>(
      database.url,
      `select t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
        where p.parent_id is null order by md5(t.slug) limit 400`,
    )
  ).map((row) => row.slug);
});

afterAll(async () => {
  await stop(app);
  await database?.drop();
});

describe('two workers under one primary', () => {
  it('answers /metrics on the metrics port with the sum of both workers', async () => {
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${base}/sv`)).status).toBe(200);
    const response = await fetch(metrics);
    expect(response.status).toBe(200);
    const text = await response.text();
    const pageCount =
      /^nordshop_http_request_duration_seconds_count\{method="GET",route="page",status="200"\} (\d+)/m.exec(
        text,
      );
    expect(Number(pageCount?.[1])).toBeGreaterThanOrEqual(6);
    // Both workers' pools: 2 × at least one open connection.
    const open = /^nordshop_db_pool_connections\{state="total"\} (\d+)/m.exec(text);
    expect(Number(open?.[1])).toBeGreaterThanOrEqual(2);
    for (const name of [
      'nordshop_cache_lookups_total',
      'nordshop_db_pool_wait_seconds',
      'nordshop_orders_placed_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    // The shop's own port has no metrics: they are not for the proxy to pass on.
    expect((await fetch(`${base}/metrics`)).headers.get('content-type')).not.toMatch(
      /version=0\.0\.4/,
    );
  });

  it('listens for metrics on the loopback interface only (METRICS_HOST unset)', () => {
    expect(listeningAddressesOf(metricsPort)).toEqual(['127.0.0.1']);
  });

  it('finishes every request in flight when SIGTERM comes in the middle of a load run', async () => {
    const outcomes: { startedBeforeSignal: boolean; status: number | string }[] = [];
    let signalled = false;
    let next = 0;
    // 40 shoppers, each asking for one long-tail product page after another (no page cache hit),
    // each over its own keep-alive connection once its first page has come.
    let browsing = 0;
    const shopper = async () => {
      let first = true;
      while (!signalled) {
        const slug = slugs[next % slugs.length];
        next += 1;
        const startedBeforeSignal = !signalled;
        const outcome = await fetch(`${base}/sv/produkt/${slug}?shutdown=${next}`)
          .then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          })
          .catch((err: unknown) =>
            String((err as { cause?: { code?: string } }).cause?.code ?? err),
          );
        outcomes.push({ startedBeforeSignal, status: outcome });
        if (first) browsing += 1;
        first = false;
      }
    };
    const load = Promise.all(Array.from({ length: 40 }, shopper));
    // The signal comes in the middle of the run: at least 1.5 s in, every shopper browsing.
    const since = Date.now();
    while (browsing < 40 || Date.now() - since < 1_500)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = new Promise<number | null>((resolve) => app!.child.once('exit', resolve));
    signalled = true;
    app!.child.kill('SIGTERM');
    await load;
    const inFlight = outcomes.filter((o) => o.startedBeforeSignal);
    // Each shopper had a request under way when the signal came; all of them end well.
    expect(inFlight.length).toBeGreaterThanOrEqual(40);
    expect(inFlight.filter((o) => o.status !== 200)).toEqual([]);
    expect(await exited).toBe(0);
  });
});

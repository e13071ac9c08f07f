import {
  ApiErrorSchema,
  OrderResponseSchema,
  PlaceOrderResponseSchema,
  StringsResponseSchema,
  SyncCartResponseSchema,
  SyncCouponsResponseSchema,
  TokensResponseSchema,
} from '@nordshop/api-contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  headerOf,
  jsonOf,
  pageProduct,
  plainText,
  send,
  textsOfClass,
  type Answer,
  type Call,
} from './proxy-http';
import { PAGE_CACHE_HEADER } from './cached-page';
import { HTML_PAGE_CACHE } from './html-page-cache';
import {
  databaseOfItsOwn,
  freePort,
  startApp,
  startNginx,
  stop,
  waitReady,
  type Started,
} from './proxy-processes';
import {
  orderBody,
  ordersOf,
  placeOrder,
  productApi,
  productPage,
  setSvPrice,
  shown,
  simpleProducts,
  SV,
  syncCart,
  type SeedProduct,
} from './proxy-shop';

// The production topology on one machine: two app processes of the production build
// (dist/server/main.js) started at once on one empty PostgreSQL database, made for the run on the
// server of DATABASE_URL (scripts/with-postgres.sh sets it) and dropped after it, with nginx in
// front (scripts/with-nginx.sh). A shopper's journey goes through the proxy; changes written
// straight into PostgreSQL must show on each process within 2 s.
// Runs after the build: `scripts/with-postgres.sh npm run test:proxy --workspace @nordshop/storefront`.

const CHANGE_SHOWS_WITHIN_MS = 2_000;
const SECRETS = {
  JWT_SECRET: 'proxy-test-jwt-secret-0123456789abcdef',
  CONTENT_TOKEN_SECRET: 'proxy-test-content-secret-0123456789abcdef',
};
const DEMO = { email: 'demo@nordshop.example', password: 'nordshop-demo' };
const COUPON = 'VALKOMMEN10';

let database: pg.Client;
let ownDatabase: Awaited<ReturnType<typeof databaseOfItsOwn>> | undefined;
let nginx: (Started & { url: string }) | undefined;
let apps: Started[] = [];
let ports: number[] = [];
/** The processes' own addresses, past the proxy. */
let direct: string[] = [];
let products: SeedProduct[] = [];
let strings: Record<string, string>;

beforeAll(async () => {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) throw new Error('DATABASE_URL is not set: run under scripts/with-postgres.sh');
  // The tests below change the demo data (a coupon withdrawn, a price raised, stock at 0): every
  // run starts on an empty database of its own, whatever an earlier run left on the server.
  ownDatabase = await databaseOfItsOwn(serverUrl, `nordshop_proxy_${process.pid}`);
  const databaseUrl = ownDatabase.url;
  ports = [await freePort(), await freePort()];
  direct = ports.map((port) => `http://127.0.0.1:${port}`);
  nginx = await startNginx(ports);
  const proxyUrl = nginx.url;
  // Both at once on the empty database: each migrates and seeds under advisory locks.
  apps = ports.map((port) =>
    startApp({
      ...SECRETS,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // Only nginx's address: a client on another loopback address is a client, not a proxy.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: proxyUrl,
      DB_POOL_SIZE: '5',
      // One worker each: the two processes are the two upstreams nginx balances.
      WEB_CONCURRENCY: '1',
      // Warnings and errors only, and no metrics port (two processes would want the same one).
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
    }),
  );
  await Promise.all(apps.map((app, i) => waitReady(direct[i]!, app)));
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  products = await simpleProducts(database, 6);
  if (products.length < 6) throw new Error('the seed has too few simple products');
  strings = StringsResponseSchema.parse(jsonOf(await send(`${direct[0]}/api/strings?${SV}`), 200));
}, 180_000);

afterAll(async () => {
  await database?.end();
  await Promise.all(apps.map((app) => stop(app)));
  await stop(nginx);
  await ownDatabase?.drop();
});

/** Every direct process, each checked on its own until the check passes (at most 2 s after `since`). */
const onEachProcess = (since: number, check: (base: string) => Promise<void>) =>
  Promise.all(direct.map((base) => eventually(() => check(base), since, CHANGE_SHOWS_WITHIN_MS)));

describe('two app processes behind nginx over one PostgreSQL', () => {
  it('both came up although they started at once on an empty database, and the demo data is there once', async () => {
    for (const base of direct) expect((await send(`${base}/readyz`)).status).toBe(200);
    const { rows } = await database.query<{ n: string }>(
      `select count(*) as n from customers where email = $1`,
      [DEMO.email],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('serves a shopper from page to tracked order through the proxy, on both processes', async () => {
    const proxy = nginx!.url;
    const answers: Answer[] = [];
    const through = async (path: string, call?: Call) => {
      const answer = await send(`${proxy}${path}`, call);
      answers.push(answer);
      return answer;
    };
    const [product] = products;

    const home = await through('/sv');
    expect(home.status).toBe(200);
    expect(headerOf(home, 'content-type')).toContain('text/html');
    const page = await through(`/sv/produkt/${product!.slug}`);
    expect(page.status).toBe(200);
    // The schema.org name is the brand, then the product's name.
    expect(pageProduct(page.body)?.name).toContain(product!.name);
    expect(plainText(page.body)).toContain(product!.name);
    expect(textsOfClass(page.body, 'ns-price__current')).toContain(shown(product!.price));

    const cartBody = { items: [{ uuid: 'line-1', sku: product!.sku, quantity: 2 }] };
    const [guestLine] = SyncCartResponseSchema.parse(
      jsonOf(
        await through(`/api/sync-cart?${SV}`, { json: { ...cartBody, coupons: [COUPON] } }),
        200,
      ),
    );
    expect(guestLine).toMatchObject({
      sku: product!.sku,
      quantity: 2,
      ordinary_price: product!.price,
    });
    expect(guestLine!.price).toBeLessThan(product!.price);

    const tokens = TokensResponseSchema.parse(
      jsonOf(await through(`/api/auth/login?${SV}`, { json: DEMO }), 200),
    );
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const [line] = SyncCartResponseSchema.parse(
      jsonOf(
        await through(`/api/sync-cart?${SV}`, {
          json: { ...cartBody, coupons: [COUPON] },
          headers: bearer,
        }),
        200,
      ),
    );

    const body = { ...orderBody(product!.sku, [COUPON], DEMO.email), items: cartBody.items };
    const key = `proxy-${crypto.randomUUID()}`;
    const placed = PlaceOrderResponseSchema.parse(
      jsonOf(
        await through(`/api/orders?${SV}`, {
          json: body,
          headers: { ...bearer, 'idempotency-key': key },
        }),
        201,
      ),
    );
    expect(placed.order.coupons).toContain(COUPON);
    expect(placed.order.lines).toEqual([
      expect.objectContaining({ sku: product!.sku, quantity: 2, unit_price: product!.price }),
    ]);
    // At least the cart's coupon discount (the demo customer's credit may take off more).
    expect(placed.order.discount).toBeGreaterThanOrEqual(2 * (product!.price - line!.price));
    expect(line!.price).toBeLessThan(product!.price);
    // The same key again, on the other process: the same order, not a second one.
    const again = PlaceOrderResponseSchema.parse(
      jsonOf(
        await through(`/api/orders?${SV}`, {
          json: body,
          headers: { ...bearer, 'idempotency-key': key },
        }),
        200,
      ),
    );
    expect(again.order.id).toBe(placed.order.id);

    const tracked = OrderResponseSchema.parse(
      jsonOf(await through(`/api/orders/${placed.order.id}?${SV}`, { headers: bearer }), 200),
    );
    expect(tracked.order).toMatchObject({ id: placed.order.id, total: placed.order.total });
    const orderTokens = TokensResponseSchema.parse(
      jsonOf(
        await through(`/api/order-auth/login?${SV}`, {
          json: { order_id: placed.order.id, email: DEMO.email },
        }),
        200,
      ),
    );
    const trackedAsGuest = OrderResponseSchema.parse(
      jsonOf(
        await through(`/api/orders/${placed.order.id}?${SV}`, {
          headers: { authorization: `Bearer ${orderTokens.access_token}` },
        }),
        200,
      ),
    );
    expect(trackedAsGuest.order.status).toBe(tracked.order.status);

    const upstreams = new Set(answers.map((answer) => headerOf(answer, 'x-upstream')));
    expect([...upstreams].sort()).toEqual(ports.map((port) => `127.0.0.1:${port}`).sort());
    // The API logs and answers with nginx's request id ($request_id: 32 hex digits).
    const apiAnswers = answers.filter((answer) =>
      headerOf(answer, 'content-type')?.includes('json'),
    );
    for (const answer of apiAnswers)
      expect(headerOf(answer, 'x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts failed logins by the address nginx saw, not by an X-Forwarded-For the client wrote', async () => {
    const proxy = nginx!.url;
    const account = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const attempt = (localAddress: string, forwardedFor: string) =>
      send(`${proxy}/api/auth/login?${SV}`, {
        json: { email: account, password: 'wrong-password' },
        localAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // Five attempts per account and address (LOGIN_LIMITS.accountAndAddress); a new made-up
    // address every time does not buy a sixth.
    const statuses: number[] = [];
    const upstreams = new Set<string | undefined>();
    for (let i = 1; i <= 6; i += 1) {
      const answer = await attempt('127.0.0.23', `203.0.113.${i}`);
      statuses.push(answer.status);
      upstreams.add(headerOf(answer, 'x-upstream'));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(upstreams.size).toBe(2);
    // Another client (another address nginx sees) still has its own five.
    expect((await attempt('127.0.0.24', '203.0.113.1')).status).toBe(401);
  });
});

describe('a change written straight into PostgreSQL shows on every process within 2 s', () => {
  it('a withdrawn coupon is refused by the cart and by an order on both processes', async () => {
    const product = products[1]!;
    for (const base of [...direct, ...direct]) {
      const [line] = await syncCart(base, product.sku, [COUPON]);
      expect(line!.price).toBeLessThan(line!.ordinary_price);
      const coupons = SyncCouponsResponseSchema.parse(
        jsonOf(
          await send(`${base}/api/sync-coupons?${SV}`, {
            json: {
              coupons: [{ code: COUPON }],
              cart_contents: [{ uuid: 'line-1', sku: product.sku, quantity: 1 }],
            },
          }),
          200,
        ),
      );
      expect(coupons).toEqual([expect.objectContaining({ code: COUPON, applied: true })]);
    }

    const since = Date.now();
    await database.query('update coupons set active = false where code = $1', [COUPON]);

    await onEachProcess(since, async (base) => {
      const [line] = await syncCart(base, product.sku, [COUPON]);
      expect(line!.price).toBe(line!.ordinary_price);
      const coupons = SyncCouponsResponseSchema.parse(
        jsonOf(
          await send(`${base}/api/sync-coupons?${SV}`, {
            json: {
              coupons: [{ code: COUPON }],
              cart_contents: [{ uuid: 'line-1', sku: product.sku, quantity: 1 }],
            },
          }),
          200,
        ),
      );
      expect(coupons.filter((coupon) => coupon.code === COUPON && coupon.applied)).toEqual([]);
    });
    for (const base of direct) {
      const body = orderBody(product.sku, [COUPON]);
      const refused = ApiErrorSchema.parse(jsonOf(await placeOrder(base, body), 409));
      expect(refused.code).toBe('coupon_rejected');
      expect(await ordersOf(database, body.email)).toBe(0);
    }
  });

  it('a raised price shows on the product page and in the API of both processes, and an order charges it', async () => {
    const product = products[2]!;
    const raised = product.price + 31_100;
    for (const base of [...direct, ...direct]) {
      expect((await productPage(base, product)).prices).toContain(shown(product.price));
      expect((await productApi(base, product)).prices.n[0]?.p).toBe(product.price);
    }

    const since = Date.now();
    await setSvPrice(database, product, raised);

    await onEachProcess(since, async (base) => {
      const page = await productPage(base, product);
      expect(page.prices).toContain(shown(raised));
      expect(Number(page.price) * 100).toBe(raised);
      expect((await productApi(base, product)).prices.n[0]?.p).toBe(raised);
    });
    for (const base of direct) {
      const [line] = await syncCart(base, product.sku, []);
      expect(line!.price).toBe(raised);
      const { order } = PlaceOrderResponseSchema.parse(
        jsonOf(await placeOrder(base, orderBody(product.sku)), 201),
      );
      expect(order.lines[0]).toMatchObject({ sku: product.sku, unit_price: raised, total: raised });
    }
  });

  it('a product whose stock went to 0 shows out of stock on both processes, and an order is refused', async () => {
    const product = products[3]!;
    for (const base of [...direct, ...direct]) {
      const page = await productPage(base, product);
      expect(page.availability).toBe('https://schema.org/InStock');
      expect(textsOfClass(page.html, 'ns-stock')).toContain(strings['stock.in-stock']);
      expect((await productApi(base, product)).stock_status).toBe('in-stock');
    }

    const since = Date.now();
    // Out of stock as the shop writes it: no units left, and back-order without a presale date.
    await database.query(
      `update products set stock_quantity = 0, stock_status = 'back-order' where id = $1`,
      [product.id],
    );

    await onEachProcess(since, async (base) => {
      const page = await productPage(base, product);
      expect(page.availability).toBe('https://schema.org/OutOfStock');
      expect(textsOfClass(page.html, 'ns-stock')).toContain(strings['stock.back-order']);
      expect((await productApi(base, product)).stock_status).toBe('back-order');
    });
    for (const base of direct) {
      const [line] = await syncCart(base, product.sku, []);
      expect(line).toMatchObject({ quantity: 0, cart_notice: 'cart.notice.out_of_stock' });
      const refused = ApiErrorSchema.parse(
        jsonOf(await placeOrder(base, orderBody(product.sku)), 409),
      );
      expect(refused.code).toBe('out_of_stock');
    }
  });

  it('a price changed after the page aged past its freshness shows on the first request of each process', async () => {
    const product = products[4]!;
    const raised = product.price + 17_300;
    for (const base of direct) {
      const page = await send(`${base}/sv/produkt/${product.slug}`);
      expect(textsOfClass(page.body, 'ns-price__current')).toContain(shown(product.price));
    }
    // Quiet past the page's freshness: each process keeps the page, no longer fresh.
    await new Promise((resolve) => setTimeout(resolve, HTML_PAGE_CACHE.ttlMs + 1_000));

    const since = Date.now();
    await setSvPrice(database, product, raised);
    // Each process has heard of the change once its API answers the new price.
    await onEachProcess(since, async (base) => {
      expect((await productApi(base, product)).prices.n[0]?.p).toBe(raised);
    });
    for (const base of direct) {
      const first = await productPage(base, product);
      expect(first.prices).toContain(shown(raised));
      expect(first.prices).not.toContain(shown(product.price));
    }
  });

  it('a stock quantity set to 0 alone shows out of stock on the pages and in the API of both processes', async () => {
    const product = products[5]!;
    for (const base of [...direct, ...direct]) {
      const page = await productPage(base, product);
      expect(page.availability).toBe('https://schema.org/InStock');
      expect((await productApi(base, product)).stock_status).toBe('in-stock');
    }

    const since = Date.now();
    // As an ERP feed writes it: the units, not the status, which still says in stock.
    await database.query(`update products set stock_quantity = 0 where id = $1`, [product.id]);

    await onEachProcess(since, async (base) => {
      const page = await send(`${base}/sv/produkt/${product.slug}`);
      expect(headerOf(page, PAGE_CACHE_HEADER)).not.toBe('revalidating');
      expect(pageProduct(page.body)?.availability).toBe('https://schema.org/OutOfStock');
      expect(textsOfClass(page.body, 'ns-stock')).toContain(strings['stock.back-order']);
      expect((await productApi(base, product)).stock_status).toBe('back-order');
    });
  });
});

// Server time of placing an order and of registering a return on the embedded database (PGlite,
// default seed), one request at a time, as a shopper meets them. Seeds a fresh DATA_DIR with
// dist/cli.js seed, serves it with dist/cli.js serve (TRUST_PROXY=loopback: each order comes from
// an address of its own through X-Forwarded-For, so the order limits of decision 028 never answer
// 429), places guest and customer orders, stops the server to ship the customer's orders with
// dist/cli.js ship-order (as staff do), serves again and registers a return of each. Server time
// is the `ms` of the server's own request log line; the client's time over loopback is shown
// beside it. Usage: node bench/order-and-return.mjs (npm run bench runs it); BENCH_NODE_ARGS
// passes options to the served process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ORDERS = Number(process.env.ORDER_BENCH_ORDERS ?? 40);
const RETURNS = Number(process.env.ORDER_BENCH_RETURNS ?? 12);
const DEMO = { email: 'demo@nordshop.example', password: 'nordshop-demo' };

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'nordshop-order-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'info',
};

/** Runs dist/cli.js with `args` to its end. */
function cli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], { env, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cli.js ${args[0]} exited ${code}`)),
    );
  });
}

/** Serves the API and keeps the server time (`ms`) of each request line it logs, by route. */
async function serve() {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/cli.js', 'serve'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const serverMs = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.message === 'request')
        serverMs.push({ route: entry.route, status: entry.status, ms: entry.ms });
    } catch {
      // not a log line
    }
  });
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health?locale=sv&sid=1`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    serverMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

let address = 0;
async function call(method, path, body, token) {
  address += 1;
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' && path.startsWith('/api/orders?')
        ? { 'idempotency-key': `bench-${crypto.randomUUID()}` }
        : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return { json, ms: performance.now() - started };
}

const orderBody = (skus, email, payment) => ({
  customer_type: 'private',
  email,
  phone: '070-123 45 67',
  first_name: 'Anna',
  last_name: 'Berg',
  address: { street: 'Storgatan 1', postal_code: '114 55', city: 'Stockholm' },
  items: skus.map((sku, i) => ({ uuid: `l${i}`, sku, quantity: 1 + (i % 2) })),
  coupons: ['VALKOMMEN10'],
  shipping_method_id: 'flat:home',
  payment_method_id: payment,
  accept_terms: true,
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (name, list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    name,
    n: sorted.length,
    p50: `${percentile(sorted, 50).toFixed(1)} ms`,
    p95: `${percentile(sorted, 95).toFixed(1)} ms`,
    max: `${sorted.at(-1).toFixed(1)} ms`,
  };
};

let server;
try {
  const seeded = Date.now();
  await cli(['seed']);
  console.log(`order bench: seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  server = await serve();
  const popular = await call('GET', '/api/products?locale=sv&sid=1&popular=1&limit=40&in_stock=1');
  const skus = popular.json.products.filter((p) => p.variations.length === 0).map((p) => p.sku);
  const token = (await call('POST', '/api/auth/login?locale=sv&sid=1', DEMO)).json.access_token;
  // A product whose few units are gone is dropped from the list (its 409 is not measured).
  let next = 0;
  const place = async (i, asCustomer) => {
    for (;;) {
      const pair = [skus[next % skus.length], skus[(next + 7) % skus.length]];
      next += 1;
      try {
        return await call(
          'POST',
          '/api/orders?locale=sv&sid=1',
          orderBody(
            pair,
            // An e-mail per order: the limit of 10 orders an hour per e-mail never answers 429.
            asCustomer ? `bench-customer-${i}@example.com` : `bench-${i}@example.com`,
            i % 2 === 0 ? 'invoice:standard' : 'prepayment:bank-transfer',
          ),
          asCustomer ? token : undefined,
        );
      } catch (err) {
        if (!String(err).includes('out_of_stock') || next > 10 * skus.length) throw err;
      }
    }
  };
  for (let i = 0; i < 3; i += 1) await place(i, false);
  const placeClient = [];
  const customerOrders = [];
  const firstPlaced = server.serverMs.length;
  for (let i = 0; i < ORDERS; i += 1) {
    const asCustomer = i % 3 === 2;
    const placed = await place(i, asCustomer);
    placeClient.push(placed.ms);
    if (asCustomer) customerOrders.push(placed.json.order);
  }
  const placeServer = server.serverMs
    .slice(firstPlaced)
    .filter((r) => r.route === '/api/orders' && r.status === 201)
    .map((r) => r.ms);
  await server.stop();
  server = undefined;

  const shipped = customerOrders.slice(0, RETURNS);
  for (const order of shipped)
    await cli(['ship-order', String(order.id), 'postnord', `BENCH${order.id}`]);

  server = await serve();
  const customer = (await call('POST', '/api/auth/login?locale=sv&sid=1', DEMO)).json.access_token;
  const returnClient = [];
  const firstReturn = server.serverMs.length;
  for (const order of shipped) {
    const created = await call(
      'POST',
      `/api/orders/${order.id}/returns?locale=sv&sid=1`,
      { lines: [{ order_line_id: order.lines[0].id, quantity: 1 }], reason: 'wrong_model' },
      customer,
    );
    returnClient.push(created.ms);
  }
  const returnServer = server.serverMs
    .slice(firstReturn)
    .filter((r) => r.route === '/api/orders/:id/returns' && r.status === 201)
    .map((r) => r.ms);
  await server.stop();
  server = undefined;

  const results = [
    summary('place an order: server', placeServer),
    summary('place an order: client', placeClient),
    summary('register a return: server', returnServer),
    summary('register a return: client', returnClient),
  ];
  console.log('\norder bench (PGlite, default seed, one request at a time, loopback)');
  console.table(results);
  writeFileSync('dist/bench-orders.json', JSON.stringify({ results }, null, 2));
} finally {
  // Also when a step failed: no server is left running.
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

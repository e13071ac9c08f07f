// The soak bench's traffic: what a shop's visitors send, mixed. Each request is picked by weight
// from the kinds below; orders go to a few hot products only (lock contention on their stock rows).
import http from 'node:http';

/** Share of each kind of request (sums to 100). */
export const MIX = { page: 35, api: 20, cart: 15, search: 25, order: 5 };

/** Words shoppers search for (with typos and in five languages), combined with model names. */
const WORDS = [
  'skal',
  'laddare',
  'kabel',
  'skärmskydd',
  'hörlurar',
  'fodral',
  'deksel',
  'lader',
  'cover',
  'oplader',
  'kuori',
  'laturi',
  'hoesje',
  'oplader',
  'kabl',
  'skärmskyd',
  'magsafe',
  'usb-c',
  'plånboksfodral',
  'glas',
  'batteri',
  'akku',
  'panssarilasi',
  'bilhållare',
  'powerbank',
];
const MODELS = ['iphone 15', 'iphone 13', 'galaxy s23', 'pixel 8', 'iphone 15 pro', '', '', ''];
const LOCALES = [
  { locale: 'sv', sid: 1, search: 'sok' },
  { locale: 'no', sid: 3, search: 'searchresults' },
  { locale: 'da', sid: 5, search: 'searchresults' },
  { locale: 'fi', sid: 4, search: 'searchresults' },
  { locale: 'nl', sid: 6, search: 'searchresults' },
];

/** A random element of a list. */
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One search text: a word, sometimes a model, sometimes a number that makes it new. */
function searchText() {
  const text = `${pick(WORDS)} ${pick(MODELS)}`.trim();
  return Math.random() < 0.2 ? `${text} ${Math.floor(Math.random() * 1000)}` : text;
}

/**
 * The shop's addresses the traffic uses, read from the running shop: product and category paths
 * of every storefront (the sitemap's alternates), skus of cart lines and the hot products of orders.
 */
export async function shopAddresses(base) {
  const { entries } = await (await fetch(`${base}/api/sitemap?locale=sv&sid=1`)).json();
  const pathsOf = (kind) =>
    Object.fromEntries(
      LOCALES.map(({ locale }) => [
        locale,
        entries
          .filter((e) => e.kind === kind && e.alternates[locale])
          .map((e) => `/${locale}${e.alternates[locale]}`),
      ]),
    );
  const productPaths = pathsOf('product');
  const categoryPaths = pathsOf('category');
  const api = (path) => fetch(`${base}/api/${path}&locale=sv&sid=1`).then((r) => r.json());
  const popular = (await api('products?popular=1&limit=48')).products;
  const buyable = popular.filter(
    (p) => p.variations.length === 0 && ['in-stock', 'back-order-quick'].includes(p.stock_status),
  );
  // Products sold beyond stock never run out: the hot set keeps taking orders the whole run.
  const hot = [
    ...buyable.filter((p) => p.stock_status === 'back-order-quick').slice(0, 3),
    ...buyable.filter((p) => p.stock_status === 'in-stock').slice(0, 2),
  ];
  return {
    productPaths,
    categoryPaths,
    skus: popular.map((p) => p.sku),
    hot: hot.map((p) => p.sku),
  };
}

/**
 * The address of one shopper among many (198.18.0.0/15, the range set aside for benchmarks): the
 * shop limits guest orders per address (decision 028), and the traffic is that of many shoppers,
 * each behind the proxy the server trusts (TRUST_PROXY=loopback).
 */
function shopperAddress() {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The body of a guest's order of one unit of `sku` (invoice, home delivery, Sweden). */
function orderBody(sku) {
  return {
    customer_type: 'private',
    email: `soak-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '070-123 45 67',
    first_name: 'Anna',
    last_name: 'Lindqvist',
    address: { street: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' },
    items: [{ uuid: 'line-1', sku, quantity: 1 }],
    coupons: [],
    shipping_method_id: 'flat:home',
    payment_method_id: 'invoice:standard',
    accept_terms: true,
  };
}

/** One request of `kind`: method, path and body. */
export function requestOf(kind, shop) {
  const { locale, sid, search } = pick(LOCALES);
  const q = `locale=${locale}&sid=${sid}`;
  switch (kind) {
    case 'page': {
      const roll = Math.random();
      if (roll < 0.15) return { path: `/${locale}` };
      if (roll < 0.6) return { path: pick(shop.productPaths[locale]) };
      if (roll < 0.85)
        return {
          path: `${pick(shop.categoryPaths[locale])}?page=${1 + Math.floor(Math.random() * 3)}`,
        };
      return { path: `/${locale}/${search}?q=${encodeURIComponent(searchText())}` };
    }
    case 'api': {
      const roll = Math.random();
      const slug = pick(shop.productPaths[locale]).split('/').pop();
      if (roll < 0.5) return { path: `/api/product-by-slug/${slug}?${q}` };
      if (roll < 0.8) return { path: `/api/products?popular=1&limit=12&${q}` };
      return { path: `/api/product-categories?v=2&${q}` };
    }
    case 'cart': {
      const lines = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, (_, i) => ({
        uuid: `line-${i}`,
        sku: pick(shop.skus),
        quantity: 1 + Math.floor(Math.random() * 3),
      }));
      const coupons = Math.random() < 0.3 ? ['VALKOMMEN10'] : [];
      return {
        method: 'POST',
        path: `/api/sync-cart?locale=sv&sid=1`,
        body: { items: lines, coupons },
      };
    }
    case 'search':
      return { path: `/api/products?query=${encodeURIComponent(searchText())}&${q}` };
    case 'order':
      return {
        method: 'POST',
        path: `/api/orders?locale=sv&sid=1`,
        body: orderBody(pick(shop.hot)),
        headers: {
          'idempotency-key': `soak-${crypto.randomUUID()}`,
          'x-forwarded-for': shopperAddress(),
        },
      };
    default:
      throw new Error(`unknown kind ${kind}`);
  }
}

/** A kind of request picked by {@link MIX}'s weights. */
export function pickKind() {
  let roll = Math.random() * 100;
  for (const [kind, weight] of Object.entries(MIX)) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'page';
}

/**
 * Sends one request over `agent` and reads its answer: its status and, for a refused order, the
 * error code (out_of_stock is the shop's answer once a product sold out, not a failure); a
 * request that fails or takes over 30 s is `error <code>` or 'timeout'. A request on a kept-alive
 * connection that the server closed meanwhile (it closes idle ones after 5 s) is sent once more
 * on a new one, as browsers do.
 */
export async function send(base, agent, call) {
  const answer = await sendOnce(base, agent, call);
  return answer.staleConnection ? sendOnce(base, agent, call) : answer;
}

function sendOnce(base, agent, { method = 'GET', path, body, headers = {} }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          // Pages and reads come gzipped, as browsers ask; a refused order's JSON is read.
          ...(method === 'GET' ? { 'accept-encoding': 'gzip' } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let code;
          if (response.statusCode >= 400 && path.startsWith('/api/orders')) {
            try {
              code = JSON.parse(Buffer.concat(chunks).toString('utf8')).code;
            } catch {
              code = undefined;
            }
          }
          resolve({ status: response.statusCode, code });
        });
        response.on('error', () => resolve({ status: 'error' }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (err) => {
      if (err.message === 'timeout') return resolve({ status: 'timeout' });
      const staleConnection = request.reusedSocket && err.code === 'ECONNRESET';
      resolve({ status: `error ${err.code ?? err.name}`, staleConnection });
    });
    request.end(payload);
  });
}

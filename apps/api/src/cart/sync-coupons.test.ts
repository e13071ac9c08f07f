import {
  SyncCouponsResponseSchema,
  type CartItemInput,
  type CouponResult,
} from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { COUPON_GUESS_LIMIT } from './coupon-guesses';
import { postFromAddress } from '../../testing/from-address';
import { CACHE_HIT_POLL, sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();

/**
 * The first `n` SKUs a cart line can hold (a product without variations, or a variation) matching
 * a condition: orderable whatever other tests order (back-ordered, or in stock with plenty of
 * units), without a limit or a deal, and without a campaign unless `campaigns` allows one.
 */
async function skus(where: string, n: number, campaigns = false): Promise<string[]> {
  const rows = await api.sql<{ sku: string }>(
    `select p.sku from products p join product_prices pr on pr.product_id = p.id and pr.locale = 'sv'
     where p.type in (1, 2) and not exists (select 1 from products v where v.parent_id = p.id)
       and (p.stock_status in ('back-order-quick', 'back-order-slow', 'special-order')
            or (p.stock_status = 'in-stock' and p.stock_quantity >= 50))
       and p.max_order_quantity is null and (${campaigns} or jsonb_array_length(pr.prices->'c') = 0)
       and not exists (select 1 from deals d where d.product_id = coalesce(p.parent_id, p.id)) and ${where}
     order by p.id limit ${n}`,
  );
  return rows.map((r) => r.sku);
}

const lines = (entries: readonly (readonly [string, number])[]): CartItemInput[] =>
  entries.map(([sku, quantity], i) => ({ uuid: `l${i}`, sku, quantity }));

async function syncCoupons(
  codes: string[],
  cart: CartItemInput[],
  headers: Record<string, string> = {},
) {
  const response = await api.post(
    `/api/sync-coupons?${SV}`,
    {
      coupons: codes.map((code) => ({ code, applied: true, failed_minimum_spend: false })),
      cart_contents: cart,
    },
    headers,
  );
  expect(response.status).toBe(200);
  const results = SyncCouponsResponseSchema.parse(await response.json());
  return { results, byCode: (code: string) => results.find((r) => r.code === code), response };
}

describe('POST /api/sync-coupons', () => {
  it('answers nothing for an empty cart without coupons', async () => {
    expect((await syncCoupons([], [])).results).toEqual([]);
  });

  it('answers a plain percentage coupon with its rule and the label of the locale', async () => {
    const { byCode } = await syncCoupons(['valkommen10'], []);
    expect(byCode('VALKOMMEN10')).toMatchObject({
      applied: true,
      failed_minimum_spend: false,
      percentage_discount: 10,
      discount_label: '10 % rabatt på hela köpet',
      vat_rate: 25,
    });
  });

  it('leaves out an unknown code', async () => {
    expect((await syncCoupons(['FINNSINTE'], [])).results).toEqual([]);
  });

  it('answers the expired VINTER2025 as not applied, expired', async () => {
    expect((await syncCoupons(['VINTER2025'], [])).results).toEqual([
      expect.objectContaining({ code: 'VINTER2025', applied: false, reason: 'expired' }),
    ]);
  });

  it('answers a coupon of another storefront as not applied, with that reason', async () => {
    const response = await api.post('/api/sync-coupons?locale=fi&sid=4', {
      coupons: [{ code: 'SVERIGE5' }],
      cart_contents: [],
    });
    expect(SyncCouponsResponseSchema.parse(await response.json())).toEqual([
      expect.objectContaining({ code: 'SVERIGE5', applied: false, reason: 'otherStorefront' }),
    ]);
    expect((await syncCoupons(['SVERIGE5'], [])).byCode('SVERIGE5')).toMatchObject({
      applied: true,
      reason: null,
    });
  });

  it('answers in the order the codes were asked for', async () => {
    const { results } = await syncCoupons(['VINTER2025', 'REA15', 'FINNSINTE', 'SKAL20'], []);
    expect(results.map((r) => r.code)).toEqual(['VINTER2025', 'REA15', 'SKAL20']);
  });

  it('reports a missed minimum spend and clears it when the cart reaches it', async () => {
    const [sku] = await skus(`pr.price between 20000 and 40000`, 1);
    expect(
      (await syncCoupons(['STORKOP12'], lines([[sku!, 1]]))).byCode('STORKOP12'),
    ).toMatchObject({
      applied: true,
      failed_minimum_spend: true,
      reason: 'minimumSpend',
      minimum_spend: 100_000,
    });
    expect(
      (await syncCoupons(['STORKOP12'], lines([[sku!, 6]]))).byCode('STORKOP12'),
    ).toMatchObject({ applied: true, failed_minimum_spend: false, reason: null });
  });

  it('gives the cheapest of three cables free with KABEL3FOR2', async () => {
    // Three cables of the coupon's groups (USB-C and Lightning), at their campaign price if any:
    // the free one is the cheapest as the cart prices it (product_prices.price).
    const cables = await skus(`(p.sku like 'NS-USC-%' or p.sku like 'NS-LTN-%')`, 3, true);
    const prices = await api.sql<{ price: number }>(
      `select pr.price from products p join product_prices pr on pr.product_id = p.id and pr.locale = 'sv' where p.sku in ('${cables.join("','")}')`,
    );
    const { byCode } = await syncCoupons(
      ['KABEL3FOR2'],
      lines(cables.map((sku) => [sku, 1] as const)),
    );
    expect(byCode('KABEL3FOR2')).toMatchObject({
      applied: true,
      buy_x: 2,
      get_y: 1,
      buyx_free_amount: Math.min(...prices.map((p) => p.price)),
    });
  });

  it('takes a fixed amount off the third charger with SPARA50, and asks for more with one', async () => {
    // Three products of the coupon's category, Chargers (wall, car and wireless chargers, power banks).
    const chargers = await skus(`p.sku ~ '^NS-(CHG|CAR|WLC|PWR)-' and pr.price > 10000`, 3);
    const three = await syncCoupons(['SPARA50'], lines(chargers.map((sku) => [sku, 1] as const)));
    expect(three.byCode('SPARA50')).toMatchObject({
      applied: true,
      discount_type_value: 3,
      buy_x_get_amount: 5000,
      buyx_free_amount: 5000,
      vat_amount: 1000,
    });
    expect(
      (await syncCoupons(['SPARA50'], lines([[chargers[0]!, 1]]))).byCode('SPARA50'),
    ).toMatchObject({ applied: false, reason: 'moreItemsNeeded' });
  });

  it('reports the percentage a buy-x increment coupon reaches', async () => {
    const [coupon] = await api.sql<{ all_affected_items: string[] }>(
      `select all_affected_items from coupons where code = 'MERRABATT'`,
    );
    const sku = coupon!.all_affected_items[0]!;
    const percentage = async (quantity: number) =>
      (await syncCoupons(['MERRABATT'], lines([[sku, quantity]]))).byCode('MERRABATT')
        ?.buy_x_percentage_total;
    expect([await percentage(1), await percentage(2), await percentage(4)]).toEqual([0, 5, 15]);
  });

  it('applies PAKET10 only when both of its items are in the cart', async () => {
    const [coupon] = await api.sql<{ all_affected_items: string[] }>(
      `select all_affected_items from coupons where code = 'PAKET10'`,
    );
    const [a, b] = coupon!.all_affected_items as [string, string];
    expect(
      (
        await syncCoupons(
          ['PAKET10'],
          lines([
            [a, 1],
            [b, 1],
          ]),
        )
      ).byCode('PAKET10')?.applied,
    ).toBe(true);
    expect((await syncCoupons(['PAKET10'], lines([[a, 1]]))).byCode('PAKET10')).toMatchObject({
      applied: false,
      reason: 'noQualifyingProduct',
    });
  });

  it('applies FRIBAND with the gift line the server adds, as an order is priced, whatever gift line the client sends', async () => {
    const [wallet] = await skus(`p.sku like 'NS-WAL-%'`, 1);
    const [coupon] = await api.sql<{ gift_sku: string }>(
      `select gift_sku from coupons where code = 'FRIBAND'`,
    );
    const gift = { uuid: 'gift', sku: coupon!.gift_sku, quantity: 1, added_by_coupon: 'FRIBAND' };
    const withGift = await syncCoupons(['FRIBAND'], [...lines([[wallet!, 1]]), gift]);
    expect(withGift.byCode('FRIBAND')).toMatchObject({ applied: true, reason: null });
    expect(withGift.byCode('FRIBAND')?.buyx_free_amount).toBeGreaterThan(0);
    expect((await syncCoupons(['FRIBAND'], lines([[wallet!, 1]]))).byCode('FRIBAND')).toEqual(
      withGift.byCode('FRIBAND'),
    );
  });

  it('answers a group coupon without a product of its groups as giving nothing', async () => {
    const cables = await skus(`p.sku like 'NS-USC-%'`, 1);
    expect(
      (await syncCoupons(['SKAL20'], lines([[cables[0]!, 1]]))).byCode('SKAL20'),
    ).toMatchObject({ applied: false, reason: 'noQualifyingProduct' });
    // An empty cart keeps the code for the lines to come (a disc link).
    expect((await syncCoupons(['SKAL20'], [])).byCode('SKAL20')).toMatchObject({
      applied: true,
      reason: null,
    });
  });

  it('answers every rule field of a group coupon', async () => {
    const result = (await syncCoupons(['SKAL20'], [])).byCode('SKAL20')!;
    const fields: (keyof CouponResult)[] = [
      'code',
      'applied',
      'failed_minimum_spend',
      'discount_label',
      'percentage_discount',
      'specific_groups',
      'excluded_groups',
      'specific_discount_categories',
      'buy_x',
      'get_y',
      'buy_products',
      'get_products',
      'buy_categories',
      'get_categories',
      'buy_groups',
      'get_groups',
      'buy_x_increment',
      'buy_x_interval',
      'buy_x_get_amount',
      'buyx_free_amount',
      'discount_type_percentage',
      'discount_type_value',
      'all_affected_items',
      'buy_x_percentage_total',
      'vat_amount',
      'vat_rate',
      'fixed_amount',
      'reason',
      'minimum_spend',
      'category_discounts',
    ];
    expect(Object.keys(result).sort()).toEqual([...fields].sort());
    expect(result.specific_groups).toEqual([1, 2, 3, 4]);
  });

  it("answers the logged-in customer's credit as the CUSTOMERDISCOUNT fixed amount", async () => {
    const { access_token } = await api
      .client('sv')
      .login({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    const { byCode } = await syncCoupons([], [], { authorization: `Bearer ${access_token}` });
    expect(byCode('CUSTOMERDISCOUNT')).toMatchObject({ applied: true, fixed_amount: 5000 });
    expect((await syncCoupons(['CUSTOMERDISCOUNT'], [])).byCode('CUSTOMERDISCOUNT')).toMatchObject({
      applied: false,
      fixed_amount: 0,
    });
  });

  it('keeps coupon rules (up to 5 minutes) until the database changes them, unless the request says Cache-Control: no-cache', async () => {
    const answers: { cached?: Awaited<ReturnType<typeof syncCoupons>> } = {};
    // Filled, then read: a hit, asked again if another file's change emptied the cache between.
    await expect
      .poll(async () => {
        await syncCoupons(['REA15'], [], { 'cache-control': 'no-cache' });
        answers.cached = await syncCoupons(['REA15'], []);
        return answers.cached.response.headers.get('x-be-coupon-cache');
      }, CACHE_HIT_POLL)
      .toBe('hit');
    const { cached } = answers;
    if (!cached) throw new Error('no answer');
    expect(cached.byCode('REA15')?.percentage_discount).toBe(15);
    expect(cached.response.headers.get('cache-control')).toBe('private, max-age=300');
    const bypassed = await syncCoupons(['REA15'], [], { 'cache-control': 'no-cache' });
    expect(bypassed.response.headers.get('x-be-coupon-cache')).toBe('miss');
    await api.sql(`update coupons set percentage_discount = 16 where code = 'REA15'`);
    try {
      // The change is announced by the database (decision 023): the cache forgets the rule.
      const started = Date.now();
      let after = await syncCoupons(['REA15'], []);
      while (after.byCode('REA15')?.percentage_discount !== 16 && Date.now() - started < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await syncCoupons(['REA15'], []);
      }
      expect(after.byCode('REA15')?.percentage_discount).toBe(16);
    } finally {
      await api.sql(`update coupons set percentage_discount = 15 where code = 'REA15'`);
      await syncCoupons(['REA15'], [], { 'cache-control': 'no-cache' });
    }
  });

  it('answers a logged-in customer with no-store: nothing of theirs is kept by a browser or proxy', async () => {
    const { access_token } = await api
      .client('sv')
      .login({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    const { response } = await syncCoupons(['REA15'], [], {
      authorization: `Bearer ${access_token}`,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await syncCoupons(['REA15'], [])).response.headers.get('cache-control')).toBe(
      'private, max-age=300',
    );
  });
});

describe('coupon guesses per client address', () => {
  const url = `${api.baseUrl}/api/sync-coupons?${SV}`;
  const entries = (codes: string[]) => ({
    coupons: codes.map((code) => ({ code, applied: true, failed_minimum_spend: false })),
    cart_contents: [],
  });
  const guesses = (n: number) =>
    Array.from({ length: n }, () => `GISSA-${crypto.randomUUID().slice(0, 8)}`);

  it(`refuses an address past ${COUPON_GUESS_LIMIT.limit} unknown codes with 429, whatever it asks next`, async () => {
    const from = '127.0.9.1';
    for (let i = 0; i < COUPON_GUESS_LIMIT.limit / 10; i += 1)
      expect((await postFromAddress(url, entries(guesses(10)), from)).status).toBe(200);
    const refused = await postFromAddress(url, entries(guesses(1)), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A real code is refused as well: the answer tells a guesser nothing.
    expect((await postFromAddress(url, entries(['VALKOMMEN10']), from)).status).toBe(429);
    // A cart without codes still syncs, and another address is not affected.
    expect((await postFromAddress(url, entries([]), from)).status).toBe(200);
    expect((await postFromAddress(url, entries(['VALKOMMEN10']), '127.0.9.2')).status).toBe(200);
  });

  it('counts a parallel burst of guesses one by one, also through sync-cart', async () => {
    const from = '127.0.9.3';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        postFromAddress(
          `${api.baseUrl}/api/sync-cart?${SV}`,
          { items: [], coupons: guesses(1) },
          from,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COUPON_GUESS_LIMIT.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - COUPON_GUESS_LIMIT.limit);
  });

  it('never counts the codes of real coupons, which a cart sends with every sync', async () => {
    const from = '127.0.9.4';
    for (let i = 0; i < COUPON_GUESS_LIMIT.limit + 10; i += 1)
      expect((await postFromAddress(url, entries(['VALKOMMEN10', 'rea15']), from)).status).toBe(
        200,
      );
  });
});

import {
  ApiErrorSchema,
  CART_MAX_QUANTITY,
  SyncCartResponseSchema,
  type CartItemInput,
  type CartLine,
} from '@nordshop/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();

interface Found {
  sku: string;
  prices: { n: { p: number; q: number }[]; c: { p: number; q: number }[] };
  stock_quantity: number;
  max_order_quantity: number | null;
}

/**
 * The first Swedish product a cart line can hold (a product without variations, or a variation)
 * matching a condition, with its sv prices.
 */
async function product(where: string): Promise<Found> {
  const [row] = await api.sql<Found>(
    `select p.sku, pr.prices, p.stock_quantity, p.max_order_quantity from products p
     join product_prices pr on pr.product_id = p.id and pr.locale = 'sv'
     where not exists (select 1 from products v where v.parent_id = p.id) and p.type in (1, 2)
       and not exists (select 1 from deals d where d.product_id = coalesce(p.parent_id, p.id)) and ${where}
     order by p.id limit 1`,
  );
  if (!row) throw new Error(`no product where ${where}`);
  return row;
}

const item = (
  sku: string,
  quantity: number,
  extra: Partial<CartItemInput> = {},
): CartItemInput => ({ uuid: `u-${sku}-${quantity}`, sku, quantity, ...extra });

async function syncCart(body: unknown, headers: Record<string, string> = {}) {
  const response = await api.post(`/api/sync-cart?${SV}`, body, headers);
  expect(response.status).toBe(200);
  return {
    lines: SyncCartResponseSchema.parse(await response.json()),
    internal: response.headers.get('x-be-internal'),
  };
}

const NO_CAMPAIGN = `jsonb_array_length(pr.prices->'c') = 0 and p.stock_status in ('back-order-quick', 'back-order-slow', 'special-order') and p.max_order_quantity is null`;

describe('POST /api/sync-cart', () => {
  it.each([1, 3, 10, 25])(
    'prices %i units of a tiered product at the tier reached',
    async (quantity) => {
      const p = await product(`jsonb_array_length(pr.prices->'n') = 3 and ${NO_CAMPAIGN}`);
      const [line] = (await syncCart({ items: [item(p.sku, quantity)] })).lines;
      const tier = [...p.prices.n].reverse().find((t) => t.q <= quantity)!;
      expect(line).toMatchObject({
        sku: p.sku,
        quantity,
        price: tier.p,
        ordinary_price: tier.p,
        campaign: false,
      });
      expect(line!.pricing).toEqual(p.prices.n.map(({ q, p: price }) => ({ q, p: price })));
    },
  );

  it('prices a campaign product at its campaign price with the normal price as ordinary', async () => {
    const p = await product(
      `jsonb_array_length(pr.prices->'c') > 0 and jsonb_array_length(pr.prices->'n') = 1 and p.stock_status = 'back-order-quick' and p.max_order_quantity is null`,
    );
    const [line] = (await syncCart({ items: [item(p.sku, 1)] })).lines;
    expect(line).toMatchObject({
      price: p.prices.c[0]!.p,
      ordinary_price: p.prices.n[0]!.p,
      campaign: true,
    });
  });

  it('ignores any price, name or tier the client sends', async () => {
    const p = await product(`jsonb_array_length(pr.prices->'n') = 3 and ${NO_CAMPAIGN}`);
    const baseline = (await syncCart({ items: [item(p.sku, 3)] })).lines;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          price: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
          ordinary_price: fc.oneof(fc.integer(), fc.constant(-1)),
          pricing: fc.array(fc.record({ q: fc.integer(), p: fc.integer() })),
          vat: fc.oneof(fc.integer(), fc.string()),
          name: fc.string(),
          campaign: fc.boolean(),
        }),
        async (clientFields) => {
          const { lines } = await syncCart({ items: [{ ...item(p.sku, 3), ...clientFields }] });
          expect(lines).toEqual(baseline);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('limits an in-stock line to the units in stock and says so', async () => {
    const p = await product(
      `p.stock_status = 'in-stock' and p.stock_quantity between 1 and 3 and p.max_order_quantity is null`,
    );
    const [line] = (await syncCart({ items: [item(p.sku, 10)] })).lines;
    expect(line).toMatchObject({
      quantity: p.stock_quantity,
      adjusted_quantity: p.stock_quantity,
      cart_notice: 'cart.notice.limited_stock',
    });
  });

  it('sets an out-of-stock line to 0 and says so', async () => {
    const p = await product(`p.stock_status = 'back-order' and p.estimated_at is null`);
    const [line] = (await syncCart({ items: [item(p.sku, 2)] })).lines;
    expect(line).toMatchObject({
      quantity: 0,
      adjusted_quantity: 0,
      cart_notice: 'cart.notice.out_of_stock',
    });
  });

  it("limits a line to the product's per-order maximum", async () => {
    const p = await product(
      `p.max_order_quantity = 5 and p.stock_status <> 'back-order' and (p.stock_status <> 'in-stock' or p.stock_quantity >= 10)`,
    );
    const [line] = (await syncCart({ items: [item(p.sku, 8)] })).lines;
    expect(line).toMatchObject({
      quantity: 5,
      adjusted_quantity: 5,
      cart_notice: 'cart.notice.max_quantity',
    });
  });

  it(`limits a line to the cart's ${CART_MAX_QUANTITY} units`, async () => {
    const p = await product(NO_CAMPAIGN);
    const [line] = (await syncCart({ items: [item(p.sku, 9000)] })).lines;
    expect(line).toMatchObject({
      quantity: CART_MAX_QUANTITY,
      adjusted_quantity: CART_MAX_QUANTITY,
    });
  });

  it('drops unknown SKUs and zero quantities and keeps the client fields of the rest', async () => {
    const p = await product(NO_CAMPAIGN);
    const { lines } = await syncCart({
      items: [
        item('NS-XXX-0', 1),
        item(p.sku, 0),
        item(p.sku, 2, {
          uuid: 'keep',
          upselling_bundle_id: 7,
          unique_bundle_id: 'b-1',
          subscription_interval: { days: 90 },
        }),
      ],
      coupons: [],
      checkout_order_id: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      uuid: 'keep',
      upselling_bundle_id: 7,
      unique_bundle_id: 'b-1',
      subscription_interval: { days: 90, name: 'Var tredje månad' },
    });
  });

  it('takes a coupon percentage off the lines it concerns', async () => {
    const silicone = await product(
      `p.sku like 'NS-SIL-%' and ${NO_CAMPAIGN} and jsonb_array_length(pr.prices->'n') = 1`,
    );
    const cable = await product(
      `p.sku like 'NS-USC-%' and ${NO_CAMPAIGN} and jsonb_array_length(pr.prices->'n') = 1`,
    );
    const { lines } = await syncCart({
      items: [item(silicone.sku, 1), item(cable.sku, 1)],
      coupons: ['skal20'],
    });
    const [caseLine, cableLine] = lines as [CartLine, CartLine];
    expect(caseLine.price).toBe(Math.round((silicone.prices.n[0]!.p * 0.8) / 100) * 100);
    expect(caseLine.ordinary_price).toBe(silicone.prices.n[0]!.p);
    expect(cableLine.price).toBe(cable.prices.n[0]!.p);
  });

  it('adds the gift line of a gift coupon, locked to the coupon', async () => {
    const wallet = await product(`p.sku like 'NS-WAL-%' and ${NO_CAMPAIGN}`);
    const [coupon] = await api.sql<{ gift_sku: string }>(
      `select gift_sku from coupons where code = 'FRIBAND'`,
    );
    const { lines } = await syncCart({ items: [item(wallet.sku, 2)], coupons: ['FRIBAND'] });
    expect(lines.find((l) => l.added_by_coupon === 'FRIBAND')).toMatchObject({
      sku: coupon!.gift_sku,
      quantity: 2,
    });
    const again = await syncCart({
      items: lines.map((l) => ({
        uuid: l.uuid,
        sku: l.sku,
        quantity: l.quantity,
        added_by_coupon: l.added_by_coupon,
      })),
      coupons: ['FRIBAND'],
    });
    expect(again.lines).toEqual(lines);
  });

  it('gives a logged-in customer their category discount and tells staff apart', async () => {
    const silicone = await product(
      `p.sku like 'NS-SIL-%' and ${NO_CAMPAIGN} and jsonb_array_length(pr.prices->'n') = 1`,
    );
    const demo = await api
      .client('sv')
      .login({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    const staff = await api
      .client('sv')
      .login({ email: 'personal@nordshop.example', password: 'nordshop-staff' });
    const asDemo = await syncCart(
      { items: [item(silicone.sku, 1)] },
      { authorization: `Bearer ${demo.access_token}` },
    );
    expect(asDemo.lines[0]!.price).toBe(Math.round((silicone.prices.n[0]!.p * 0.9) / 100) * 100);
    expect(asDemo.internal).toBe('0');
    expect(
      (await syncCart({ items: [] }, { authorization: `Bearer ${staff.access_token}` })).internal,
    ).toBe('1');
    expect((await syncCart({ items: [] })).internal).toBe('0');
  });

  it('answers 401 for an invalid token', async () => {
    const response = await api.post(
      `/api/sync-cart?${SV}`,
      { items: [] },
      { authorization: 'Bearer nonsense' },
    );
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('unauthorized');
  });

  it('reads the price from the database at every sync', async () => {
    const p = await product(`${NO_CAMPAIGN} and jsonb_array_length(pr.prices->'n') = 1`);
    const raised = {
      n: [{ p: p.prices.n[0]!.p + 1000, q: 1, o: p.prices.n[0]!.p + 1000, d: 0 }],
      c: [],
    };
    await api.sql(
      `update product_prices set prices = '${JSON.stringify(raised)}' where locale = 'sv' and product_id = (select id from products where sku = '${p.sku}')`,
    );
    try {
      expect((await syncCart({ items: [item(p.sku, 1)] })).lines[0]!.price).toBe(raised.n[0]!.p);
    } finally {
      await api.sql(
        `update product_prices set prices = '${JSON.stringify(p.prices)}' where locale = 'sv' and product_id = (select id from products where sku = '${p.sku}')`,
      );
    }
  });
});

describe('POST /api/sync-cart with the deal of the day', () => {
  it('prices the deal product at the deal price', async () => {
    const deal = await api.client('sv').currentDeal();
    const [row] = await api.sql<{ sku: string }>(
      `select p.sku from products p join product_texts t on t.product_id = p.id and t.locale = 'sv' where t.slug = '${deal.product_slug}'`,
    );
    const product = await api.client('sv').productBySlug(deal.product_slug);
    const { items } = await api
      .client('sv')
      .syncCart({ items: [{ uuid: 'deal', sku: row!.sku, quantity: 1 }] });
    expect(items[0]!.price).toBe(product.prices.c[0]!.p);
    expect(items[0]!.campaign).toBe(true);
  });
});

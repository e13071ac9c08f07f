import {
  ApiErrorSchema,
  PlaceOrderResponseSchema,
  SyncCouponsResponseSchema,
  type CartItemInput,
  type CouponResult,
} from '@nordshop/api-contract';
import {
  applyCouponCode,
  applyCouponSync,
  priceCartView,
  type CouponSyncState,
} from '@nordshop/cart-domain';
import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import { STOREFRONTS, vatInAmount } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { FIXTURE_CATEGORY_ID, FIXTURE_PRICES, ORDER_FIXTURES } from '../../testing/order-fixtures';
import { orderRequest, postOrder } from '../../testing/order-requests';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();
const bearer = (token: string | undefined): Record<string, string> =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };

/** A customer of this test only: 15 % on the fixture category and, when given, credit in SEK. */
async function customerWith(credit: number): Promise<{ email: string; token: string }> {
  const email = `pris-${unique().toLowerCase()}@example.com`;
  const password = 'pris-lösen';
  await api.sql(
    `insert into customers (email, name, password_hash, category_discounts, credit)
     values ('${email}', 'Pia Pris', '${await hashPassword(password)}',
             '{"${FIXTURE_CATEGORY_ID}": 15}', '{"SEK": ${credit}}')`,
  );
  return { email, token: (await api.client('sv').login({ email, password })).access_token };
}

async function syncCoupons(codes: readonly string[], items: CartItemInput[], token?: string) {
  const response = await api.post(
    `/api/sync-coupons?${SV}`,
    { coupons: codes.map((code) => ({ code })), cart_contents: items },
    { 'cache-control': 'no-cache', ...bearer(token) },
  );
  return { status: response.status, body: await response.text() };
}

/**
 * The cart as the storefront shows it: the lines of sync-cart and the answer of sync-coupons,
 * applied by the cart's own rules and priced by the cart's view (what the drawer and checkout show).
 */
async function cartOnScreen(items: CartItemInput[], typed: readonly string[], token?: string) {
  const start: CouponSyncState = {
    coupons: EMPTY_COUPON_STATE,
    couponNotices: [],
    customerCategoryDiscounts: {},
  };
  const held = typed.reduce((state, code) => {
    const outcome = applyCouponCode(state, code);
    return outcome.type === 'coupon.added' ? outcome.state : state;
  }, start);
  const codes = held.coupons.items.map((entry) => entry.code);
  const lines = (await api.client('sv').syncCart({ items, coupons: codes }, { token })).items;
  const answer = SyncCouponsResponseSchema.parse(
    JSON.parse((await syncCoupons(codes, items, token)).body),
  );
  const state = applyCouponSync(held, answer);
  return { state, view: priceCartView({ items: lines, ...state }, 'sv') };
}

async function placeOrder(
  items: CartItemInput[],
  coupons: string[],
  email?: string,
  token?: string,
) {
  const response = await postOrder(
    api,
    'sv',
    orderRequest('sv', { items, coupons, ...(email ? { email } : {}) }),
    undefined,
    bearer(token),
  );
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return PlaceOrderResponseSchema.parse(JSON.parse(text)).order;
}

const PLAIN = ORDER_FIXTURES.plain.sku;
const PERSONAL = ORDER_FIXTURES.discounted.sku;

describe('one pricing for the cart on screen and the order', () => {
  it.each([
    { who: 'a guest', credit: null },
    { who: 'a customer with personal percentages and credit', credit: 5_000 },
  ])('charges $who exactly what the cart on screen states, line for line', async ({ credit }) => {
    const customer = credit === null ? undefined : await customerWith(credit);
    const items: CartItemInput[] = [
      { uuid: 'a', sku: PLAIN, quantity: 2 },
      { uuid: 'b', sku: PERSONAL, quantity: 1 },
    ];
    const { view, state } = await cartOnScreen(items, ['valkommen10'], customer?.token);
    const order = await placeOrder(
      items,
      state.coupons.items.map((entry) => entry.code),
      customer?.email,
      customer?.token,
    );

    expect(order.lines.map((line) => line.total)).toEqual(
      view.lines.map((entry) => entry.priced.lineTotal),
    );
    expect({ subtotal: order.subtotal, discount: order.discount }).toEqual({
      subtotal: view.totals.subtotal,
      discount: view.totals.discount,
    });
    expect(order.total).toBe(view.totals.total + order.shipping.price + order.payment.fee);
    const rate = STOREFRONTS.sv.standardVatRate;
    expect(order.vat_total).toBe(
      view.totals.vat +
        vatInAmount(order.shipping.price, rate) +
        vatInAmount(order.payment.fee, rate),
    );
    if (customer) {
      // 15 % on the fixture category beats VALKOMMEN10's 10 % there; the credit comes off last.
      expect(view.sources.customer).toBeGreaterThan(0);
      expect(view.sources.credit).toBe(5_000);
      expect(order.coupons).toEqual(['VALKOMMEN10', 'CUSTOMERDISCOUNT']);
    } else {
      expect(view.sources).toMatchObject({ customer: 0, credit: 0 });
      expect(order.coupons).toEqual(['VALKOMMEN10']);
    }
  });

  it("answers a customer's personal percentages with the CUSTOMERDISCOUNT entry, and a visitor none", async () => {
    const customer = await customerWith(0);
    const entry = (body: string) =>
      (JSON.parse(body) as CouponResult[]).find((result) => result.code === 'CUSTOMERDISCOUNT');
    expect(entry((await syncCoupons([], [], customer.token)).body)).toMatchObject({
      applied: false,
      fixed_amount: 0,
      category_discounts: { [FIXTURE_CATEGORY_ID]: 15 },
    });
    expect(entry((await syncCoupons([], [])).body)).toBeUndefined();
  });

  it('lists on the order only the coupons that took something off', async () => {
    // REA15 (15 % on all but spare parts) beats VALKOMMEN10 (10 %) on the only line: a line
    // takes the best percentage, so VALKOMMEN10 is held but gives nothing.
    const items: CartItemInput[] = [{ uuid: 'a', sku: PLAIN, quantity: 1 }];
    const { view } = await cartOnScreen(items, ['VALKOMMEN10', 'REA15']);
    expect(view.sources.coupons).toEqual([
      { code: 'VALKOMMEN10', amount: 0 },
      { code: 'REA15', amount: FIXTURE_PRICES.sv - 16_900 },
    ]);
    const order = await placeOrder(items, ['VALKOMMEN10', 'REA15']);
    expect(order.coupons).toEqual(['REA15']);
    expect(order.total - order.shipping.price - order.payment.fee).toBe(view.totals.total);
  });

  it("counts no coupon's free gift towards another coupon's minimum spend", async () => {
    const gift = `GAVA-${unique()}`;
    const minimum = `MINST-${unique()}`;
    await api.sql(
      `insert into coupons (code, buy_x, get_y, buy_products, get_products, discount_type_percentage, gift_sku)
       values ('${gift}', 1, 1, '{${PLAIN}}', '{${PERSONAL}}', 100, '${PERSONAL}'),
              ('${minimum}', null, null, null, null, null, null)`,
    );
    // 12 % from 300 kr: one plain fixture (199 kr) and its free gift (199 kr) would pass it.
    await api.sql(
      `update coupons set percentage_discount = 12, minimum_spend = '{"SEK": 30000}' where code = '${minimum}'`,
    );
    const items: CartItemInput[] = [{ uuid: 'a', sku: PLAIN, quantity: 1 }];
    const results = SyncCouponsResponseSchema.parse(
      JSON.parse((await syncCoupons([gift, minimum], items)).body),
    );
    expect(
      results.map(({ code, applied, failed_minimum_spend, reason }) => [
        code,
        applied,
        failed_minimum_spend,
        reason,
      ]),
    ).toEqual([
      [gift, true, false, null],
      [minimum, true, true, 'minimumSpend'],
    ]);
    const order = await placeOrder(items, [gift, minimum]);
    expect(order.coupons).toEqual([gift]);
    expect(order.subtotal - order.discount).toBe(FIXTURE_PRICES.sv);
  });

  it('answers a code whose first day has not come exactly as a code that does not exist', async () => {
    const future = `LUCKA-${unique()}`;
    const foreignFuture = `LUKE-${unique()}`;
    const unknown = `FINNS-${unique()}`;
    await api.sql(
      `insert into coupons (code, percentage_discount, starts_at, locales)
       values ('${future}', 25, '2099-12-04T00:00:00Z', null),
              ('${foreignFuture}', 25, '2099-12-04T00:00:00Z', '{no}')`,
    );
    const items: CartItemInput[] = [{ uuid: 'a', sku: PLAIN, quantity: 1 }];
    const unknownAnswer = await syncCoupons([unknown], items);
    expect(unknownAnswer).toEqual({ status: 200, body: '[]' });
    expect(await syncCoupons([future], items)).toEqual(unknownAnswer);
    expect(await syncCoupons([foreignFuture], items)).toEqual(unknownAnswer);

    const refusal = async (code: string) => {
      const response = await postOrder(api, 'sv', orderRequest('sv', { items, coupons: [code] }));
      expect(response.status).toBe(409);
      const error = ApiErrorSchema.parse(await response.json());
      return { ...error, message: error.message.replace(code, '<code>') };
    };
    expect(await refusal(future)).toEqual(await refusal(unknown));
    expect(await refusal(foreignFuture)).toEqual(await refusal(unknown));
    expect((await refusal(unknown)).fields).toEqual({ 'coupons.0': 'coupon.rejected.missing' });
  });
});

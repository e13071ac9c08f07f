import {
  ApiErrorSchema,
  ORDER_TOO_LARGE_CODE,
  PlaceOrderResponseSchema,
  type PlaceOrderResponse,
} from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { HOME_DELIVERY } from '../shipping/flat-rate-provider';
import { INVOICE_TERMS } from '../payments/invoice-provider';
import { FIXTURE_PRICES, ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest, postOrder, stockOf } from '../../testing/order-requests';
import { sharedApi } from '../../testing/shared-api';
import { CONTACT_CASES } from '../../testing/storefront-cases';

const api = sharedApi();

async function placed(response: Response, status = 201): Promise<PlaceOrderResponse> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return PlaceOrderResponseSchema.parse(JSON.parse(text));
}

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ApiErrorSchema.parse(await response.json());
}

const ordersOf = async (email: string) =>
  (
    await api.sql<{ n: number }>(`select count(*)::int as n from orders where email = '${email}'`)
  )[0]!.n;

describe('POST /api/orders', () => {
  it('places an order priced by the server and answers 201 with an order-scoped token', async () => {
    const body = orderRequest('sv', {
      phone: '+46 70-123 45 67',
      address: { street: 'Storgatan 1', postal_code: '11455', city: 'Stockholm' },
    });
    const { order, order_token } = await placed(await postOrder(api, 'sv', body));
    const goods = 2 * FIXTURE_PRICES.sv;
    const vat = (amount: number) => Math.round((amount * 25) / 125);
    expect(order).toMatchObject({
      status: 'pending',
      locale: 'sv',
      currency: 'SEK',
      customer_type: 'private',
      email: body.email,
      name: 'Anna Lindqvist',
      phone: '+46701234567',
      company: null,
      address: { street: 'Storgatan 1', postal_code: '114 55', city: 'Stockholm' },
      subtotal: goods,
      discount: 0,
      shipping: {
        method_id: 'flat:home',
        name: 'Hemleverans',
        price: HOME_DELIVERY.sv.price,
        service_point: null,
        delivery_days: HOME_DELIVERY.sv.days,
      },
      payment: { method_id: 'invoice:standard', name: 'Faktura', fee: INVOICE_TERMS.sv.fee },
      total: goods + HOME_DELIVERY.sv.price + INVOICE_TERMS.sv.fee,
      vat_total:
        goods - Math.round(goods / 1.25) + vat(HOME_DELIVERY.sv.price) + vat(INVOICE_TERMS.sv.fee),
      coupons: [],
      tracking: null,
    });
    expect(order.lines.map(({ id: _id, ...line }) => line)).toEqual([
      {
        sku: ORDER_FIXTURES.plain.sku,
        name: 'Ordertest plain',
        quantity: 2,
        unit_price: FIXTURE_PRICES.sv,
        discount: 0,
        total: goods,
        vat: 25,
        thumb: null,
      },
    ]);
    expect(order_token.expires_in).toBe(3600);
    expect(await api.client('sv').order(order.id, order_token.access_token)).toEqual({ order });
  });

  it('ignores every price the client sends: the total is what sync-cart and the providers say', async () => {
    const items = [{ uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity: 3 }];
    const [line] = (await api.client('sv').syncCart({ items })).items;
    const goods = line!.price * 3;
    const shipping = (
      await api.client('sv').shippingMethods({ postal_code: '114 55', subtotal: goods })
    ).methods.find((m) => m.id === 'flat:home')!;
    const body = {
      ...orderRequest('sv'),
      items: items.map((item) => ({
        ...item,
        price: 1,
        ordinary_price: 1,
        pricing: [{ q: 1, p: 1 }],
        vat: 0,
        campaign: true,
      })),
      total: 1,
      subtotal: 1,
      discount: 99_999,
      shipping_price: 0,
      payment_fee: 0,
    };
    const { order } = await placed(await postOrder(api, 'sv', body));
    expect(order.lines[0]).toMatchObject({ unit_price: FIXTURE_PRICES.sv, total: goods });
    expect(order.total).toBe(goods + shipping.price + INVOICE_TERMS.sv.fee);
  });

  it('takes a coupon off the order total exactly as the cart does', async () => {
    const items = [{ uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity: 2 }];
    const [line] = (await api.client('sv').syncCart({ items, coupons: ['valkommen10'] })).items;
    const goods = line!.price * 2;
    expect(goods).toBeLessThan(2 * FIXTURE_PRICES.sv);
    const { order } = await placed(
      await postOrder(api, 'sv', orderRequest('sv', { items, coupons: ['valkommen10'] })),
    );
    expect(order).toMatchObject({
      subtotal: 2 * FIXTURE_PRICES.sv,
      discount: 2 * FIXTURE_PRICES.sv - goods,
      coupons: ['VALKOMMEN10'],
    });
    expect(order.lines[0]).toMatchObject({ unit_price: FIXTURE_PRICES.sv, total: goods });
    expect(order.total).toBe(goods + HOME_DELIVERY.sv.price + INVOICE_TERMS.sv.fee);
  });

  it('ships free from the threshold, measured on the goods after discounts', async () => {
    const quantity = Math.ceil(49_900 / FIXTURE_PRICES.sv);
    const { order } = await placed(
      await postOrder(
        api,
        'sv',
        orderRequest('sv', { items: [{ uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity }] }),
      ),
    );
    expect(order.shipping.price).toBe(0);
    expect(order.total).toBe(order.subtotal + INVOICE_TERMS.sv.fee);
  });

  it('refuses a coupon withdrawn in the database although the coupon cache still holds it', async () => {
    // A coupon of this test's own, a copy of VALKOMMEN10, so no other test sees it withdrawn.
    // Its id is far above the ones the table hands out, so no later insert meets it.
    const id = 900_000 + Math.floor(Math.random() * 90_000);
    const code = `UTGAR${id}`;
    await api.sql(
      `insert into coupons select * from jsonb_populate_record(null::coupons,
         (select to_jsonb(c) || '{"code": "${code}", "id": ${id}}'::jsonb
            from coupons c where code = 'VALKOMMEN10'))`,
    );
    const items = [{ uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity: 1 }];
    // The cart reads the coupon into the cache, and it applies.
    const cart = await api.client('sv').syncCart({ items, coupons: [code] });
    expect(cart.items[0]!.price).toBeLessThan(FIXTURE_PRICES.sv);
    await api.sql(`update coupons set active = false where code = '${code}'`);

    const body = orderRequest('sv', { items, coupons: [code] });
    const error = await refused(await postOrder(api, 'sv', body), 409);
    expect(error).toMatchObject({ code: 'coupon_rejected' });
    expect(Object.keys(error.fields ?? {})).toEqual(['coupons.0']);
    expect(await ordersOf(body.email)).toBe(0);
  });

  it('refuses unknown or expired coupons with 409 coupon_rejected and writes nothing', async () => {
    const body = orderRequest('sv', { coupons: ['VINTER2025', 'FINNSINTE'] });
    const error = await refused(await postOrder(api, 'sv', body), 409);
    expect(error).toMatchObject({
      error: 'conflict',
      code: 'coupon_rejected',
      fields: { 'coupons.0': 'coupon.rejected.expired', 'coupons.1': 'coupon.rejected.missing' },
    });
    expect(await ordersOf(body.email)).toBe(0);
  });

  it.each(CONTACT_CASES)(
    'places an order on $locale in its currency, its mobile number stored in E.164',
    async ({ locale, postalCode, mobile, storedMobile }) => {
      const { order } = await placed(
        await postOrder(
          api,
          locale,
          orderRequest(locale, {
            phone: mobile,
            address: { street: 'Gata 1', postal_code: postalCode, city: 'Stad' },
          }),
        ),
      );
      expect(order).toMatchObject({
        locale,
        currency: STOREFRONTS[locale].currency,
        subtotal: 2 * FIXTURE_PRICES[locale],
        phone: storedMobile,
      });
    },
  );

  it.each(CONTACT_CASES)(
    'names the postal code and mobile number that are not of $locale',
    async ({ locale, badPostalCode, badMobile }) => {
      const body = orderRequest(locale, {
        phone: badMobile,
        address: { street: 'Gata 1', postal_code: badPostalCode, city: 'Stad' },
      });
      const error = await refused(await postOrder(api, locale, body), 400);
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['address.postal_code', 'phone']);
      expect(error.fields?.['address.postal_code']).toContain(
        `postal code of ${STOREFRONTS[locale].country}`,
      );
      expect(error.fields?.['phone']).toContain(`mobile number of ${STOREFRONTS[locale].country}`);
      expect(await ordersOf(body.email)).toBe(0);
    },
  );

  it('needs the company name and organisation number of a company, and the company invoice', async () => {
    const company = orderRequest('sv', {
      customer_type: 'company',
      payment_method_id: 'invoice:company',
    });
    expect((await refused(await postOrder(api, 'sv', company), 400)).fields).toEqual({
      company_name: 'is required for companies',
      org_number: 'is required for companies',
    });
    const { order } = await placed(
      await postOrder(api, 'sv', {
        ...company,
        company_name: 'Mobilfirman AB',
        org_number: '556677-8899',
      }),
    );
    expect(order).toMatchObject({
      customer_type: 'company',
      company: { name: 'Mobilfirman AB', org_number: '556677-8899' },
      payment: { method_id: 'invoice:company', fee: 0 },
    });
    expect(
      (
        await refused(
          await postOrder(api, 'sv', orderRequest('sv', { payment_method_id: 'invoice:company' })),
          400,
        )
      ).fields,
    ).toEqual({
      payment_method_id: 'is not a payment method for private customers',
    });
  });

  it('needs one of the postal code’s service points for a service-point method', async () => {
    const body = orderRequest('fi', { shipping_method_id: 'servicepoint:standard' });
    expect((await refused(await postOrder(api, 'fi', body), 400)).fields).toEqual({
      service_point_id: 'is required for this shipping method',
    });
    expect(
      Object.keys(
        (
          await refused(
            await postOrder(api, 'fi', { ...body, service_point_id: 'sp-fi-99999-1' }),
            400,
          )
        ).fields ?? {},
      ),
    ).toEqual(['service_point_id']);
    const [point] = (
      await api
        .client('fi')
        .servicePoints({ postal_code: '00100', method_id: 'servicepoint:standard' })
    ).points;
    const { order } = await placed(
      await postOrder(api, 'fi', { ...body, service_point_id: point!.id }),
    );
    expect(order.shipping).toMatchObject({
      method_id: 'servicepoint:standard',
      service_point: point,
      price: 490,
    });
  });

  it.each([
    {
      name: 'an unknown SKU',
      items: [{ uuid: 'a', sku: 'NS-XXX-0', quantity: 1 }],
      fields: ['items.0.sku'],
    },
    {
      name: 'no units',
      items: [{ uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity: 0 }],
      fields: ['items.0.quantity'],
    },
    {
      name: 'more than the per-order maximum',
      items: [{ uuid: 'a', sku: ORDER_FIXTURES.maxThree.sku, quantity: 4 }],
      fields: ['items.0.quantity'],
    },
    { name: 'an empty cart', items: [], fields: ['items'] },
    {
      name: 'the per-order maximum spread over several lines',
      items: [1, 2, 3].map((n) => ({
        uuid: `l${n}`,
        sku: ORDER_FIXTURES.maxThree.sku,
        quantity: 2,
        unique_bundle_id: `bundle-${n}`,
      })),
      fields: ['items.1.quantity', 'items.2.quantity'],
    },
    {
      name: 'only lines a coupon added, no product of its own',
      items: [
        { uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity: 1, added_by_coupon: 'FRIBAND' },
        { uuid: 'b', sku: ORDER_FIXTURES.stock.sku, quantity: 1, added_by_coupon: 'PAKET10' },
      ],
      fields: ['items'],
    },
  ])('answers 400 naming the line for $name', async ({ items, fields }) => {
    const error = await refused(await postOrder(api, 'sv', orderRequest('sv', { items })), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(fields);
  });

  it('names every bad field at once, the header included', async () => {
    const error = await refused(
      await postOrder(
        api,
        'sv',
        { ...orderRequest('sv'), email: 'nope', accept_terms: false, phone: '123' },
        null,
      ),
      400,
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'Idempotency-Key',
      'accept_terms',
      'email',
      'phone',
    ]);
  });

  it.each([
    { name: 'missing', key: null, message: /^is required$/ },
    { name: 'too short', key: 'short', message: /8 to 64/ },
    { name: 'too long', key: 'k'.repeat(65), message: /8 to 64/ },
  ])('answers 400 naming Idempotency-Key when it is $name', async ({ key, message }) => {
    const error = await refused(await postOrder(api, 'sv', orderRequest('sv'), key), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['Idempotency-Key']);
    expect(error.fields?.['Idempotency-Key']).toMatch(message);
  });

  it('answers 401 for an invalid token and 403 for an order token', async () => {
    expect(
      (await postOrder(api, 'sv', orderRequest('sv'), newKey(), { authorization: 'Bearer forged' }))
        .status,
    ).toBe(401);
    const { order_token } = await placed(await postOrder(api, 'sv', orderRequest('sv')));
    expect(
      (
        await postOrder(api, 'sv', orderRequest('sv'), newKey(), {
          authorization: `Bearer ${order_token.access_token}`,
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/orders that no order may hold', () => {
  it('refuses a total above ORDER_MAX_TOTAL with 400 order_too_large before any payment, and places nothing', async () => {
    const body = orderRequest('sv', {
      items: [
        { uuid: 'big-1', sku: ORDER_FIXTURES.plain.sku, quantity: 5_000 },
        { uuid: 'big-2', sku: ORDER_FIXTURES.discounted.sku, quantity: 5_000 },
      ],
    });
    const response = await postOrder(api, 'sv', body);
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(await response.json());
    expect(error.code).toBe(ORDER_TOO_LARGE_CODE);
    expect(Object.keys(error.fields ?? {})).toEqual(['items']);
    expect(await ordersOf(body.email)).toBe(0);
  });

  it('refuses 6 lines of 5,000 units of one product: 5,000 is the most one order holds in all', async () => {
    const body = orderRequest('sv', {
      items: Array.from({ length: 6 }, (_, i) => ({
        uuid: `cap-${i}`,
        sku: ORDER_FIXTURES.plain.sku,
        quantity: 5_000,
        unique_bundle_id: `cap-${i}`,
      })),
    });
    const error = await refused(await postOrder(api, 'sv', body), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(
      [1, 2, 3, 4, 5].map((i) => `items.${i}.quantity`),
    );
    expect(error.fields?.['items.1.quantity']).toMatch(/at most 5000/);
    expect(await ordersOf(body.email)).toBe(0);
  });
});

describe('POST /api/orders idempotency', () => {
  it('places one order for a key sent twice and answers the same order with 200', async () => {
    const before = await stockOf(api, ORDER_FIXTURES.stock.sku);
    const body = orderRequest('sv', {
      items: [{ uuid: 'a', sku: ORDER_FIXTURES.stock.sku, quantity: 2 }],
    });
    const key = newKey();
    const first = await placed(await postOrder(api, 'sv', body, key));
    const again = await placed(
      await postOrder(api, 'sv', { ...body, items: [{ ...body.items[0], price: 1 }] }, key),
      200,
    );
    expect(again.order).toEqual(first.order);
    expect(await ordersOf(body.email)).toBe(1);
    expect(await stockOf(api, ORDER_FIXTURES.stock.sku)).toBe(before - 2);
    const viaClient = await api.client('sv').placeOrder(body, key);
    expect(viaClient.replayed).toBe(true);
    expect(viaClient.order.id).toBe(first.order.id);
  });

  it('answers 409 idempotency_conflict for a key reused with another body', async () => {
    const key = newKey();
    const body = orderRequest('sv');
    await placed(await postOrder(api, 'sv', body, key));
    const error = await refused(
      await postOrder(
        api,
        'sv',
        { ...body, items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.plain.sku, quantity: 3 }] },
        key,
      ),
      409,
    );
    expect(error).toMatchObject({ error: 'conflict', code: 'idempotency_conflict' });
    expect(Object.keys(error.fields ?? {})).toEqual(['Idempotency-Key']);
    expect(await ordersOf(body.email)).toBe(1);
  });

  it('keeps keys apart per storefront', async () => {
    const key = newKey();
    const sv = await placed(await postOrder(api, 'sv', orderRequest('sv'), key));
    const no = await placed(await postOrder(api, 'no', orderRequest('no'), key));
    expect(no.order.id).not.toBe(sv.order.id);
  });
});

describe('POST /api/orders stock', () => {
  it('answers 409 out_of_stock naming an out-of-stock line and writes nothing', async () => {
    const body = orderRequest('sv', {
      items: [
        { uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity: 1 },
        { uuid: 'b', sku: ORDER_FIXTURES.backOrder.sku, quantity: 1 },
      ],
    });
    const error = await refused(await postOrder(api, 'sv', body), 409);
    expect(error).toMatchObject({
      code: 'out_of_stock',
      fields: { 'items.1.sku': `${ORDER_FIXTURES.backOrder.sku}: out of stock` },
    });
    expect(error.message).toContain(ORDER_FIXTURES.backOrder.sku);
    expect(await ordersOf(body.email)).toBe(0);
  });

  it('answers 409 out_of_stock with the units left when a line wants more than stock, stock untouched', async () => {
    const left = await stockOf(api, ORDER_FIXTURES.stock.sku);
    const body = orderRequest('sv', {
      items: [{ uuid: 'a', sku: ORDER_FIXTURES.stock.sku, quantity: left + 1 }],
    });
    const error = await refused(await postOrder(api, 'sv', body), 409);
    expect(error.fields).toEqual({
      'items.0.sku': `${ORDER_FIXTURES.stock.sku}: only ${left} left`,
    });
    expect(await stockOf(api, ORDER_FIXTURES.stock.sku)).toBe(left);
  });

  it('adds up the lines of one product against its stock', async () => {
    const left = await stockOf(api, ORDER_FIXTURES.stock.sku);
    const half = Math.floor(left / 2) + 1;
    const body = orderRequest('sv', {
      items: [
        { uuid: 'a', sku: ORDER_FIXTURES.stock.sku, quantity: half },
        { uuid: 'b', sku: ORDER_FIXTURES.stock.sku, quantity: half, unique_bundle_id: 'x' },
      ],
    });
    const error = await refused(await postOrder(api, 'sv', body), 409);
    // The first line fits; the second is the one the stock cannot fill.
    expect(Object.keys(error.fields ?? {})).toEqual(['items.1.sku']);
    expect(await stockOf(api, ORDER_FIXTURES.stock.sku)).toBe(left);
  });
});

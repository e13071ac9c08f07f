import {
  ApiErrorSchema,
  PaymentMethodsResponseSchema,
  ServicePointsResponseSchema,
} from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { freeShippingFrom } from '../shipping/free-shipping';
import { CONTACT_CASES } from '../../testing/storefront-cases';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();

async function expectBadFields(response: Response, fields: string[]) {
  expect(response.status).toBe(400);
  const body = ApiErrorSchema.parse(await response.json());
  expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort());
  return body;
}

describe('GET /api/checkout/shipping-methods', () => {
  it.each(CONTACT_CASES)(
    'offers service point and home delivery on $locale by default, free from the threshold',
    async ({ locale, postalCode }) => {
      const client = api.client(locale);
      const below = await client.shippingMethods({
        postal_code: postalCode,
        subtotal: freeShippingFrom(locale) - 1,
      });
      expect(below.methods.map((m) => m.id)).toEqual(['servicepoint:standard', 'flat:home']);
      expect(
        below.methods.every((m) => m.price > 0 && m.free_from === freeShippingFrom(locale)),
      ).toBe(true);
      const free = await client.shippingMethods({
        postal_code: postalCode,
        subtotal: freeShippingFrom(locale),
      });
      expect(free.methods.map((m) => m.price)).toEqual([0, 0]);
    },
  );

  it('offers only home delivery under processor 1', async () => {
    const { methods } = await api
      .client('sv')
      .shippingMethods({ postal_code: '11455', subtotal: 100, processor: '1' });
    expect(methods).toEqual([
      {
        id: 'flat:home',
        provider: 'flat',
        name: 'Hemleverans',
        price: 7_900,
        vat: 25,
        free_from: 49_900,
        service_point: false,
        delivery_days: { min: 1, max: 3 },
      },
    ]);
  });

  it.each([
    { query: '', fields: ['postal_code', 'subtotal'] },
    { query: 'postal_code=11455&subtotal=-1', fields: ['subtotal'] },
    { query: 'postal_code=11455&subtotal=1.5', fields: ['subtotal'] },
    { query: 'postal_code=1145&subtotal=100', fields: ['postal_code'] },
    {
      query: 'postal_code=1145&subtotal=x&processor=3',
      fields: ['postal_code', 'subtotal', 'processor'],
    },
  ])('answers 400 naming $fields for "$query"', async ({ query, fields }) => {
    await expectBadFields(await api.get(`/api/checkout/shipping-methods?${SV}&${query}`), fields);
  });

  it('names a postal code of another country with the storefront and an example', async () => {
    const body = await expectBadFields(
      await api.get(`/api/checkout/shipping-methods?locale=nl&sid=6&postal_code=11455&subtotal=0`),
      ['postal_code'],
    );
    expect(body.fields?.['postal_code']).toBe(
      `must be a postal code of ${STOREFRONTS.nl.country}, e.g. 1234 AB`,
    );
  });
});

describe('GET /api/checkout/service-points', () => {
  it.each(CONTACT_CASES)(
    'lists five pick-up points near a $locale postal code, the same every time',
    async ({ locale, postalCode }) => {
      const client = api.client(locale);
      const { points } = await client.servicePoints({
        postal_code: postalCode,
        method_id: 'servicepoint:standard',
      });
      expect(points).toHaveLength(5);
      expect(new Set(points.map((p) => p.id)).size).toBe(5);
      expect(
        await client.servicePoints({ postal_code: postalCode, method_id: 'servicepoint:standard' }),
      ).toEqual({ points });
    },
  );

  it('answers in the normalised postal code', async () => {
    const response = await api.get(
      `/api/checkout/service-points?${SV}&postal_code=${encodeURIComponent(' 11455 ')}&method_id=servicepoint:standard`,
    );
    const { points } = ServicePointsResponseSchema.parse(await response.json());
    expect(points.every((p) => p.postal_code === '114 55' && p.city === 'Stockholm')).toBe(true);
  });

  it.each([
    { query: '', fields: ['postal_code', 'method_id'] },
    { query: 'postal_code=11455&method_id=flat:home', fields: ['method_id'] },
    { query: 'postal_code=11455&method_id=dhl:express', fields: ['method_id'] },
    { query: 'postal_code=11455&method_id=bad%20id', fields: ['method_id'] },
    { query: 'postal_code=ABC&method_id=servicepoint:standard', fields: ['postal_code'] },
  ])('answers 400 naming $fields for "$query"', async ({ query, fields }) => {
    await expectBadFields(await api.get(`/api/checkout/service-points?${SV}&${query}`), fields);
  });
});

describe('GET /api/checkout/payment-methods', () => {
  it('lists the methods a customer type may use', async () => {
    const client = api.client('sv');
    expect((await client.paymentMethods({ customer_type: 'private' })).methods).toEqual([
      {
        id: 'invoice:standard',
        provider: 'invoice',
        name: 'Faktura',
        fee: 2_900,
        customer_types: ['private'],
        badge: 'invoice',
      },
      {
        id: 'prepayment:bank-transfer',
        provider: 'prepayment',
        name: 'Förskottsbetalning (banköverföring)',
        fee: 0,
        customer_types: ['private', 'company'],
        badge: 'bank-transfer',
      },
    ]);
    expect(
      (await client.paymentMethods({ customer_type: 'company' })).methods.map((m) => m.id),
    ).toEqual(['invoice:company', 'prepayment:bank-transfer']);
    expect((await client.paymentMethods()).methods).toHaveLength(3);
  });

  it('prices the invoice fee in euro cents on fi', async () => {
    const response = await api.get(
      '/api/checkout/payment-methods?locale=fi&sid=4&customer_type=private',
    );
    expect(PaymentMethodsResponseSchema.parse(await response.json()).methods[0]).toMatchObject({
      name: 'Lasku',
      fee: 295,
    });
  });

  it('answers 400 naming customer_type for an unknown type', async () => {
    await expectBadFields(
      await api.get(`/api/checkout/payment-methods?${SV}&customer_type=robot`),
      ['customer_type'],
    );
  });
});

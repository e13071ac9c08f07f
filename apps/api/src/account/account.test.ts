import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  AccountOrdersResponseSchema,
  AccountProfileResponseSchema,
  API_OPERATIONS,
  ApiErrorSchema,
  TokensResponseSchema,
  type UpdateProfileRequest,
} from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../seed/demo-accounts';
import { accountToken, createCustomer, type TestCustomer } from '../../testing/customers';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { sharedApi, SV } from '../../testing/shared-api';
import { CONTACT_CASES } from '../../testing/storefront-cases';

const api = sharedApi();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const query = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;

const details: UpdateProfileRequest = {
  name: 'Kim Kund',
  customer_type: 'private',
  phone: '',
  postal_code: '',
};

function putProfile(locale: LocaleCode, body: unknown, token: string) {
  return fetch(`${api.baseUrl}/api/account/profile?${query(locale)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
}

async function badFields(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ApiErrorSchema.parse(await response.json()).fields ?? {};
}

let customer: TestCustomer;
let token = '';

beforeAll(async () => {
  customer = await createCustomer(api, 'Kim Kund');
  token = await accountToken(api, customer);
});

describe('GET /api/account/profile', () => {
  it("answers the demo customer's seeded contact details", async () => {
    const demo = await api.client('sv').login(DEMO_CUSTOMER);
    const { profile } = await api.client('sv').accountProfile(demo.access_token);
    expect(profile).toMatchObject({
      id: 1,
      email: DEMO_CUSTOMER.email,
      name: DEMO_CUSTOMER.name,
      customer_type: 'private',
      phone: DEMO_CUSTOMER.contact.phone,
      street: DEMO_CUSTOMER.contact.street,
      postal_code: DEMO_CUSTOMER.contact.postalCode,
      city: DEMO_CUSTOMER.contact.city,
      company_name: '',
      org_number: '',
      locale: 'sv',
    });
  });

  it('answers empty details of a customer who gave none', async () => {
    const { profile } = await api.client('sv').accountProfile(token);
    expect(profile).toMatchObject({
      id: customer.id,
      email: customer.email,
      phone: '',
      street: '',
      postal_code: '',
      city: '',
      customer_type: 'private',
    });
  });
});

describe('PUT /api/account/profile', () => {
  it('stores the details in the form orders keep them and answers them', async () => {
    const update: UpdateProfileRequest = {
      name: ' Kim Kund ',
      phone: '+46 70-123 45 67',
      customer_type: 'company',
      company_name: 'Kunds Fika AB',
      org_number: '556677-8899',
      street: 'Sveavägen 1',
      postal_code: '11157',
      city: 'Stockholm',
    };
    const { profile } = await api.client('sv').updateProfile(update, token);
    expect(profile).toMatchObject({
      name: 'Kim Kund',
      phone: '+46701234567',
      customer_type: 'company',
      company_name: 'Kunds Fika AB',
      postal_code: '111 57',
      email: customer.email,
    });
    expect(await api.client('sv').accountProfile(token)).toEqual({ profile });
  });

  it('clears the phone and postal code when they are sent empty', async () => {
    const { profile } = await api.client('sv').updateProfile(details, token);
    expect(profile).toMatchObject({
      phone: '',
      postal_code: '',
      street: '',
      company_name: '',
      customer_type: 'private',
    });
  });

  it.each([
    { locale: 'sv', phone: '070-123 45 67', postal_code: '123 45', bad: [] },
    { locale: 'sv', phone: '0701234567', postal_code: 'abc', bad: ['postal_code'] },
    { locale: 'sv', phone: '08-123 456 78', postal_code: '12345', bad: ['phone'] },
    { locale: 'no', phone: '412 34 567', postal_code: '0150', bad: [] },
    { locale: 'no', phone: '912 34 567', postal_code: '0150', bad: [] },
    { locale: 'no', phone: '070 123 45 67', postal_code: '0150', bad: ['phone'] },
    { locale: 'da', phone: '91 23 45 67', postal_code: '2100', bad: [] },
    { locale: 'da', phone: '31 23 45 67', postal_code: '2100', bad: [] },
    { locale: 'da', phone: '80 12 34 56', postal_code: '123 45', bad: ['phone', 'postal_code'] },
    { locale: 'fi', phone: '040 123 4567', postal_code: '00100', bad: [] },
    { locale: 'fi', phone: '+358 50 123 4567', postal_code: '00100', bad: [] },
    { locale: 'fi', phone: '09 123 4567', postal_code: '00100', bad: ['phone'] },
    { locale: 'nl', phone: '06 12345678', postal_code: '1012 AB', bad: [] },
    { locale: 'nl', phone: '+31 6 12345678', postal_code: '1012ab', bad: [] },
    { locale: 'nl', phone: '412 345 678', postal_code: '1012', bad: ['phone', 'postal_code'] },
  ] as const)(
    'on $locale takes phone "$phone" and postal code "$postal_code" (bad: $bad)',
    async ({ locale, phone, postal_code, bad }) => {
      const response = await putProfile(locale, { ...details, phone, postal_code }, token);
      if (bad.length === 0) {
        expect(response.status).toBe(200);
        AccountProfileResponseSchema.parse(await response.json());
      } else {
        expect(Object.keys(await badFields(response)).sort()).toEqual([...bad]);
      }
    },
  );

  it.each(CONTACT_CASES)(
    "names the country and an example of $locale's rules",
    async ({ locale, badPostalCode, badMobile }) => {
      const fields = await badFields(
        await putProfile(
          locale,
          { ...details, phone: badMobile, postal_code: badPostalCode },
          token,
        ),
      );
      expect(fields['postal_code']).toMatch(
        new RegExp(`^must be a postal code of ${STOREFRONTS[locale].country}, e.g. `),
      );
      expect(fields['phone']).toMatch(
        new RegExp(`^must be a mobile number of ${STOREFRONTS[locale].country}, e.g. `),
      );
    },
  );

  it('needs the company name of a company and names every bad field at once', async () => {
    expect(
      await badFields(await putProfile('sv', { ...details, customer_type: 'company' }, token)),
    ).toEqual({ company_name: 'is required for companies' });
    const fields = await badFields(
      await putProfile(
        'sv',
        {
          name: ' ',
          customer_type: 'robot',
          phone: '123',
          postal_code: 'abc',
          city: 'x'.repeat(101),
        },
        token,
      ),
    );
    expect(Object.keys(fields).sort()).toEqual([
      'city',
      'customer_type',
      'name',
      'phone',
      'postal_code',
    ]);
    expect(Object.keys(await badFields(await putProfile('sv', 'not an object', token)))).toEqual([
      '_',
    ]);
  });

  it('answers 400 naming body for malformed JSON', async () => {
    const response = await fetch(`${api.baseUrl}/api/account/profile?${SV}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: '{"name":',
    });
    expect(await badFields(response)).toEqual({ body: 'must be JSON' });
  });
});

describe('GET /api/account/orders', () => {
  let shopper: TestCustomer;
  let shopperToken = '';
  const count = ACCOUNT_ORDERS_PAGE_SIZE + 5;

  beforeAll(async () => {
    shopper = await createCustomer(api, 'Olle Ordersson');
    shopperToken = await accountToken(api, shopper);
    // One order a day, odd days shipped with tracking, even days still pending; two units each.
    await api.sql(
      `insert into orders (customer_id, email, name, locale, currency, status, total, vat_total, created_at, tracking_carrier, tracking_number)
       select ${shopper.id}, '${shopper.email}', 'Olle Ordersson', 'sv', 'SEK', case when g % 2 = 1 then 'shipped' else 'pending' end,
              g * 1000, g * 200, timestamptz '2026-01-01T12:00:00Z' + g * interval '1 day', 'postnord-se', 'NS' || lpad(g::text, 9, '0') || 'SE'
       from generate_series(1, ${count}) g`,
    );
    await api.sql(
      `insert into order_lines (order_id, product_id, main_product_id, sku, name, quantity, price, vat)
       select o.id, p.id, p.id, p.sku, 'Ordertest plain', 2, 500, 25 from orders o, products p
       where o.customer_id = ${shopper.id} and p.sku = '${ORDER_FIXTURES.plain.sku}'`,
    );
  });

  it('answers the newest orders first, a page at a time, with the total', async () => {
    const first = await api.client('sv').accountOrders(shopperToken);
    expect(first).toMatchObject({ total: count, page: 1, page_size: ACCOUNT_ORDERS_PAGE_SIZE });
    expect(first.orders).toHaveLength(ACCOUNT_ORDERS_PAGE_SIZE);
    expect(first.orders.map((o) => o.total)).toEqual(
      Array.from({ length: ACCOUNT_ORDERS_PAGE_SIZE }, (_, i) => (count - i) * 1000),
    );
    expect(first.orders[0]).toMatchObject({
      status: 'shipped',
      currency: 'SEK',
      item_count: 2,
      created_at: '2026-01-26T12:00:00.000Z',
    });
    expect(first.orders[0]!.tracking).toMatchObject({
      carrier: 'PostNord',
      number: 'NS000000025SE',
    });
    expect(first.orders[1]).toMatchObject({ status: 'pending', tracking: null });

    const second = await api.client('sv').accountOrders(shopperToken, 2);
    expect(second.orders.map((o) => o.total)).toEqual([5000, 4000, 3000, 2000, 1000]);
    expect((await api.client('sv').accountOrders(shopperToken, 3)).orders).toEqual([]);
  });

  it("lists the demo customer's seeded orders and only their own", async () => {
    const demo = await api.client('sv').login(DEMO_CUSTOMER);
    const { orders, total } = await api.client('sv').accountOrders(demo.access_token);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    const dates = orders.map((o) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      AccountOrdersResponseSchema.parse(
        await (
          await api.get(`/api/account/orders?${SV}`, { headers: bearer(shopperToken) })
        ).json(),
      ).orders.every((o) => o.id > 5),
    ).toBe(true);
  });

  it.each(['0', 'x', '1.5'])('answers 400 naming page for page=%s', async (page) => {
    expect(
      Object.keys(
        await badFields(
          await api.get(`/api/account/orders?${SV}&page=${page}`, {
            headers: bearer(shopperToken),
          }),
        ),
      ),
    ).toEqual(['page']);
  });
});

describe('who may call /api/account/*', () => {
  const calls = API_OPERATIONS.filter((op) => op.path.startsWith('/api/account/')).map((op) => ({
    method: op.method.toUpperCase(),
    path: op.path.replace('{id}', '1'),
  }));
  const call = (method: string, path: string, headers: Record<string, string>) =>
    fetch(
      `${api.baseUrl}${path}?${SV}`,
      method === 'GET'
        ? { headers }
        : { method, headers: { 'content-type': 'application/json', ...headers }, body: '{}' },
    );

  it('covers every account call of the contract', () => {
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /api/account/orders',
      'GET /api/account/profile',
      'GET /api/account/returns',
      'GET /api/account/subscriptions',
      'POST /api/account/subscriptions/1',
      'PUT /api/account/profile',
    ]);
  });

  it.each(calls)('$method $path answers 403 for a my-order token', async ({ method, path }) => {
    const login = await api.post(`/api/order-auth/login?${SV}`, {
      order_id: 1,
      email: DEMO_CUSTOMER.email,
    });
    const { access_token } = TokensResponseSchema.parse(await login.json());
    const response = await call(method, path, bearer(access_token));
    expect(response.status).toBe(403);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('forbidden');
  });

  it.each(calls)(
    '$method $path answers 401 without a token or with a forged one',
    async ({ method, path }) => {
      expect((await call(method, path, {})).status).toBe(401);
      expect((await call(method, path, bearer('forged'))).status).toBe(401);
    },
  );
});

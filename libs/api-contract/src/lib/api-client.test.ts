import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../index';

/** A fetch that records every request and answers with the given status, body and headers. */
function fakeFetch(answer: { status?: number; body: unknown; headers?: Record<string, string> }) {
  const requests: Request[] = [];
  const fetch = (request: Request) => {
    requests.push(request);
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...answer.headers },
      }),
    );
  };
  return { requests, fetch };
}

const widget = { content: '<p>Hej</p>', hidden: false };

describe('createApiClient', () => {
  it.each([
    { locale: 'sv', sid: '1' },
    { locale: 'no', sid: '3' },
    { locale: 'fi', sid: '4' },
    { locale: 'da', sid: '5' },
    { locale: 'nl', sid: '6' },
  ] as const)('adds locale $locale and sid $sid to every call', async ({ locale, sid }) => {
    const { requests, fetch } = fakeFetch({ body: widget });
    await createApiClient({ baseUrl: 'http://shop.test', locale, fetch }).widget('cart-footer');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/widget-by-slug/cart-footer');
    expect(url.searchParams.get('locale')).toBe(locale);
    expect(url.searchParams.get('sid')).toBe(sid);
  });

  it('sends search parameters and reads the record count from x-be-records', async () => {
    const { requests, fetch } = fakeFetch({
      body: { products: [], categories: [] },
      headers: { 'x-be-records': '42' },
    });
    const result = await createApiClient({
      baseUrl: 'http://shop.test',
      locale: 'sv',
      fetch,
    }).searchProducts({ query: 'laddare', nc: true, co: 24, provider: 'internal' });
    expect(result.records).toBe(42);
    expect(result.partial).toBe(false);
    const params = new URL(requests[0]!.url).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      locale: 'sv',
      sid: '1',
      query: 'laddare',
      nc: '1',
      co: '24',
      provider: 'internal',
    });
  });

  it.each<{ name: string; headers: Record<string, string>; partial: boolean }>([
    { name: 'x-be-match: partial', headers: { 'x-be-match': 'partial' }, partial: true },
    { name: 'x-be-match: all', headers: { 'x-be-match': 'all' }, partial: false },
    { name: 'no x-be-match', headers: {}, partial: false },
  ])('reads a search answered with $name as partial: $partial', async ({ headers, partial }) => {
    const { fetch } = fakeFetch({
      body: { products: [], categories: [] },
      headers: { 'x-be-records': '3', ...headers },
    });
    const result = await createApiClient({
      baseUrl: 'http://shop.test',
      locale: 'sv',
      fetch,
    }).searchProducts({ query: 'batteri iphone 12' });
    expect(result.partial).toBe(partial);
  });

  it('reads the staff flag of a cart sync from x-be-internal and sends the token', async () => {
    const { requests, fetch } = fakeFetch({ body: [], headers: { 'x-be-internal': '1' } });
    const result = await createApiClient({
      baseUrl: 'http://shop.test',
      locale: 'sv',
      fetch,
    }).syncCart({ items: [] }, { token: 'abc' });
    expect(result).toEqual({ items: [], internal: true });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer abc');
    expect(await requests[0]!.json()).toEqual({ items: [] });
  });

  it('asks past the coupon cache with Cache-Control: no-cache when told to', async () => {
    const { requests, fetch } = fakeFetch({ body: [] });
    await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).syncCoupons(
      { coupons: [], cart_contents: [] },
      { skipCache: true },
    );
    expect(requests[0]!.headers.get('cache-control')).toBe('no-cache');
  });

  it('throws ApiRequestError with the status and error body', async () => {
    const { fetch } = fakeFetch({
      status: 404,
      body: { error: 'not_found', message: 'No deal is running' },
    });
    const error = await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch })
      .currentDeal()
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('posts a product view and takes the empty 204 answer', async () => {
    const requests: Request[] = [];
    const fetch = (request: Request) => {
      requests.push(request);
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    await expect(
      createApiClient({ baseUrl: 'http://shop.test', locale: 'fi', fetch }).recordProductView(42),
    ).resolves.toBeUndefined();
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/product-views');
    expect(await requests[0]!.json()).toEqual({ product_id: 42 });
  });

  it('reads the hero slides', async () => {
    const slide = {
      id: 1,
      title: 'Skärmskydd',
      text: 'Härdat glas',
      cta: 'Handla nu',
      uri: '/kategori/skarmskydd',
      image: { url: '/media/hero/screen-protection.svg', width: 960, height: 640 },
      background: '#0b3d5c',
    };
    const { requests, fetch } = fakeFetch({ body: [slide] });
    expect(
      await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).heroSlides(),
    ).toEqual([slide]);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/hero-slides');
  });

  it('rejects an answer that does not match its schema', async () => {
    const { fetch } = fakeFetch({ body: { content: 1 } });
    await expect(
      createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).widget('cart-footer'),
    ).rejects.toThrow();
  });

  it('reads an answer as it came, unparsed, when told not to check answers', async () => {
    const answer = { content: '<p>Hej</p>', hidden: false, extra: 'kept' };
    const { fetch } = fakeFetch({ body: answer });
    const options = { baseUrl: 'http://shop.test', locale: 'sv', fetch } as const;
    expect(await createApiClient({ ...options, checkAnswers: false }).widget('x')).toEqual(answer);
    expect(await createApiClient(options).widget('x')).toEqual({
      content: '<p>Hej</p>',
      hidden: false,
    });
  });

  it('still throws ApiRequestError for a 4xx answer when answers are not checked', async () => {
    const { fetch } = fakeFetch({
      status: 404,
      body: { error: 'not_found', message: 'No such widget' },
    });
    const client = createApiClient({
      baseUrl: 'http://shop.test',
      locale: 'sv',
      fetch,
      checkAnswers: false,
    });
    await expect(client.widget('x')).rejects.toMatchObject({ status: 404 });
  });

  it('sends the checkout queries with locale and sid', async () => {
    const { requests, fetch } = fakeFetch({ body: { methods: [] } });
    const client = createApiClient({ baseUrl: 'http://shop.test', locale: 'fi', fetch });
    await client.shippingMethods({ postal_code: '00100', subtotal: 4500, processor: '1' });
    await client.paymentMethods({ customer_type: 'company' });
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({
      locale: 'fi',
      sid: '4',
      postal_code: '00100',
      subtotal: '4500',
      processor: '1',
    });
    expect(new URL(requests[1]!.url).pathname).toBe('/api/checkout/payment-methods');
    expect(new URL(requests[1]!.url).searchParams.get('customer_type')).toBe('company');
  });

  it.each([
    { status: 201, replayed: false },
    { status: 200, replayed: true },
  ])(
    'places an order with the Idempotency-Key and Bearer headers; replayed is $replayed for $status',
    async ({ status, replayed }) => {
      const order = {
        id: 7,
        status: 'pending',
        created_at: '2026-01-01T00:00:00.000Z',
        locale: 'sv',
        currency: 'SEK',
        customer_type: 'private',
        email: 'a@b.se',
        name: 'A B',
        phone: '0701234567',
        company: null,
        address: { street: 'Gatan 1', postal_code: '114 55', city: 'Stockholm' },
        lines: [],
        subtotal: 0,
        discount: 0,
        shipping: {
          method_id: 'flat:home',
          name: 'Hemleverans',
          price: 0,
          service_point: null,
          delivery_days: { min: 1, max: 3 },
        },
        payment: { method_id: 'invoice:standard', name: 'Faktura', fee: 0 },
        total: 0,
        vat_total: 0,
        coupons: [],
        tracking: null,
        reserved_until: null,
        returnable: false,
      };
      const { requests, fetch } = fakeFetch({
        status,
        body: { order, order_token: { access_token: 'order-token', expires_in: 3600 } },
      });
      const client = createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch });
      const body = {
        customer_type: 'private' as const,
        email: 'a@b.se',
        phone: '0701234567',
        first_name: 'A',
        last_name: 'B',
        address: { street: 'Gatan 1', postal_code: '11455', city: 'Stockholm' },
        items: [{ uuid: 'u', sku: 'NS-1', quantity: 1 }],
        shipping_method_id: 'flat:home',
        payment_method_id: 'invoice:standard',
        accept_terms: true as const,
      };
      const result = await client.placeOrder(body, 'attempt-123456', 'account-token');
      expect(result).toMatchObject({ order: { id: 7 }, replayed });
      expect(requests[0]!.method).toBe('POST');
      expect(requests[0]!.headers.get('idempotency-key')).toBe('attempt-123456');
      expect(requests[0]!.headers.get('authorization')).toBe('Bearer account-token');
      expect(await requests[0]!.json()).toEqual(body);

      await client.order(7, 'order-token');
      expect(new URL(requests[1]!.url).pathname).toBe('/api/orders/7');
      expect(requests[1]!.headers.get('authorization')).toBe('Bearer order-token');
    },
  );

  it('asks for a page preview with the token in the query', async () => {
    const page = {
      slug: 'frakt',
      title: 'Frakt i julhandeln',
      content: '<p>Hej</p>',
      updated_at: '2026-01-15T09:00:00.000Z',
      alternates: { sv: '/frakt', fi: '/toimitus' },
      preview: true,
    };
    const { requests, fetch } = fakeFetch({ body: page });
    expect(
      await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).pagePreview(
        'a.b.c',
      ),
    ).toEqual(page);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/page-preview');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'sv',
      sid: '1',
      token: 'a.b.c',
    });
  });

  it('posts the unsubscribe token in the body', async () => {
    const { requests, fetch } = fakeFetch({
      body: { email: 'd***@nordshop.example', unsubscribed: true },
    });
    const answer = await createApiClient({
      baseUrl: 'http://shop.test',
      locale: 'da',
      fetch,
    }).unsubscribe('a.b.c');
    expect(answer).toEqual({ email: 'd***@nordshop.example', unsubscribed: true });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/newsletter/unsubscribe');
    expect(await requests[0]!.json()).toEqual({ token: 'a.b.c' });
  });

  it('reads a calendar of open and closed doors for a year', async () => {
    const calendar = {
      year: 2026,
      time_zone: 'Europe/Helsinki',
      doors: [
        {
          day: 1,
          open: true,
          title: 'Pikalatausta jouluun',
          text: 'Laturi',
          product: null,
          coupon_code: null,
        },
        { day: 2, open: false, title: null, text: null, product: null, coupon_code: null },
      ],
    };
    const { requests, fetch } = fakeFetch({ body: calendar });
    expect(
      await createApiClient({ baseUrl: 'http://shop.test', locale: 'fi', fetch }).calendar(2026),
    ).toEqual(calendar);
    expect(new URL(requests[0]!.url).searchParams.get('year')).toBe('2026');
  });

  it('rejects a closed door that carries its offer', async () => {
    const calendar = {
      year: 2026,
      time_zone: 'Europe/Stockholm',
      doors: [
        { day: 2, open: false, title: 'Hemligt', text: null, product: null, coupon_code: null },
      ],
    };
    const { fetch } = fakeFetch({ body: calendar });
    await expect(
      createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).calendar(2026),
    ).rejects.toThrow();
  });

  it('reads the error reports with the Bearer token', async () => {
    const report = {
      id: 3,
      error: 'TypeError',
      level: 'error',
      stack: '',
      user_agent: 'Firefox',
      url: '/sv',
      created_at: '2026-11-01T10:00:00.000Z',
    };
    const { requests, fetch } = fakeFetch({ body: { reports: [report] } });
    expect(
      await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).errorReports(
        'staff-token',
      ),
    ).toEqual({ reports: [report] });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/error-reports');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it('places an order without a token as a guest', async () => {
    const { requests, fetch } = fakeFetch({
      status: 409,
      body: {
        error: 'conflict',
        code: 'out_of_stock',
        message: 'Out of stock: NS-1',
        fields: { 'items.0.sku': 'NS-1: out of stock' },
      },
    });
    const error = await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch })
      .placeOrder({} as never, 'attempt-123456')
      .catch((err: unknown) => err);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
    expect(error).toMatchObject({
      status: 409,
      body: { code: 'out_of_stock', fields: { 'items.0.sku': 'NS-1: out of stock' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../index';

/** A fetch that records every request and answers with the given status, body and headers. */
function fakeFetch(answer: { status?: number; body: unknown; headers?: Record<string, string> }) {
  const requests: Request[] = [];
  const fetch = (request: Request) => {
    requests.push(request);
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } }));
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
    const { requests, fetch } = fakeFetch({ body: { products: [], categories: [] }, headers: { 'x-be-records': '42' } });
    const result = await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).searchProducts({ query: 'laddare', nc: true, co: 24, provider: 'internal' });
    expect(result.records).toBe(42);
    const params = new URL(requests[0]!.url).searchParams;
    expect(Object.fromEntries(params)).toEqual({ locale: 'sv', sid: '1', query: 'laddare', nc: '1', co: '24', provider: 'internal' });
  });

  it('reads the staff flag of a cart sync from x-be-internal and sends the token', async () => {
    const { requests, fetch } = fakeFetch({ body: [], headers: { 'x-be-internal': '1' } });
    const result = await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).syncCart({ items: [] }, { token: 'abc' });
    expect(result).toEqual({ items: [], internal: true });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer abc');
    expect(await requests[0]!.json()).toEqual({ items: [] });
  });

  it('asks past the coupon cache with Cache-Control: no-cache when told to', async () => {
    const { requests, fetch } = fakeFetch({ body: [] });
    await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).syncCoupons({ coupons: [], cart_contents: [] }, { skipCache: true });
    expect(requests[0]!.headers.get('cache-control')).toBe('no-cache');
  });

  it('throws ApiRequestError with the status and error body', async () => {
    const { fetch } = fakeFetch({ status: 404, body: { error: 'not_found', message: 'No deal is running' } });
    const error = await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).currentDeal().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('posts a product view and takes the empty 204 answer', async () => {
    const requests: Request[] = [];
    const fetch = (request: Request) => {
      requests.push(request);
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    await expect(createApiClient({ baseUrl: 'http://shop.test', locale: 'fi', fetch }).recordProductView(42)).resolves.toBeUndefined();
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/product-views');
    expect(await requests[0]!.json()).toEqual({ product_id: 42 });
  });

  it('reads the hero slides', async () => {
    const slide = { id: 1, title: 'Skärmskydd', text: 'Härdat glas', cta: 'Handla nu', uri: '/kategori/skarmskydd', image: { url: '/media/hero/screen-protection.svg', width: 960, height: 640 }, background: '#0b3d5c' };
    const { requests, fetch } = fakeFetch({ body: [slide] });
    expect(await createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).heroSlides()).toEqual([slide]);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/hero-slides');
  });

  it('rejects an answer that does not match its schema', async () => {
    const { fetch } = fakeFetch({ body: { content: 1 } });
    await expect(createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch }).widget('cart-footer')).rejects.toThrow();
  });
});

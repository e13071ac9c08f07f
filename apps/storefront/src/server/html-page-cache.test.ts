import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER, SCREEN_HEADER, isCacheable, type CachedPage } from './cached-page';
import { HTML_PAGE_CACHE, HtmlPageCache } from './html-page-cache';
import { htmlPageCacheKey } from './html-page-cache-key';

const text = (bytes: Uint8Array | undefined) =>
  bytes === undefined ? undefined : new TextDecoder().decode(bytes);
const request = (url: string, init: RequestInit = {}) => new Request(url, init);
const page = (body: string, storedAt = 0, nonce = 'n0'): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new TextEncoder().encode(body),
  nonce,
  storedAt,
});
const rendered = (screen: string | null, status = 200, extra: Record<string, string> = {}) =>
  new Response('<p nonce="NONCE">page</p>', {
    status,
    headers: {
      'content-type': 'text/html',
      ...(screen ? { [SCREEN_HEADER]: screen } : {}),
      ...extra,
    },
  });

describe('htmlPageCacheKey', () => {
  it.each([
    {
      name: 'a product page, first visit',
      req: request('http://shop.test/sv/produkt/x?page=2'),
      key: 'shop.test/sv/produkt/x?page=2#consent-banner',
    },
    {
      name: 'a product page after the consent choice',
      req: request('http://shop.test/sv/produkt/x', { headers: { cookie: 'a=1; __consent=5' } }),
      key: 'shop.test/sv/produkt/x',
    },
    {
      name: 'a company shopper (prices excl. VAT)',
      req: request('http://shop.test/sv/produkt/x', {
        headers: { cookie: '__consent=1; vat_display=excl' },
      }),
      key: 'shop.test/sv/produkt/x#excl-vat',
    },
    {
      name: 'a private shopper who has chosen',
      req: request('http://shop.test/sv/produkt/x', {
        headers: { cookie: '__consent=1; vat_display=incl' },
      }),
      key: 'shop.test/sv/produkt/x#incl-vat',
    },
    { name: 'the bare /', req: request('http://shop.test/'), key: null },
    { name: 'a POST', req: request('http://shop.test/sv', { method: 'POST' }), key: null },
    {
      name: 'a signed-in shopper',
      req: request('http://shop.test/sv', {
        headers: { cookie: 'locale=sv; auth.refresh_token=abc' },
      }),
      key: null,
    },
    {
      name: 'a consent cookie that is no choice (0), as without one',
      req: request('http://shop.test/sv/produkt/x', { headers: { cookie: '__consent=0' } }),
      key: 'shop.test/sv/produkt/x#consent-banner',
    },
    {
      name: 'a consent cookie that is no mask (abc), as without one',
      req: request('http://shop.test/sv/produkt/x', { headers: { cookie: '__consent=abc' } }),
      key: 'shop.test/sv/produkt/x#consent-banner',
    },
    {
      name: 'a consent cookie past the mask (32), as without one',
      req: request('http://shop.test/sv/produkt/x', { headers: { cookie: '__consent=32' } }),
      key: 'shop.test/sv/produkt/x#consent-banner',
    },
    {
      name: 'the login opened by the query',
      req: request('http://shop.test/sv?login', { headers: { cookie: '__consent=1' } }),
      key: null,
    },
    {
      name: 'a sign-in link',
      req: request('http://shop.test/sv/produkt/x?token=eyJabc', {
        headers: { cookie: '__consent=1' },
      }),
      key: null,
    },
    {
      name: 'the password change',
      req: request('http://shop.test/sv?change_password=1'),
      key: null,
    },
    {
      name: 'a locale cookie only',
      req: request('http://shop.test/sv', { headers: { cookie: 'locale=sv' } }),
      key: 'shop.test/sv#consent-banner',
    },
    {
      name: 'an overlong URL',
      req: request(`http://shop.test/sv/sok?q=${'a'.repeat(HTML_PAGE_CACHE.maxKeyLength)}`),
      key: null,
    },
  ])('$name → $key', ({ req, key }) => {
    expect(htmlPageCacheKey(req)).toBe(key);
  });
});

describe('isCacheable', () => {
  it.each<{
    screen: string | null;
    status: number;
    extra: Record<string, string>;
    cacheable: boolean;
  }>([
    { screen: 'product', status: 200, extra: {}, cacheable: true },
    { screen: 'product', status: 404, extra: {}, cacheable: false },
    { screen: 'checkout-id', status: 200, extra: {}, cacheable: false },
    { screen: null, status: 200, extra: {}, cacheable: false },
    { screen: 'index', status: 200, extra: { 'set-cookie': 'a=b' }, cacheable: false },
  ])('$screen $status $extra → $cacheable', ({ screen, status, extra, cacheable }) => {
    expect(isCacheable(rendered(screen, status, extra))).toBe(cacheable);
  });
});

describe('HtmlPageCache', () => {
  it('expires a page after the TTL', () => {
    const cache = new HtmlPageCache(10_000, 10);
    cache.set('a', page('A', 0));
    expect(text(cache.get('a', 9_999)?.body)).toBe('A');
    expect(cache.get('a', 10_000)).toBeUndefined();
  });

  it('drops the least recently used page beyond the limit', () => {
    const cache = new HtmlPageCache(10_000, 2);
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.get('a', 1);
    cache.set('c', page('C'));
    expect([
      text(cache.get('a', 1)?.body),
      cache.get('b', 1),
      text(cache.get('c', 1)?.body),
    ]).toEqual(['A', undefined, 'C']);
  });

  it('drops the least recently used pages beyond its bytes, and counts what it keeps', () => {
    const cache = new HtmlPageCache(10_000, 100, 60_000, 0, 1_000);
    cache.set('a', page('a'.repeat(400)));
    cache.set('b', page('b'.repeat(400)));
    cache.get('a', 1);
    cache.set('c', page('c'.repeat(400)));
    expect([
      cache.get('a', 1) !== undefined,
      cache.get('b', 1),
      cache.get('c', 1) !== undefined,
    ]).toEqual([true, undefined, true]);
    expect(cache.sizeNow()).toEqual({ entries: 2, bytes: 800 });
    cache.set('c', page('c'));
    expect(cache.sizeNow()).toEqual({ entries: 2, bytes: 401 });
  });

  it('renders once for concurrent requests and answers each with its own nonce', async () => {
    const cache = new HtmlPageCache();
    let renders = 0;
    const render = async (nonce: string) => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(`<script nonce="${nonce}"></script>`, {
        headers: { [SCREEN_HEADER]: 'product' },
      });
    };
    const responses = await Promise.all(
      ['n1', 'n2', 'n3'].map((nonce) => cache.serve('k', nonce, render, () => 0)),
    );
    expect(renders).toBe(1);
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual([
      '<script nonce="n1"></script>',
      '<script nonce="n2"></script>',
      '<script nonce="n3"></script>',
    ]);
    expect(responses.map((r) => r.headers.get('x-page-cache'))).toEqual(['miss', 'hit', 'hit']);
    expect(responses.every((r) => !r.headers.has(SCREEN_HEADER))).toBe(true);
  });

  it('passes a page that may not be kept through, for every request', async () => {
    const cache = new HtmlPageCache();
    let renders = 0;
    const render = (nonce: string) => {
      renders += 1;
      return Promise.resolve(
        new Response(`x${nonce}`, { status: 404, headers: { [SCREEN_HEADER]: 'product' } }),
      );
    };
    const first = await cache.serve('k', 'a', render, () => 0);
    const second = await cache.serve('k', 'b', render, () => 0);
    expect([first.status, second.status, renders, cache.size]).toEqual([404, 404, 2, 0]);
    expect(first.headers.has(SCREEN_HEADER)).toBe(false);
  });
});

describe('HtmlPageCache when rendering fails', () => {
  const ok = (nonce: string) =>
    Promise.resolve(
      new Response(`<p nonce="${nonce}">page</p>`, {
        headers: { 'content-type': 'text/html', [SCREEN_HEADER]: 'product' },
      }),
    );
  const unavailable = () => Promise.resolve(rendered('product', 503));
  const broken = () => Promise.reject(new Error('render failed'));

  it.each([
    { name: 'a 503', render: unavailable },
    { name: 'a thrown error', render: broken },
  ])('serves the stale page of the key after $name', async ({ render }) => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 0);
    let now = 0;
    await cache.serve('k', 'n1', ok, () => now);
    now = 30_000;
    const response = await cache.serve('k', 'n2', render, () => now);
    expect(response.status).toBe(200);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
    expect(await response.text()).toBe('<p nonce="n2">page</p>');
  });

  it('answers the failure itself when the page is older than the stale allowance', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 0);
    let now = 0;
    await cache.serve('k', 'n1', ok, () => now);
    now = 10_000 + 60_000;
    expect((await cache.serve('k', 'n2', unavailable, () => now)).status).toBe(503);
    await expect(cache.serve('k', 'n3', broken, () => now)).rejects.toThrow('render failed');
  });

  it('renders again, not stale, once rendering works', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 0);
    let now = 0;
    await cache.serve('k', 'n1', ok, () => now);
    now = 20_000;
    const response = await cache.serve('k', 'n2', ok, () => now);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  });
});

describe('HtmlPageCache when the database announces a change', () => {
  const version = (body: string) => (nonce: string) =>
    Promise.resolve(
      new Response(`<p nonce="${nonce}">${body}</p>`, { headers: { [SCREEN_HEADER]: 'product' } }),
    );

  it('renders every page again after invalidate, keeping the old one as the fallback', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 0);
    await cache.serve('k', 'n', version('old price'), () => 1_000);
    cache.invalidate(2_000);
    const after = await cache.serve('k', 'n', version('new price'), () => 2_500);
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(await after.text()).toBe('<p nonce="n">new price</p>');

    cache.invalidate(3_000);
    const failed = await cache.serve(
      'k',
      'n',
      () => Promise.reject(new Error('down')),
      () => 3_500,
    );
    expect(failed.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
  });

  it('does not keep as fresh a page whose render began before the change', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 0);
    let now = 1_000;
    let finish: () => void = () => undefined;
    const slow = (nonce: string) =>
      new Promise<Response>((resolve) => {
        finish = () =>
          resolve(
            new Response(`<p nonce="${nonce}">old</p>`, {
              headers: { [SCREEN_HEADER]: 'product' },
            }),
          );
      });
    const during = cache.serve('k', 'n', slow, () => now);
    now = 2_000;
    cache.invalidate(now);
    // A request after the change does not wait for the render that began before it.
    const fresh = await cache.serve('k', 'n', version('new'), () => now);
    expect(await fresh.text()).toBe('<p nonce="n">new</p>');
    finish();
    expect(await (await during).text()).toBe('<p nonce="n">old</p>');
    const next = await cache.serve('k', 'n', version('newer'), () => now + 10);
    expect(await next.text()).toBe('<p nonce="n">newer</p>');
  });
});

describe('HtmlPageCache past its freshness (stale-while-revalidate)', () => {
  const body = (text: string) => (nonce: string) =>
    Promise.resolve(
      new Response(`<p nonce="${nonce}">${text}</p>`, { headers: { [SCREEN_HEADER]: 'product' } }),
    );
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('answers the kept page at once and renders it anew once, in the background', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 30_000);
    await cache.serve('k', 'nonce-0', body('v1'), () => 0);
    let renders = 0;
    const v2 = (nonce: string) => {
      renders += 1;
      return body('v2')(nonce);
    };
    const answers = await Promise.all(
      ['nonce-a', 'nonce-b', 'nonce-c'].map((nonce) => cache.serve('k', nonce, v2, () => 15_000)),
    );
    expect(answers.map((r) => r.headers.get(PAGE_CACHE_HEADER))).toEqual([
      'revalidating',
      'revalidating',
      'revalidating',
    ]);
    expect(await answers[1]!.text()).toBe('<p nonce="nonce-b">v1</p>');
    await settled();
    expect(renders).toBe(1);
    const next = await cache.serve('k', 'nonce-d', v2, () => 15_100);
    expect(next.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(await next.text()).toBe('<p nonce="nonce-d">v2</p>');
  });

  it('renders while the shopper waits once the page is past the revalidation window', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 30_000);
    await cache.serve('k', 'nonce-0', body('v1'), () => 0);
    const late = await cache.serve('k', 'nonce-0', body('v2'), () => 40_000);
    expect(late.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(await late.text()).toBe('<p nonce="nonce-0">v2</p>');
  });

  it('drops the kept page when the new render may not be kept (the product is gone)', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 30_000);
    await cache.serve('k', 'nonce-0', body('v1'), () => 0);
    const gone = () => Promise.resolve(rendered('product', 404));
    expect((await cache.serve('k', 'nonce-0', gone, () => 15_000)).status).toBe(200);
    await settled();
    expect((await cache.serve('k', 'nonce-0', gone, () => 15_100)).status).toBe(404);
  });

  it('keeps answering the kept page when the new render fails (the database is away)', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 30_000);
    await cache.serve('k', 'nonce-0', body('v1'), () => 0);
    const down = () => Promise.resolve(rendered('product', 503));
    await cache.serve('k', 'nonce-0', down, () => 15_000);
    await settled();
    const again = await cache.serve('k', 'nonce-0', down, () => 15_100);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('<p nonce="nonce-0">v1</p>');
  });
});

describe('HtmlPageCache after a change, with stale-while-revalidate', () => {
  const body = (text: string) => (nonce: string) =>
    Promise.resolve(
      new Response(`<p nonce="${nonce}">${text}</p>`, {
        headers: { [SCREEN_HEADER]: 'product' },
      }),
    );

  // Times in ms: stored at 1 s, fresh for 10 s, answered while it renders anew for 30 s more.
  it.each([
    {
      name: 'at once after a change while it was fresh',
      storedAt: 1_000,
      changeAt: 2_000,
      askedAt: 2_100,
    },
    {
      name: 'a quiet minute after a change while it was fresh',
      storedAt: 1_000,
      changeAt: 2_000,
      askedAt: 62_000,
    },
    {
      name: 'past its freshness, after a change',
      storedAt: 1_000,
      changeAt: 12_000,
      askedAt: 14_000,
    },
    {
      name: 'within the revalidation window, a change just before',
      storedAt: 1_000,
      changeAt: 25_000,
      askedAt: 25_001,
    },
  ])(
    'renders the page anew before answering it, $name',
    async ({ storedAt, changeAt, askedAt }) => {
      const cache = new HtmlPageCache(10_000, 10, 60_000, 30_000);
      await cache.serve('k', 'nonce-0', body('old price'), () => storedAt);
      cache.invalidate(changeAt);
      const asked = await cache.serve('k', 'nonce-1', body('new price'), () => askedAt);
      expect(asked.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
      expect(await asked.text()).toBe('<p nonce="nonce-1">new price</p>');
      const next = await cache.serve('k', 'nonce-2', body('newer'), () => askedAt + 100);
      expect(next.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
      expect(await next.text()).toBe('<p nonce="nonce-2">new price</p>');
    },
  );

  it('renders once for the requests that arrive together after a change', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 30_000);
    await cache.serve('k', 'nonce-0', body('old price'), () => 1_000);
    cache.invalidate(2_000);
    let renders = 0;
    const counted = (nonce: string) => {
      renders += 1;
      return body('new price')(nonce);
    };
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((nonce) => cache.serve('k', nonce, counted, () => 2_100)),
    );
    expect(renders).toBe(1);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(
      ['a', 'b', 'c'].map((nonce) => `<p nonce="${nonce}">new price</p>`),
    );
  });

  it('still answers the page of before the change when the new render fails', async () => {
    const cache = new HtmlPageCache(10_000, 10, 60_000, 30_000);
    await cache.serve('k', 'nonce-0', body('old price'), () => 1_000);
    cache.invalidate(2_000);
    const down = () => Promise.resolve(rendered('product', 503));
    const kept = await cache.serve('k', 'nonce-1', down, () => 2_100);
    expect(kept.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
    expect(await kept.text()).toBe('<p nonce="nonce-1">old price</p>');
  });
});

describe('HtmlPageCache answers', () => {
  it('carry the nonce of their own response in every place, byte for byte elsewhere', async () => {
    const cache = new HtmlPageCache();
    const html = '<script nonce="AbC123">a</script>å€<style nonce="AbC123"></style>AbC12';
    await cache.serve(
      'k',
      'AbC123',
      () => Promise.resolve(new Response(html, { headers: { [SCREEN_HEADER]: 'product' } })),
      () => 0,
    );
    const hit = await cache.serve(
      'k',
      'zz9',
      () => Promise.reject(new Error('no render')),
      () => 1,
    );
    expect(await hit.text()).toBe(
      '<script nonce="zz9">a</script>å€<style nonce="zz9"></style>AbC12',
    );
  });
});

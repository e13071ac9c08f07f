import type { SitemapResponse } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it, vi } from 'vitest';
import { requestSite } from './public-site';
import {
  SEO_FILES_CACHE_CONTROL,
  localesServedOn,
  seoFiles,
  type SeoFilesOptions,
} from './seo-files';

const PER_PAGE = 2;

/** A storefront with home and `products` products, in parts of two. */
function fakeSitemap(products: number) {
  return vi.fn((locale: LocaleCode, part: number): Promise<SitemapResponse> => {
    const all = [
      { kind: 'home' as const, alternates: { [locale]: '/' } },
      ...Array.from({ length: products }, (_, i) => ({
        kind: 'product' as const,
        alternates: { [locale]: locale === 'fi' ? `/tuote/p${i}` : `/produkt/p${i}` },
      })),
    ];
    return Promise.resolve({
      entries: all.slice((part - 1) * PER_PAGE, part * PER_PAGE),
      total: all.length,
      page: part,
      per_page: PER_PAGE,
    });
  });
}

/** seoFiles with the server's own site rule, for the public origin http://localhost:3000. */
const files = (options: Omit<SeoFilesOptions, 'siteOf'>, publicOrigin = 'http://localhost:3000') =>
  seoFiles({
    ...options,
    siteOf: (request) => requestSite(request, publicOrigin, options.localeDomains),
  });

const get = (handler: ReturnType<typeof seoFiles>, url: string, method = 'GET') =>
  handler(new Request(url, { method }));

describe('seoFiles', () => {
  it('answers robots.txt as text, cached, naming the sitemap on this origin', async () => {
    const response = await get(
      files({ localeDomains: {}, sitemapPart: fakeSitemap(0) }),
      'http://localhost:3000/robots.txt',
    );
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response?.headers.get('cache-control')).toBe(SEO_FILES_CACHE_CONTROL);
    expect(await response?.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists one sitemap per storefront, and its further parts, in the index', async () => {
    const response = await get(
      files({ localeDomains: {}, sitemapPart: fakeSitemap(2) }),
      'http://localhost:3000/sitemap.xml',
    );
    expect(response?.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...(await response!.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['sv', 'no', 'da', 'fi', 'nl'].flatMap((l) => [
        `http://localhost:3000/sitemap-${l}.xml`,
        `http://localhost:3000/sitemap-${l}-2.xml`,
      ]),
    );
  });

  it('answers a storefront’s sitemap part with its URLs', async () => {
    const handler = files({ localeDomains: {}, sitemapPart: fakeSitemap(3) });
    const first = await (await get(handler, 'http://localhost:3000/sitemap-fi.xml'))!.text();
    const second = await (await get(handler, 'http://localhost:3000/sitemap-fi-2.xml'))!.text();
    expect(first).toContain('<loc>http://localhost:3000/fi</loc>');
    expect(first).toContain('<loc>http://localhost:3000/fi/tuote/p0</loc>');
    expect(second).toContain('<loc>http://localhost:3000/fi/tuote/p1</loc>');
    expect(second).toContain('<loc>http://localhost:3000/fi/tuote/p2</loc>');
  });

  it('answers 404 for a part past the last without asking for it', async () => {
    const sitemapPart = fakeSitemap(1);
    const response = await get(
      files({ localeDomains: {}, sitemapPart }),
      'http://localhost:3000/sitemap-sv-3.xml',
    );
    expect(response?.status).toBe(404);
    expect(sitemapPart.mock.calls).toEqual([['sv', 1]]);
  });

  it('serves only its own storefront on a storefront’s domain, and the others elsewhere', async () => {
    const localeDomains = { nl: 'shop.example.nl:8443' };
    // The public origin gives the protocol of every link, the storefront domain its host.
    const handler = files({ localeDomains, sitemapPart: fakeSitemap(0) }, 'https://localhost:3000');
    const index = await (await get(handler, 'https://shop.example.nl:8443/sitemap.xml'))!.text();
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://shop.example.nl:8443/sitemap-nl.xml',
    ]);
    expect((await get(handler, 'https://shop.example.nl:8443/sitemap-sv.xml'))?.status).toBe(404);
    expect((await get(handler, 'http://localhost:3000/sitemap-nl.xml'))?.status).toBe(404);
    expect(
      await (await get(handler, 'https://shop.example.nl:8443/sitemap-nl.xml'))!.text(),
    ).toContain('<loc>https://shop.example.nl:8443/</loc>');
    expect(localesServedOn('localhost:3000', localeDomains)).toEqual(['sv', 'no', 'da', 'fi']);
  });

  it('never puts a forged Host into robots.txt or the sitemaps: links go to the public origin', async () => {
    const handler = files(
      { localeDomains: {}, sitemapPart: fakeSitemap(0) },
      'https://nordshop.example',
    );
    const forged = (path: string) =>
      handler(new Request(`http://evil.example${path}`, { headers: { host: 'evil.example' } }));
    const robots = await (await forged('/robots.txt'))!.text();
    const index = await (await forged('/sitemap.xml'))!.text();
    const sitemap = await (await forged('/sitemap-sv.xml'))!.text();
    for (const text of [robots, index, sitemap]) expect(text).not.toContain('evil.example');
    expect(robots).toContain('Sitemap: https://nordshop.example/sitemap.xml');
  });

  it.each([
    { url: 'http://localhost:3000/sv', method: 'GET' },
    { url: 'http://localhost:3000/sitemap-en.xml', method: 'GET' },
    { url: 'http://localhost:3000/sitemaps', method: 'GET' },
    { url: 'http://localhost:3000/robots.txt', method: 'POST' },
  ])('leaves $method $url to the rest of the server', async ({ url, method }) => {
    expect(
      await get(files({ localeDomains: {}, sitemapPart: fakeSitemap(0) }), url, method),
    ).toBeUndefined();
  });
});

import { expect, test, type Page } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { catalogFixture, STORE_IDS, type Locale } from './catalog-fixtures';

const port = Number(process.env['E2E_PORT'] ?? 3100);
const origin = `http://127.0.0.1:${port}`;

/** The canonical URL and the hreflang alternates a page declares in its head. */
async function headLinks(
  page: Page,
): Promise<{ canonical: string | null; alternates: Record<string, string> }> {
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      ),
    );
  return { canonical, alternates };
}

async function apiJson<T>(page: Page, locale: Locale, path: string): Promise<T> {
  const response = await page.request.get(
    `/api/${path}${path.includes('?') ? '&' : '?'}locale=${locale}&sid=${STORE_IDS[locale]}`,
  );
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

test.describe('SEO', () => {
  test.describe('as a crawler sees it (no JavaScript)', () => {
    test.use({ javaScriptEnabled: false });

    test('A search engine reads a product page’s title, description, canonical URL and its alternates in all five storefronts', async ({
      page,
      request,
    }) => {
      const sv = await catalogFixture(request, 'sv');
      const product = await apiJson<{
        name: string;
        prefix: string;
        alternates: Record<Locale, string>;
      }>(page, 'sv', `product-by-slug/${sv.productSlug}`);
      await page.goto(`/sv/produkt/${sv.productSlug}`);
      await expect(page).toHaveTitle(`${product.prefix} ${product.name} | Nordshop Sverige`);
      expect(
        (await page.locator('head meta[name="description"]').getAttribute('content'))?.length,
      ).toBeGreaterThan(20);

      const { canonical, alternates } = await headLinks(page);
      expect(canonical).toBe(`${origin}/sv/produkt/${sv.productSlug}`);
      expect(alternates).toEqual({
        'sv-SE': canonical,
        'nb-NO': `${origin}/no${product.alternates.no}`,
        'da-DK': `${origin}/da${product.alternates.da}`,
        'fi-FI': `${origin}/fi${product.alternates.fi}`,
        // The Dutch storefront has its own domain in the suite (LOCALE_DOMAINS).
        'nl-NL': `http://${NL_DOMAIN}:${port}${product.alternates.nl}`,
        'x-default': canonical,
      });

      // The alternates are reciprocal: the Finnish page names the Swedish one back.
      const finnish = await page.goto(alternates['fi-FI']!);
      expect(finnish?.status()).toBe(200);
      const fi = await headLinks(page);
      expect(fi.canonical).toBe(alternates['fi-FI']);
      expect(fi.alternates['sv-SE']).toBe(canonical);
      await expect(page).toHaveTitle(/ \| Nordshop Suomi$/);

      // The Dutch page on its own domain declares itself canonical there.
      const dutch = await page.goto(alternates['nl-NL']!);
      expect(dutch?.status()).toBe(200);
      expect((await headLinks(page)).canonical).toBe(alternates['nl-NL']);
    });

    test('A category listing keeps only its page number in the canonical URL and carries a BreadcrumbList', async ({
      page,
      request,
    }) => {
      const sv = await catalogFixture(request, 'sv');
      await page.goto(`/sv/kategori/${sv.categoryChain}?page=2&sort=name`);
      await expect(page).toHaveTitle(`${sv.categoryName} – Sida 2 | Nordshop Sverige`);
      const { canonical, alternates } = await headLinks(page);
      expect(canonical).toBe(`${origin}/sv/kategori/${sv.categoryChain}?page=2`);
      expect(Object.keys(alternates)).toEqual([
        'sv-SE',
        'nb-NO',
        'da-DK',
        'fi-FI',
        'nl-NL',
        'x-default',
      ]);
      expect(alternates['fi-FI']).toMatch(new RegExp(`^${origin}/fi/kategoria/.+\\?page=2$`));
      const jsonLd = await page
        .locator('head script[type="application/ld+json"]')
        .allTextContents();
      const crumbs = jsonLd
        .map(
          (text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] },
        )
        .find((data) => data['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement?.at(-1)?.name).toBe(sv.categoryName);
    });

    test('Search results and the checkout stay out of the index', async ({ page }) => {
      for (const url of ['/sv/sok?q=laddare', '/fi/checkout']) {
        await page.goto(url);
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
          'content',
          'noindex, follow',
        );
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      }
    });
  });

  test('A crawler finds robots.txt and a sitemap per storefront with localized URLs and alternates', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /sv/checkout\n');
    expect(rules).toContain('Disallow: /fi/my-account\n');
    expect(rules).toContain('Disallow: /api/\n');
    expect(rules).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    // The Dutch storefront lives on its own domain, where its own index lists it.
    expect(files).toEqual(
      ['sv', 'no', 'da', 'fi'].map((locale) => `${origin}/sitemap-${locale}.xml`),
    );
    // The API client resolves no test domains: it asks this server as the Dutch domain by Host.
    const nlIndex = await request.get('/sitemap.xml', {
      headers: { host: `${NL_DOMAIN}:${port}` },
    });
    expect(await nlIndex.text()).toContain(`<loc>http://${NL_DOMAIN}:${port}/sitemap-nl.xml</loc>`);

    const finnish = await (await request.get('/sitemap-fi.xml')).text();
    expect(finnish).toContain(`<url><loc>${origin}/fi</loc>`);
    const productUrl = /<loc>([^<]+\/fi\/tuote\/[^<]+)<\/loc>/.exec(finnish)?.[1];
    expect(productUrl).toBeTruthy();
    expect((await request.get(productUrl!)).status()).toBe(200);
    expect(finnish).toMatch(
      new RegExp(
        `<xhtml:link rel="alternate" hreflang="nl-NL" href="http://${NL_DOMAIN.replace(/\./g, '\\.')}:${port}/product/`,
      ),
    );
  });

  test('The locale switcher takes a shopper from a Swedish tag page to the same tag under its Finnish slug', async ({
    page,
  }) => {
    const svSlug = 'presenttips';
    const svTag = await apiJson<{ alternates: Record<Locale, string> }>(
      page,
      'sv',
      `tag-listing/${svSlug}?per_page=1`,
    );
    const fiTag = await apiJson<{ tag: { slug: string; name: string } }>(
      page,
      'fi',
      `tag-listing/${svSlug}?per_page=1`,
    );
    expect(fiTag.tag.slug).not.toBe(svSlug);
    await page.goto(`/sv/produkt-tagg/${svSlug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page
      .getByRole('navigation', { name: 'Välj land' })
      .first()
      .getByRole('link', { name: 'Suomi' })
      .click();
    await expect(page).toHaveURL(`${origin}/fi${svTag.alternates.fi}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fiTag.tag.name);
  });
});

import { expect, test } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { catalogFixture } from './catalog-fixtures';
import { stringsOf } from './checkout-helpers';

const port = Number(process.env['E2E_PORT'] ?? 3100);

/** The locale switcher's name in each storefront. */
const SWITCHER_LABEL = {
  sv: 'Välj land',
  no: 'Velg land',
  da: 'Vælg land',
  fi: 'Valitse maa',
  nl: 'Kies land',
} as const;

/** Each storefront's path words of the catalog screens (spec section 2). */
const WORDS = {
  sv: {
    product: 'produkt',
    category: 'kategori',
    brand: 'varumarke',
    tag: 'produkt-tagg',
    search: 'sok',
  },
  no: {
    product: 'produkt',
    category: 'kategori',
    brand: 'varumarke',
    tag: 'produkt-stikkord',
    search: 'searchresults',
  },
  da: {
    product: 'produkt',
    category: 'kategori',
    brand: 'maerke',
    tag: 'produkt-tagg',
    search: 'searchresults',
  },
  fi: {
    product: 'tuote',
    category: 'kategoria',
    brand: 'tavaramerkki',
    tag: 'produkt-tagg',
    search: 'searchresults',
  },
  nl: {
    product: 'product',
    category: 'categorie',
    brand: 'merk',
    tag: 'product-tag',
    search: 'searchresults',
  },
} as const;

test.describe('Localized routes', () => {
  test.describe('rendered on the server', () => {
    test.use({ javaScriptEnabled: false });

    for (const locale of ['sv', 'no', 'da', 'fi', 'nl'] as const) {
      test(`every catalog screen of ${locale} answers 200 under its own words`, async ({
        page,
        request,
      }) => {
        const data = await catalogFixture(request, locale);
        const words = WORDS[locale];
        const pages = [
          { url: `/${locale}/${words.product}/${data.productSlug}`, heading: data.productName },
          { url: `/${locale}/${words.category}/${data.categoryChain}`, heading: data.categoryName },
          { url: `/${locale}/${words.brand}/${data.brandSlug}`, heading: undefined },
          { url: `/${locale}/${words.tag}/${data.tagSlug}`, heading: undefined },
          { url: `/${locale}/${words.search}?q=usb`, heading: undefined },
        ];
        for (const { url, heading } of pages) {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          const h1 = page.getByRole('heading', { level: 1 });
          await expect(h1).toHaveCount(1);
          if (heading) await expect(h1).toHaveText(heading);
        }
        // The three-level category chain is a real listing with products.
        await page.goto(`/${locale}/${words.category}/${data.categoryChain}`);
        expect(data.categoryChain.split('/')).toHaveLength(3);
      });
    }

    test('a path word of another storefront is a 404 with the spec text in that storefront’s words', async ({
      page,
      request,
    }) => {
      for (const [url, locale] of [
        ['/fi/produkt/x', 'fi'],
        ['/sv/tuote/x', 'sv'],
        ['/da/varumarke/samsung', 'da'],
        ['/nl/sok', 'nl'],
      ] as const) {
        const strings = await stringsOf(request, locale);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          strings['general.page_not_found']!,
        );
        // No such page in any storefront: the switcher offers their home pages (the Dutch
        // storefront's own switcher also lists itself, as the current one, on its domain).
        const switcher = page.getByRole('navigation', { name: SWITCHER_LABEL[locale] }).first();
        const hrefs = await switcher
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs, url).toEqual(
          locale === 'nl' ? ['/sv', '/no', '/da', '/fi', '/'] : ['/sv', '/no', '/da', '/fi'],
        );
      }
    });
  });

  test.describe('legacy discount link', () => {
    test('a valid code alone leads home with disc, keeping the query', async ({ page }) => {
      await page.goto('/sv/rabatt/SOMMAR-25?utm_source=mail');
      await expect(page).toHaveURL(/\/sv\?/);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/sv');
      expect(url.searchParams.get('disc')).toBe('SOMMAR-25');
      expect(url.searchParams.get('utm_source')).toBe('mail');
    });

    test('a known category with a valid code leads to its listing with disc, keeping the query', async ({
      page,
      request,
    }) => {
      const sv = await catalogFixture(request, 'sv');
      const slug = sv.categoryChain.split('/').at(-1)!;
      const response = await page.goto(`/sv/rabatt/${slug}/HOST-24?utm_medium=email`);
      expect(response?.status()).toBe(200);
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/sv/kategori/${sv.categoryChain}`);
      expect(url.searchParams.get('disc')).toBe('HOST-24');
      expect(url.searchParams.get('utm_medium')).toBe('email');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.categoryName);
    });

    test('an unknown category with a valid code leads home with disc', async ({ page }) => {
      await page.goto('/fi/rabatt/ei-olemassa/KOODI1');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/fi');
      expect(url.searchParams.get('disc')).toBe('KOODI1');
    });

    test('an invalid code is a 404', async ({ page }) => {
      for (const url of ['/sv/rabatt/AB', '/sv/rabatt/mobilskal/A!B%C3%84']) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
      }
    });

    test('a kept discount code waits in the session for the cart', async ({ page }) => {
      await page.goto('/da/rabatt/VINTER10');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const stored = await page.evaluate(() => sessionStorage.getItem('td02'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ discount: { code: 'VINTER10' } });
    });
  });

  test('the locale switcher opens the same page in another storefront', async ({ page }) => {
    await page.goto('/sv/sok?q=laddare');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const switcher = page.getByRole('navigation', { name: 'Välj land' }).first();
    await expect(switcher.getByRole('link')).toHaveText(['Sverige', 'Norge', 'Danmark', 'Suomi']);
    await switcher.getByRole('link', { name: 'Suomi' }).click();
    await expect(page).toHaveURL(/\/fi\/searchresults\?q=laddare$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  });

  test('the locale switcher moves a product page to the same product in the other storefront', async ({
    page,
    request,
  }) => {
    const sv = await catalogFixture(request, 'sv');
    const fi = (await (
      await request.get(`/api/product-by-slug/${sv.productSlug}?locale=fi&sid=4`)
    ).json()) as { slug: string; name: string };
    await page.goto(`/sv/produkt/${sv.productSlug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page
      .getByRole('navigation', { name: 'Välj land' })
      .first()
      .getByRole('link', { name: 'Suomi' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/fi/tuote/${fi.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fi.name);
  });

  test('/ opens the storefront the visitor chose before', async ({ page, context }) => {
    await page.goto('/no');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goto('/');
    await expect(page).toHaveURL(/\/no$/);
    // The storefront page sets the cookie again once interactive: clear it after that.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await context.clearCookies();
    await page.goto('/');
    await expect(page).toHaveURL(/\/sv$/);
  });

  test('a storefront domain picks its locale without a prefix', async ({ page, request }) => {
    const nl = await catalogFixture(request, 'nl');
    const response = await page.goto(`http://${NL_DOMAIN}:${port}/product/${nl.productSlug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.productName);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await page.goto(`http://${NL_DOMAIN}:${port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Accessoires en onderdelen voor je telefoon',
    );
    // Links on the domain leave the prefix out.
    await expect(page.locator('.site-header__brand')).toHaveAttribute('href', '/');
  });
});

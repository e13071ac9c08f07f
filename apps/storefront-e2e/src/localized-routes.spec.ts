import { expect, test } from '@playwright/test';
import { NL_DOMAIN } from '../playwright.config';

const port = Number(process.env['E2E_PORT'] ?? 3100);

/** Each storefront's localized URLs of the catalog screens, and the heading each shows. */
const STOREFRONTS = [
  { locale: 'sv', product: '/sv/produkt/x', category: '/sv/kategori/reservdelar/apple/iphone-15', brand: '/sv/varumarke/samsung', tag: '/sv/produkt-tagg/nyhet', search: '/sv/sok?q=skal', titles: ['Produkt', 'Kategori', 'Varumärke', 'Produkttagg', 'Sökresultat'] },
  { locale: 'no', product: '/no/produkt/x', category: '/no/kategori/reservedeler/apple/iphone-15', brand: '/no/varumarke/samsung', tag: '/no/produkt-stikkord/nyhet', search: '/no/searchresults?q=deksel', titles: ['Produkt', 'Kategori', 'Varemerke', 'Produktstikkord', 'Søkeresultater'] },
  { locale: 'da', product: '/da/produkt/x', category: '/da/kategori/reservedele/apple/iphone-15', brand: '/da/maerke/samsung', tag: '/da/produkt-tagg/nyhed', search: '/da/searchresults?q=cover', titles: ['Produkt', 'Kategori', 'Mærke', 'Produkttag', 'Søgeresultater'] },
  { locale: 'fi', product: '/fi/tuote/x', category: '/fi/kategoria/varaosat/apple/iphone-15', brand: '/fi/tavaramerkki/samsung', tag: '/fi/produkt-tagg/uutuus', search: '/fi/searchresults?q=kuori', titles: ['Tuote', 'Kategoria', 'Tavaramerkki', 'Tuotetunniste', 'Hakutulokset'] },
  { locale: 'nl', product: '/nl/product/x', category: '/nl/categorie/onderdelen/apple/iphone-15', brand: '/nl/merk/samsung', tag: '/nl/product-tag/nieuw', search: '/nl/searchresults?q=hoesje', titles: ['Product', 'Categorie', 'Merk', 'Producttag', 'Zoekresultaten'] },
] as const;

test.describe('Localized routes', () => {
  test.describe('rendered on the server', () => {
    test.use({ javaScriptEnabled: false });

    for (const storefront of STOREFRONTS) {
      test(`every catalog screen of ${storefront.locale} answers 200 under its own words`, async ({ page }) => {
        const urls = [storefront.product, storefront.category, storefront.brand, storefront.tag, storefront.search];
        for (const [i, url] of urls.entries()) {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(storefront.titles[i]!);
        }
        // The category chain arrives whole (three levels).
        await page.goto(storefront.category);
        await expect(page.locator('[data-screen="product-category-all"] dd')).toHaveText(
          storefront.category.split('/').slice(3).join('/'),
        );
      });
    }

    test('a path word of another storefront is a 404 with the spec text', async ({ page }) => {
      for (const url of ['/fi/produkt/x', '/sv/tuote/x', '/da/varumarke/samsung', '/nl/sok']) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
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
    await page.goto('/sv/produkt/x');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const switcher = page.getByRole('navigation', { name: 'Välj land' });
    await expect(switcher.getByRole('link')).toHaveText(['Sverige', 'Norge', 'Danmark', 'Suomi']);
    await switcher.getByRole('link', { name: 'Suomi' }).click();
    await expect(page).toHaveURL(/\/fi\/tuote\/x$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuote');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  });

  test('/ opens the storefront the visitor chose before', async ({ page, context }) => {
    await page.goto('/no');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goto('/');
    await expect(page).toHaveURL(/\/no$/);
    await context.clearCookies();
    await page.goto('/');
    await expect(page).toHaveURL(/\/sv$/);
  });

  test('a storefront domain picks its locale without a prefix', async ({ page }) => {
    const response = await page.goto(`http://${NL_DOMAIN}:${port}/product/x`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await page.goto(`http://${NL_DOMAIN}:${port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij Nordshop Nederland');
    // Links on the domain leave the prefix out.
    await expect(page.locator('.site-header__brand')).toHaveAttribute('href', '/');
  });
});

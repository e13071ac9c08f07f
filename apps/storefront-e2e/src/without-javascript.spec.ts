import { expect, test, type Page } from './shopper-test';
import { catalogFixture, type Locale } from './catalog-fixtures';
import { stringsOf } from './checkout-helpers';

// The first paint needs no JavaScript: a shopper (or a crawler) without it gets the whole page
// from the server: the menu, the footer, names, prices and links.

/** Each storefront's path words of the screens below (spec section 2). */
const WORDS = {
  sv: { product: 'produkt', category: 'kategori', search: 'sok' },
  fi: { product: 'tuote', category: 'kategoria', search: 'searchresults' },
  nl: { product: 'product', category: 'categorie', search: 'searchresults' },
} as const satisfies Partial<Record<Locale, Record<string, string>>>;

/** The currency as each storefront prints it in a price. */
const CURRENCY = { sv: 'kr', fi: '€', nl: '€' } as const;

/** The header's menu and the footer are there, with their links. */
async function expectLayout(page: Page, strings: Record<string, string>): Promise<void> {
  const row = page.getByRole('navigation', { name: strings['header.category_row'] });
  expect(await row.getByRole('link').count()).toBeGreaterThan(3);
  const footer = page.getByRole('contentinfo');
  expect(await footer.getByRole('link').count()).toBeGreaterThan(3);
}

/** A product grid with named products that link to their pages and show a price. */
async function expectGrid(page: Page, locale: keyof typeof WORDS): Promise<void> {
  const cards = page.locator('#product-grid').getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  const first = cards.first();
  await expect(first.locator('.ns-price').first()).toContainText(CURRENCY[locale]);
  const href = await first.getByRole('link').first().getAttribute('href');
  // On a storefront's own domain (LOCALE_DOMAINS; nl in this suite) paths have no locale prefix.
  expect(href).toMatch(new RegExp(`^(/${locale})?/${WORDS[locale].product}/`));
  expect((await first.innerText()).trim().length).toBeGreaterThan(3);
}

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['sv', 'fi', 'nl'] as const) {
    test(`home, category, product and search of ${locale} are complete from the server`, async ({
      page,
      request,
    }) => {
      const strings = await stringsOf(request, locale);
      const data = await catalogFixture(request, locale);
      const words = WORDS[locale];

      expect((await page.goto(`/${locale}`))?.status()).toBe(200);
      await expectLayout(page, strings);
      await expectGrid(page, locale);

      expect(
        (await page.goto(`/${locale}/${words.category}/${data.categoryChain}`))?.status(),
      ).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.categoryName);
      await expectLayout(page, strings);
      await expectGrid(page, locale);

      expect((await page.goto(`/${locale}/${words.product}/${data.productSlug}`))?.status()).toBe(
        200,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.productName);
      await expect(page.locator('main .ns-price').first()).toContainText(CURRENCY[locale]);
      await expectLayout(page, strings);

      expect((await page.goto(`/${locale}/${words.search}?q=usb`))?.status()).toBe(200);
      await expectLayout(page, strings);
      await expectGrid(page, locale);
    });
  }
});

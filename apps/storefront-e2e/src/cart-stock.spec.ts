import { expect, test, type APIRequestContext } from './shopper-test';
import { STORE_IDS, simpleProducts, type Locale } from './catalog-fixtures';
import { LOCALES, stringsOf } from './checkout-helpers';
import { atc, hydrated, axeViolations, storefrontHtml } from './page-helpers';

interface ListedProduct {
  sku: string;
  slug: string;
  name: string;
  url_fragment: string;
  stock_status: string;
  estimated_at: string | null;
  variations: unknown[];
}

/** A popular product of `locale` that is out of stock: back-order without a presale date, no variations. */
async function outOfStockProduct(
  request: APIRequestContext,
  locale: Locale,
): Promise<ListedProduct> {
  const params = new URLSearchParams({
    locale,
    sid: String(STORE_IDS[locale]),
    popular: '1',
    limit: '100',
  });
  const response = await request.get(`/api/products?${params.toString()}`);
  const { products } = (await response.json()) as { products: ListedProduct[] };
  const product = products.find(
    (p) => p.stock_status === 'back-order' && p.estimated_at === null && p.variations.length === 0,
  );
  if (!product) throw new Error(`no popular product out of stock in ${locale}`);
  return product;
}

test.describe('Products out of stock', () => {
  for (const locale of LOCALES) {
    test(`Shopper gets no add button for a product out of stock, on its page or its card (${locale})`, async ({
      request,
    }) => {
      const strings = await stringsOf(request, locale);
      const product = await outOfStockProduct(request, locale);

      const page = await storefrontHtml(request, locale, product.url_fragment);
      const buy = page.slice(page.indexOf('product-page__buy'), page.indexOf('product-page__sku'));
      expect(buy).toContain(strings['stock.back-order']);
      expect(buy).not.toContain(strings['product.add_to_cart']);
      expect(buy).not.toContain('product-page__quantity');

      // Its card in the listing of its own category.
      const detail = await request.get(
        `/api/product-by-slug/${product.slug}?locale=${locale}&sid=${STORE_IDS[locale]}`,
      );
      const { category_path: trail } = (await detail.json()) as {
        category_path: { uri: string }[];
      };
      const listing = await storefrontHtml(request, locale, trail.at(-1)!.uri);
      const cards = listing.split('<article').slice(1);
      const card = cards.find((html) => html.includes(product.url_fragment));
      expect(card, `the card of ${product.sku} in its category`).toBeDefined();
      expect(card).toContain(strings['stock.back-order']);
      expect(card).not.toContain('<button');
    });
  }

  test('Shopper sees a line the shop cannot sell leave the cart with a notice (sv)', async ({
    page,
    request,
  }) => {
    // Several page loads and cart syncs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const strings = await stringsOf(request, 'sv');
    const gone = await outOfStockProduct(request, 'sv');
    const [kept] = await simpleProducts(request, 'sv', 1);
    // An old atc link still names the product that has run out.
    await page.goto(
      `/sv?atc=${encodeURIComponent(
        atc([
          { sku: gone.sku, quantity: 1 },
          { sku: kept!.sku, quantity: 1 },
        ]),
      )}`,
    );
    await hydrated(page);

    const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
    // The atc list is priced by the server before the drawer shows it.
    await expect(drawer.getByRole('alert')).toContainText(
      strings['cart.removed.outOfStock']!.replace('{{name}}', gone.name),
      { timeout: 20_000 },
    );
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.locator('.cart-line__name')).toHaveText(kept!.name);
    await expect(drawer.getByText(gone.name, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Varukorg 1', exact: true })).toBeVisible();
    expect(await axeViolations(page, '.cart-drawer')).toEqual([]);

    // With the last line gone the cart is empty and offers no way to an empty checkout.
    await drawer.getByRole('button', { name: strings['cart.remove'] }).click();
    await expect(drawer.getByText(strings['cart.empty']!)).toBeVisible();
    await expect(drawer.getByRole('link', { name: strings['cart.checkout'] })).toHaveCount(0);
    await drawer.getByRole('alert').getByRole('button', { name: strings['general.close'] }).click();
    await expect(drawer.getByRole('alert')).toHaveCount(0);
  });
});

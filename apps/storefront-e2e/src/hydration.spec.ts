import { expect, test } from './shopper-test';
import { simpleProducts } from './catalog-fixtures';
import { stringsOf } from './checkout-helpers';

/**
 * The server writes the layout's menus and footer from its store of rendered parts after the first
 * page of a storefront (decision 039): the browser must hydrate them as its own render, without a
 * mismatch that would make React throw the server's HTML away.
 */
test('Shopper on pages whose menus and footer the server wrote from its store gets them hydrated without a mismatch', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text()))
      errors.push(message.text());
  });
  const strings = await stringsOf(request, 'sv');
  // A returning shopper: no consent banner in the way.
  await context.addCookies([{ name: '__consent', value: '5', domain: '127.0.0.1', path: '/' }]);
  const products = await simpleProducts(request, 'sv', 2);
  const paths = [
    '/sv',
    ...products.map((product) => `/sv/produkt/${product.slug}`),
    '/sv/kategori/mobilskal',
    '/sv/kategori/mobilskal?sort=price_asc',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Opening a menu panel and the footer's cookie settings needs both parts hydrated.
    const menu = page.getByRole('menubar').getByRole('menuitem').first();
    await menu.hover();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: strings['footer.cookie_settings'] }).click();
    await expect(
      page.getByRole('region', { name: strings['cookie.settings_title'] }),
    ).toBeVisible();
    expect(errors, path).toEqual([]);
  }
});

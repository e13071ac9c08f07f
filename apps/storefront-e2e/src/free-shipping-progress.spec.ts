import { expect, test } from './shopper-test';
import { fillCheckout, stringsOf } from './checkout-helpers';
import { atc, hydrated } from './page-helpers';
import {
  axeViolations,
  freeShippingFrom,
  onePriceProducts,
  say,
  summaryRow,
  written,
} from './pricing-helpers';

test.describe('Free-shipping progress', () => {
  for (const locale of ['sv', 'nl'] as const) {
    test(`Shopper reads in the drawer what is left to free shipping, and checkout charges by the same rule (${locale})`, async ({
      page,
      request,
    }) => {
      // Two carts, each through the drawer to checkout: more than 30 s on a busy machine.
      test.setTimeout(90_000);
      const strings = await stringsOf(request, locale);
      const threshold = await freeShippingFrom(request, locale);
      const product = (await onePriceProducts(request, locale, { popular: '1', limit: '48' })).find(
        (p) => p.prices.n[0]!.p < threshold,
      );
      expect(product, 'a popular one-price product below the threshold').toBeTruthy();
      const price = product!.prices.n[0]!.p;
      const enough = Math.ceil(threshold / price);
      const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
      const shipping = page.locator('.checkout__summary');

      for (const quantity of [1, enough]) {
        await page.goto(
          `/${locale}?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity }]))}`,
        );
        await hydrated(page);
        await expect(drawer.locator('.cart-line')).toHaveCount(1, { timeout: 20_000 });
        const free = quantity * price >= threshold;
        await expect(drawer.getByTestId('free-shipping')).toHaveText(
          free
            ? strings['cart.free_shipping_reached']!
            : say(strings, 'cart.free_shipping_left', {
                amount: written(locale, threshold - quantity * price),
              }),
        );
        if (quantity === 1) expect(await axeViolations(page, '.cart-drawer')).toEqual([]);
        await drawer.getByRole('link', { name: strings['cart.checkout'] }).click();
        await fillCheckout(page, locale, strings, `frakt.${locale}@example.com`);
        const row = summaryRow(shipping, strings['checkout.shipping_cost']!);
        if (free) await expect(row).toHaveText(strings['checkout.free']!);
        else await expect(row).not.toHaveText(strings['checkout.free']!);
      }
    });
  }
});

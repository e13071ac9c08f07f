import { expect, test } from './shopper-test';
import { simpleProducts, type Locale } from './catalog-fixtures';
import {
  SHOPPER,
  checkoutFromDrawer,
  checkoutField,
  confirmedOrderId,
  fillCheckout,
  stringsOf,
  trackFromConfirmation,
} from './checkout-helpers';
import { atc, axeOf, hydrated, isReportedAxeFinding } from './page-helpers';

const field = checkoutField;

for (const locale of Object.keys(SHOPPER) as Locale[]) {
  test(`a guest buys two products with a coupon and sees the confirmation (${locale})`, async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, locale);
    const [first, second] = await simpleProducts(request, locale, 2);
    await page.goto(
      `/${locale}?atc=${encodeURIComponent(
        atc([
          { sku: first!.sku, quantity: 1 },
          { sku: second!.sku, quantity: 2 },
        ]),
      )}`,
    );
    await hydrated(page);
    const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
    await expect(drawer.locator('.cart-line')).toHaveCount(2);
    await drawer.getByLabel(strings['cart.coupon_placeholder']!).fill('VALKOMMEN10');
    await drawer.getByRole('button', { name: strings['cart.add_coupon'] }).click();
    await expect(
      drawer.getByRole('list', { name: strings['cart.discount'] }).getByRole('listitem'),
    ).toHaveCount(1);
    // The checkout link is pinned to the drawer's bottom edge: the coupon's late sync cannot move it.
    await drawer.getByRole('link', { name: strings['cart.checkout'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: strings['checkout.title'] }),
    ).toBeVisible();

    await fillCheckout(page, locale, strings, `anna.${locale}@example.com`);
    await expect(page.getByText(strings['cart.discount']!, { exact: true })).toBeVisible();
    const total = await page.getByTestId('checkout-total').innerText();
    await page.getByRole('button', { name: strings['checkout.place_order'] }).click();

    const orderId = await confirmedOrderId(page, strings);
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.locator('.checkout__lines li')).toHaveCount(2);
    // The cart is empty after the order.
    await expect(page.getByTestId('cart-count')).toHaveText('');

    // The order shows in track-order: order number plus the postal code (sv, da, nl) or the e-mail (no, fi).
    await trackFromConfirmation(page, strings, locale, orderId, `anna.${locale}@example.com`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: strings['account.order_title']!.replace('{{id}}', orderId),
      }),
    ).toBeVisible();
    await expect(page.locator('.checkout__lines li')).toHaveCount(2);
    await expect(page.getByTestId('order-total')).toHaveText(total);
  });

  test(`postal-code and mobile errors are shown in the storefront's language (${locale})`, async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, locale);
    const [product] = await simpleProducts(request, locale, 1);
    await page.goto(
      `/${locale}?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`,
    );
    await hydrated(page);
    await checkoutFromDrawer(page, strings);

    await field(page, 'phone').fill('12');
    await field(page, 'postal_code').fill('X');
    await field(page, 'city').focus();
    await expect(page.getByText(strings['checkout.error.mobile_number']!)).toBeVisible();
    await expect(page.getByText(strings['checkout.error.postal_code']!)).toBeVisible();
    await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true');
  });
}

for (const width of [375, 1280]) {
  test(`the checkout has no moderate, serious or critical accessibility violations at ${width} px (sv)`, async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
    await hydrated(page);
    await page
      .getByRole('dialog', { name: 'Din varukorg' })
      .getByRole('link', { name: 'Till kassan' })
      .click();
    await field(page, 'postal_code').fill('123 45');
    await expect(page.locator('input[name="shipping_method_id"]').first()).toBeVisible();
    const results = await axeOf(page).analyze();
    const reported = results.violations.filter(isReportedAxeFinding);
    expect(
      reported.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  });
}

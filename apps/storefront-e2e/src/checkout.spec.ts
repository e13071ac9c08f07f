import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STORE_IDS, simpleProducts, type Locale } from './catalog-fixtures';
import { atc, hydrated } from './page-helpers';

/** A shopper's correct details per storefront (spec section 5 formats). */
const SHOPPER: Record<Locale, { phone: string; postal: string; city: string; street: string }> = {
  sv: { phone: '070-123 45 67', postal: '123 45', city: 'Stockholm', street: 'Storgatan 1' },
  no: { phone: '412 34 567', postal: '0150', city: 'Oslo', street: 'Storgata 1' },
  da: { phone: '41 23 45 67', postal: '2100', city: 'København Ø', street: 'Østerbrogade 1' },
  fi: { phone: '+358 40 123 4567', postal: '00100', city: 'Helsinki', street: 'Mannerheimintie 1' },
  nl: { phone: '91 2345 678', postal: '1012 AB', city: 'Amsterdam', street: 'Damrak 1' },
};

/** The storefront's interface strings, as the API serves them. */
async function stringsOf(request: APIRequestContext, locale: Locale): Promise<Record<string, string>> {
  const response = await request.get(`/api/strings?locale=${locale}&sid=${STORE_IDS[locale]}`);
  return (await response.json()) as Record<string, string>;
}



const field = (page: Page, name: string) => page.locator(`.checkout form [name="${name}"]`);

for (const locale of Object.keys(SHOPPER) as Locale[]) {
  test(`a guest buys two products with a coupon and sees the confirmation (${locale})`, async ({ page, request }) => {
    const strings = await stringsOf(request, locale);
    const [first, second] = await simpleProducts(request, locale, 2);
    await page.goto(`/${locale}?atc=${encodeURIComponent(atc([{ sku: first!.sku, quantity: 1 }, { sku: second!.sku, quantity: 2 }]))}`);
    await hydrated(page);
    const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
    await expect(drawer.locator('.cart-line')).toHaveCount(2);
    await drawer.getByLabel(strings['cart.coupon_placeholder']!).fill('VALKOMMEN10');
    await drawer.getByRole('button', { name: strings['cart.add_coupon'] }).click();
    await expect(drawer.getByRole('list', { name: strings['cart.discount'] }).getByRole('listitem')).toHaveCount(1);
    await drawer.getByRole('link', { name: strings['cart.checkout'] }).click();

    await expect(page.getByRole('heading', { level: 1, name: strings['checkout.title'] })).toBeVisible();
    const shopper = SHOPPER[locale];
    await field(page, 'first_name').fill('Anna');
    await field(page, 'last_name').fill('Berg');
    await field(page, 'email').fill(`anna.${locale}@example.com`);
    await field(page, 'phone').fill(shopper.phone);
    await field(page, 'street').fill(shopper.street);
    await field(page, 'postal_code').fill(shopper.postal);
    await field(page, 'city').fill(shopper.city);
    await page.locator('input[name="shipping_method_id"]').first().check();
    const servicePoint = page.locator('#service-point');
    if (await servicePoint.isVisible()) await servicePoint.selectOption({ index: 1 });
    await page.locator('input[name="payment_method_id"]').first().check();
    await page.getByLabel(strings['checkout.accept_terms']!).check();
    await expect(page.getByText(strings['cart.discount']!, { exact: true })).toBeVisible();
    const total = await page.getByTestId('checkout-total').innerText();
    await page.getByRole('button', { name: strings['checkout.place_order'] }).click();

    await expect(page.getByRole('heading', { level: 1, name: strings['confirmation.title'] })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.locator('.checkout__lines li')).toHaveCount(2);
    // The cart is empty after the order.
    await expect(page.getByTestId('cart-count')).toHaveText('');
  });

  test(`postal-code and mobile errors are shown in the storefront's language (${locale})`, async ({ page, request }) => {
    const strings = await stringsOf(request, locale);
    const [product] = await simpleProducts(request, locale, 1);
    await page.goto(`/${locale}?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
    await hydrated(page);
    await page.getByRole('dialog', { name: strings['cart.title'] }).getByRole('link', { name: strings['cart.checkout'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: strings['checkout.title'] })).toBeVisible();

    await field(page, 'phone').fill('12');
    await field(page, 'postal_code').fill('X');
    await field(page, 'city').focus();
    await expect(page.getByText(strings['checkout.error.mobile']!)).toBeVisible();
    await expect(page.getByText(strings['checkout.error.postal_code']!)).toBeVisible();
    await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true');
  });
}

for (const width of [375, 1280]) {
  test(`the checkout has no serious or critical accessibility violations at ${width} px (sv)`, async ({ page, request }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Din varukorg' }).getByRole('link', { name: 'Till kassan' }).click();
    await field(page, 'postal_code').fill('123 45');
    await expect(page.locator('input[name="shipping_method_id"]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

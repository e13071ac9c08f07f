import { expect, test, type Page } from './shopper-test';
import { simpleProducts, type Locale } from './catalog-fixtures';
import {
  SHOPPER,
  checkoutField,
  checkoutFromDrawer,
  confirmedOrderId,
  stringsOf,
} from './checkout-helpers';
import { atc, axeOf, hydrated } from './page-helpers';

// Mobile numbers by each country's numbering plan and the choices the checkout makes itself
// (docs/decisions/027).

type Strings = Record<string, string>;

/** Opens the checkout of `locale` with one product in the cart. */
async function openCheckout(page: Page, locale: Locale, strings: Strings, sku: string) {
  await page.goto(`/${locale}?atc=${encodeURIComponent(atc([{ sku, quantity: 1 }]))}`);
  await hydrated(page);
  await checkoutFromDrawer(page, strings);
}

/** Types the shopper's own details: name, e-mail, mobile and address; picks nothing. */
async function typeDetails(page: Page, locale: Locale, email: string, phone: string) {
  const shopper = SHOPPER[locale];
  await checkoutField(page, 'first_name').fill('Anna');
  await checkoutField(page, 'last_name').fill('Berg');
  await checkoutField(page, 'email').fill(email);
  await checkoutField(page, 'phone').fill(phone);
  await checkoutField(page, 'street').fill(shopper.street);
  await checkoutField(page, 'postal_code').fill(shopper.postal);
  await checkoutField(page, 'city').fill(shopper.city);
}

const placeOrder = (page: Page, strings: Strings) =>
  page.getByRole('button', { name: strings['checkout.place_order'] }).click();

for (const { locale, phone, placeholder } of [
  { locale: 'nl', phone: '06 12345678', placeholder: '06 12345678' },
  { locale: 'fi', phone: '040 123 4567', placeholder: '040 123 4567' },
  { locale: 'da', phone: '20 12 34 56', placeholder: '20 12 34 56' },
] as const) {
  test(`a shopper of ${locale} orders with the mobile number ${phone}`, async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, locale);
    const [product] = await simpleProducts(request, locale, 1);
    await openCheckout(page, locale, strings, product!.sku);
    await expect(checkoutField(page, 'phone')).toHaveAttribute('placeholder', placeholder);

    await typeDetails(page, locale, `mobile.${locale}@example.com`, phone);
    await checkoutField(page, 'city').focus();
    await expect(checkoutField(page, 'phone')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(strings['checkout.error.mobile_number']!)).toHaveCount(0);
    // The pick-up point the checkout chooses once the carrier's points are in.
    await expect(page.locator('#service-point')).not.toHaveValue('');
    await page.locator('input[name="payment_method_id"]').first().check();
    await page.getByLabel(strings['checkout.accept_terms']!).check();
    await placeOrder(page, strings);

    await confirmedOrderId(page, strings);
  });
}

test('the checkout chooses the cheapest shipping and its nearest pick-up point, so the first submit places the order (nl)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'nl');
  const [product] = await simpleProducts(request, 'nl', 1);
  await openCheckout(page, 'nl', strings, product!.sku);
  await typeDetails(page, 'nl', 'choices.nl@example.com', '+31 6 12345678');

  // The pick-up point method is the cheaper one; the shopper touches neither it nor the point.
  await expect(page.locator('input[name="shipping_method_id"]:checked')).toHaveValue(
    'servicepoint:standard',
  );
  const points = page.locator('#service-point');
  const nearest = await points.locator('option').nth(1).getAttribute('value');
  await expect(points).toHaveValue(nearest!);
  const nearestName = (await points.locator('option').nth(1).innerText()).split(',')[0]!;
  // Two ways to pay: no obvious one, the shopper chooses.
  await expect(page.locator('input[name="payment_method_id"]:checked')).toHaveCount(0);
  await page.locator('input[name="payment_method_id"]').first().check();
  await page.getByLabel(strings['checkout.accept_terms']!).check();
  await placeOrder(page, strings);

  await confirmedOrderId(page, strings);
  await expect(page.getByText(nearestName, { exact: false })).toBeVisible();
});

test('with one payment method on offer it is chosen too: no choice to make at all (fi)', async ({
  page,
  request,
}) => {
  // A storefront whose providers offer one way to pay: the shop's real answer, cut to its first method.
  await page.route('**/api/checkout/payment-methods?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { methods: unknown[] };
    await route.fulfill({ response, json: { methods: body.methods.slice(0, 1) } });
  });
  const strings = await stringsOf(request, 'fi');
  const [product] = await simpleProducts(request, 'fi', 1);
  await openCheckout(page, 'fi', strings, product!.sku);
  await typeDetails(page, 'fi', 'one.method.fi@example.com', '050 123 4567');

  const payment = page.locator('input[name="payment_method_id"]');
  await expect(payment).toHaveCount(1);
  await expect(payment).toBeChecked();
  await expect(page.locator('#service-point')).not.toHaveValue('');
  await page.getByLabel(strings['checkout.accept_terms']!).check();
  await placeOrder(page, strings);

  await confirmedOrderId(page, strings);
});

test('a refused submit moves focus to the first field in error, then to the next (nl, company)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'nl');
  const [product] = await simpleProducts(request, 'nl', 1);
  await openCheckout(page, 'nl', strings, product!.sku);
  await page.getByRole('radio', { name: strings['general.company'], exact: true }).check();
  await checkoutField(page, 'company_name').fill('Fietsen BV');
  await expect(checkoutField(page, 'org_number')).toHaveAttribute('placeholder', '12345678');
  await checkoutField(page, 'org_number').fill('KVK 1234');
  // An Amsterdam fixed line: no mobile.
  await typeDetails(page, 'nl', 'focus.nl@example.com', '020 123 4567');
  await expect(page.locator('#service-point')).not.toHaveValue('');
  await page.locator('input[name="payment_method_id"]').first().check();
  await page.getByLabel(strings['checkout.accept_terms']!).check();

  await placeOrder(page, strings);
  const orgNumber = checkoutField(page, 'org_number');
  await expect(orgNumber).toBeFocused();
  await expect(orgNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(orgNumber).toHaveAccessibleDescription(strings['checkout.error.org_number']!);
  await expect(orgNumber).toBeInViewport();

  await orgNumber.fill('12345678');
  await placeOrder(page, strings);
  const phone = checkoutField(page, 'phone');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(strings['checkout.error.mobile_number']!);

  await phone.fill('06-12345678');
  await placeOrder(page, strings);
  await confirmedOrderId(page, strings);
});

for (const locale of ['nl', 'fi'] as const) {
  for (const width of [375, 1280]) {
    test(`the ${locale} checkout, its errors shown, has no moderate or worse accessibility violations at ${width} px`, async ({
      page,
      request,
    }) => {
      const strings = await stringsOf(request, locale);
      const [product] = await simpleProducts(request, locale, 1);
      await page.setViewportSize({ width, height: 900 });
      await openCheckout(page, locale, strings, product!.sku);
      await checkoutField(page, 'postal_code').fill(SHOPPER[locale].postal);
      await expect(page.locator('#service-point')).not.toHaveValue('');
      await placeOrder(page, strings);
      await expect(checkoutField(page, 'first_name')).toBeFocused();

      const results = await axeOf(page).analyze();
      expect(
        results.violations
          .filter(
            (v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical',
          )
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  }
}

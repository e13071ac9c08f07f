import { expect, test, type Page } from './shopper-test';
import { simpleProducts } from './catalog-fixtures';
import {
  LOCALES,
  SHOPPER,
  checkoutField,
  checkoutFromDrawer,
  confirmedOrderId,
  stringsOf,
} from './checkout-helpers';
import { atc, hydrated } from './page-helpers';

// A company's organisation number is checked in the checkout form by its storefront's rule,
// before the order is sent: sv organisationsnummer, no organisasjonsnummer, da CVR-nummer,
// fi Y-tunnus, nl KvK-nummer.

/** A number each storefront's rule refuses, as a shopper might mistype it. */
const MISTYPED = {
  sv: '556677-889',
  no: '92345678',
  da: 'SE12345678',
  fi: '12345678',
  nl: 'KVK 1234',
} as const;

const placeOrder = (page: Page, strings: Record<string, string>) =>
  page.getByRole('button', { name: strings['checkout.place_order'] }).click();

for (const locale of LOCALES) {
  test(`a company shopper of ${locale} is told in the storefront's language that the organisation number is malformed`, async ({
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

    await page.getByRole('radio', { name: strings['general.company'], exact: true }).check();
    await checkoutField(page, 'company_name').fill('Nordic Cases');
    const orgNumber = checkoutField(page, 'org_number');
    await orgNumber.fill(MISTYPED[locale]);
    const shopper = SHOPPER[locale];
    await checkoutField(page, 'first_name').fill('Anna');
    await checkoutField(page, 'last_name').fill('Berg');
    await checkoutField(page, 'email').fill(`org.${locale}@example.com`);
    await checkoutField(page, 'phone').fill(shopper.phone);
    await checkoutField(page, 'street').fill(shopper.street);
    await checkoutField(page, 'postal_code').fill(shopper.postal);
    await checkoutField(page, 'city').fill(shopper.city);
    await expect(page.locator('#service-point')).not.toHaveValue('');
    await page.locator('input[name="payment_method_id"]').first().check();
    await page.getByLabel(strings['checkout.accept_terms']!).check();

    // Leaving the field already shows the rule; placing the order stops at it.
    await expect(orgNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(orgNumber).toHaveAccessibleDescription(strings['checkout.error.org_number']!);
    await placeOrder(page, strings);
    await expect(orgNumber).toBeFocused();
    await expect(page.getByText(strings['checkout.error.org_number']!)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: strings['checkout.title'] }),
    ).toBeVisible();

    // The storefront's own example, shown as the field's placeholder, is a number it accepts.
    const example = await orgNumber.getAttribute('placeholder');
    expect(example).toBeTruthy();
    await orgNumber.fill(example!);
    await expect(orgNumber).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(strings['checkout.error.org_number']!)).toHaveCount(0);
    await placeOrder(page, strings);
    await confirmedOrderId(page, strings);
  });
}

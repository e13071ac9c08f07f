import { expect, test, type APIRequestContext } from './shopper-test';
import { simpleProducts, type Locale } from './catalog-fixtures';
import {
  DEMO_CUSTOMER,
  checkoutField,
  confirmedOrderId,
  fillCheckout,
  stringsOf,
} from './checkout-helpers';
import { atc, hydrated } from './page-helpers';
import {
  axeViolations,
  demoCategoryDiscounts,
  logInAsDemo,
  query,
  showPrices,
  storedOrder,
  summaryRow,
  syncedLines,
  written,
} from './pricing-helpers';

/** Organisation numbers of the storefronts' own form (valid check digits). */
const ORG_NUMBERS: Partial<Record<Locale, string>> = {
  sv: '556036-0793',
  no: '923609016',
  nl: '34107853',
};

/**
 * Two popular products in stock; for the demo customer the first is one of their personal
 * discount categories (10 % on cases, 15 % on spare parts), so their own discount shows.
 */
async function basket(request: APIRequestContext, locale: Locale, customer: boolean) {
  const candidates = await simpleProducts(request, locale, 24);
  if (!customer) return candidates.slice(0, 2).map((p) => ({ sku: p.sku, quantity: 1 }));
  const personal = await demoCategoryDiscounts(request, locale);
  const lines = await syncedLines(request, locale, candidates);
  const own = lines.find((line) => line.categories.some((id) => String(id) in personal));
  expect(own, 'a popular product in a category of the demo customer').toBeTruthy();
  const other = lines.find((line) => line.sku !== own!.sku)!;
  return [
    { sku: own!.sku, quantity: 1 },
    { sku: other.sku, quantity: 1 },
  ];
}

/** The first payment method the shop offers a company in `locale`, as the checkout lists it. */
async function firstCompanyMethod(request: APIRequestContext, locale: Locale) {
  const response = await request.get(
    `/api/checkout/payment-methods?${query(locale)}&customer_type=company`,
  );
  expect(response.status()).toBe(200);
  const { methods } = (await response.json()) as { methods: { id: string; fee: number }[] };
  expect(methods.length, `payment methods for a company (${locale})`).toBeGreaterThan(0);
  return methods[0]!;
}

const CASES = (['sv', 'no', 'nl'] as const).flatMap((locale) => [
  { locale, customer: false, orderAs: 'company' as const },
  { locale, customer: true, orderAs: 'private' as const },
]);

test.describe('One pricing for the drawer, the checkout, the confirmation and the charge', () => {
  for (const { locale, customer, orderAs } of CASES) {
    const who = customer ? 'the logged-in demo customer' : 'a guest';
    test(`${who} reads one amount to pay, incl. VAT in both display modes, in the drawer, at checkout, on the confirmation and in the stored order (${locale})`, async ({
      page,
      request,
    }) => {
      // Two page loads, a login, an order and mode switches: more than 30 s on a busy machine.
      test.setTimeout(120_000);
      const strings = await stringsOf(request, locale);
      const items = await basket(request, locale, customer);
      await page.goto(`/${locale}`);
      await hydrated(page);
      if (customer) await logInAsDemo(page, strings);
      await page.goto(`/${locale}?atc=${encodeURIComponent(atc(items))}`);
      await hydrated(page);
      const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
      await expect(drawer.locator('.cart-line')).toHaveCount(2, { timeout: 20_000 });
      const discounts = drawer.getByRole('list', { name: strings['cart.discount'] });
      if (customer) {
        // The customer's own percentage prices the cart on screen as it prices the order.
        await expect(discounts.getByText(strings['cart.customer_discount']!)).toBeVisible();
        await expect(drawer.getByText(strings['cart.discount']!, { exact: true })).toBeVisible();
      }
      await expect(page.getByText('CUSTOMERDISCOUNT')).toHaveCount(0);
      const drawerTotal = await drawer.getByTestId('cart-total').innerText();
      const creditShown = await discounts.getByText(strings['cart.credit']!).isVisible();

      // Company mode reads the goods ex VAT and adds the VAT: the amount to pay stays the same.
      await drawer.getByRole('button', { name: strings['general.close'] }).click();
      await showPrices(page, strings, 'company');
      await page.locator('.site-header__cart').click();
      await expect(drawer.getByText(strings['cart.net_total']!)).toBeVisible();
      await expect(drawer.getByText(strings['cart.vat_added']!, { exact: true })).toBeVisible();
      await expect(drawer.getByTestId('cart-total')).toHaveText(drawerTotal);
      expect(await axeViolations(page, '.cart-drawer')).toEqual([]);

      await drawer.getByRole('link', { name: strings['cart.checkout'] }).click();
      const summary = page.locator('.checkout__summary');
      await fillCheckout(
        page,
        locale,
        strings,
        customer ? DEMO_CUSTOMER.email : `pris.${locale}@example.com`,
      );
      if (orderAs === 'company') {
        await page.locator('input[name="customer_type"][value="company"]').check();
        await checkoutField(page, 'company_name').fill('Nordbolaget');
        await checkoutField(page, 'org_number').fill(ORG_NUMBERS[locale]!);
        // A company pays by the methods offered to companies: the first of them is chosen once the
        // form lists it (until then the private methods show, the first with an invoice fee).
        const method = await firstCompanyMethod(request, locale);
        await page.locator(`input[name="payment_method_id"][value="${method.id}"]`).check();
        // The summary is read once it has priced the company's method, with its fee or none.
        await expect(
          summary.getByText(strings['checkout.payment_fee']!, { exact: true }),
        ).toHaveCount(method.fee > 0 ? 1 : 0);
      }
      const companyTotal = await summary.getByTestId('checkout-total').innerText();
      await expect(summary.getByText(strings['cart.vat_added']!, { exact: true })).toBeVisible();
      expect(await axeViolations(page, '.checkout__summary')).toEqual([]);
      await showPrices(page, strings, 'private');
      await expect(summary.getByText(strings['cart.net_total']!)).toHaveCount(0);
      await expect(summary.getByTestId('checkout-total')).toHaveText(companyTotal);
      const checkoutTotal = companyTotal;

      await page.getByRole('button', { name: strings['checkout.place_order'] }).click();
      const orderId = await confirmedOrderId(page, strings);
      const confirmation = page.locator('.confirmation__order');
      await expect(confirmation.getByTestId('order-total')).toHaveText(checkoutTotal);
      await showPrices(page, strings, 'company');
      await expect(confirmation.getByText(strings['cart.net_total']!)).toBeVisible();
      await expect(confirmation.getByTestId('order-total')).toHaveText(checkoutTotal);
      expect(await axeViolations(page, '.confirmation')).toEqual([]);

      // The stored order charges exactly what the four places stated.
      const order = await storedOrder(page, request, locale, orderId);
      expect(written(locale, order.total)).toBe(checkoutTotal);
      expect(written(locale, order.subtotal - order.discount)).toBe(drawerTotal);
      await expect(summaryRow(confirmation, strings['cart.vat_added']!)).toHaveText(
        written(locale, order.vat_total, true),
      );
      await expect(summaryRow(confirmation, strings['cart.net_total']!)).toHaveText(
        written(locale, order.total - order.vat_total, true),
      );
      expect(order.coupons.includes('CUSTOMERDISCOUNT')).toBe(creditShown);
      if (customer) expect(order.discount).toBeGreaterThan(0);
      if (orderAs === 'company') {
        expect(order.company).toEqual({ name: 'Nordbolaget', org_number: ORG_NUMBERS[locale] });
        await expect(confirmation.getByTestId('order-company')).toHaveText('Nordbolaget');
        await expect(confirmation.getByTestId('order-org-number')).toHaveText(ORG_NUMBERS[locale]!);
      }
    });
  }
});

import { expect, test, type Page } from './shopper-test';
import { PAYMENTS_BASE_URL } from '../playwright.config';
import { simpleProducts, type Locale } from './catalog-fixtures';
import {
  checkoutField,
  confirmedOrderId,
  fillCheckout,
  stringsOf,
  trackFromConfirmation,
} from './checkout-helpers';
import { atc, axeOf, hydrated, isReportedAxeFinding } from './page-helpers';

// The shop with Adyen and Klarna configured, against their local fakes (playwright.config.ts):
// the shopper pays on the provider's page and comes back to the shop, as with the real ones.
test.use({ baseURL: PAYMENTS_BASE_URL });
// Each journey goes through the checkout and one or two of the provider's pages and back.
test.describe.configure({ timeout: 60_000 });

/** The fake Adyen's test cards and 3-D Secure password (apps/api/testing/fake-adyen.ts). */
const CARDS = { threeDSecure: '4917 6100 0000 0000', declined: '4000 0000 0000 0002' };
const THREE_DS_PASSWORD = 'password';

/** A cart of one product, the checkout filled in for the storefront's shopper and `method` chosen. */
async function checkoutWith(
  page: Page,
  request: Parameters<typeof stringsOf>[0],
  locale: Locale,
  method: string,
  company?: { name: string; orgNumber: string },
) {
  const strings = await stringsOf(request, locale);
  const [product] = await simpleProducts(request, locale, 1);
  await page.goto(
    `/${locale}?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`,
  );
  await hydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`/${locale}/checkout`);
  await hydrated(page);
  if (company) {
    await page.locator('input[name="customer_type"][value="company"]').check();
    await checkoutField(page, 'company_name').fill(company.name);
    await checkoutField(page, 'org_number').fill(company.orgNumber);
  }
  await fillCheckout(page, locale, strings, `pay.${locale}@example.com`);
  const option = page.locator(`input[name="payment_method_id"][value="${method}"]`);
  await option.check();
  // The method shows its brand's badge.
  await expect(
    page.locator('.checkout__option', { has: option }).locator('img.checkout__option-badge'),
  ).toBeVisible();
  return strings;
}

/** Places the order and waits for the provider's page. */
async function placeAndLeave(page: Page, strings: Record<string, string>, heading: string) {
  await page.getByRole('button', { name: strings['checkout.place_order'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * The confirmation of the order just paid, the cart emptied, then the order's page in
 * track-order as the shopper sees it: `authorized` (Klarna, captured on shipment) or `paid` (Adyen
 * on its default automatic capture, and iDEAL and Swish always: taken with the authorization).
 */
async function expectPlacedOrder(
  page: Page,
  strings: Record<string, string>,
  locale: Locale,
  status: 'authorized' | 'paid',
) {
  const id = await confirmedOrderId(page, strings);
  await expect(page.getByTestId('cart-count')).toHaveText('');
  await trackFromConfirmation(page, strings, locale, id, `pay.${locale}@example.com`);
  await expect(page.locator('.status-badge').first()).toHaveText(
    strings[`order.status.${status}`]!,
  );
}

test('a card payment with 3-D Secure places one paid order (sv)', async ({ page, request }) => {
  const strings = await checkoutWith(page, request, 'sv', 'adyen:card');
  await placeAndLeave(page, strings, 'Adyen test payment');
  await page.getByLabel('Card number').fill(CARDS.threeDSecure);
  await page.getByLabel('Expiry date').fill('03/30');
  await page.getByLabel('Security code').fill('737');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
  await page.getByLabel('Password').fill(THREE_DS_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expectPlacedOrder(page, strings, 'sv', 'paid');
});

test('an iDEAL payment approved at the bank places one paid order (nl)', async ({
  page,
  request,
}) => {
  const strings = await checkoutWith(page, request, 'nl', 'adyen:ideal');
  await placeAndLeave(page, strings, 'Adyen test payment');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectPlacedOrder(page, strings, 'nl', 'paid');
});

test('a Klarna invoice places one authorized order (sv)', async ({ page, request }) => {
  const strings = await checkoutWith(page, request, 'sv', 'klarna:pay-later');
  await placeAndLeave(page, strings, 'Klarna test checkout');
  await page.getByLabel('Personal number').fill('410321-9202');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expectPlacedOrder(page, strings, 'sv', 'authorized');
});

// Klarna offers companies Pay Later only: checkout offers no instalments to a company.
test('a company pays by Klarna invoice, and is offered no instalments (B2B, fi)', async ({
  page,
  request,
}) => {
  const strings = await checkoutWith(page, request, 'fi', 'klarna:company-invoice', {
    name: 'Puhelinhuolto Oy',
    orgNumber: '0112038-9',
  });
  await expect(page.locator('input[name="payment_method_id"][value^="klarna:"]')).toHaveCount(1);
  await placeAndLeave(page, strings, 'Klarna test checkout');
  await page.getByLabel('Organisation number').fill('0112038-9');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expectPlacedOrder(page, strings, 'fi', 'authorized');
});

test('a declined card ends on the failed page with the cart kept, and the retry pays (sv)', async ({
  page,
  request,
}) => {
  const strings = await checkoutWith(page, request, 'sv', 'adyen:card');
  await placeAndLeave(page, strings, 'Adyen test payment');
  await page.getByLabel('Card number').fill(CARDS.declined);
  await page.getByLabel('Expiry date').fill('03/30');
  await page.getByLabel('Security code').fill('737');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: strings['failed.title'] }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const axe = await axeOf(page).analyze();
  expect(axe.violations.filter(isReportedAxeFinding)).toEqual([]);

  await page.getByRole('link', { name: strings['failed.retry'] }).click();
  await fillCheckout(page, 'sv', strings, 'pay.sv@example.com');
  await page.locator('input[name="payment_method_id"][value="adyen:swish"]').check();
  await placeAndLeave(page, strings, 'Adyen test payment');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await confirmedOrderId(page, strings);
  await expect(page.getByTestId('cart-count')).toHaveText('');
});

test('while the provider cannot confirm the payment, the shopper waits with a retry (sv)', async ({
  page,
  request,
}) => {
  const strings = await checkoutWith(page, request, 'sv', 'adyen:swish');
  // The first confirmation asked of the shop meets a provider outage (the API's 503).
  let outages = 1;
  await page.route('**/api/payments/return?**', async (route) => {
    if (outages-- > 0)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'unavailable',
          code: 'payment_unavailable',
          message: 'The payment provider cannot be reached now.',
        }),
      });
    else await route.continue();
  });
  await placeAndLeave(page, strings, 'Adyen test payment');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('alert')).toContainText(strings['checkout.payment_unavailable']!);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: strings['checkout.try_again'] }).click();
  await confirmedOrderId(page, strings);
  await expect(page.getByTestId('cart-count')).toHaveText('');
});

test('a payment the provider has not confirmed yet keeps the cart and can be checked again (sv)', async ({
  page,
  request,
}) => {
  const strings = await checkoutWith(page, request, 'sv', 'adyen:swish');
  // The shop's first answer: the provider has not said yet (a bank still confirming).
  let silent = 1;
  await page.route('**/api/payments/return?**', async (route) => {
    if (silent-- > 0) {
      const real = await route.fetch();
      const answer = (await real.json()) as { order_id: number };
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ order_id: answer.order_id, status: 'pending', payment: 'pending' }),
      });
    } else await route.continue();
  });
  await placeAndLeave(page, strings, 'Adyen test payment');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('alert')).toContainText(strings['checkout.payment_pending']!);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: strings['checkout.start_over'] })).toBeVisible();
  await page.getByRole('button', { name: strings['checkout.try_again'] }).click();
  await confirmedOrderId(page, strings);
  await expect(page.getByTestId('cart-count')).toHaveText('');
});

test("the browser's Back from the provider's page offers to continue that payment, not a second order (sv)", async ({
  page,
  request,
}) => {
  const strings = await checkoutWith(page, request, 'sv', 'adyen:card');
  await placeAndLeave(page, strings, 'Adyen test payment');
  await page.goBack();
  await expect(page.getByRole('alert')).toContainText(strings['checkout.payment_pending']!);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('link', { name: strings['checkout.continue_payment'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adyen test payment' })).toBeVisible();
  await page.getByLabel('Card number').fill(CARDS.threeDSecure);
  await page.getByLabel('Expiry date').fill('03/30');
  await page.getByLabel('Security code').fill('737');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByLabel('Password').fill(THREE_DS_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPlacedOrder(page, strings, 'sv', 'paid');
  // Paid: the checkout no longer speaks of it.
  await page.goto('/sv/checkout');
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

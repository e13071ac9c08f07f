import { expect, type APIRequestContext, type Page } from './shopper-test';
import { STORE_IDS, type Locale } from './catalog-fixtures';

/** A shopper's correct details per storefront (spec section 5 formats, decision 027). */
export const SHOPPER: Record<
  Locale,
  { phone: string; postal: string; city: string; street: string }
> = {
  sv: { phone: '070-123 45 67', postal: '123 45', city: 'Stockholm', street: 'Storgatan 1' },
  no: { phone: '412 34 567', postal: '0150', city: 'Oslo', street: 'Storgata 1' },
  da: { phone: '41 23 45 67', postal: '2100', city: 'København Ø', street: 'Østerbrogade 1' },
  fi: { phone: '+358 40 123 4567', postal: '00100', city: 'Helsinki', street: 'Mannerheimintie 1' },
  nl: { phone: '06 12345678', postal: '1012 AB', city: 'Amsterdam', street: 'Damrak 1' },
};

export const LOCALES = Object.keys(SHOPPER) as Locale[];

/** The demo customer of the seed (README, demo accounts). */
export const DEMO_CUSTOMER = { email: 'demo@nordshop.example', password: 'nordshop-demo' } as const;

/** The storefront's interface strings, as the API serves them. */
export async function stringsOf(
  request: APIRequestContext,
  locale: Locale,
): Promise<Record<string, string>> {
  const response = await request.get(`/api/strings?locale=${locale}&sid=${STORE_IDS[locale]}`);
  return (await response.json()) as Record<string, string>;
}

/** Follows the open cart drawer's checkout link and waits for the checkout's heading. */
export async function checkoutFromDrawer(page: Page, strings: Record<string, string>) {
  await page
    .getByRole('dialog', { name: strings['cart.title'] })
    .getByRole('link', { name: strings['cart.checkout'] })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: strings['checkout.title'] }),
  ).toBeVisible();
}

/** A field of the checkout form. */
export const checkoutField = (page: Page, name: string) =>
  page.locator(`.checkout form [name="${name}"]`);

/** Fills the checkout with the storefront's shopper, picks the first methods, accepts the terms. */
export async function fillCheckout(
  page: Page,
  locale: Locale,
  strings: Record<string, string>,
  email: string,
): Promise<void> {
  const shopper = SHOPPER[locale];
  await expect(
    page.getByRole('heading', { level: 1, name: strings['checkout.title'] }),
  ).toBeVisible();
  await checkoutField(page, 'first_name').fill('Anna');
  await checkoutField(page, 'last_name').fill('Berg');
  await checkoutField(page, 'email').fill(email);
  await checkoutField(page, 'phone').fill(shopper.phone);
  await checkoutField(page, 'street').fill(shopper.street);
  await checkoutField(page, 'postal_code').fill(shopper.postal);
  await checkoutField(page, 'city').fill(shopper.city);
  await page.locator('input[name="shipping_method_id"]').first().check();
  const servicePoint = page.locator('#service-point');
  if (await servicePoint.isVisible()) await servicePoint.selectOption({ index: 1 });
  await page.locator('input[name="payment_method_id"]').first().check();
  await page.getByLabel(strings['checkout.accept_terms']!).check();
}

/** The order id of the confirmation page the browser is on. */
export async function confirmedOrderId(
  page: Page,
  strings: Record<string, string>,
): Promise<string> {
  await expect(
    page.getByRole('heading', { level: 1, name: strings['confirmation.title'] }),
  ).toBeVisible();
  const id = /\/(\d+)(?:[?#]|$)/.exec(page.url())?.[1];
  expect(id, `order id in ${page.url()}`).toBeTruthy();
  return id!;
}

/**
 * From the confirmation to the order's page in track-order: the order number is filled in, the
 * shopper adds the postal code (sv, da, nl) or the e-mail (no, fi) and opens the order.
 */
export async function trackFromConfirmation(
  page: Page,
  strings: Record<string, string>,
  locale: Locale,
  orderId: string,
  email: string,
): Promise<void> {
  await page.getByRole('link', { name: strings['confirmation.track'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: strings['account.track_order'] }),
  ).toBeVisible();
  await expect(page.getByLabel(strings['account.order_number']!)).toHaveValue(orderId);
  const byPostalCode = ['sv', 'da', 'nl'].includes(locale);
  await page
    .getByLabel(strings['track.email_or_postal_code']!)
    .fill(byPostalCode ? SHOPPER[locale].postal.replace(' ', '') : email);
  await page.getByRole('button', { name: strings['track.submit'] }).click();
}

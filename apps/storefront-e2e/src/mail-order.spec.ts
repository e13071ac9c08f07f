import { expect, test, type APIRequestContext, type Page } from './shopper-test';
import { simpleProducts, type Locale } from './catalog-fixtures';
import {
  DEMO_CUSTOMER,
  checkoutFromDrawer,
  confirmedOrderId,
  fillCheckout,
  stringsOf,
} from './checkout-helpers';
import { linkWith, normalizeSpaces, uniqueEmail, visibleText, waitForMail } from './mailbox';
import { atc, axeViolations, hydrated } from './page-helpers';
import { E2E_STAFF_KEY } from '../playwright.config';

/** A guest buys one product (the storefront's first methods: its invoice or prepayment). */
async function placeGuestOrder(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  email: string,
  createAccount = false,
) {
  const strings = await stringsOf(request, locale);
  const [product] = await simpleProducts(request, locale, 1);
  await page.goto(
    `/${locale}?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`,
  );
  await hydrated(page);
  await checkoutFromDrawer(page, strings);
  await fillCheckout(page, locale, strings, email);
  if (createAccount) {
    const choice = page.getByLabel(strings['checkout.create_account']!);
    await expect(choice).not.toBeChecked();
    await expect(choice).toHaveAccessibleDescription(strings['checkout.create_account_hint']!);
    await choice.check();
    expect(await axeViolations(page, '.checkout__main')).toEqual([]);
  }
  await page.getByRole('button', { name: strings['checkout.place_order'] }).click();
  const orderId = await confirmedOrderId(page, strings);
  const total = normalizeSpaces(await page.getByTestId('order-total').innerText());
  return { strings, orderId, total };
}

/** The order's confirmation mail: the one whose subject names its number. */
const confirmationOf = (email: string, orderId: string) =>
  waitForMail(email, { matches: (mail) => new RegExp(`\\b${orderId}\\b`).test(mail.subject) });

test('a guest’s order is confirmed by e-mail: its number in the subject, the total of the confirmation page in the HTML and the text (sv)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('order');
  const { orderId, total } = await placeGuestOrder(page, request, 'sv', email);

  const mail = await confirmationOf(email, orderId);

  expect(mail.subject).toContain(orderId);
  expect(visibleText(mail.html)).toContain(total);
  expect(normalizeSpaces(mail.text)).toContain(total);
});

test('the tracking link of the confirmation mail opens the order in another tab and leaves the address; a forged one asks for the order login (no)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('track');
  const { strings, orderId, total } = await placeGuestOrder(page, request, 'no', email);
  const link = linkWith(await confirmationOf(email, orderId), 'order_link');

  // Another tab knows nothing of the order placed in this one (the order login is the tab's).
  const tab = await page.context().newPage();
  await tab.goto(link.href);

  await expect(
    tab.getByRole('heading', {
      level: 1,
      name: strings['account.order_title']!.replace('{{id}}', orderId),
    }),
  ).toBeVisible();
  await expect(tab.getByTestId('order-total')).toHaveText(total);
  expect(tab.url()).not.toContain('order_link');

  const forged = new URL(link.href);
  forged.searchParams.set('order_link', `${link.searchParams.get('order_link')}x`);
  const other = await page.context().newPage();
  await other.goto(forged.href);
  await expect(other.getByRole('alert')).toHaveText(strings['track.error.invalid_link']!);
  await expect(other.getByLabel(strings['account.order_number']!)).toHaveValue(orderId);
  expect(other.url()).not.toContain('order_link');
});

test('a guest who asks for an account at checkout gets its link with the confirmation, and it lets them choose a password (fi)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('checkout-account');
  const { strings, orderId } = await placeGuestOrder(page, request, 'fi', email, true);

  const link = linkWith(await confirmationOf(email, orderId), 'token');
  expect(link.searchParams.has('change_password')).toBe(true);
  await page.goto(link.href);

  const dialog = page.getByRole('dialog', { name: strings['account.change_password'] });
  await expect(dialog.getByLabel(strings['auth.new_password']!, { exact: true })).toBeFocused();
  await expect(dialog.getByLabel(strings['auth.current_password']!)).toHaveCount(0);
  await dialog.getByLabel(strings['auth.new_password']!, { exact: true }).fill('tilaus-salasana-1');
  await dialog.getByLabel(strings['auth.repeat_password']!).fill('tilaus-salasana-1');
  await dialog.getByRole('button', { name: strings['account.change_password'] }).click();
  await expect(dialog.getByRole('status')).toHaveText(strings['auth.password_changed']!);

  const login = await request.post('/api/auth/login?locale=fi&sid=4', {
    data: { email, password: 'tilaus-salasana-1' },
  });
  expect(login.status()).toBe(200);
});

test('a logged-in customer is not offered an account at checkout (da)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'da');
  const [product] = await simpleProducts(request, 'da', 1);
  await page.goto('/da?atc=' + encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }])));
  await hydrated(page);
  await checkoutFromDrawer(page, strings);
  await expect(page.getByLabel(strings['checkout.create_account']!)).toBeVisible();

  await page.locator('.site-header__account').click();
  const modal = page.getByRole('dialog', { name: strings['general.login'] });
  await modal.getByLabel(strings['account.email']!).fill(DEMO_CUSTOMER.email);
  await modal
    .getByLabel(strings['account.password']!, { exact: true })
    .fill(DEMO_CUSTOMER.password);
  await modal.getByRole('button', { name: strings['general.login'] }).click();
  await expect(modal).toBeHidden();

  await expect(page.getByLabel(strings['checkout.create_account']!)).toHaveCount(0);
});

test('a warehouse ships the order through the staff API and the shopper gets the shipping notice with its tracking link (da)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('shipped');
  const { orderId } = await placeGuestOrder(page, request, 'da', email);
  const confirmation = await confirmationOf(email, orderId);

  const shipped = await request.post(`/api/staff/orders/${orderId}/ship`, {
    headers: { authorization: `Bearer ${E2E_STAFF_KEY}` },
    data: { carrier: 'postnord-dk', tracking_number: `DK${orderId}E2E` },
  });
  expect(shipped.status()).toBe(200);

  const notice = await waitForMail(email, {
    after: [confirmation],
    matches: (mail) => mail.text.includes(`DK${orderId}E2E`),
  });
  expect(notice.subject).toContain(orderId);
  const tracking = `https://www.postnord.dk/varktojer/track-trace?shipmentId=DK${orderId}E2E`;
  expect(notice.text).toContain(tracking);
  expect(linkWith(notice, 'shipmentId').href).toBe(tracking);
});

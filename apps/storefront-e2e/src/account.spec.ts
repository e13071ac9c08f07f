import { expect, test, type Page } from './shopper-test';
import { STORE_IDS, simpleProducts } from './catalog-fixtures';
import {
  DEMO_CUSTOMER,
  LOCALES,
  SHOPPER,
  checkoutFromDrawer,
  confirmedOrderId,
  fillCheckout,
  stringsOf,
} from './checkout-helpers';
import { atc, axeOf, hydrated, isReportedAxeFinding } from './page-helpers';
import { linkWith, linksOf, mailsTo, waitForMail } from './mailbox';

/** Opens the login modal from the header's account button and logs in as the demo customer. */
async function logInAsDemo(page: Page, strings: Record<string, string>): Promise<void> {
  await page.locator('.site-header__account').click();
  const modal = page.getByRole('dialog', { name: strings['general.login'] });
  await expect(modal).toBeVisible();
  await modal.getByLabel(strings['account.email']!).fill(DEMO_CUSTOMER.email);
  await modal
    .getByLabel(strings['account.password']!, { exact: true })
    .fill(DEMO_CUSTOMER.password);
  await modal.getByRole('button', { name: strings['general.login'] }).click();
  await expect(modal).toBeHidden();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  const reported = results.violations.filter(isReportedAxeFinding);
  expect(
    reported.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

for (const locale of LOCALES) {
  test(`the demo customer logs in, sees the order in my account and edits the profile (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const strings = await stringsOf(request, locale);
    const [product] = await simpleProducts(request, locale, 1);
    await page.goto(`/${locale}`);
    await hydrated(page);
    await logInAsDemo(page, strings);

    // An order placed while logged in belongs to the account.
    await page.goto(
      `/${locale}?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 2 }]))}`,
    );
    await hydrated(page);
    await checkoutFromDrawer(page, strings);
    // The checkout knows the customer: the e-mail is filled in from the profile.
    await expect(page.locator('.checkout form [name="email"]')).toHaveValue(DEMO_CUSTOMER.email);
    await fillCheckout(page, locale, strings, DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: strings['checkout.place_order'] }).click();
    const orderId = await confirmedOrderId(page, strings);

    // The account button leads a logged-in customer to my-account orders.
    await page.locator('.site-header__account').click();
    await expect(
      page.getByRole('heading', { level: 1, name: strings['account.orders'] }),
    ).toBeVisible();
    const row = page.getByTestId('account-order').filter({ hasText: `#${orderId}` });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: strings['account.order_title']!.replace('{{id}}', orderId),
      }),
    ).toBeVisible();
    await expect(page.locator('.checkout__lines li')).toHaveCount(1);
    // Not shipped yet: no return is offered, and the order says when one is.
    await expect(page.getByText(strings['returns.after_shipping']!)).toBeVisible();
    await expect(page.getByRole('link', { name: strings['returns.start'] })).toHaveCount(0);

    // The order has not shipped: the API says it cannot be returned yet and refuses a return
    // (returns of shipped orders are the API's returns tests).
    const query = `locale=${locale}&sid=${STORE_IDS[locale]}`;
    const login = await request.post(`/api/auth/login?${query}`, { data: DEMO_CUSTOMER });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    const placed = await request.get(`/api/orders/${orderId}?${query}`, { headers });
    const { order } = (await placed.json()) as {
      order: { returnable: boolean; lines: { id: number }[] };
    };
    expect(order.returnable).toBe(false);
    const refused = await request.post(`/api/orders/${orderId}/returns?${query}`, {
      headers,
      data: { lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }], reason: 'wrong_model' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code?: string }).code).toBe('not_returnable');

    // A return of one unit of the customer's recent order, which has been shipped.
    await page.getByRole('link', { name: strings['account.all_orders'] }).click();
    const shipped = page
      .getByTestId('account-order')
      .filter({ hasText: strings['order.status.shipped']! })
      .first();
    const shippedId = ((await shipped.getByRole('link').textContent()) ?? '').replace('#', '');
    await shipped.getByRole('link').click();
    await page.getByRole('link', { name: strings['returns.start'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: strings['returns.title'] }),
    ).toBeVisible();
    await page.locator('.return-form__lines select').first().selectOption('1');
    await page.getByLabel(strings['returns.reason']!, { exact: true }).selectOption('wrong_model');
    await page.getByRole('button', { name: strings['returns.submit'] }).click();
    await expect(page.getByText(strings['returns.sent']!)).toBeVisible();
    const returned = page.getByTestId('account-return').filter({ hasText: `#${shippedId}` });
    await expect(returned.first()).toContainText(strings['returns.reason.wrong_model']!);
    await expect(returned.first()).toContainText(strings['returns.status.requested']!);
    // The order's page lists its returns.
    await page.goto(`/${locale}/my-account/orders?order=${shippedId}`);
    await expect(page.getByTestId('order-return').first()).toContainText(
      strings['returns.status.requested']!,
    );

    // The profile: a wrong postal code is refused in the storefront's language, a right one saved.
    await page
      .getByRole('navigation', { name: strings['general.my_account'] })
      .getByRole('link', { name: strings['account.profile'] })
      .click();
    await page.getByRole('link', { name: strings['account.edit_profile'] }).click();
    const form = page.getByRole('form', { name: strings['account.edit_profile'] });
    await form.getByLabel(strings['checkout.postal_code']!).fill('X1');
    await form.getByRole('button', { name: strings['account.save'] }).click();
    await expect(form.getByText(strings['checkout.error.postal_code']!)).toBeVisible();
    const name = `Demo Kund ${locale.toUpperCase()}`;
    await form.getByLabel(strings['account.name']!, { exact: true }).fill(name);
    await form.getByLabel(strings['checkout.phone']!).fill(SHOPPER[locale].phone);
    await form.getByLabel(strings['checkout.street']!).fill(SHOPPER[locale].street);
    await form.getByLabel(strings['checkout.postal_code']!).fill(SHOPPER[locale].postal);
    await form.getByLabel(strings['checkout.city']!).fill(SHOPPER[locale].city);
    await form.getByRole('button', { name: strings['account.save'] }).click();
    await expect(page.getByText(strings['account.profile_saved']!)).toBeVisible();
    await expect(page.locator('.account__facts')).toContainText(name);
    await expect(page.locator('.account__facts')).toContainText(SHOPPER[locale].city);
  });
}

test('a login link logs in as the account, leaves the address bar and opens my-account orders (sv)', async ({
  page,
  request,
}) => {
  // Asking for an account for an address that has one mails that account a login link.
  const before = await mailsTo(DEMO_CUSTOMER.email);
  const asked = await request.post('/api/auth/register?locale=sv&sid=1', {
    data: { email: DEMO_CUSTOMER.email, name: 'Demo Kund' },
  });
  expect(asked.status()).toBe(202);
  const mail = await waitForMail(DEMO_CUSTOMER.email, {
    after: before,
    matches: (message) => linksOf(message).some((link) => link.searchParams.has('token')),
  });
  await page.goto(linkWith(mail, 'token').href);
  await expect(page.getByRole('heading', { level: 1, name: 'Mina beställningar' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await expect(page.getByTestId('account-order').first()).toBeVisible();
});

test('the login query opens the login panel; a wrong password is refused in the storefront language (fi)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'fi');
  await page.goto('/fi?login');
  const modal = page.getByRole('dialog', { name: strings['general.login'] });
  await expect(modal).toBeVisible();
  await modal.getByLabel(strings['account.email']!).fill('nobody@nordshop.example');
  await modal.getByLabel(strings['account.password']!, { exact: true }).fill('wrong-password');
  await modal.getByRole('button', { name: strings['general.login'] }).click();
  await expect(modal.getByRole('alert')).toHaveText(strings['auth.error.wrongCredentials']!);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('the session survives a reload and logout forgets it (da)', async ({ page, request }) => {
  const strings = await stringsOf(request, 'da');
  await page.goto('/da/my-account/overview');
  await hydrated(page);
  // A visitor gets the login form in place.
  await page
    .locator('.account__login')
    .getByLabel(strings['account.email']!)
    .fill(DEMO_CUSTOMER.email);
  await page
    .locator('.account__login')
    .getByLabel(strings['account.password']!, { exact: true })
    .fill(DEMO_CUSTOMER.password);
  await page
    .locator('.account__login')
    .getByRole('button', { name: strings['general.login'] })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: strings['account.latest_orders'] }),
  ).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('td02') ?? '');
  // The refresh token stays in the HttpOnly cookie, not in local storage.
  expect((JSON.parse(stored) as { auth?: unknown }).auth).toMatchObject({
    strategy: 'myAccount',
    refresh_token: null,
    refresh_cookie: true,
  });

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: strings['account.latest_orders'] }),
  ).toBeVisible();
  await page.getByRole('button', { name: strings['general.logout'] }).click();
  await expect(page.locator('.account__login')).toBeVisible();
  expect(
    JSON.parse(await page.evaluate(() => localStorage.getItem('td02') ?? '{}')),
  ).not.toHaveProperty('auth');
});

test('on a phone each order in my account says what its count counts (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const login = await request.post('/api/auth/login?locale=sv&sid=1', {
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  await page.addInitScript((accessToken) => {
    localStorage.setItem(
      'td02',
      JSON.stringify({
        auth: {
          strategy: 'myAccount',
          access_token: accessToken,
          refresh_token: null,
          refresh_cookie: false,
        },
      }),
    );
  }, token);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/sv/my-account/orders');
  const orders = page.getByTestId('account-order');
  await expect(orders.first()).toBeVisible();
  const label = `${strings['account.items']}:`;
  for (const order of await orders.all()) {
    await expect(order.getByText(label)).toBeVisible();
  }
  // On a wide screen the column head says it once.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('columnheader', { name: strings['account.items'] })).toBeVisible();
  await expect(orders.first().getByText(label)).toBeHidden();
});

for (const width of [375, 1280]) {
  test(`account pages and track-order have no moderate, serious or critical accessibility violations at ${width} px (nl)`, async ({
    page,
    request,
  }) => {
    // Six pages, each scanned in full by axe (a few seconds each on a busy machine).
    test.setTimeout(90_000);
    const strings = await stringsOf(request, 'nl');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/nl/track-order');
    await hydrated(page);
    await expect(page.getByRole('button', { name: strings['track.submit'] })).toBeVisible();
    await expectNoAxeViolations(page);

    await logInAsDemo(page, strings);
    for (const path of [
      'my-account',
      'my-account/orders',
      'my-account/profile/edit',
      'my-account/returns',
      'my-account/subscriptions',
    ]) {
      await page.goto(`/nl/${path}`);
      await expect(page.locator('.account__nav')).toBeVisible();
      await expect(page.locator('.account__loading')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });
}

import { expect, test, type APIRequestContext, type Page } from './shopper-test';
import { DEMO_CUSTOMER, stringsOf } from './checkout-helpers';
import { axeViolations, hydrated } from './page-helpers';

/** The demo customer's access token, logged in through the API. */
async function demoToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login?locale=sv&sid=1', { data: DEMO_CUSTOMER });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A stored session of the demo customer, as the storefront keeps it after a login. */
async function asDemoCustomer(page: Page, request: APIRequestContext): Promise<void> {
  const token = await demoToken(request);
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
}

/** The first of the demo customer's orders with `status`. */
async function demoOrderWith(request: APIRequestContext, status: string): Promise<number> {
  const response = await request.get('/api/account/orders?locale=sv&sid=1&page=1', {
    headers: { authorization: `Bearer ${await demoToken(request)}` },
  });
  const { orders } = (await response.json()) as { orders: { id: number; status: string }[] };
  const order = orders.find((o) => o.status === status);
  if (!order) throw new Error(`the demo customer has no ${status} order`);
  return order.id;
}

/** How many returns of an order were filed as defective (the customer's token reads them). */
async function defectiveReturns(request: APIRequestContext, orderId: number): Promise<number> {
  const response = await request.get(`/api/orders/${orderId}/returns?locale=sv&sid=1`, {
    headers: { authorization: `Bearer ${await demoToken(request)}` },
  });
  const { returns } = (await response.json()) as { returns: { reason: string }[] };
  return returns.filter((entry) => entry.reason === 'defective').length;
}

/** Logs in to one order with order tracking (order number and the demo customer's e-mail). */
async function trackOrder(page: Page, strings: Record<string, string>, orderId: number) {
  await page.goto('/sv/track-order');
  await hydrated(page);
  await page.getByLabel(strings['account.order_number']!).fill(String(orderId));
  await page.getByLabel(strings['track.email_or_postal_code']!).fill(DEMO_CUSTOMER.email);
  await page.getByRole('button', { name: strings['track.submit'] }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: strings['account.order_title']!.replace('{{id}}', String(orderId)),
    }),
  ).toBeVisible();
}

test('my-account orders loads without a hydration error or an error report, logged out and in (sv)', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/captuerr') problems.push(r.postData() ?? 'report');
  });
  const strings = await stringsOf(request, 'sv');
  await page.goto('/sv/my-account/orders');
  await hydrated(page);
  await expect(page.locator('.account__login')).toBeVisible();
  await asDemoCustomer(page, request);
  for (let load = 0; load < 2; load++) {
    await page.goto('/sv/my-account/orders');
    await hydrated(page);
    await expect(page.getByTestId('account-order').first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings['account.orders']!);
  expect(problems).toEqual([]);
});

test('the Finnish account calls subscriptions Kestotilaukset, never Tilaukset (orders)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'fi');
  expect(strings['account.subscriptions']).toBe('Kestotilaukset');
  expect(strings['account.subscriptions']).not.toBe(strings['account.orders']);
  await asDemoCustomer(page, request);
  await page.goto('/fi/my-account/subscriptions');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kestotilaukset');
});

test('on a 375 px phone every section of the account shows, none hidden off screen (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  await page.setViewportSize({ width: 375, height: 800 });
  await asDemoCustomer(page, request);
  await page.goto('/sv/my-account/orders');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: strings['general.my_account'] });
  const sections = nav.getByRole('link');
  await expect(sections).toHaveCount(6);
  for (const section of await sections.all()) {
    const name = (await section.textContent()) ?? '';
    const box = await section.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(375);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('an order not yet shipped offers no return; its page says when it will (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const paid = await demoOrderWith(request, 'paid');
  await trackOrder(page, strings, paid);
  await expect(page.getByText(strings['returns.after_shipping']!)).toBeVisible();
  await expect(page.getByRole('link', { name: strings['returns.start'] })).toHaveCount(0);
  // Nor does the return page take one.
  await page.goto(`/sv/my-order/return/${paid}`);
  await hydrated(page);
  await expect(page.getByText(strings['returns.nothing_to_return']!)).toBeVisible();
  await expect(page.getByRole('button', { name: strings['returns.submit'] })).toHaveCount(0);
});

test('Shopper tracking an order sees its returns, and a return filed there shows on the order (sv)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const strings = await stringsOf(request, 'sv');
  // Order 1 of the demo has a refunded return.
  await trackOrder(page, strings, 1);
  const seeded = page.getByTestId('order-return');
  await expect(seeded.first()).toContainText(strings['returns.status.refunded']!);
  await expect(seeded.first()).toContainText(strings['returns.reason.wrong_model']!);

  const shipped = await demoOrderWith(request, 'shipped');
  await trackOrder(page, strings, shipped);
  // Other journeys return units of this order too: count the returns of this reason so far.
  const before = await defectiveReturns(request, shipped);
  const defective = page
    .getByTestId('order-return')
    .filter({ hasText: strings['returns.reason.defective']! });
  await page.getByRole('link', { name: strings['returns.start'] }).click();
  await page.locator('.return-form__lines select').first().selectOption('1');
  await page.getByLabel(strings['returns.reason']!, { exact: true }).selectOption('defective');
  await page.getByRole('button', { name: strings['returns.submit'] }).click();
  await expect(page.getByText(strings['returns.sent']!)).toBeVisible();
  await page.getByRole('link', { name: strings['account.show_order'] }).click();
  await expect(defective).toHaveCount(before + 1);
  await expect(defective.first()).toContainText(strings['returns.status.requested']!);
  expect(await axeViolations(page)).toEqual([]);
});

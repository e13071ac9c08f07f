import { expect, test } from './shopper-test';
import { DEMO_CUSTOMER, stringsOf } from './checkout-helpers';
import { hydrated, axeViolations } from './page-helpers';

test('Shopper tracking an order keeps the order session across a reload: the account button leads to the order (sv)', async ({
  page,
  request,
}) => {
  // Two logins' worth of page loads: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const strings = await stringsOf(request, 'sv');
  const orderTitle = strings['account.order_title']!.replace('{{id}}', '1');
  await page.goto('/sv/track-order');
  await hydrated(page);
  await page.getByLabel(strings['account.order_number']!).fill('1');
  await page.getByLabel(strings['track.email_or_postal_code']!).fill(DEMO_CUSTOMER.email);
  await page.getByRole('button', { name: strings['track.submit'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: orderTitle })).toBeVisible();
  const account = page.locator('.site-header__account');
  await expect(account).toHaveAttribute('href', '/sv/my-order/1');

  // The tab keeps the order login; its refresh token stays in the HttpOnly cookie.
  const tab = JSON.parse(await page.evaluate(() => sessionStorage.getItem('td02') ?? '{}')) as {
    auth?: unknown;
  };
  expect(tab.auth).toMatchObject({
    strategy: 'myOrder',
    refresh_token: null,
    refresh_cookie: true,
  });
  const local = JSON.parse(await page.evaluate(() => localStorage.getItem('td02') ?? '{}')) as {
    auth?: unknown;
  };
  expect(local.auth).toBeUndefined();

  await page.reload();
  await hydrated(page);
  await expect(account).toHaveAttribute('href', '/sv/my-order/1');
  await expect(page.locator('.checkout__lines li').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: orderTitle })).toBeVisible();
  await expect(page.getByRole('dialog', { name: strings['general.login'] })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

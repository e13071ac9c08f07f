import { expect, test, type Page } from './shopper-test';
import { STORE_IDS, type Locale } from './catalog-fixtures';
import { stringsOf } from './checkout-helpers';
import { linkWith, uniqueEmail, waitForMail, type Mail } from './mailbox';
import { axeViolations, hydrated } from './page-helpers';

type Strings = Record<string, string>;

/** The login link of the next message to `email` (one not in `after`). */
export async function nextLoginLink(email: string, after: readonly Mail[] = []): Promise<URL> {
  const mail = await waitForMail(email, {
    after,
    matches: (message) => message.text.includes('token=') || message.html.includes('token='),
  });
  return linkWith(mail, 'token');
}

/** In the open change-password dialog of a login link's session: a new password, without the current one. */
async function setPasswordFromLink(page: Page, strings: Strings, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: strings['account.change_password'] });
  await expect(dialog.getByLabel(strings['auth.new_password']!, { exact: true })).toBeFocused();
  await expect(dialog.getByText(strings['auth.set_password_lead']!)).toBeVisible();
  await expect(dialog.getByLabel(strings['auth.current_password']!)).toHaveCount(0);
  expect(await axeViolations(page, '.login-modal')).toEqual([]);
  await dialog.getByLabel(strings['auth.new_password']!, { exact: true }).fill(password);
  await dialog.getByLabel(strings['auth.repeat_password']!).fill(password);
  await dialog.getByRole('button', { name: strings['account.change_password'] }).click();
  await expect(dialog.getByRole('status')).toHaveText(strings['auth.password_changed']!);
  await expect(dialog.getByRole('status')).toBeFocused();
}

const sentText = (strings: Strings) => strings['auth.forgot_sent']!.replace('{{minutes}}', '30');

test('a forgotten password: the mailed link logs in once, sets a new password without the current one, and the new one logs in (da)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const locale: Locale = 'da';
  const strings = await stringsOf(request, locale);
  const email = uniqueEmail('forgot');
  const registered = await request.post(
    `/api/auth/register?locale=${locale}&sid=${STORE_IDS[locale]}`,
    {
      data: { email, name: 'Glemsom Kunde' },
    },
  );
  expect(registered.status()).toBe(202);
  const welcome = await waitForMail(email);

  // The "password changed" mail links to the login panel's forgotten-password form.
  await page.goto(`/${locale}?forgot_password`);
  const panel = page.getByRole('dialog', { name: strings['auth.forgot_title'] });
  await expect(panel.getByLabel(strings['account.email']!)).toBeFocused();
  await panel.getByLabel(strings['account.email']!).fill(email);
  await panel.getByRole('button', { name: strings['auth.send_link'] }).click();
  await expect(panel.getByRole('status')).toHaveText(sentText(strings));

  const link = await nextLoginLink(email, [welcome]);
  expect(link.searchParams.has('change_password')).toBe(true);
  await page.goto(link.href);
  await setPasswordFromLink(page, strings, 'ny-adgangskode-1');
  expect(page.url()).not.toContain('token=');
  await page.keyboard.press('Escape');

  // Out, and in again with the new password.
  await page.getByRole('button', { name: strings['general.logout'] }).click();
  const login = page.locator('.account__login');
  await login.getByLabel(strings['account.email']!).fill(email);
  await login.getByLabel(strings['account.password']!, { exact: true }).fill('ny-adgangskode-1');
  await login.getByRole('button', { name: strings['general.login'] }).click();
  await expect(page.getByRole('button', { name: strings['general.logout'] })).toBeVisible();

  // The link was for one use.
  await page.goto(link.href);
  const refused = page.getByRole('dialog', { name: strings['general.login'] });
  await expect(refused.getByRole('alert')).toHaveText(strings['auth.error.invalidToken']!);
  expect(page.url()).not.toContain('token=');
});

test('a shopper creates an account in the login panel; the welcome mail’s link logs in and lets them choose a password (fi)', async ({
  page,
  request,
}) => {
  const locale: Locale = 'fi';
  const strings = await stringsOf(request, locale);
  const email = uniqueEmail('welcome');
  await page.goto(`/${locale}?login`);
  const login = page.getByRole('dialog', { name: strings['general.login'] });
  await login.getByRole('button', { name: strings['auth.create_account'] }).click();

  const panel = page.getByRole('dialog', { name: strings['auth.create_account'] });
  await expect(panel.getByLabel(strings['auth.name']!)).toBeFocused();
  await panel.getByLabel(strings['auth.name']!).fill('Uusi Asiakas');
  await panel.getByLabel(strings['account.email']!).fill(email);
  await panel.getByRole('button', { name: strings['auth.create_account'] }).click();
  await expect(panel.getByRole('status')).toHaveText(strings['auth.create_sent']!);

  const link = await nextLoginLink(email);
  await page.goto(link.href);
  await setPasswordFromLink(page, strings, 'oma-salasana-1');

  const check = await request.post(`/api/auth/login?locale=${locale}&sid=${STORE_IDS[locale]}`, {
    data: { email, password: 'oma-salasana-1' },
  });
  expect(check.status()).toBe(200);
});

test('the login panel’s forgotten-password and create-account forms work by keyboard, say what is wrong and lead back (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  await page.goto('/sv?login');
  await hydrated(page);
  const login = page.getByRole('dialog', { name: strings['general.login'] });
  await expect(login.getByLabel(strings['account.email']!)).toBeFocused();

  await login.getByRole('button', { name: strings['auth.forgot_password'] }).focus();
  await page.keyboard.press('Enter');
  const forgot = page.getByRole('dialog', { name: strings['auth.forgot_title'] });
  const email = forgot.getByLabel(strings['account.email']!);
  await expect(email).toBeFocused();
  expect(await axeViolations(page, '.login-modal')).toEqual([]);
  await page.keyboard.type('inte-en-adress');
  await page.keyboard.press('Enter');
  await expect(forgot.getByText(strings['checkout.error.email']!)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(uniqueEmail('nobody'));
  await page.keyboard.press('Enter');
  // The same words whether an account has the address or not.
  await expect(forgot.getByRole('status')).toHaveText(sentText(strings));
  await expect(forgot.getByRole('status')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(forgot.getByRole('button', { name: strings['auth.back_to_login'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(login.getByLabel(strings['account.email']!)).toBeFocused();

  await login.getByRole('button', { name: strings['auth.create_account'] }).focus();
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: strings['auth.create_account'] });
  await expect(create.getByLabel(strings['auth.name']!)).toBeFocused();
  await create.getByRole('button', { name: strings['auth.create_account'] }).click();
  await expect(create.getByText(strings['checkout.error.required']!)).toBeVisible();
  await expect(create.getByText(strings['checkout.error.email']!)).toBeVisible();
  expect(await axeViolations(page, '.login-modal')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
});
